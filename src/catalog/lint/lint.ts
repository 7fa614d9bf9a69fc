// The lint runner: every rule family over one tool (lintTool) or one server's tools (lintServer), with score.
import type { CatalogTool } from '../../records/index.js';
import type { Finding, LintableTool, Rule } from './finding.js';
import { broadRules } from './broad-rules.js';
import { descriptionRules } from './description-rules.js';
import { honestyRules } from './honesty-rules.js';
import { nameRules, serverNameRules } from './name-rules.js';
import { resultRules } from './result-rules.js';
import { schemaRules } from './schema-rules.js';
import { passes, scoreFindings } from './score.js';

export const RULE_FAMILIES: readonly Rule[] = [nameRules, descriptionRules, honestyRules, broadRules, schemaRules, resultRules];

export interface LintResult {
  score: number;
  findings: Finding[];
}

function result(findings: Finding[]): LintResult {
  return { score: scoreFindings(findings), findings };
}

/** One tool alone (no sibling comparison): what a synthetic-tool generator calls on each tool it makes. */
export function lintTool(tool: LintableTool): LintResult {
  return result(RULE_FAMILIES.flatMap((rule) => rule(tool)));
}

/** One server's tools together, so near-identical siblings are found. Results are in input order. */
export function lintServer(tools: readonly LintableTool[]): LintResult[] {
  const pairs = serverNameRules(tools);
  return tools.map((t, i) => result([...RULE_FAMILIES.flatMap((rule) => rule(t)), ...(pairs[i] ?? [])]));
}

/** Every tool of a catalog, grouped by server; keyed by tool id. */
export function lintCatalog(tools: readonly CatalogTool[]): Map<string, LintResult> {
  const byServer = new Map<string, CatalogTool[]>();
  for (const t of tools) byServer.set(t.serverId, [...(byServer.get(t.serverId) ?? []), t]);
  const out = new Map<string, LintResult>();
  for (const group of byServer.values()) lintServer(group).forEach((r, i) => out.set((group[i] as CatalogTool).id, r));
  return out;
}

/** The stored score when the catalog has one, else a fresh single-tool lint (catalogs crawled before lint existed). */
export function lintScore(tool: CatalogTool): number {
  return tool.lint?.score ?? lintTool(tool).score;
}

export { passes };
