// `toolforge crawl`: crawl a sources file and/or ad hoc --source specs into a catalog JSONL, with a per-server report.
import { Command, InvalidArgumentError } from 'commander';
import { existsSync } from 'node:fs';
import { CrawlConfigSchema } from '../crawl/config.js';
import { SOURCE_SPEC_HELP, loadSourcesFile, parseSourceSpec } from '../crawl/sources.js';
import { ServerRecordSchema, serversPathFor, type CrawlSource } from '../records/index.js';
import { singleStep } from '../core/single-step.js';
import { statsLine } from '../core/stats.js';
import { ConfigError } from '../util/errors.js';
import { readJsonlAll } from '../util/jsonl.js';
import { wholeNumber } from '../util/numbers.js';
import { createRegistries, stepNamed } from '../toolforge.js';

const collect = (v: string, all: string[]) => [...all, v];

export function parseHeader(v: string, all: Record<string, string>): Record<string, string> {
  const i = v.indexOf(':');
  if (i <= 0) throw new InvalidArgumentError(`--header ${JSON.stringify(v)}: expected "Name: value"`);
  return { ...all, [v.slice(0, i).trim()]: v.slice(i + 1).trim() };
}

/** `--env NAME=value`: one variable for the servers of every stdio and npm --source. */
export function parseEnvVar(v: string, all: Record<string, string>): Record<string, string> {
  const i = v.indexOf('=');
  const name = v.slice(0, Math.max(i, 0));
  if (i <= 0 || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new InvalidArgumentError(`--env ${JSON.stringify(v)}: expected NAME=value (NAME of letters, digits and _)`);
  return { ...all, [name]: v.slice(i + 1) };
}

interface CrawlCliOptions {
  sources?: string;
  source: string[];
  header: Record<string, string>;
  env: Record<string, string>;
  out: string;
  report?: string;
  concurrency: number;
  connectTimeout: number;
  listTimeout: number;
  maxTools: number;
  maxListBytes: number;
}

export function makeCrawlCommand(): Command {
  const defaults = CrawlConfigSchema.parse({});
  return new Command('crawl')
    .description('crawl MCP servers into a catalog (JSONL of CatalogTool)')
    .option('--sources <file>', 'a JSON file with a "sources" array (catalogs/sources.json; a pipeline file works too)')
    .option('--source <spec>', 'one ad hoc source, repeatable (grammar below)', collect, [])
    .option('--header <name:value>', 'HTTP header for every http --source, repeatable; ${VAR} reads the environment', parseHeader, {})
    .option('--env <name=value>', 'environment variable for every stdio and npm --source, repeatable (kept in the catalog with the source)', parseEnvVar, {})
    .option('-o, --out <file>', 'catalog JSONL to write', 'catalogs/catalog.jsonl')
    .option('--report <file>', 'write a JSON report: per server era, protocol version, pages, resources, prompts; and every failure')
    .option('--concurrency <n>', 'servers crawled at once', wholeNumber(1, 64), defaults.concurrency)
    .option('--connect-timeout <ms>', 'per-server connect timeout', wholeNumber(100), defaults.connectTimeoutMs)
    .option('--list-timeout <ms>', 'per-request list timeout', wholeNumber(100), defaults.listTimeoutMs)
    .option('--max-tools <n>', 'per-server cap on listed tools', wholeNumber(1), defaults.maxTools)
    .option('--max-list-bytes <n>', 'per-server cap on bytes of listed tools', wholeNumber(1024), defaults.maxListBytes)
    .addHelpText('after', `\n${SOURCE_SPEC_HELP}\n\nA server that fails (crashes, hangs, speaks no MCP, lists junk or too much) is one line on stderr; the rest are kept.`)
    .action(async (opts: CrawlCliOptions) => {
      const sources: CrawlSource[] = [];
      if (opts.sources) sources.push(...(await loadSourcesFile(opts.sources)));
      for (const spec of opts.source) sources.push(parseSourceSpec(spec, opts.header, undefined, opts.env));
      if (sources.length === 0) throw new ConfigError('crawl: give --sources <file> or at least one --source <spec> (see toolforge crawl --help)');
      const log = (l: string) => process.stderr.write(l + '\n');
      const config = {
        ...CrawlConfigSchema.parse({ concurrency: opts.concurrency, connectTimeoutMs: opts.connectTimeout, listTimeoutMs: opts.listTimeout, maxTools: opts.maxTools, maxListBytes: opts.maxListBytes, ...(opts.report ? { report: opts.report } : {}) }),
        sources,
      };
      const registries = createRegistries();
      const run = singleStep(registries, stepNamed(registries, 'crawl'), config, { artifacts: { catalog: opts.out } }, log);
      try {
        const { stats } = await run.once();
        const servers = existsSync(serversPathFor(opts.out)) ? await readJsonlAll(serversPathFor(opts.out), ServerRecordSchema) : [];
        for (const s of servers) log(`crawl     ${s.serverId}: ${s.tools} tools in ${s.pages} page(s), ${s.era} ${s.protocolVersion}, ${s.resources.length} resources, ${s.prompts.length} prompts`);
        log(statsLine(stats));
      } finally {
        await run.dispose();
      }
    });
}
