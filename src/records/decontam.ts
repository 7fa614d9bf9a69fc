// DecontamSummary: what the decontamination check found over a dataset, per public benchmark; the dataset card renders it.
import { z } from 'zod';

export const DecontamMatchKindSchema = z.enum(['exact', 'near', 'ngram', 'tool_names']);

export const DecontamExampleSchema = z.object({
  /** Our record's id (or "line N" for a file without ids). */
  record: z.string(),
  /** The benchmark item it matched. */
  item: z.string(),
  match: DecontamMatchKindSchema,
  /** The shared n-gram, the benchmark turn (exact, near) or the shared tool names, normalised. */
  evidence: z.string(),
});
export type DecontamExample = z.infer<typeof DecontamExampleSchema>;

const count = z.number().int().nonnegative();

export const DecontamRowSchema = z.object({
  benchmark: z.string(),
  /** Test items in the benchmark's extract. */
  items: count,
  /** Records that matched this benchmark in any way and were dropped. */
  dropped: count,
  /** Records that matched this benchmark and were kept (tool names by default, any match under action "flag"). */
  flagged: count,
  /** Records per strongest kind of user-text match, and records whose tool names overlap. */
  matches: z.object({ exact: count, near: count, ngram: count, toolNames: count }),
  /** A few matched records: up to three user-text matches, then up to two tool-name overlaps. */
  examples: z.array(DecontamExampleSchema),
});
export type DecontamRow = z.infer<typeof DecontamRowSchema>;

export const DecontamSummarySchema = z.object({
  /** Records checked. */
  records: count,
  /** n-gram length in tokens. */
  n: z.number().int().positive(),
  /** Fewest tokens for an exact or near-exact turn match. */
  minTurnTokens: z.number().int().positive(),
  /** Character similarity of a near-exact match. */
  similarity: z.number(),
  /** What a user-text match does. */
  action: z.enum(['drop', 'flag']),
  /** What a tool-name overlap does. */
  toolNames: z.enum(['flag', 'drop', 'off']),
  /** sha256 of the extracts the index was built from (see data/benchmarks/README.md). */
  dataHash: z.string(),
  benchmarks: z.array(DecontamRowSchema),
});
export type DecontamSummary = z.infer<typeof DecontamSummarySchema>;
