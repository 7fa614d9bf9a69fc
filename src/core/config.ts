// A pipeline file's schema, built from the registries: the run's own fields, the list of steps, each step's section
// and the top-level fields steps read. Errors name the file, where in it, the field and what is allowed.
import { z } from 'zod';
import { BatchSettingsSchema } from '../llm/batch-rounds.js';
import { ConfigError } from '../util/errors.js';
import { configIssueLine } from './config-errors.js';
import type { PipelineSource } from './config-file.js';
import type { Registries } from './registry.js';
import type { Step } from './step.js';

/** The fields of a pipeline file that belong to the run rather than to a step. */
export const RunFieldsSchema = z.object({
  name: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/i, 'use letters, digits, "_" or "-"'),
  description: z.string().optional(),
  seed: z.number().int().default(1),
  /** Where the crawled catalog is written (JSONL), and read by the steps after it. */
  catalog: z.string(),
  /** Run directory for tasks, trajectories, rejects, exports and stats. */
  out: z.string(),
  /** Modules that register more steps, sources, backends, task kinds, validators or export formats (paths relative to the file). */
  plugins: z.array(z.string()).default([]),
  /** LLM steps through the OpenAI Batch API (also `toolforge run --batch`); state and cache in <out>/.batch. */
  batch: BatchSettingsSchema.optional(),
});
export type RunFields = z.infer<typeof RunFieldsSchema>;

export const stepsOf = (r: Registries) => r.of<Step>('steps', 'step');

/** The steps a pipeline without a `steps` list runs. */
export const DEFAULT_STEPS = ['crawl', 'generate', 'execute', 'validate', 'quality', 'export'] as const;

export function configKeyOf(step: Step): string {
  return step.configKey ?? step.name;
}

/** The whole file's schema for these registries. */
export function pipelineSchema(registries: Registries): z.ZodObject {
  const steps = stepsOf(registries).values();
  const names = steps.map((s) => s.name) as [string, ...string[]];
  const shape: Record<string, z.ZodType> = { ...RunFieldsSchema.shape, steps: z.array(z.enum(names)).min(1).optional() };
  for (const s of steps) {
    shape[configKeyOf(s)] = s.config(registries).optional();
    for (const [field, schema] of Object.entries(s.topLevel?.(registries) ?? {})) shape[field] = schema;
  }
  return z.object(shape).strict();
}

export interface PipelineStep {
  step: Step;
  /** Its section with defaults filled, plus the top-level fields it reads. */
  config: unknown;
}

/** A pipeline file checked against the registries it will run with. */
export interface Pipeline {
  file: string;
  run: RunFields;
  /** The steps to run, in order. */
  steps: PipelineStep[];
  /** Every registered step's resolved config by config key (the card records it). */
  settings: Record<string, unknown>;
  registries: Registries;
  /** The value as read, for workers that rebuild the run (`.steps/run.json`). */
  raw: unknown;
}

/** The config of `step` from a parsed file: its section (or the defaults) plus the top-level fields it reads. */
export function stepConfig(step: Step, registries: Registries, parsed: Record<string, unknown>): unknown {
  const section = parsed[configKeyOf(step)] ?? step.config(registries).parse({});
  const extra = Object.fromEntries(Object.keys(step.topLevel?.(registries) ?? {}).map((f) => [f, parsed[f]]));
  return Object.keys(extra).length ? { ...(section as object), ...extra } : section;
}

/**
 * The pipeline, or a ConfigError naming the file, where in it (when `locate` can tell), the field and what is allowed:
 * "pipelines/x.yaml:12:16: execute.concurrency: must be an integer from 1 to 64, got \"eight\"".
 */
export function resolvePipeline(value: unknown, file: string, registries: Registries, locate?: PipelineSource['locate'], defaultSteps: readonly string[] = DEFAULT_STEPS): Pipeline {
  const schema = pipelineSchema(registries);
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) {
    const issue = result.error.issues[0] as z.core.$ZodIssue;
    // An unknown field is shown at its key; anything else at its value, or at the nearest enclosing field present.
    const at = issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined ? locate?.([...issue.path, issue.keys[0]], true) : locate?.(issue.path);
    throw new ConfigError(`${file}${at ? `:${at}` : ''}: ${configIssueLine(schema, issue)}`);
  }
  const parsed = result.data as Record<string, unknown>;
  const run = RunFieldsSchema.parse(parsed);
  const registered = stepsOf(registries);
  const names = (parsed.steps as string[] | undefined) ?? defaultSteps.filter((n) => registered.has(n));
  const settings = Object.fromEntries(registered.values().map((s) => [configKeyOf(s), stepConfig(s, registries, parsed)]));
  const steps = names.map((name) => {
    const step = registered.get(name, `${file}: steps`);
    return { step, config: settings[configKeyOf(step)] };
  });
  return { file, run, steps, settings, registries, raw: value };
}
