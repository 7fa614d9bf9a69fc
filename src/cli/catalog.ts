// `toolforge catalog`: refresh (re-crawl and diff), approve, stats, export. Each subcommand is its own Command, so more can be added.
import { Command, Option } from 'commander';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { CatalogToolSchema } from '../records/index.js';
import { approveTools } from '../catalog/approvals.js';
import { catalogStats, formatStats } from '../catalog/stats.js';
import { formatDiff } from '../catalog/diff.js';
import { exportTools, type ToolExportFormat } from '../catalog/export-tools.js';
import { refreshCatalog } from '../crawl/refresh.js';
import { refreshJob, scheduleRefresh, unscheduleRefresh } from '../crawl/schedule.js';
import { CatalogStore, DEFAULT_STORE } from '../catalog/store.js';
import { usableTools } from '../generate/tasks/offline.js';
import { ConfigError } from '../util/errors.js';
import { JsonlWriter, readJsonlAll } from '../util/jsonl.js';
import { loadSourcesFile as loadSources } from '../crawl/sources.js';
import { CRAWL_TIMEOUT_MS } from '../crawl/config.js';
import { wholeNumber } from '../util/numbers.js';
import { makeCatalogLintCommand } from './catalog-lint.js';
import { makeCatalogImportCommand, makeCatalogMergeCommand } from './catalog-import.js';
import { makeCatalogProfileCommand } from './catalog-profile.js';

const DEFAULT_CATALOG = 'catalogs/catalog.jsonl';
const log = (l: string) => process.stderr.write(l + '\n');

function storeOption(): Option {
  return new Option('--store <file>', 'the SQLite catalog store (history, approvals)').default(DEFAULT_STORE);
}

export function makeRefreshCommand(): Command {
  return new Command('refresh')
    .description('re-crawl the sources, record every version in the store, print and save a diff')
    .requiredOption('--sources <file>', 'a JSON file with a "sources" array (a pipeline file works too)')
    .option('-c, --catalog <file>', 'catalog JSONL to write', DEFAULT_CATALOG)
    .addOption(storeOption())
    .option('--diff <file>', 'where to save the diff as JSON (default: catalogs/diffs/<time>.json)')
    .option('--concurrency <n>', 'servers crawled at once', wholeNumber(1, 64), 4)
    .option('--timeout <ms>', 'per-server connect and list timeout', wholeNumber(100), CRAWL_TIMEOUT_MS)
    .option('--schedule <cron>', 'do not refresh now: schedule it on a cron pattern as a BullMQ job scheduler (needs --redis; `toolforge worker` runs it)')
    .option('--unschedule', 'remove the schedule for these sources and catalog (needs --redis)')
    .option('--redis <url>', 'Redis URL for --schedule/--unschedule')
    .action(async (opts: { sources: string; catalog: string; store: string; diff?: string; concurrency: number; timeout: number; schedule?: string; unschedule?: boolean; redis?: string }) => {
      if (opts.schedule || opts.unschedule) {
        if (!opts.redis) throw new ConfigError('catalog refresh --schedule/--unschedule needs --redis <url> (without Redis, use the cron line in the README)');
        const job = refreshJob({ sources: opts.sources, catalog: opts.catalog, store: opts.store, diffDir: opts.diff ? dirname(opts.diff) : 'catalogs/diffs', concurrency: opts.concurrency, timeoutMs: opts.timeout });
        if (opts.unschedule) {
          log(`catalog   schedule ${(await unscheduleRefresh(opts.redis, job)) ? 'removed' : 'was not set'} for ${job.catalog}`);
          return;
        }
        await loadSources(opts.sources); // fail now on a bad sources file, not at 3 a.m.
        const { id, next } = await scheduleRefresh(opts.redis, opts.schedule as string, job);
        log(`catalog   refresh scheduled (${id}) on "${opts.schedule}"; next run ${next.toISOString()}; start \`toolforge worker --redis ${opts.redis}\` to run it`);
        return;
      }
      const sources = await loadSources(opts.sources);
      const now = process.env.TOOLFORGE_NOW ?? new Date().toISOString();
      const diffPath = opts.diff ?? `catalogs/diffs/${now.replace(/[:.]/g, '-')}.json`;
      const { diff, failures } = await refreshCatalog({
        sources,
        storePath: opts.store,
        catalogPath: opts.catalog,
        diffPath,
        now,
        crawl: { concurrency: opts.concurrency, connectTimeoutMs: opts.timeout, listTimeoutMs: opts.timeout },
      });
      for (const f of failures) log(`catalog   ${f.serverId}: failed: ${f.reason}${f.stderrTail ? ` (stderr: ${f.stderrTail})` : ''}`);
      process.stdout.write(formatDiff(diff).join('\n') + '\n');
      log(`catalog   diff saved to ${diffPath}; catalog written to ${opts.catalog}`);
    });
}

