import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LlmClient, LlmError } from '../../src/llm/client.js';
import { startOpenAIMock, type OpenAIMock } from '../fixtures/openai-mock.js';

const Answer = z.object({ city: z.string(), population: z.number().int() });
let mock: OpenAIMock | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

describe('LlmClient.chatJson against an OpenAI-compatible server', () => {
  it('sends model, messages, seed, temperature and a json_schema response_format, and parses the answer', async () => {
    mock = await startOpenAIMock(['{"city":"Oslo","population":709000}']);
    const client = new LlmClient({ baseURL: mock.baseURL, apiKey: 'sk-test', model: 'm-1', temperature: 0.3, seed: 11 });
    const r = await client.chatJson(Answer, [{ role: 'user', content: 'Largest city of Norway?' }], { name: 'city' });
    expect(r.value).toEqual({ city: 'Oslo', population: 709000 });
    expect(r).toMatchObject({ attempts: 1, model: 'm-1', temperature: 0.3, seed: 11 });
    expect(r.usage.promptTokens).toBe(100);
    const [req] = mock.requests;
    expect(req!.path).toBe('/v1/chat/completions');
    expect(req!.headers.authorization).toBe('Bearer sk-test');
    expect(req!.body).toMatchObject({ model: 'm-1', temperature: 0.3, seed: 11, messages: [{ role: 'user', content: 'Largest city of Norway?' }] });
    const format = req!.body.response_format as { type: string; json_schema: { name: string; schema: { properties: Record<string, unknown>; required: string[] } } };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.name).toBe('city');
    expect(format.json_schema.schema.required).toEqual(['city', 'population']);
  });

  it('sends an invalid answer back with its error and takes the corrected one', async () => {
    mock = await startOpenAIMock(['Sure! The city is Oslo.', '{"city":"Oslo","population":"many"}', '```json\n{"city":"Oslo","population":709000}\n```']);
    const client = new LlmClient({ baseURL: mock.baseURL, apiKey: 'k', model: 'm' });
    const r = await client.chatJson(Answer, [{ role: 'user', content: 'q' }], { name: 'city', seed: 5, temperature: 0 });
    expect(r.attempts).toBe(3);
    expect(r.failures.map((f) => f.error)).toEqual([expect.stringMatching(/^not JSON/), expect.stringMatching(/^population: /)]);
    expect(mock.requests).toHaveLength(3);
    const second = mock.requests[1]!.body.messages!;
    expect(second.slice(1)).toEqual([
      { role: 'assistant', content: 'Sure! The city is Oslo.' },
      { role: 'user', content: expect.stringMatching(/^That answer is not valid: not JSON/) },
    ]);
    expect(mock.requests[2]!.body.messages!.at(-1)!.content).toMatch(/population/);
    expect(mock.requests.every((q) => q.body.seed === 5 && q.body.temperature === 0)).toBe(true);
  });

  it('never takes an answer cut off at the token limit or a refusal: each goes back and the next valid one is used', async () => {
    mock = await startOpenAIMock([
      { content: '{"city":"Oslo","popul', finish_reason: 'length' },
      // Cut off exactly at a place where the JSON still parses: still not an answer.
      { content: '{"city":"Oslo","population":7}', finish_reason: 'length' },
      { content: null, refusal: 'I cannot help with that.' },
      '{"city":"Oslo","population":709000}',
    ]);
    const client = new LlmClient({ baseURL: mock.baseURL, apiKey: 'k', model: 'm', maxAttempts: 4 });
    const r = await client.chatJson(Answer, [{ role: 'user', content: 'q' }], { name: 'city', seed: 5 });
    expect(r.value).toEqual({ city: 'Oslo', population: 709000 });
    expect(r.attempts).toBe(4);
    expect(r.failures.map((f) => f.error)).toEqual([expect.stringMatching(/cut off/), expect.stringMatching(/cut off/), expect.stringMatching(/refused/)]);
  });

  it('runs a caller check after zod, and gives up with a non-retryable LlmError after maxAttempts', async () => {
    mock = await startOpenAIMock(['{"city":"Atlantis","population":1}']);
    const client = new LlmClient({ baseURL: mock.baseURL, apiKey: 'k', maxAttempts: 2 });
    const err = await client.chatJson(Answer, [{ role: 'user', content: 'q' }], { name: 'c', check: (a) => (a.city === 'Atlantis' ? 'city must be real' : undefined) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LlmError);
    expect((err as LlmError).retryable).toBe(false);
    expect((err as LlmError).message).toMatch(/after 2 attempts; last error: city must be real/);
    expect(mock.requests).toHaveLength(2);
  });

  it('takes baseURL and key from OPENAI_BASE_URL / OPENAI_API_KEY, and json_object when asked', async () => {
    mock = await startOpenAIMock(['{"city":"Bergen","population":291000}']);
    const client = new LlmClient({ responseFormat: 'json_object' }, { OPENAI_BASE_URL: mock.baseURL, OPENAI_API_KEY: 'env-key' });
    await client.chatJson(Answer, [{ role: 'user', content: 'q' }], { name: 'c' });
    expect(mock.requests[0]!.headers.authorization).toBe('Bearer env-key');
    expect(mock.requests[0]!.body.response_format).toEqual({ type: 'json_object' });
    expect(() => new LlmClient({}, {})).toThrow(/OPENAI_API_KEY/);
  });
});
