// How chat completions reach an endpoint: through the cache, under a per-endpoint concurrency cap,
// retrying 429 and 5xx with Retry-After or exponential backoff with jitter, and counting tokens and cost.
import type OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { LlmCache } from './cache.js';
import type { BatchCollector } from './deferred.js';

export const PriceSchema = z.object({
  /** USD per million prompt tokens. */
  input: z.number().min(0),
  /** USD per million completion tokens. */
  output: z.number().min(0),
});
export const TransportSettingsSchema = z
  .object({
    /** SQLite file for the response cache; absent: no cache. */
    cache: z.string().optional(),
    noCache: z.boolean().default(false),
    maxConcurrency: z.number().int().min(1).max(1024).default(16),
    maxRetries: z.number().int().min(0).max(20).default(6),
    baseDelayMs: z.number().int().min(1).default(500),
    maxDelayMs: z.number().int().min(1).default(60_000),
    prices: z.record(z.string(), PriceSchema).default({}),
  })
  .strict();
export type TransportSettings = z.infer<typeof TransportSettingsSchema>;

export interface UsageTotals {
  requests: number;
  cached: number;
  retries: number;
  promptTokens: number;
  completionTokens: number;
  costUsd: number;
}

/** A counting semaphore; one per endpoint so two pipelines on one server share its cap. */
class Gate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly limit: number) {}
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await fn();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

/** Per-endpoint caps shared by every client of one owner (a run's LlmPool): two clients of one endpoint share one cap. */
export class Gates {
  private readonly gates = new Map<string, Gate>();
  for(endpoint: string, limit: number): Gate {
    const key = `${endpoint}#${limit}`;
    let g = this.gates.get(key);
    if (!g) this.gates.set(key, (g = new Gate(limit)));
    return g;
  }
}

/** Delay before retry `attempt` (1-based): the server's Retry-After when given, else exponential with full jitter. */
export function retryDelayMs(attempt: number, settings: Pick<TransportSettings, 'baseDelayMs' | 'maxDelayMs'>, retryAfter: string | null | undefined, random = Math.random): number {
  if (retryAfter) {
    const secs = Number(retryAfter);
    if (Number.isFinite(secs)) return Math.min(settings.maxDelayMs, Math.max(0, secs * 1000));
    const at = Date.parse(retryAfter);
    if (Number.isFinite(at)) return Math.min(settings.maxDelayMs, Math.max(0, at - Date.now()));
  }
  const cap = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(random() * cap);
}

function retryable(status: number | undefined): boolean {
  return status === undefined || status === 408 || status === 409 || status === 429 || status >= 500;
}

export class ChatTransport {
  readonly totals: UsageTotals = { requests: 0, cached: 0, retries: 0, promptTokens: 0, completionTokens: 0, costUsd: 0 };
  private readonly cache: LlmCache | undefined;
  private readonly gate: Gate;

  constructor(
    private readonly openai: OpenAI,
    private readonly endpoint: string,
    readonly settings: TransportSettings,
    /** Batch mode: a cache miss is collected for the Batch API instead of sent. */
    private readonly collector?: BatchCollector,
    /** Caps shared with the owner's other clients; a client alone gets its own. */
    gates: Gates = new Gates(),
  ) {
    this.cache = settings.cache && !settings.noCache ? LlmCache.open(settings.cache) : undefined;
    this.gate = gates.for(endpoint, settings.maxConcurrency);
  }

  async create(body: ChatCompletionCreateParamsNonStreaming): Promise<ChatCompletion> {
    const key = LlmCache.key(this.endpoint, body);
    const hit = this.cache?.get<ChatCompletion>(key);
    if (hit) {
      this.totals.cached++;
      return hit;
    }
    if (this.collector) {
      const failed = this.collector.failure(key);
      // status 400: the same request would fail again, so callers treat it as final.
      if (failed) throw Object.assign(new Error(`batch request ${key.slice(0, 12)} failed: ${failed}`), { status: 400 });
      this.collector.defer(key, body);
    }
    const completion = await this.gate.run(() => this.withRetries(body));
    this.totals.requests++;
    this.account(body.model, completion);
    this.cache?.put(key, this.endpoint, completion);
    return completion;
  }

  /** What the Batch API driver needs: the SDK client, the endpoint the cache keys name, and the cache. */
  batchTarget(): { openai: OpenAI; endpoint: string; cache: LlmCache | undefined } {
    return { openai: this.openai, endpoint: this.endpoint, cache: this.cache };
  }

  private async withRetries(body: ChatCompletionCreateParamsNonStreaming): Promise<ChatCompletion> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.openai.chat.completions.create(body);
      } catch (err) {
        const e = err as { status?: number; headers?: Headers | Record<string, string> };
        if (attempt > this.settings.maxRetries || !retryable(e.status)) throw err;
        const h = e.headers;
        const retryAfter = h instanceof Headers ? h.get('retry-after') : (h?.['retry-after'] ?? null);
        this.totals.retries++;
        await new Promise((r) => setTimeout(r, retryDelayMs(attempt, this.settings, retryAfter)));
      }
    }
  }

  private account(model: string, completion: ChatCompletion): void {
    const p = completion.usage?.prompt_tokens ?? 0;
    const c = completion.usage?.completion_tokens ?? 0;
    this.totals.promptTokens += p;
    this.totals.completionTokens += c;
    const price = this.settings.prices[model];
    if (price) this.totals.costUsd += (p * price.input + c * price.output) / 1_000_000;
  }

  close(): void {
    this.cache?.close();
  }
}