export function makeApproveCommand(): Command {
  return new Command('approve')
    .description('approve the current version of tools, so a later change to them is caught')
    .argument('[tool-ids...]', 'tool ids (serverId/toolName)')
    .option('--all', 'approve every current tool in the store, except those flagged poisoning or name_unsafe (name them to approve them)')
    .option('-c, --catalog <file>', 'catalog JSONL to update', DEFAULT_CATALOG)
    .addOption(storeOption())
    .action(async (ids: string[], opts: { all?: boolean; catalog: string; store: string }) => {
      if (!opts.all && ids.length === 0) throw new ConfigError('catalog approve: name tool ids (serverId/toolName) or pass --all');
      if (opts.all && ids.length > 0) throw new ConfigError('catalog approve: give tool ids or --all, not both');
      if (!existsSync(opts.store)) throw new ConfigError(`${opts.store}: no catalog store yet; run "toolforge catalog refresh" first`);
      const { approved, skipped, catalogUpdated } = await approveTools({ storePath: opts.store, catalogPath: opts.catalog, ids: opts.all ? 'all' : ids });
      for (const s of skipped) log(`catalog   not approved ${s.id} (${s.reason.slice(0, 200)}); review it, then approve it by name`);
      log(`catalog   approved ${approved.length} tool(s)${skipped.length ? `, skipped ${skipped.length} flagged` : ''}${catalogUpdated ? `; ${opts.catalog} updated` : ''}`);
    });
}

export function makeStatsCommand(): Command {
  return new Command('stats')
    .description('tools per server, flags, protocol eras and schema drafts of a catalog')
    .option('-c, --catalog <file>', 'catalog JSONL', DEFAULT_CATALOG)
    .addOption(storeOption())
    .option('--json', 'print the numbers as JSON')
    .action(async (opts: { catalog: string; store: string; json?: boolean }) => {
      const stats = catalogStats(await readJsonlAll(opts.catalog, CatalogToolSchema));
      if (existsSync(opts.store)) {
        const store = CatalogStore.open(opts.store);
        stats.store = store.counts();
        store.close();
      }
      process.stdout.write(opts.json ? JSON.stringify(stats, null, 2) + '\n' : formatStats(stats).join('\n') + '\n');
    });
}

export function makeCatalogExportCommand(): Command {
  return new Command('export')
    .description('export a catalog as CatalogTool JSONL or OpenAI function tools (JSONL, one tool a line)')
    .option('-c, --catalog <file>', 'catalog JSONL', DEFAULT_CATALOG)
    .addOption(new Option('--format <format>', 'output format').choices(['jsonl', 'openai-tools']).default('jsonl'))
    .option('--usable', 'only tools generation would use (not changed after approval, not poisoned)')
    .option('-o, --out <file>', 'output file ("-" for stdout)', '-')
    .action(async (opts: { catalog: string; format: ToolExportFormat; usable?: boolean; out: string }) => {
      const all = await readJsonlAll(opts.catalog, CatalogToolSchema);
      const tools = opts.usable ? usableTools(all, { excludeTools: [] }) : all;
      const out = await JsonlWriter.open(opts.out, { atomic: true });
      for (const r of exportTools(tools, opts.format)) await out.write(r);
      await out.commit();
      log(`catalog   exported ${tools.length} of ${all.length} tools as ${opts.format}`);
    });
}

export function makeCatalogCommand(): Command {
  return new Command('catalog')
    .description('the catalog store: refresh with a diff, approve, stats, export')
    .addCommand(makeRefreshCommand())
    .addCommand(makeApproveCommand())
    .addCommand(makeStatsCommand())
    .addCommand(makeCatalogExportCommand())
    .addCommand(makeCatalogLintCommand())
    .addCommand(makeCatalogImportCommand())
    .addCommand(makeCatalogMergeCommand())
    .addCommand(makeCatalogProfileCommand());
}
