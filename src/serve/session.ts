// One agent's session: its world, the task it picked, the calls serve ran for it and the conversation it sent. Picking
// a new task closes the stretch played so far (one trajectory per task) and, unless the world is shared, gives the
// session the task's own world, the one the task was written from.
import type { CallRecord, ChatMessage, Task } from '../records/index.js';
import { sha256 } from '../util/hash.js';
import type { World } from './backend.js';
import type { RecordedCall, Segment } from './trajectory.js';

/** Where a session gets its worlds: its own per seed, or the one every session shares. */
export interface WorldSource {
  shared: boolean;
  open(seed: number): World;
}

export class ServeSession {
  client: string | undefined;
  lastActive = Date.now();
  /** Requests being answered now: an idle sweep never closes a session in the middle of a call. */
  busy = 0;
  private world: World;
  private task: Task | undefined;
  private calls: RecordedCall[] = [];
  private messages: ChatMessage[] | undefined;
  private startedAt = Date.now();
  private stretch = 0;
  private closed = false;

  constructor(
    readonly key: string,
    /** The session's name (a client-given one, or its ordinal): with the base seed, its world's seed. */
    readonly label: string,
    seed: number,
    private readonly worlds: WorldSource,
  ) {
    this.world = worlds.open(seed);
  }

  get worldSeed(): number {
    return this.world.seed;
  }

  get playing(): Task | undefined {
    return this.task;
  }

  /** The conversation the client last sent (each notification replaces the last). */
  get conversation(): readonly ChatMessage[] | undefined {
    return this.messages;
  }

  touch(): void {
    this.lastActive = Date.now();
  }

  /** A call id unique within the stretch, the same for the same session, stretch and position. */
  nextCallId(): string {
    return `call_${sha256(`${this.key}:${this.stretch}:${this.calls.length}`).slice(0, 24)}`;
  }

  run(tool: Parameters<World['call']>[0], args: Record<string, unknown>): ReturnType<World['call']> {
    return this.world.call(tool, args);
  }

  record(record: CallRecord, text: string, toolCallId?: string): void {
    this.calls.push({ record, text, ...(toolCallId ? { toolCallId } : {}) });
  }

  remember(messages: readonly ChatMessage[]): void {
    this.messages = [...messages];
  }

  /**
   * Start playing `task`. Returns the stretch played so far (to be recorded) when it holds anything; the same task
   * asked for again before anything was played keeps the stretch as it is.
   */
  async play(task: Task): Promise<Segment | undefined> {
    if (this.task?.id === task.id && this.calls.length === 0) return undefined;
    const done = this.cut();
    this.task = task;
    if (!this.worlds.shared) {
      const old = this.world;
      this.world = this.worlds.open(task.seed);
      await old.close();
    }
    return done;
  }

  /** Close the session: the last stretch (to be recorded, if it holds anything) and its world's servers stopped. */
  async close(): Promise<Segment | undefined> {
    if (this.closed) return undefined;
    this.closed = true;
    const done = this.cut();
    if (!this.worlds.shared) await this.world.close();
    return done;
  }

  /** The stretch so far as a Segment, and a fresh one begun. */
  private cut(): Segment | undefined {
    const now = Date.now();
    const segment: Segment = {
      label: this.label,
      ...(this.client ? { client: this.client } : {}),
      ...(this.task ? { task: this.task } : {}),
      calls: this.calls,
      ...(this.messages ? { messages: this.messages } : {}),
      seed: this.world.seed,
      startedAt: this.startedAt,
      endedAt: now,
    };
    const empty = this.calls.length === 0 && !this.messages?.length;
    this.calls = [];
    this.messages = undefined;
    this.task = undefined;
    this.startedAt = now;
    this.stretch++;
    return empty ? undefined : segment;
  }
}
