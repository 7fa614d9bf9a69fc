// The open sessions of one serve: found or opened by key up to a cap, closed when their client leaves or when they sit
// idle too long (one unref'd sweep timer, stopped on close), and handed to the recorder as they close.
import { deriveSeed } from '../util/random.js';
import { ServeSession, type WorldSource } from './session.js';
import type { Segment } from './trajectory.js';

export class TooManySessionsError extends Error {
  constructor(max: number) {
    super(`too many sessions: ${max} are open (serve --max-sessions); try again when one ends`);
  }
}

export interface SessionTableOptions {
  maxSessions: number;
  idleMs: number;
  baseSeed: number;
  worlds: WorldSource;
  /** Called with each stretch a session played, as it ends. */
  record(session: ServeSession, segment: Segment): Promise<void>;
  /** Where a session that failed to close or record is reported (stderr). */
  log(line: string): void;
}

export class SessionTable {
  private readonly open = new Map<string, ServeSession>();
  private readonly closing = new Set<Promise<void>>();
  private readonly endListeners: Array<(key: string) => void> = [];
  private opened = 0;
  private readonly sweeper: NodeJS.Timeout;
  private stopped = false;

  constructor(private readonly options: SessionTableOptions) {
    this.sweeper = setInterval(() => this.sweep(), Math.max(50, Math.min(options.idleMs / 2, 30_000)));
    this.sweeper.unref(); // an idle serve must not keep a finished process alive
  }

  get size(): number {
    return this.open.size;
  }

  /** Told the key of every session that ends, however it ends (the HTTP edge closes its transport). */
  onEnd(listener: (key: string) => void): void {
    this.endListeners.push(listener);
  }

  has(key: string): boolean {
    return this.open.has(key);
  }

  /** The session under `key`, opened if new; `name` (a client-given one) seeds its world, else its ordinal does. */
  get(key: string, name?: string): ServeSession {
    let s = this.open.get(key);
    if (!s) {
      if (this.stopped) throw new Error('serve is shutting down');
      if (this.open.size >= this.options.maxSessions) throw new TooManySessionsError(this.options.maxSessions);
      const label = name ?? `#${++this.opened}`;
      s = new ServeSession(key, label, deriveSeed(this.options.baseSeed, `session:${label}`), this.options.worlds);
      this.open.set(key, s);
    }
    s.touch();
    return s;
  }

  /** Run `fn` with the session marked busy, so the idle sweep leaves it alone meanwhile. */
  async using<T>(session: ServeSession, fn: () => Promise<T>): Promise<T> {
    session.busy++;
    try {
      return await fn();
    } finally {
      session.busy--;
      session.touch();
    }
  }

  /** Close and record the session under `key` (a no-op for one not open). */
  end(key: string): Promise<void> {
    const s = this.open.get(key);
    if (!s) return Promise.resolve();
    this.open.delete(key);
    for (const l of this.endListeners) l(key);
    const p = s
      .close()
      .then(async (segment) => {
        if (segment) await this.options.record(s, segment);
      })
      .catch((err: unknown) => this.options.log(`serve     session ${s.label}: not recorded: ${err instanceof Error ? err.message : String(err)}`));
    this.closing.add(p);
    void p.finally(() => this.closing.delete(p));
    return p;
  }

  /** Record a stretch the session finished while staying open (it picked another task). */
  async recordNow(session: ServeSession, segment: Segment | undefined): Promise<void> {
    if (segment) await this.options.record(session, segment);
  }

  /** Close every session and wait until each is recorded and its world stopped; the sweep timer stops. */
  async closeAll(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweeper);
    await Promise.all([...this.open.keys()].map((k) => this.end(k)));
    while (this.closing.size > 0) await Promise.all([...this.closing]);
  }

  private sweep(): void {
    const cutoff = Date.now() - this.options.idleMs;
    for (const [key, s] of this.open) if (s.busy === 0 && s.lastActive < cutoff) void this.end(key);
  }
}
