// The crawl step's section of a pipeline: how many servers at once, timeouts, per-server caps, the catalog store.
import { z } from 'zod';
import { DEFAULT_TIMEOUT_MS } from '../mcp/defaults.js';

export const CRAWL_TIMEOUT_MS = DEFAULT_TIMEOUT_MS;

export const CrawlConfigSchema = z
  .object({
    concurrency: z.number().int().min(1).max(64).default(4),
    connectTimeoutMs: z.number().int().min(100).default(CRAWL_TIMEOUT_MS),
    listTimeoutMs: z.number().int().min(100).default(CRAWL_TIMEOUT_MS),
    /** Per-server caps on what a listing may add: past either, the server is a failure line, not a catalog flood. */
    maxTools: z.number().int().min(1).default(2_000),
    maxListBytes: z.number().int().min(1024).default(8 * 1024 * 1024),
    /** The catalog store (SQLite): when set, each crawl is recorded there and approvals apply, as in `toolforge catalog refresh`. */
    store: z.string().optional(),
    /** Also write a JSON report here: per server its era, version, pages, resources and prompts, and every failure. */
    report: z.string().optional(),
    /** Sources per checkpointed shard: a killed crawl redoes at most one shard. */
    shardSize: z.number().int().min(1).max(1_000).default(8),
  })
  .strict();
export type CrawlConfig = z.infer<typeof CrawlConfigSchema>;
