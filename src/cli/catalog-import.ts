// `toolforge catalog import` and `catalog merge`: public MCP crawls into a catalog with provenance, and catalogs merged by definition.
import { Command } from 'commander';
import { writeFileAtomic } from '../util/atomic.js';
import type { z } from 'zod';
import { DumpSourceSchema, type CrawlSource } from '../records/index.js';
import { importCatalog, mergeCatalogFiles, type ImportReport } from '../crawl/import.js';
import { DUMP_PRESETS, isoDate } from '../crawl/dump-presets.js';
import { loadSourcesFile } from '../crawl/sources.js';
import { ConfigError } from '../util/errors.js';
import { formatZodIssue } from '../util/zod-errors.js';

const log = (l: string) => process.stderr.write(l + '\n');

interface ImportCliOptions {
  from?: string;
  preset?: string;
  tools?: string;
  id?: string;
  repository?: string;
  commit?: string;
  license?: string;
  crawledAt?: string;
  path?: string;
  sources?: string;
  out: string;
  report?: string;
  now?: string;
}

/** The one dump source the flags describe; its provenance is required, as a public crawl's tools must say where they came from. */
function sourceFromFlags(o: ImportCliOptions): CrawlSource {
  if (!o.from) throw new ConfigError('catalog import: give --from <file or directory> (or --sources <file>)');
  const missing = (['repository', 'commit', 'license'] as const).filter((k) => !o[k]);
  if (missing.length) throw new ConfigError(`catalog import: give ${missing.map((k) => `--${k}`).join(', ')}: every imported tool records where it came from`);
  const crawledAt = o.crawledAt === undefined ? undefined : isoDate(o.crawledAt);
  if (o.crawledAt !== undefined && !crawledAt) throw new ConfigError(`catalog import: --crawled-at ${JSON.stringify(o.crawledAt)} is not a date; write it like 2025-07-08`);
  const r = DumpSourceSchema.safeParse({
    kind: 'dump',
    file: o.from,
    ...(o.preset ? { preset: o.preset } : {}),
    ...(o.tools ? { tools: o.tools } : {}),
    ...(o.id ? { id: o.id } : {}),
    provenance: { repository: o.repository, commit: o.commit, license: o.license, ...(crawledAt ? { crawledAt } : {}), ...(o.path ? { path: o.path } : {}) },
  });
  if (!r.success) throw new ConfigError(`catalog import: ${formatZodIssue(r.error.issues[0] as z.core.$ZodIssue)}`);
  return r.data;
}

/** Per source what was read; every failure line goes to the report file, and stderr gets the tool ones and a count of the rest. */
function printReport(report: ImportReport, out: string, reportFile: string | undefined): void {
  for (const s of report.perSource) {
    log(`import    ${s.source}: ${s.servers} servers, ${s.tools} tools read; ${s.failedServers} servers gave no readable tool; ${s.unreadableTools} tools unreadable`);
  }
  const toolLines = report.failures.filter((f) => f.scope === 'tool');
  for (const f of toolLines.slice(0, 50)) log(`import    ${f.serverId}: tool failed: ${f.reason}`);
  if (toolLines.length > 50) log(`import    ... and ${toolLines.length - 50} more unreadable tools`);
  const serverLines = report.failures.length - toolLines.length;
  if (serverLines > 0) log(`import    ${serverLines} servers failed (no readable tool)${reportFile ? `: each is one line in ${reportFile}` : '; pass --report <file> to list them'}`);
  for (const r of report.renamed) log(`import    server id "${r.from}" of source ${r.catalog + 1} was taken by an earlier source: its tools are under "${r.to}"`);
  log(`import    ${report.tools} distinct tools from ${report.servers} servers written to ${out}; ${report.merged} identical definitions folded into one (provenance kept)`);
}

async function writeReport(file: string | undefined, report: ImportReport): Promise<void> {
  if (file) await writeFileAtomic(file, JSON.stringify(report, null, 2) + '\n');
}

export function makeCatalogImportCommand(): Command {
  return new Command('import')
    .description('import a public MCP crawl (its files as its authors wrote them) into a catalog, each tool with its provenance')
    .option('--from <path>', 'the crawl: a file or a directory of .json/.jsonl files (.gz read as plain)')
    .option('--preset <name>', `the crawl's layout: ${DUMP_PRESETS.map((p) => p.name).join(', ')}`)
    .option('--tools <path>', 'or the dotted path of the tools array in each document ("*" steps into every item)')
    .option('--id <id>', 'server id, when --from is one JSON file of one server')
    .option('--repository <owner/name>', 'the public repository the crawl comes from')
    .option('--commit <sha>', 'the commit of that repository the files were taken at')
    .option('--license <spdx>', "the licence of the crawl's data, e.g. MIT")
    .option('--crawled-at <date>', 'when the crawl was made, for files that do not say it per server')
    .option('--path <path>', 'where --from sits inside the repository, e.g. mcp_servers')
    .option('--sources <file>', 'instead of the flags above: a sources file of dump sources, each with its "provenance"; merged in order')
    .requiredOption('-o, --out <file>', 'catalog to write (.jsonl, or .jsonl.gz gzipped)')
    .option('--report <file>', 'write a JSON report: per source counts and every failure line')
    .option('--now <time>', 'the time recorded as first/last seen for tools whose crawl states no date (default: now)')
    .addHelpText('after', `\nPresets:\n${DUMP_PRESETS.map((p) => `  ${p.name.padEnd(14)} ${p.about}`).join('\n')}\n\nEvery tool that cannot be read, and every server with no readable tool, is one line naming its own server and position.`)
    .action(async (opts: ImportCliOptions) => {
      if (opts.sources && opts.from) throw new ConfigError('catalog import: give --sources <file> or --from <path>, not both');
      const sources = opts.sources ? await loadSourcesFile(opts.sources) : [sourceFromFlags(opts)];
      const report = await importCatalog({ sources, out: opts.out, crawl: opts.now ? { now: opts.now } : {} });
      await writeReport(opts.report, report);
      printReport(report, opts.out, opts.report);
    });
}

export function makeCatalogMergeCommand(): Command {
  return new Command('merge')
    .description('merge catalogs into one: one tool per definition (sha256), every provenance kept; then scan, lint and count tokens again')
    .argument('<catalogs...>', 'catalog files (.jsonl or .jsonl.gz); the first to hold a definition keeps its server')
    .requiredOption('-o, --out <file>', 'catalog to write (.jsonl, or .jsonl.gz gzipped)')
    .option('--report <file>', 'write a JSON report of the merge')
    .action(async (files: string[], opts: { out: string; report?: string }) => {
      const report = await mergeCatalogFiles(files, opts.out);
      await writeReport(opts.report, report);
      printReport(report, opts.out, opts.report);
    });
}
