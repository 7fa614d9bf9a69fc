// `toolforge crawl`: crawl the sources of a pipeline or a sources file into a catalog JSONL.
import { Command } from 'commander';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { CrawlSourceSchema } from '../records/index.js';
import { crawlStage } from '../pipeline/stages.js';
import { statsLine } from '../pipeline/stats.js';
import { ConfigError } from '../util/errors.js';
import { formatZodIssue } from '../util/zod-errors.js';

const SourcesFileSchema = z.object({ sources: z.array(CrawlSourceSchema) }).passthrough();

export async function loadSources(file: string) {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    throw new ConfigError(`${file}: cannot read sources (${(err as Error).message})`);
  }
  const parsed = SourcesFileSchema.safeParse(json);
  if (!parsed.success) throw new ConfigError(`${file}: ${formatZodIssue(parsed.error.issues[0] as z.core.$ZodIssue)}`);
  return parsed.data.sources;
}

export function makeCrawlCommand(): Command {
  return new Command('crawl')
    .description('crawl MCP servers into a catalog (JSONL of CatalogTool)')
    .requiredOption('--sources <file>', 'a JSON file with a "sources" array (a pipeline file works too)')
    .option('-o, --out <file>', 'catalog JSONL to write', 'catalogs/catalog.jsonl')
    .option('--concurrency <n>', 'servers crawled at once', (v) => Number.parseInt(v, 10), 4)
    .action(async (opts: { sources: string; out: string; concurrency: number }) => {
      const sources = await loadSources(opts.sources);
      const log = (l: string) => process.stderr.write(l + '\n');
      const { stats } = await crawlStage({ sources, catalogPath: opts.out, crawl: { concurrency: opts.concurrency, connectTimeoutMs: 20_000, listTimeoutMs: 20_000 }, log });
      log(statsLine(stats));
    });
}
