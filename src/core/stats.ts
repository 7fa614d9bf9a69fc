// Per-step counters: records in and out, drops by reason, time. A step's stats are data it hands back.
import type { UsageTotals } from '../llm/transport.js';
export interface StepStats {
  step: string;
  in: number;
  out: number;
  dropped: Record<string, number>;
  ms: number;
  /** Step-specific numbers (servers, tools, calls, errors...), summed across shards. */
  extra: Record<string, number>;
  /** Facts that are not counts (which sandbox ran), the same in every shard. */
  info?: Record<string, string | number | boolean>;
}

export function newStats(step: string): StepStats {
  return { step, in: 0, out: 0, dropped: {}, ms: 0, extra: {} };
}

/** Add one shard's stats into a total: counts add up, facts are taken as they are. */
export function addStats(total: StepStats, part: StepStats): StepStats {
  total.in += part.in;
  total.out += part.out;
  for (const [k, v] of Object.entries(part.dropped)) total.dropped[k] = (total.dropped[k] ?? 0) + v;
  for (const [k, v] of Object.entries(part.extra)) total.extra[k] = (total.extra[k] ?? 0) + v;
  if (part.info) total.info = { ...total.info, ...part.info };
  return total;
}

export function drop(stats: StepStats, code: string): void {
  stats.dropped[code] = (stats.dropped[code] ?? 0) + 1;
}

export function bump(stats: StepStats, key: string, by = 1): void {
  stats.extra[key] = (stats.extra[key] ?? 0) + by;
}

const USAGE_KEYS = [
  ['promptTokens', 'promptTokens'],
  ['completionTokens', 'completionTokens'],
  ['costUsd', 'costUsd'],
  ['requests', 'llmRequests'],
  ['cached', 'llmCacheHits'],
  ['retries', 'llmRetries'],
] as const;

/**
 * Adds LLM usage to a step's stats under the same keys in every step (summed across shards in stats.json).
 * `since` is an earlier reading of the same client, for a client that outlives the step (batch passes).
 */
export function addUsage(stats: StepStats, now: Partial<UsageTotals>, since: Partial<UsageTotals> = {}): void {
  for (const [from, to] of USAGE_KEYS) {
    const v = now[from];
    if (v !== undefined) bump(stats, to, v - (since[from] ?? 0));
  }
}

/**
 * The run's LLM tokens and cost: per step, what its batches billed when it ran in batch mode (its live counters
 * then only repeat the cached answers), else its live counters.
 */
export function llmTotals(steps: readonly StepStats[]): { promptTokens: number; completionTokens: number; costUsd: number } {
  const total = { promptTokens: 0, completionTokens: 0, costUsd: 0 };
  for (const { extra: e } of steps) {
    const batch = e.batchPromptTokens !== undefined;
    total.promptTokens += (batch ? e.batchPromptTokens : e.promptTokens) ?? 0;
    total.completionTokens += (batch ? e.batchCompletionTokens : e.completionTokens) ?? 0;
    total.costUsd += (batch ? e.batchCostUsd : e.costUsd) ?? 0;
  }
  return total;
}

/** One line for the terminal: "execute   112 in  112 out  (3.4s)  calls=140 isError=12". */
export function statsLine(s: StepStats): string {
  const drops = Object.entries(s.dropped)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  const extra = [...Object.entries(s.info ?? {}), ...Object.entries(s.extra)]
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  return [`${s.step.padEnd(9)}`, `${String(s.in).padStart(5)} in`, `${String(s.out).padStart(5)} out`, `${(s.ms / 1000).toFixed(1).padStart(5)}s`, extra, drops ? `dropped: ${drops}` : '']
    .filter(Boolean)
    .join('  ');
}

export async function timed<T>(stats: StepStats, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  try {
    return await fn();
  } finally {
    stats.ms = Math.round(performance.now() - t0);
  }
}
