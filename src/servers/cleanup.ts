// What an interrupted run must undo (started servers, their workspaces): a registry the run owns and passes down, and the signal handlers the CLI installs.
import { errorMessage } from '../util/errors.js';

export type Teardown = () => void | Promise<void>;

/**
 * Servers, pools and workspaces add a teardown when they start and remove it when they are closed
 * the ordinary way. On SIGINT/SIGTERM the owner runs what is left. Once closing, whatever registers
 * is torn down at once: a server that was still starting must not outlive the run.
 */
export class CleanupRegistry {
  private readonly entries = new Set<Teardown>();
  private readonly late = new Set<Promise<void>>();
  private running: Promise<void> | undefined;

  /** Register a teardown; the returned function removes it (call it after a normal close). */
  add(teardown: Teardown): () => void {
    if (this.running) {
      const p = runOne(teardown);
      this.late.add(p);
      void p.finally(() => this.late.delete(p));
      return () => undefined;
    }
    this.entries.add(teardown);
    return () => {
      this.entries.delete(teardown);
    };
  }

  /** Teardowns still registered: servers and workspaces not yet closed. */
  get size(): number {
    return this.entries.size;
  }

  /** True once runAll has begun: starting a server or a workspace now is refused. */
  get closing(): boolean {
    return this.running !== undefined;
  }

  /**
   * Run every registered teardown once, all at once, and wait for them and for any that arrive
   * meanwhile (a workspace whose mkdtemp was in flight), at most `timeoutMs` in all.
   */
  runAll(timeoutMs = 10_000): Promise<void> {
    this.running ??= (async () => {
      const all = [...this.entries].map(runOne);
      this.entries.clear();
      let timer: NodeJS.Timeout | undefined;
      let expired = false;
      const limit = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          expired = true;
          resolve();
        }, timeoutMs);
        timer.unref();
      });
      await Promise.race([Promise.all(all), limit]);
      // Work already in flight registers after the signal; give it a turn of the event loop, then wait for it too.
      for (let round = 0; round < 20 && !expired; round++) {
        await new Promise((r) => setTimeout(r, 10));
        if (this.late.size === 0) break;
        await Promise.race([Promise.all([...this.late]), limit]);
      }
      clearTimeout(timer);
    })();
    return this.running;
  }
}

async function runOne(teardown: Teardown): Promise<void> {
  try {
    await teardown();
  } catch (err) {
    process.stderr.write(`cleanup: ${errorMessage(err)}\n`);
  }
}

export interface SignalCleanupOptions {
  signals?: readonly NodeJS.Signals[];
  log?: (line: string) => void;
  /** How the process ends after cleanup (tests pass a spy); default process.exit. */
  exit?: (code: number) => void;
  timeoutMs?: number;
}

const EXIT_CODES: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };

/**
 * On SIGINT or SIGTERM: stop every server and remove every workspace the registry holds, then exit
 * 128+signal. A second signal while that runs exits at once. Returns the function that uninstalls.
 */
export function installSignalCleanup(registry: CleanupRegistry, options: SignalCleanupOptions = {}): () => void {
  const signals = options.signals ?? ['SIGINT', 'SIGTERM'];
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const log = options.log ?? ((line: string) => process.stderr.write(line + '\n'));
  let caught = false;
  const handler = (signal: NodeJS.Signals): void => {
    const code = EXIT_CODES[signal] ?? 1;
    if (caught) return exit(code);
    caught = true;
    log(`${signal}: stopping servers and removing workspaces (${registry.size} open) before exit`);
    void registry.runAll(options.timeoutMs).then(() => exit(code));
  };
  for (const s of signals) process.on(s, handler);
  return () => {
    for (const s of signals) process.off(s, handler);
  };
}
