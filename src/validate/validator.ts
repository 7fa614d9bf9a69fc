// The validator interface: a verdict is data, a Reject with a code and the offending path, never an exception.
import type { CatalogTool, Reject, Task, Trajectory } from '../records/index.js';

export interface ValidatorContext {
  /** The catalog the trajectory's tools must come from (by tool id). */
  catalog: ReadonlyMap<string, CatalogTool>;
  /** The tasks the trajectories were played from (by task id), for the semantic validator; absent means it is skipped. */
  tasks?: ReadonlyMap<string, Task>;
}

export type Finding = Omit<Reject, 'id' | 'taskId' | 'step'>;

export interface Validator {
  name: string;
  check(trajectory: Trajectory, ctx: ValidatorContext): Finding | null;
  /** Let go of what the validator holds for its run (dedup's index). */
  close?(): void;
}
