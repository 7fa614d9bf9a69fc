// The `catalog lint` report: every tool definition graded (score, findings) with its token cost, per tool and per
// server, optionally with the definition tokens of each task's toolset; the text and how many tools fail.
import { existsSync } from 'node:fs';
import { CatalogToolSchema, TaskSchema } from '../../records/index.js';
import { formatLintReport, lintReport } from './report.js';
import { toolsetTokenSummary } from '../token-budget.js';
import { ConfigError } from '../../util/errors.js';
import { readJsonlAll } from '../../util/jsonl.js';

export interface CatalogLintOptions {
  catalog: string;
  json?: boolean;
  findings?: boolean;
  tasks?: string;
  minScore?: number;
}

/** The report as text (or JSON) and how many tools score under `minScore`. */
export async function runCatalogLint(opts: CatalogLintOptions): Promise<{ text: string; failing: number }> {
  if (!existsSync(opts.catalog)) throw new ConfigError(`${opts.catalog}: no such catalog; crawl one first (toolforge crawl -o ${opts.catalog})`);
  const catalog = await readJsonlAll(opts.catalog, CatalogToolSchema);
  const report = lintReport(catalog);
  const toolsets = opts.tasks ? toolsetTokenSummary((await readJsonlAll(opts.tasks, TaskSchema)).map((t) => t.toolset), new Map(catalog.map((t) => [t.id, t]))) : undefined;
  const failing = opts.minScore === undefined ? 0 : report.tools.filter((t) => t.score < (opts.minScore as number)).length;
  if (opts.json) return { text: JSON.stringify(toolsets ? { ...report, toolsets } : report, null, 2), failing };
  let text = formatLintReport(report, { findings: opts.findings });
  if (toolsets) text += `\ntoolsets (${toolsets.count} tasks): definition tokens min ${toolsets.min}, median ${toolsets.median}, max ${toolsets.max}`;
  if (opts.minScore !== undefined) text += `\n${failing} of ${report.tools.length} tools score below ${opts.minScore}`;
  return { text, failing };
}

