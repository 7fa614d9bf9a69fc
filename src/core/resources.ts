// What a run shares between its steps and shards instead of module-level state: caches, clients and pools, made
// on first use under a key and disposed, newest first, when the run ends.
export class Resources {
  private readonly items = new Map<string, { value: unknown; dispose?: (value: unknown) => unknown }>();

  /** The value under `key`, made by `make` the first time; `dispose` runs when the run ends (or `drop` is called). */
  get<T>(key: string, make: () => T, dispose?: (value: T) => unknown): T {
    const hit = this.items.get(key);
    if (hit) return hit.value as T;
    const value = make();
    this.items.set(key, { value, ...(dispose ? { dispose: dispose as (v: unknown) => unknown } : {}) });
    return value;
  }

  /** Dispose one value now (a catalog re-crawled mid-run, a pool after its shard). */
  async drop(key: string): Promise<void> {
    const hit = this.items.get(key);
    if (!hit) return;
    this.items.delete(key);
    await hit.dispose?.(hit.value);
  }

  async dispose(): Promise<void> {
    for (const key of [...this.items.keys()].reverse()) await this.drop(key);
  }
}
