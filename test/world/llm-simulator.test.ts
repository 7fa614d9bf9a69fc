// The LLM tool simulator against a 127.0.0.1 mock: the model sees the tool, the arguments and the world's records;
// an answer that breaks the outputSchema, is cut off (finish_reason "length"), refused or not JSON is sent back and
// retried; a valid answer is applied to the world; the same request twice is answered from the cache.
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { LlmClient } from '../../src/llm/client.js';
import { LlmToolSimulator } from '../../src/world/llm-simulator.js';
import { World } from '../../src/world/world.js';
import type { CatalogTool } from '../../src/records/index.js';
import { startFaultMock, type FaultMock } from '../fixtures/openai-fault-mock.js';
import { catalogTool } from '../execute/helpers.js';
import { tempDir } from '../helpers.js';

const source = { kind: 'synthetic' as const, id: 'vault', domain: 'secrets', derivedFrom: [] };
const rotate = catalogTool('vault', 'rotate_key', source, {
  description: 'Rotates an API key: the old secret stops working and a new one is issued.',
  inputSchema: { type: 'object', properties: { key_id: { type: 'string' } }, required: ['key_id'] },
  outputSchema: { type: 'object', properties: { key_id: { type: 'string' }, rotated_at: { type: 'string' }, version: { type: 'integer' } }, required: ['key_id', 'rotated_at', 'version'], additionalProperties: false },
  profile: { action: 'other', entity: 'key', system: 'Vault', params: { key_id: 'id' }, idParam: 'key_id', reversible: false },
});
const get = catalogTool('vault', 'get_key', source, {
  inputSchema: { type: 'object', properties: { key_id: { type: 'string' } }, required: ['key_id'] },
  profile: { action: 'get', entity: 'key', system: 'Vault', params: { key_id: 'id' }, idParam: 'key_id', reversible: true },
});
const tools: CatalogTool[] = [rotate, get];

const completion = (content: string | null, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ id: 'm', object: 'chat.completion', created: 0, model: 'mock', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null }, ...extra }], usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } });

let mock: FaultMock | undefined;
afterEach(async () => mock?.close());

describe('LLM tool simulator', () => {
  it('retries past a cut-off, a refusal, malformed JSON and a schema break; applies the valid answer to the world; caches it', async () => {
    const world = World.for(tools, 5);
    const keyId = String(world.records(get)[0]!.key_id);
    const good = JSON.stringify({ isError: false, result: { key_id: keyId, rotated_at: '2026-03-02T10:00:00Z', version: 4 } });
    const bodies: Array<Record<string, unknown>> = [];
    mock = await startFaultMock((i, body) => {
      bodies.push(body);
      if (i === 0) return { raw: completion(good.slice(0, 30), { finish_reason: 'length' }) };
      if (i === 1) return { raw: completion(null, { message: { role: 'assistant', content: null, refusal: 'I cannot help with keys.' } }) };
      if (i === 2) return { content: '{"isError": false, "result": {"key_id": ' };
      if (i === 3) return { content: JSON.stringify({ isError: false, result: { key_id: keyId } }) };
      return { content: good };
    });
    const cache = join(tempDir(), 'llm.sqlite');
    const client = new LlmClient({ baseURL: mock.baseURL, apiKey: 'k', maxAttempts: 6 }, {}, { cache });
    const sim = new LlmToolSimulator(world, client);
    const r = await sim.call(rotate, 'rotate_key', { key_id: keyId });
    expect(r).toMatchObject({ isError: false, structured: { key_id: keyId, version: 4 } });
    expect(mock.count()).toBe(5);
    // What the model was shown: the tool, its arguments, and the world's records with the one named first.
    const shown = JSON.stringify((bodies[0] as { messages: unknown[] }).messages);
    expect(shown).toContain('rotate_key');
    expect(shown).toContain(`\\"key_id\\":\\"${keyId}\\"`);
    // Each bad answer went back with why.
    const retries = JSON.stringify((bodies[4] as { messages: unknown[] }).messages);
    expect(retries).toMatch(/cut off/);
    expect(retries).toMatch(/refused/);
    expect(retries).toMatch(/not JSON/);
    expect(retries).toMatch(/does not match the output schema/);
    // Applied to the world: a later read agrees with what the model said.
    expect(world.records(get).find((rec) => rec.key_id === keyId)).toMatchObject({ version: 4, rotated_at: '2026-03-02T10:00:00Z' });
    // The same request again comes from the cache, not the server.
    const again = new LlmToolSimulator(World.for(tools, 5), client);
    await again.call(rotate, 'rotate_key', { key_id: keyId });
    expect(mock.count()).toBe(5);
    client.close();
  });

  it('falls back to the world when the model never gives a valid answer, and reports errors the model says', async () => {
    mock = await startFaultMock((i) => (i < 2 ? { content: 'not json at all' } : { content: JSON.stringify({ isError: true, result: 'key "k-404" not found' }) }));
    const client = new LlmClient({ baseURL: mock.baseURL, apiKey: 'k', maxAttempts: 2 });
    const world = World.for(tools, 6);
    const sim = new LlmToolSimulator(world, client);
    const fallback = await sim.call(rotate, 'rotate_key', { key_id: String(world.records(get)[0]!.key_id) });
    expect(fallback.isError).toBe(false);
    const missing = await sim.call(rotate, 'rotate_key', { key_id: 'k-404' });
    expect(missing).toMatchObject({ isError: true, text: 'Error: key "k-404" not found' });
    client.close();
  });
});
