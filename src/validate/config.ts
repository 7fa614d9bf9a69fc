// The validate step's section of a pipeline: secrets policy, token limit, dedup threshold, validators left out, the judge.
import { z } from 'zod';
import { LlmSettingsSchema } from '../llm/client.js';

/** The section's schema for these validator names (the validator registry's). */
export function validateConfigSchema(validators: readonly [string, ...string[]]) {
  return z
    .object({
      /** Secrets found in a message: replace them with [REDACTED], or drop the record. */
      secrets: z.enum(['redact', 'reject']).default('reject'),
      /** Records over this many tokens (o200k_base, messages plus tool definitions) are dropped. */
      maxTokens: z.number().int().min(1).default(16_384),
      /** Estimated Jaccard (MinHash) at or above which a record is a near duplicate of an earlier one. */
      dedupThreshold: z.number().min(0).max(1).default(0.85),
      /** A tool result that tries to steer the model (safety.result_injection): drop the record, or keep it as a labelled adversarial example. */
      resultInjection: z.enum(['drop', 'keep']).default('drop'),
      /** The decontam validator: overlap with public tool-use test sets (BFCL, tau2-bench, ACEBench, NESTFUL). */
      decontam: z
        .object({
          /** n-gram length in tokens. */
          n: z.number().int().min(4).max(50).default(13),
          /** Exact and near-exact turn matches need at least this many tokens. */
          minTurnTokens: z.number().int().min(1).max(100).default(8),
          /** Character similarity of a near-exact match of a short turn. */
          similarity: z.number().min(0.5).max(1).default(0.9),
          /** A user-text overlap drops the record, or flags it (kept and counted). */
          action: z.enum(['drop', 'flag']).default('drop'),
          /** Offered tool names shared with a benchmark's function set: counted (flag), dropped, or not compared. */
          toolNames: z.enum(['flag', 'drop', 'off']).default('flag'),
        })
        .strict()
        .default({ n: 13, minTurnTokens: 8, similarity: 0.9, action: 'drop', toolNames: 'flag' }),
      /** The validators to run, in this order (default: every registered one but the judge, which runs when `judge` is set). */
      only: z.array(z.enum(validators)).min(1).optional(),
      /** Validators to leave out (names from the validator registry). */
      skip: z.array(z.enum(validators)).default([]),
      /** LLM judge after the offline validators: a score in [0, 1] against the task's rubric; under `threshold` is semantic.judge_low_score. */
      judge: z
        .object({
          llm: LlmSettingsSchema.default(LlmSettingsSchema.parse({})),
          threshold: z.number().min(0).max(1).default(0.7),
          /** Judge requests in flight at once (the transport's per-endpoint cap still applies). */
          concurrency: z.number().int().min(1).max(256).default(8),
        })
        .strict()
        .optional(),
    })
    .strict();
}
export type ValidateConfig = z.infer<ReturnType<typeof validateConfigSchema>>;
