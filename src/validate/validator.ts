// The validator interface: a verdict is data, a Reject with a code and the offending path, never an exception.
import type { CatalogTool, Reject, Trajectory } from '../records/index.js';

export interface ValidatorContext {
  /** The catalog the trajectory's tools must come from (by tool id). */
  catalog: ReadonlyMap<string, CatalogTool>;
}

export type Finding = Omit<Reject, 'id' | 'taskId' | 'step'>;

export interface Validator {
  name: string;
  check(trajectory: Trajectory, ctx: ValidatorContext): Finding | null;
}
