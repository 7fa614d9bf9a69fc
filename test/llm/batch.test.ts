import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { LlmClient, LlmError } from '../../src/llm/client.js';
import { LlmCache } from '../../src/llm/cache.js';
import { BatchSettingsSchema, batchClient, runInBatches, type BatchRun } from '../../src/llm/batch-rounds.js';
import { orDeferred, DEFERRED, DeferredError } from '../../src/llm/deferred.js';
import { tempDir } from '../helpers.js';
import { startBatchMock, type BatchMock } from '../fixtures/openai-batch-mock.js';

const City = z.object({ city: z.string(), population: z.number().int() });
const QUESTIONS = ['Oslo', 'Bergen', 'Tromso', 'Retry-Narvik', 'Bodo'];

/** The model: answers with the city it is asked about; a "Retry-" city gets broken JSON first, so it needs a second round. */
function model(body: { messages?: Array<{ role: string; content?: string | null }> }) {
  const q = String(body.messages![0]!.content);
  if (q.startsWith('Retry-') && body.messages!.length === 1) return { content: '{"city": ' };
  return { content: JSON.stringify({ city: q.replace('Retry-', ''), population: q.length * 1000 }) };
}

let mock: BatchMock | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

/** One pass over every question: the answers it could get, in order; deferred ones are left out. */
async function pass(client: LlmClient): Promise<Array<string | { error: string }>> {
  const out: Array<string | { error: string }> = [];
  for (const q of QUESTIONS) {
    const r = await orDeferred(client.chatJson(City, [{ role: 'user', content: q }], { name: 'city', seed: 1 }).then((x) => `${x.value.city}:${x.value.population}:${x.attempts}:${x.usage.promptTokens}`, (e: unknown) => {
        if (e instanceof DeferredError) throw e;
        return { error: (e as Error).message };
      }));
    if (r !== DEFERRED) out.push(r);
  }
  return out;
}

function batchRun(dir: string, lines: string[] = []): BatchRun {
  return { dir, settings: BatchSettingsSchema.parse({ enabled: true, pollMs: 10 }), log: (l) => lines.push(l) };
}

