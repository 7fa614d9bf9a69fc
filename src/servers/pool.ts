// A pool of started server sessions keyed by server id: every trajectory gets a never-used process and workspace.
import type { CatalogTool } from '../records/index.js';
import { startServer, type StartOptions, type TrajectoryServer } from './server-session.js';
import type { SandboxMode } from './sandbox.js';
import { availableParallelism } from 'node:os';
import { Gate } from '../util/gate.js';
import { McpError, errorMessage } from '../util/errors.js';

export interface PoolOptions {
  mode: SandboxMode;
  /** Started servers kept ready per server id; 0 means start on demand only. */
  spares: number;
  start: StartOptions;
  /** The starter, replaceable in tests. */
  startServer?: typeof startServer;
  /** Server starts (spawn and handshake) at once; the rest queue, and time in the queue is not handshake time. Default: the number of cores. */
  startConcurrency?: number;
  /** Starts per server before its trajectory is rejected: a failed handshake is retried after a backoff (default 3). */
  startAttempts?: number;
  /** Wait before the first retry, doubled for each next one (default 500 ms). */
  retryBackoffMs?: number;
}

export interface PoolStats {
  /** Acquires served by a spare that was already started (or starting). */
  warm: number;
  /** Acquires that had to start a server from nothing. */
  cold: number;
  /** Handshakes that failed and were tried again. */
  retries: number;
}

/**
 * State never carries over: a session is handed out once and closed after its trajectory, so
 * one task cannot see another's files or in-memory state (a memory graph, say). What the pool
 * saves is latency: it starts the next server for an id while the current one is in use, so a
 * trajectory's server start overlaps the previous trajectory's calls.
 */
export class ServerPool {
  private readonly spares = new Map<string, Promise<TrajectoryServer>[]>();
  private readonly closing = new Set<Promise<unknown>>();
  private closed = false;
  readonly stats: PoolStats = { warm: 0, cold: 0, retries: 0 };
  private readonly gate: Gate;

  constructor(private readonly options: PoolOptions) {
    this.gate = new Gate(options.startConcurrency ?? Math.max(2, availableParallelism()));
  }

  /** A started server for `tool`'s server id, used by one trajectory and closed with `release`. */
  acquire(tool: CatalogTool, clock?: number): Promise<TrajectoryServer> {
    if (this.closed) return Promise.reject(new Error('server pool is closed'));
    const ready = this.spares.get(tool.serverId);
    const spare = ready?.shift();
    if (spare) this.stats.warm++;
    else this.stats.cold++;
    // A server started now runs on the trajectory's clock; a spare, started before anyone knew it, on the machine's.
    const p = spare ?? this.start(tool, clock);
    this.refill(tool);
    return p;
  }

  /** Stop a server after its trajectory (in the background; `drain` waits for it). */
  release(server: Promise<TrajectoryServer>): void {
    this.track(server.then((s) => s.close(), () => undefined));
  }

  /** Stop the spares and wait until every server this pool started has exited and its workspace is gone. */
  async drain(): Promise<void> {
    this.closed = true;
    for (const list of this.spares.values()) for (const p of list.splice(0)) this.release(p);
    while (this.closing.size > 0) await Promise.all([...this.closing]);
  }

  private start(tool: CatalogTool, clock?: number): Promise<TrajectoryServer> {
    const p = this.startWithRetries(tool, clock);
    p.catch(() => undefined); // surfaced to whoever acquires it
    return p;
  }

  /**
   * On a loaded machine a server can miss its handshake without being broken: it is started again,
   * after a backoff, with a longer handshake each time. Starts pass a gate one slot each, and the
   * handshake clock runs only once the slot is held, so a long queue does not eat the timeout.
   */
  private async startWithRetries(tool: CatalogTool, clock?: number): Promise<TrajectoryServer> {
    const attempts = Math.max(1, this.options.startAttempts ?? 3);
    const backoff = this.options.retryBackoffMs ?? 500;
    let last: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) {
        if (this.closed) break;
        this.stats.retries++;
        await new Promise((r) => setTimeout(r, backoff * 2 ** (attempt - 2)));
      }
      const leave = await this.gate.enter();
      try {
        const start = { ...this.options.start, connectTimeoutMs: this.options.start.connectTimeoutMs * attempt, ...(clock !== undefined ? { clock } : {}) };
        return await (this.options.startServer ?? startServer)(tool, this.options.mode, start);
      } catch (err) {
        last = err;
        if (!(err instanceof McpError && err.code === 'connect_failed')) throw err;
      } finally {
        leave();
      }
    }
    throw new McpError('start_failed', `no handshake after ${attempts} starts: ${errorMessage(last)}`, { cause: last });
  }

  private refill(tool: CatalogTool): void {
    if (this.options.spares <= 0 || tool.source.kind !== 'stdio') return;
    const list = this.spares.get(tool.serverId) ?? [];
    this.spares.set(tool.serverId, list);
    while (list.length < this.options.spares) list.push(this.start(tool));
  }

  private track(p: Promise<unknown>): void {
    this.closing.add(p);
    void p.finally(() => this.closing.delete(p));
  }
}
