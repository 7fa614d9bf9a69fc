// The validator interface: a verdict is data, a Reject with a code and the offending path, never an exception.
// A validator is registered as a ValidatorDef (name, the codes it emits, a factory); `toolforge` runs them in order.
import type { CatalogTool, Reject, Task, Trajectory } from '../records/index.js';
import type { LlmClient, LlmSettings } from '../llm/client.js';
import type { CodeDocs } from '../core/registry.js';
import type { ValidateConfig } from './config.js';

export interface ValidatorContext {
  /** The catalog the trajectory's tools must come from (by tool id). */
  catalog: ReadonlyMap<string, CatalogTool>;
  /** The tasks the trajectories were played from (by task id), for the semantic validator; absent means it is skipped. */
  tasks?: ReadonlyMap<string, Task>;
}

export type Finding = Omit<Reject, 'id' | 'taskId' | 'step'>;

export interface Validator {
  name: string;
  /** An offline verdict, in input order (dedup remembers what came first). */
  check(trajectory: Trajectory, ctx: ValidatorContext): Finding | null;
  /** A verdict that waits for a service (the LLM judge): runs after every offline one passed, overlapping others. */
  checkAsync?(trajectory: Trajectory, ctx: ValidatorContext): Promise<Finding | null>;
  /** Let go of what the validator holds for its run (dedup's index). */
  close?(): void;
  /** What the validator found over the run, written beside the run's outputs for the card (decontam.json). */
  report?(): { file: string; data: unknown };
}

/** What a validator's factory may use besides the config. */
export interface ValidatorEnv {
  llm(settings?: Partial<LlmSettings>): LlmClient;
}

export interface ValidatorDef {
  name: string;
  /** One line for the README. */
  description: string;
  /** Every code it emits, with one line each (the README's reject-code table). */
  codes: CodeDocs;
  /** Run when the config names no list: true for the offline validators, a function for ones that need settings. */
  byDefault: boolean | ((config: ValidateConfig) => boolean);
  create(config: ValidateConfig, env: ValidatorEnv): Validator;
}
