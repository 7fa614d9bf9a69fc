// The Step: a name, its own config schema, typed input and output records, and `process(record, ctx)` returning an
// Outcome (records, rejects, or a defer until a Batch-API answer). runStep (run-step.ts) does every chore around it.
import type { z } from 'zod';
import type { JsonlWriter } from '../util/jsonl.js';
import type { CodeDocs, Registries } from './registry.js';
import type { StepContext } from './context.js';

/** Why one record was dropped: a code from the code registry, a line a person reads, and where. */
export interface StepReject {
  code: string;
  message: string;
  path?: string;
  /** The record's id; runStep fills it from `recordId` when absent. */
  id?: string;
  taskId?: string;
  /** Finer than the step's name where it helps ("validate.schema"). */
  step?: string;
}

export interface Outcome<O> {
  records: O[];
  rejects: StepReject[];
  /** Set when the record waits for a Batch-API answer: it is neither kept nor dropped in this pass. */
  deferred?: string;
}

export const ok = <O>(...records: O[]): Outcome<O> => ({ records, rejects: [] });
export const rejected = <O>(reject: StepReject): Outcome<O> => ({ records: [], rejects: [reject] });
export const deferred = <O>(why: string): Outcome<O> => ({ records: [], rejects: [], deferred: why });

/** A named JSONL artifact of a run ("tasks", "trajectories") and the schema of its lines. */
export interface ArtifactSpec<T> {
  name: string;
  schema: z.ZodType<T>;
}

/** Where `finish` writes: every writer is atomic and committed together when `finish` returns. */
export interface Outputs {
  /** A writer for an artifact the step produces (its `output` or one of `produces`). */
  artifact(name: string): Promise<JsonlWriter>;
  /** A JSONL writer for a file under the run directory ("hf/train.jsonl"). */
  jsonl(relPath: string): Promise<JsonlWriter>;
  /** A whole text file under the run directory, written when the step commits. */
  text(relPath: string, content: string): void;
  /** Absolute path of a file under the run directory. */
  path(relPath: string): string;
}

// Steps are stored side by side in one registry, so their type parameters are erased there.
export interface Step<C = any, I = any, O = any, S = any> {
  name: string;
  /** One line for `toolforge steps` and the README. */
  description: string;
  /** The step's section in a pipeline file (default: its name). */
  configKey?: string;
  /** Its own config schema, with defaults; enums come from the registries. */
  config(registries: Registries): z.ZodType<C>;
  /** Top-level fields of a pipeline file this step also reads (crawl: `sources`), merged into its config. */
  topLevel?(registries: Registries): Record<string, z.ZodType>;
  /** The artifact it reads record by record; a step without one plans its own units (`plan`). */
  input?: ArtifactSpec<I>;
  /** The schema of its planned units, checked when shards read them back from the plan file. */
  unitSchema?: z.ZodType<I>;
  /** The artifact its records become; absent for steps that only write in `finish`. */
  output?: ArtifactSpec<O>;
  /** Artifacts it reads whole through the context (the catalog, the tasks). */
  reads?: string[];
  /** Artifacts `finish` writes besides `output`. */
  produces?: string[];
  /** Prefix of its reject codes ("exec" for execute). */
  codePrefix?: string;
  /** The reject codes it emits itself, one line each (the README's table); validators register their own. */
  codes?: CodeDocs;
  /** Input cut into shards that finish (and resume, and run on workers) on their own. */
  sharded?: boolean;
  shardSize?(config: C): number;
  /** Records processed at once; output keeps input order. */
  concurrency?(config: C): number;
  /** The step's units when it has no input artifact; written to a plan file so shards and workers share them. */
  plan?(ctx: StepContext<C>): AsyncIterable<I> | Iterable<I>;
  /** Per-shard state (validators, a server pool), closed by `close`. */
  open?(ctx: StepContext<C>): Promise<S>;
  /** A sequential pass in input order before `process` (dedup must see records in order). */
  inOrder?(record: I, ctx: StepContext<C>, state: S): Outcome<I> | Promise<Outcome<I>>;
  /** The record's fate; absent, records pass through unchanged. */
  process?(record: I, ctx: StepContext<C>, state: S): Promise<Outcome<O>>;
  close?(state: S, ctx: StepContext<C>): Promise<void>;
  /** After every shard: read the step's records (as often as needed) and write outputs (export, crawl's scanners). */
  finish?(records: () => AsyncIterable<O>, ctx: StepContext<C>, out: Outputs): Promise<void>;
  /** Ids a reject carries, read off the input record. */
  recordId?(record: I): { id: string; taskId?: string };
  /** LLM settings when this run of the step talks to a model (batch mode sends those requests as batches). */
  llm?(config: C): object | undefined;
  /** Lines for `toolforge run --dry-run`. */
  describePlan?(config: C, ctx: { outDir: string; artifactPath(name: string): string }): string[];
}
