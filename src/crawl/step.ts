// The crawl step: each source (after registry and mcp-config files are expanded) is crawled on its own, in
// checkpointed shards; `finish` assembles the catalog from every server at once, since the scanners compare servers.
import { existsSync } from 'node:fs';
import { z } from 'zod';
import { serversPathFor, type CrawlSource } from '../records/index.js';
import { loadCatalog } from '../catalog/load.js';
import { ConfigError } from '../util/errors.js';
import type { Step, StepReject } from '../core/step.js';
import type { StepContext } from '../core/context.js';
import { assembleCatalog, crawlReportJson, serverRecords } from './assemble.js';
import { CrawlConfigSchema, type CrawlConfig } from './config.js';
import { expandSources, failureOf, type CrawlFailure, type CrawlReport } from './crawl.js';
import type { ServerCrawl } from './session-crawl.js';
import { crawlSource, sourceLabel, sourceSchema } from './sources.js';
import { sourcesOf } from './source-def.js';

export type CrawlStepConfig = CrawlConfig & { sources?: CrawlSource[] };
type CrawlUnit = { source: CrawlSource } | { failure: CrawlFailure };
type CrawlRecord = { server: ServerCrawl } | { failure: CrawlFailure };

function failureLine(f: CrawlFailure): string {
  return `crawl     ${f.serverId}: failed: ${f.reason}${f.stderrTail ? ` (stderr: ${f.stderrTail})` : ''}`;
}

function failed(f: CrawlFailure, ctx: StepContext): { records: CrawlRecord[]; rejects: StepReject[] } {
  ctx.log(failureLine(f));
  // One unreadable tool of a dump is not a failed server: the server's other tools are kept.
  const code = f.scope === 'tool' ? 'crawl.tool_unreadable' : 'crawl.server_failed';
  return { records: [{ failure: f }], rejects: [{ id: f.serverId, code, message: `${f.reason}${f.stderrTail ? ` (stderr: ${f.stderrTail})` : ''}` }] };
}

export const crawlStep: Step<CrawlStepConfig, CrawlUnit, CrawlRecord> = {
  name: 'crawl',
  description: 'crawl MCP servers (stdio, Streamable HTTP, npm packages, the MCP Registry, mcpServers configs, tools/list dumps) into the catalog',
  config: () => CrawlConfigSchema,
  topLevel: (r) => ({ sources: z.array(sourceSchema(sourcesOf(r).values())).min(1).optional() }),
  produces: ['catalog'],
  codePrefix: 'crawl',
  codes: {
    'crawl.server_failed': 'a server crashed, hung, spoke no MCP, or listed junk or too much; the crawl keeps the others',
    'crawl.tool_unreadable': 'one tool of a dump could not be read (the line names its server and position); its server keeps the others',
    'crawl.shard_failed': 'a shard of sources failed every attempt on the queue',
  },
  sharded: true,
  shardSize: (c) => c.shardSize,
  concurrency: (c) => c.concurrency,
  async *plan(ctx) {
    const sources = ctx.config.sources;
    if (!sources?.length) throw new ConfigError('crawl: the pipeline lists no "sources"; add them, or leave the crawl step out and give a catalog');
    const { sources: leaves, failures } = await expandSources(sources, sourcesOf(ctx.registries).values());
    for (const failure of failures) yield { failure };
    for (const source of leaves) yield { source };
  },
  recordId: (u) => ({ id: 'source' in u ? sourceLabel(u.source) : u.failure.serverId }),
  async process(unit, ctx) {
    if ('failure' in unit) return failed(unit.failure, ctx);
    const c = ctx.config;
    const options = { connectTimeoutMs: c.connectTimeoutMs, listTimeoutMs: c.listTimeoutMs, maxTools: c.maxTools, maxListBytes: c.maxListBytes, now: ctx.now };
    try {
      const r = await crawlSource(unit.source, options, sourcesOf(ctx.registries).values());
      // A server that printed log lines on stdout is crawled, with a line saying so.
      for (const sv of r.servers) for (const w of sv.warnings ?? []) ctx.log(`crawl     ${sv.serverId}: warning: ${w}`);
      const outcome = { records: r.servers.map((server): CrawlRecord => ({ server })), rejects: [] as StepReject[] };
      for (const f of r.failures) {
        const more = failed(f, ctx);
        outcome.records.push(...more.records);
        outcome.rejects.push(...more.rejects);
      }
      return outcome;
    } catch (err) {
      return failed(failureOf(sourceLabel(unit.source), err), ctx);
    }
  },
  async finish(records, ctx, out) {
    const report: CrawlReport = { servers: [], failures: [], tools: [] };
    for await (const r of records()) {
      if ('server' in r) report.servers.push(r.server);
      else report.failures.push(r.failure);
    }
    report.tools = report.servers.flatMap((s) => s.tools);
    const catalogPath = ctx.artifacts.path('catalog');
    // Keep first-seen dates of tools whose definition has not changed since the last crawl.
    const previous = existsSync(catalogPath) ? await loadCatalog(catalogPath).catch(() => undefined) : undefined;
    const { tools, record } = assembleCatalog(report, { now: ctx.now, ...(ctx.config.store ? { store: ctx.config.store } : {}), ...(previous ? { previous } : {}) });
    const catalog = await out.artifact('catalog');
    for (const t of tools) await catalog.write(t);
    const servers = await out.jsonl(serversPathFor(catalogPath));
    for (const s of serverRecords(report, ctx.now)) await servers.write(s);
    if (ctx.config.report) out.text(ctx.config.report, JSON.stringify(crawlReportJson(report), null, 2) + '\n');
    record();
    ctx.stats.out = tools.length;
    ctx.stats.extra.servers = report.servers.length;
  },
  describePlan: (c, at) => [`${(c.sources ?? []).length} sources, pool ${c.concurrency} -> ${at.artifactPath('catalog')}`],
};
