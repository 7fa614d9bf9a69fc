// A counting gate: at most `width` holders at once, the rest wait in arrival order.

export class Gate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly width: number) {}

  /** Resolves when the caller may go; call the returned function exactly once when done. */
  async enter(): Promise<() => void> {
    if (this.active >= Math.max(1, this.width)) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next in line, so `active` only drops when nobody waits.
      if (next) next();
      else this.active--;
    };
  }

  /** Callers waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }
}
