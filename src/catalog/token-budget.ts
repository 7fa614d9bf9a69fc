// Token budgets: per server and per toolset sums, and fitting a toolset under a cap (generate.maxToolsetTokens).
import type { CatalogTool } from '../records/index.js';
import { toolTokens } from './tokens.js';

export function toolsetTokens(tools: readonly CatalogTool[]): number {
  return tools.reduce((s, t) => s + toolTokens(t), 0);
}

/**
 * The extras that fit beside the anchors under `max` tokens, in their given order; anchors (the tools a task
 * needs) are always kept, even when they alone exceed the cap, because a task without them is not the task.
 */
export function fitToBudget<T extends CatalogTool>(anchors: readonly T[], extras: readonly T[], max: number | undefined): T[] {
  if (max === undefined) return [...extras];
  let used = toolsetTokens(anchors);
  const kept: T[] = [];
  for (const t of extras) {
    const cost = toolTokens(t);
    if (used + cost > max) continue;
    used += cost;
    kept.push(t);
  }
  return kept;
}

export interface TokenSummary {
  count: number;
  total: number;
  min: number;
  median: number;
  max: number;
}

export function summarise(values: readonly number[]): TokenSummary {
  const v = [...values].sort((a, b) => a - b);
  const n = v.length;
  const median = n === 0 ? 0 : n % 2 ? (v[(n - 1) / 2] as number) : Math.round(((v[n / 2 - 1] as number) + (v[n / 2] as number)) / 2);
  return { count: n, total: v.reduce((s, x) => s + x, 0), min: v[0] ?? 0, median, max: v[n - 1] ?? 0 };
}

/** Per server: how many tokens connecting all of its tools costs on every request. */
export function serverTokens(tools: readonly CatalogTool[]): Record<string, TokenSummary> {
  const by = new Map<string, number[]>();
  for (const t of tools) by.set(t.serverId, [...(by.get(t.serverId) ?? []), toolTokens(t)]);
  return Object.fromEntries([...by].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, summarise(v)]));
}

/** Per toolset (tool ids, e.g. from tasks): the definition tokens each one costs; unknown ids count 0. */
export function toolsetTokenSummary(toolsets: ReadonlyArray<readonly string[]>, catalog: ReadonlyMap<string, CatalogTool>): TokenSummary {
  return summarise(toolsets.map((ids) => toolsetTokens(ids.flatMap((id) => catalog.get(id) ?? []))));
}
