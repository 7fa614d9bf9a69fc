// Scheduled catalog refresh: a BullMQ job scheduler fires `catalog refresh` on a cron pattern,
// and any `toolforge worker` on the same Redis runs it (machines without Redis use cron, see README).
import { resolve } from 'node:path';
import { CronExpressionParser } from 'cron-parser';
import { Queue, Worker } from 'bullmq';
import { loadSourcesFile as loadSources } from './sources.js';
import { refreshCatalog } from './refresh.js';
import { ConfigError, errorMessage } from '../util/errors.js';
import { sha256 } from '../util/hash.js';
import { redisConnection } from '../core/queue.js';

export const REFRESH_QUEUE = 'toolforge-refresh';

export interface RefreshJob {
  sources: string;
  catalog: string;
  store: string;
  diffDir: string;
  concurrency: number;
  timeoutMs: number;
}

export interface RefreshSummary {
  diffPath: string;
  added: number;
  removed: number;
  changed: number;
  failures: number;
}

/** The next time a cron pattern fires, or a one-line error naming the pattern. */
export function nextRun(pattern: string, from = new Date()): Date {
  try {
    return CronExpressionParser.parse(pattern, { currentDate: from }).next().toDate();
  } catch (err) {
    throw new ConfigError(`--schedule ${JSON.stringify(pattern)}: not a cron pattern (${errorMessage(err)}); e.g. "0 */6 * * *" for every 6 hours`);
  }
}

export function refreshJob(opts: RefreshJob): RefreshJob {
  // Workers may run elsewhere in the tree: pass absolute paths.
  return { ...opts, sources: resolve(opts.sources), catalog: resolve(opts.catalog), store: resolve(opts.store), diffDir: resolve(opts.diffDir) };
}

/** One scheduler per (sources, catalog): scheduling again replaces the pattern instead of adding a twin. */
export function schedulerId(job: RefreshJob): string {
  return `catalog-refresh-${sha256(`${job.sources}\n${job.catalog}`).slice(0, 12)}`;
}

export async function scheduleRefresh(url: string, pattern: string, job: RefreshJob): Promise<{ id: string; next: Date }> {
  const next = nextRun(pattern);
  const queue = new Queue<RefreshJob>(REFRESH_QUEUE, { connection: redisConnection(url) });
  try {
    const id = schedulerId(job);
    await queue.upsertJobScheduler(id, { pattern }, { name: 'refresh', data: job, opts: { attempts: 2, backoff: { type: 'exponential', delay: 5000 } } });
    return { id, next };
  } finally {
    await queue.close();
  }
}

export async function unscheduleRefresh(url: string, job: RefreshJob): Promise<boolean> {
  const queue = new Queue(REFRESH_QUEUE, { connection: redisConnection(url) });
  try {
    return await queue.removeJobScheduler(schedulerId(job));
  } finally {
    await queue.close();
  }
}

export async function runRefreshJob(job: RefreshJob): Promise<RefreshSummary> {
  const sources = await loadSources(job.sources);
  const now = new Date().toISOString();
  const diffPath = resolve(job.diffDir, `${now.replace(/[:.]/g, '-')}.json`);
  const { diff, failures } = await refreshCatalog({
    sources,
    storePath: job.store,
    catalogPath: job.catalog,
    diffPath,
    now,
    crawl: { concurrency: job.concurrency, connectTimeoutMs: job.timeoutMs, listTimeoutMs: job.timeoutMs },
  });
  return { diffPath, added: diff.added.length, removed: diff.removed.length, changed: diff.changed.length, failures: failures.length };
}

export function startRefreshWorker(url: string, log: (line: string) => void = () => undefined): Worker<RefreshJob, RefreshSummary> {
  const worker = new Worker<RefreshJob, RefreshSummary>(REFRESH_QUEUE, (job) => runRefreshJob(job.data), { connection: redisConnection(url), concurrency: 1 });
  worker.on('completed', (job) => {
    const s = job.returnvalue;
    log(`refresh   ${job.data.catalog}: +${s.added} -${s.removed} ~${s.changed}, ${s.failures} failed servers; diff ${s.diffPath}`);
  });
  worker.on('failed', (job, err) => log(`refresh   ${job?.data.catalog ?? '?'} failed: ${err.message}`));
  return worker;
}
