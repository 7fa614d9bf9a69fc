import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { z } from 'zod';
import { LlmClient } from '../../src/llm/client.js';
import { retryDelayMs } from '../../src/llm/transport.js';
import { startFaultMock } from '../fixtures/openai-fault-mock.js';
import { tempDir } from '../helpers.js';

const Answer = z.object({ ok: z.boolean() });
const ask = (client: LlmClient, q: string) => client.chatJson(Answer, [{ role: 'user', content: q }], { name: 'answer' });
const fast = { baseDelayMs: 5, maxDelayMs: 2000 };

describe('LLM transport: cache, rate limits, retries, cost', () => {
  it('honours 429 Retry-After and retries 500s, then answers', async () => {
    const mock = await startFaultMock((i) => (i === 0 ? { status: 429, headers: { 'retry-after': '1' } } : i === 1 ? { status: 500 } : {}));
    try {
      const client = new LlmClient({ baseURL: mock.baseURL }, {}, fast);
      const t0 = Date.now();
      const r = await ask(client, 'q');
      expect(r.value.ok).toBe(true);
      expect(mock.count()).toBe(3);
      expect(client.usage().retries).toBe(2);
      expect(Date.now() - t0).toBeGreaterThanOrEqual(950); // waited the server's Retry-After
    } finally {
      await mock.close();
    }
  });

  it('gives up on a non-retryable status at once, with a one-line error', async () => {
    const mock = await startFaultMock(() => ({ status: 401 }));
    try {
      const client = new LlmClient({ baseURL: mock.baseURL }, {}, fast);
      await expect(ask(client, 'q')).rejects.toThrow(/chat completion failed: 401/);
      expect(mock.count()).toBe(1);
    } finally {
      await mock.close();
    }
  });

  it('caps requests in flight per endpoint', async () => {
    const mock = await startFaultMock(() => ({ delayMs: 30 }));
    try {
      const client = new LlmClient({ baseURL: mock.baseURL }, {}, { ...fast, maxConcurrency: 3 });
      await Promise.all(Array.from({ length: 12 }, (_, i) => ask(client, `q${i}`)));
      expect(mock.count()).toBe(12);
      expect(mock.maxInFlight()).toBe(3);
    } finally {
      await mock.close();
    }
  });

  it('serves a rerun from the SQLite cache at no cost, and --no-cache bypasses it', async () => {
    const mock = await startFaultMock(() => ({}));
    const cache = join(tempDir(), 'llm-cache.db');
    const prices = { m: { input: 2, output: 8 } };
    try {
      const first = new LlmClient({ baseURL: mock.baseURL, model: 'm' }, {}, { ...fast, cache, prices });
      await ask(first, 'same question');
      expect(first.usage().costUsd).toBeCloseTo((1000 * 2 + 500 * 8) / 1e6, 9);
      first.close();
      const rerun = new LlmClient({ baseURL: mock.baseURL, model: 'm' }, {}, { ...fast, cache, prices });
      await ask(rerun, 'same question');
      expect(mock.count()).toBe(1);
      expect(rerun.usage()).toMatchObject({ cached: 1, requests: 0, costUsd: 0 });
      rerun.close();
      const bypass = new LlmClient({ baseURL: mock.baseURL, model: 'm' }, {}, { ...fast, cache, prices, noCache: true });
      await ask(bypass, 'same question');
      expect(mock.count()).toBe(2);
    } finally {
      await mock.close();
    }
  });

  it('retries a request that times out, and reports a malformed response body in one line', async () => {
    const mock = await startFaultMock((i) => (i === 0 ? { delayMs: 1500 } : i === 1 ? {} : { raw: '{"id": "broken' }));
    try {
      const client = new LlmClient({ baseURL: mock.baseURL, timeoutMs: 300 }, {}, { ...fast, maxRetries: 1 });
      const r = await ask(client, 'slow');
      expect(r.value.ok).toBe(true);
      expect(client.usage().retries).toBe(1);
      await expect(ask(client, 'broken body')).rejects.toThrow(/^chat completion failed: /);
    } finally {
      await mock.close();
    }
  });

  it('computes backoff with jitter under a cap, and reads Retry-After dates', () => {
    expect(retryDelayMs(3, { baseDelayMs: 100, maxDelayMs: 10_000 }, null, () => 0.999)).toBe(400);
    expect(retryDelayMs(20, { baseDelayMs: 100, maxDelayMs: 10_000 }, null, () => 0.5)).toBe(5000);
    expect(retryDelayMs(1, { baseDelayMs: 100, maxDelayMs: 10_000 }, '2')).toBe(2000);
    const soon = new Date(Date.now() + 3000).toUTCString();
    expect(retryDelayMs(1, { baseDelayMs: 100, maxDelayMs: 10_000 }, soon)).toBeGreaterThan(1000);
  });
});
