// Lint and token numbers of a catalog: per tool, and per server the score distribution, top rules and token totals.
import type { CatalogTool } from '../../records/index.js';
import { serverTokens, type TokenSummary } from '../token-budget.js';
import { countToolTokens } from '../tokens.js';
import { lintCatalog, type LintResult } from './lint.js';
import { passes } from './score.js';

/** Score bands of the distribution, worst first. */
export const BANDS = ['0-49', '50-69', '70-89', '90-100'] as const;
export type Band = (typeof BANDS)[number];

export function band(score: number): Band {
  return score < 50 ? '0-49' : score < 70 ? '50-69' : score < 90 ? '70-89' : '90-100';
}

export interface ServerLintSummary {
  tools: number;
  meanScore: number;
  minScore: number;
  passing: number;
  bands: Record<Band, number>;
  /** Tools each rule fired on, most frequent first. */
  rules: Record<string, number>;
  tokens: TokenSummary;
}

export interface CatalogLintReport {
  tools: Array<{ id: string; serverId: string; name: string; score: number; tokens: number; findings: LintResult['findings'] }>;
  servers: Record<string, ServerLintSummary>;
  overall: Omit<ServerLintSummary, 'tokens'> & { tokens: number };
}

function summarise(rows: CatalogLintReport['tools']): Omit<ServerLintSummary, 'tokens'> {
  const bands = Object.fromEntries(BANDS.map((b) => [b, 0])) as Record<Band, number>;
  const rules: Record<string, number> = {};
  for (const r of rows) {
    bands[band(r.score)]++;
    for (const rule of new Set(r.findings.map((f) => f.rule))) rules[rule] = (rules[rule] ?? 0) + 1;
  }
  const sorted = Object.fromEntries(Object.entries(rules).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)));
  return {
    tools: rows.length,
    meanScore: rows.length ? Math.round((rows.reduce((s, r) => s + r.score, 0) / rows.length) * 10) / 10 : 0,
    minScore: rows.length ? Math.min(...rows.map((r) => r.score)) : 0,
    passing: rows.filter((r) => passes(r)).length,
    bands,
    rules: sorted,
  };
}

/** Lints the catalog fresh (so rule changes show without a recrawl) and counts tokens of each definition. */
export function lintReport(catalog: readonly CatalogTool[]): CatalogLintReport {
  const results = lintCatalog(catalog);
  const withTokens = catalog.map((t) => ({ ...t, tokens: t.tokens ?? countToolTokens(t) }));
  const tools = withTokens.map((t) => {
    const r = results.get(t.id) as LintResult;
    return { id: t.id, serverId: t.serverId, name: t.name, score: r.score, tokens: t.tokens, findings: r.findings };
  });
  const tokensBy = serverTokens(withTokens);
  const servers: Record<string, ServerLintSummary> = {};
  for (const id of Object.keys(tokensBy)) servers[id] = { ...summarise(tools.filter((t) => t.serverId === id)), tokens: tokensBy[id] as TokenSummary };
  return { tools, servers, overall: { ...summarise(tools), tokens: tools.reduce((s, t) => s + t.tokens, 0) } };
}

/** The human table: one line per tool, then the per-server distribution. */
export function formatLintReport(report: CatalogLintReport, opts: { findings?: boolean } = {}): string {
  const lines: string[] = [];
  for (const t of report.tools) {
    const counts = ['error', 'warning', 'info'].map((s) => t.findings.filter((f) => f.severity === s).length);
    lines.push(`${String(t.score).padStart(3)}  ${t.id.padEnd(44)} ${String(t.tokens).padStart(5)} tok  E${counts[0]} W${counts[1]} I${counts[2]}`);
    if (opts.findings) for (const f of t.findings) lines.push(`       ${f.severity.padEnd(7)} ${f.rule.padEnd(32)} ${f.field}: ${f.message}; fix: ${f.fix}`);
  }
  lines.push('', `server                 tools  mean  min  pass  ${BANDS.map((b) => b.padStart(6)).join(' ')}  tokens(total/median/max)  top rules`);
  const row = (name: string, s: Omit<ServerLintSummary, 'tokens'>, tokens: string) =>
    `${name.padEnd(22)} ${String(s.tools).padStart(5)} ${String(s.meanScore).padStart(5)} ${String(s.minScore).padStart(4)} ${String(s.passing).padStart(5)}  ${BANDS.map((b) => String(s.bands[b]).padStart(6)).join(' ')}  ${tokens.padEnd(24)}  ${Object.entries(s.rules)
      .slice(0, 3)
      .map(([r, n]) => `${r}=${n}`)
      .join(' ')}`;
  for (const [id, s] of Object.entries(report.servers)) lines.push(row(id, s, `${s.tokens.total}/${s.tokens.median}/${s.tokens.max}`));
  lines.push(row('(all)', report.overall, String(report.overall.tokens)));
  return lines.join('\n');
}
