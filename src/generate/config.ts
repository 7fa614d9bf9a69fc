// The generate step's section of a pipeline: engine, how many tasks of which kinds, which tools, toolset limits.
import { z } from 'zod';
import { TaskKindSchema } from '../records/index.js';
import { LlmSettingsSchema } from '../llm/client.js';

/** Relative weights of task kinds, by name (the generate step checks the names against the task-kind registry). */
export const KindMixSchema = z.record(TaskKindSchema, z.number().min(0));

export const GenerateConfigSchema = z
  .object({
    engine: z.enum(['offline', 'llm']).default('offline'),
    /** How many tasks in all. */
    count: z.number().int().min(1).default(100),
    /** Relative weights of task kinds. */
    mix: KindMixSchema.default({ single: 0.5, parallel: 0.3, irrelevance: 0.2 }),
    /** Tool ids (serverId/name) never used in tasks. */
    excludeTools: z.array(z.string()).default([]),
    /** Largest toolset offered in one task. */
    maxToolset: z.number().int().min(1).default(8),
    /** The LLM engine's endpoint and sampling (engine "llm"); OPENAI_BASE_URL / OPENAI_API_KEY fill what is absent. */
    llm: LlmSettingsSchema.optional(),
    /** Tools whose contract lint score (src/catalog/lint, 0-100) is below this are left out of tasks. */
    minLintScore: z.number().min(0).max(100).optional(),
    /** Chance that a user message of the offline engine carries one typo (a swapped, dropped or doubled letter). */
    typoRate: z.number().min(0).max(1).default(0.03),
    /** Tasks happen on days around this date (YYYY-MM-DD); each task stores its own, and relative dates resolve against it. */
    referenceDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD').default('2026-12-01'),
    /** Cap on one toolset's definition tokens (src/catalog/token-budget.ts): the tools a task needs always stay, extras are dropped to fit. */
    maxToolsetTokens: z.number().int().min(1).optional(),
  })
  .strict();export type GenerateConfig = z.infer<typeof GenerateConfigSchema>;

/** The section's schema for these task kinds (the registry's): a mix naming another kind is a one-line error. */
export function generateConfigSchema(kinds: readonly [string, ...string[]]): z.ZodType<GenerateConfig> {
  return GenerateConfigSchema.extend({ mix: z.partialRecord(z.enum(kinds), z.number().min(0)).default({ single: 0.5, parallel: 0.3, irrelevance: 0.2 }) }) as unknown as z.ZodType<GenerateConfig>;
}
