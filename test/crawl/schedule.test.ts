import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueueEvents } from 'bullmq';
import { nextRun, refreshJob, scheduleRefresh, startRefreshWorker, unscheduleRefresh, REFRESH_QUEUE } from '../../src/crawl/schedule.js';
import { redisConnection } from '../../src/core/queue.js';
import { ConfigError } from '../../src/util/errors.js';
import { tempDir } from '../helpers.js';
import { startRedis, type RedisHandle } from '../redis.js';

describe('scheduled catalog refresh on BullMQ', () => {
  let redis: RedisHandle;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis.stop();
  });

  it('refuses a bad cron pattern in one line and computes the next run of a good one', () => {
    expect(() => nextRun('every six hours')).toThrow(ConfigError);
    expect(() => nextRun('every six hours')).toThrow(/--schedule "every six hours": not a cron pattern/);
    expect(nextRun('0 */6 * * *', new Date('2026-12-02T13:10:00Z')).toISOString()).toBe('2026-12-02T18:00:00.000Z');
  });

  it('fires the refresh on schedule, a worker crawls and saves a diff, and unscheduling stops it', async () => {
    const dir = tempDir();
    const sources = join(dir, 'sources.json');
    writeFileSync(sources, JSON.stringify({ sources: [{ kind: 'stdio', id: 'seq', package: '@modelcontextprotocol/server-sequential-thinking', args: [], env: { DISABLE_THOUGHT_LOGGING: 'true' } }] }));
    const job = refreshJob({ sources, catalog: join(dir, 'catalog.jsonl'), store: join(dir, 'catalog.db'), diffDir: join(dir, 'diffs'), concurrency: 1, timeoutMs: 20_000 });
    const events = new QueueEvents(REFRESH_QUEUE, { connection: redisConnection(redis.url) });
    await events.waitUntilReady();
    const worker = startRefreshWorker(redis.url);
    try {
      const completed = new Promise<unknown>((resolve) => events.once('completed', ({ returnvalue }) => resolve(returnvalue)));
      // Six-field pattern: every 2 seconds, so the test sees a firing quickly.
      const { id } = await scheduleRefresh(redis.url, '*/2 * * * * *', job);
      const again = await scheduleRefresh(redis.url, '*/2 * * * * *', job);
      expect(again.id).toBe(id); // scheduling twice replaces, never duplicates
      const summary = (await completed) as { added: number; diffPath: string };
      expect(summary.added).toBe(1);
      expect(existsSync(summary.diffPath)).toBe(true);
      expect(readFileSync(job.catalog, 'utf8')).toContain('"sequentialthinking"');
      expect(await unscheduleRefresh(redis.url, job)).toBe(true);
      expect(readdirSync(job.diffDir).length).toBeGreaterThanOrEqual(1);
    } finally {
      await worker.close();
      await events.close();
    }
  });
});
