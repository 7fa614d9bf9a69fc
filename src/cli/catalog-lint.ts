// `toolforge catalog lint`: grade every tool definition of a catalog (score, findings) and its token cost, per tool and per server.
import { Command, InvalidArgumentError } from 'commander';
import { existsSync } from 'node:fs';
import { CatalogToolSchema, TaskSchema } from '../records/index.js';
import { formatLintReport, lintReport } from '../catalog/lint/report.js';
import { toolsetTokenSummary } from '../catalog/token-budget.js';
import { ConfigError } from '../util/errors.js';
import { readJsonlAll } from '../util/jsonl.js';

function score(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 100) throw new InvalidArgumentError('expected a whole number from 0 to 100');
  return n;
}

export interface CatalogLintOptions {
  catalog: string;
  json?: boolean;
  findings?: boolean;
  tasks?: string;
  minScore?: number;
}

/** The command's work without commander, so tests and other commands can call it; returns the text and the exit code. */
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

export function makeCatalogLintCommand(): Command {
  return new Command('lint')
    .description('lint every tool definition (name, description, read-only honesty, broad tools, schema, result contract) and count its tokens')
    .requiredOption('-c, --catalog <file>', 'catalog JSONL')
    .option('--json', 'print the full report (per tool findings, per server distribution) as JSON')
    .option('--findings', 'print each finding under its tool')
    .option('--tasks <file>', 'tasks JSONL: also report the definition tokens of each task toolset')
    .option('--min-score <n>', 'exit 1 when a tool scores below n', score)
    .action(async (opts: CatalogLintOptions) => {
      const { text, failing } = await runCatalogLint(opts);
      process.stdout.write(text + '\n');
      if (failing > 0) process.exitCode = 1;
    });
}
