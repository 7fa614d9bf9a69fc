// Appends every finished session to <dir>/trajectories.jsonl as a Trajectory, checked against the schema first, so
// `toolforge validate --in <dir>/trajectories.jsonl` and `toolforge export` take the file as it is.
import { join } from 'node:path';
import { TrajectorySchema, type ToolRef, type Trajectory } from '../records/index.js';
import { JsonlWriter } from '../util/jsonl.js';
import type { SandboxMode } from '../servers/sandbox.js';
import { assemble, type Segment } from './trajectory.js';

export const TRAJECTORIES_FILE = 'trajectories.jsonl';

export interface RecorderStats {
  trajectories: number;
  calls: number;
  /** Calls serve ran that the client's conversation did not show, left out of the records. */
  unlinked: number;
}

export class Recorder {
  readonly stats: RecorderStats = { trajectories: 0, calls: 0, unlinked: 0 };
  private writer: Promise<JsonlWriter> | undefined;
  /** Lines go out one after another, in the order sessions end. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    /** The directory, or undefined to assemble and count without writing (no --record). */
    readonly dir: string | undefined,
    private readonly tools: readonly ToolRef[],
    private readonly sandbox: SandboxMode,
    private readonly log: (line: string) => void,
  ) {}

  get file(): string | undefined {
    return this.dir ? join(this.dir, TRAJECTORIES_FILE) : undefined;
  }

  /** Assemble the stretch into a trajectory and append it; returns it (undefined when nothing happened). */
  record(segment: Segment): Promise<Trajectory | undefined> {
    const assembled = assemble(segment, this.tools, this.sandbox);
    if (!assembled) return Promise.resolve(undefined);
    const trajectory = TrajectorySchema.parse(assembled.trajectory);
    this.stats.trajectories++;
    this.stats.calls += trajectory.calls.length;
    this.stats.unlinked += assembled.unlinked;
    if (assembled.unlinked > 0) this.log(`serve     session ${segment.label}: ${assembled.unlinked} call(s) serve ran are not in the conversation the client sent; left out of ${trajectory.id}`);
    const file = this.file;
    if (!file) return Promise.resolve(trajectory);
    const written = this.queue.then(async () => {
      this.writer ??= JsonlWriter.open(file, { append: true });
      await (await this.writer).write(trajectory);
      return trajectory;
    });
    this.queue = written.catch(() => undefined);
    return written;
  }

  /** Wait for every line queued and close the file. */
  async close(): Promise<void> {
    await this.queue;
    if (this.writer) await (await this.writer).close();
    this.writer = undefined;
  }
}