describe('batch mode fills the response cache through the Batch API', () => {
  it('gives the answers a live client gets, sending retries in a second round, and writes the requests JSONL', async () => {
    mock = await startBatchMock(model);
    const live = await pass(new LlmClient({ baseURL: mock.baseURL, apiKey: 'k', model: 'm' }));
    const liveCalls = mock.chatRequests.length;
    const dir = tempDir();
    const { client, collector } = batchClient({ baseURL: mock.baseURL, apiKey: 'k', model: 'm' }, dir);
    const { result, totals } = await runInBatches('cities', client, collector, batchRun(dir), () => pass(client));
    client.close();
    expect(result).toEqual(live);
    expect(result.some((x) => typeof x === 'string' && x.startsWith('Narvik:12000:2:'))).toBe(true); // second attempt
    expect(mock.chatRequests).toHaveLength(liveCalls); // nothing went to chat/completions in batch mode
    expect(mock.batches.map((b) => b.customIds.length)).toEqual([5, 1]);
    expect(totals).toEqual({ rounds: 2, requests: 6, requestErrors: 0, promptTokens: expect.any(Number), completionTokens: expect.any(Number) });
    expect(totals.promptTokens).toBeGreaterThan(0);
    expect(totals.completionTokens).toBeGreaterThan(0);
    const first = readFileSync(join(dir, 'cities-round1-0.requests.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { custom_id: string; method: string; url: string; body: unknown });
    expect(first[0]).toMatchObject({ method: 'POST', url: '/v1/chat/completions', body: { model: 'm', seed: 1 } });
    // custom_id is the cache key a live request with that body would have
    expect(first[0]!.custom_id).toBe(LlmCache.key(mock.baseURL, first[0]!.body));
    const state = JSON.parse(readFileSync(join(dir, 'cities.json'), 'utf8')) as { batches: Array<{ id: string; consumed: boolean; status: string }> };
    expect(state.batches.map((b) => [b.id, b.status, b.consumed])).toEqual([['batch_1', 'completed', true], ['batch_2', 'completed', true]]);
  });

  it('a fresh instance resumes the batch named in the state file instead of submitting another', async () => {
    mock = await startBatchMock(model);
    const dir = tempDir();
    mock.hold = true;
    const first = batchClient({ baseURL: mock.baseURL, apiKey: 'k', model: 'm' }, dir);
    const abandoned = runInBatches('cities', first.client, first.collector, { ...batchRun(dir), settings: BatchSettingsSchema.parse({ enabled: true, pollMs: 10, timeoutMs: 1_000 }) }, () => pass(first.client));
    await expect(abandoned).rejects.toThrow(/batch batch_1: still in_progress after 1 s; run again later/);
    first.client.close();
    expect(JSON.parse(readFileSync(join(dir, 'cities.json'), 'utf8'))).toMatchObject({ batches: [{ id: 'batch_1', consumed: false }] });
    mock.hold = false;
    const lines: string[] = [];
    const second = batchClient({ baseURL: mock.baseURL, apiKey: 'k', model: 'm' }, dir);
    const { result } = await runInBatches('cities', second.client, second.collector, batchRun(dir, lines), () => pass(second.client));
    second.client.close();
    expect(lines[0]).toMatch(/^batch {5}cities: resuming batch_1 from .*cities\.json$/);
    expect(result).toHaveLength(5);
    // batch_1 answered the first round; only the retry went into a new batch
    expect(mock.batches.map((b) => b.customIds.length)).toEqual([5, 1]);
    expect(new Set(mock.batches.flatMap((b) => b.customIds)).size).toBe(6);
  });

  it('an expired batch stops with one line, keeping the answers it has and what they produce', async () => {
    mock = await startBatchMock(model);
    mock.endAs = 'expired';
    const dir = tempDir();
    const { client, collector } = batchClient({ baseURL: mock.baseURL, apiKey: 'k', model: 'm' }, dir);
    let last: unknown[] = [];
    const err = await runInBatches('cities', client, collector, batchRun(dir), async () => (last = await pass(client))).catch((e: unknown) => e);
    client.close();
    expect(err).toBeInstanceOf(LlmError);
    expect((err as Error).message).toMatch(/^cities: batch batch_1 ended expired \(no reason given\); 2 answers kept in the cache, 3 unanswered; run again to submit those \(state: .*cities\.json\)$/);
    expect((err as Error).message).not.toContain('\n');
    expect(last).toEqual(['Oslo:4000:1:' + String(last[0]).split(':')[3], 'Bergen:6000:1:' + String(last[1]).split(':')[3]]);
    expect(LlmCache.open(join(dir, 'llm-cache.sqlite')).count()).toBe(2);
  });

  it('a failed batch gives its reason; per-request errors from the error file are reported by custom_id and fail only their unit', async () => {
    mock = await startBatchMock(model);
    mock.endAs = 'failed';
    const dir = tempDir();
    const one = batchClient({ baseURL: mock.baseURL, apiKey: 'k', model: 'm' }, dir);
    await expect(runInBatches('cities', one.client, one.collector, batchRun(dir), () => pass(one.client))).rejects.toThrow(/^cities: batch batch_1 ended failed \(invalid_request at line 1: the input file could not be read\); 0 answers kept/);
    one.client.close();
    mock.failRequest = (body) => body.messages![0]!.content === 'Bergen';
    const lines: string[] = [];
    const two = batchClient({ baseURL: mock.baseURL, apiKey: 'k', model: 'm' }, dir);
    const { result, totals } = await runInBatches('cities', two.client, two.collector, batchRun(dir, lines), () => pass(two.client));
    two.client.close();
    expect(result[1]).toEqual({ error: expect.stringMatching(/^chat completion failed: batch request \w+ failed: Invalid schema for response_format$/) });
    expect(result.filter((r) => typeof r === 'string')).toHaveLength(4);
    const bergen = JSON.parse(readFileSync(join(dir, 'cities-round2-0.requests.jsonl'), 'utf8').split('\n')[1]!) as { custom_id: string };
    expect(lines.filter((l) => l.includes('failed'))).toEqual([`batch     cities: request ${bergen.custom_id} failed: Invalid schema for response_format`]);
    expect(totals.requestErrors).toBe(1);
    expect(existsSync(join(dir, 'cities.json'))).toBe(true);
  });
});
