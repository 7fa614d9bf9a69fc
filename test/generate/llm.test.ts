import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { crawlSources } from '../../src/crawl/crawl.js';
import { checkAnswer, generateLlmTasks } from '../../src/generate/tasks/llm.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { toolRefs } from '../../src/records/tool-refs.js';
import { runStepFiles } from '../../src/toolforge.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { LlmClient } from '../../src/llm/client.js';
import { compileSchema } from '../../src/schema/ajv.js';
import type { CatalogTool, Task } from '../../src/records/index.js';
import { readLines, tempDir } from '../helpers.js';
import { startOpenAIMock, type OpenAIMock, type RecordedRequest } from '../fixtures/openai-mock.js';

/** A scripted model: rewrites the draft it is shown, "Hey there," in front; the very first answer is broken JSON. */
function rewriter(req: RecordedRequest, index: number): string {
  if (index === 0) return '{"user": "oops", "calls": [';
  const prompt = req.body.messages![1]!.content;
  const draft = JSON.parse(prompt.slice(prompt.indexOf('Draft task (JSON):\n') + 19, prompt.indexOf('\n\nReply with JSON'))) as {
    user: string;
    calls: Array<{ tool: string; arguments: Record<string, unknown> }>;
    turns: unknown[];
    answer?: string;
  };
  return JSON.stringify({ user: `Hey there, ${draft.user}`, calls: draft.calls.map((c) => ({ tool: c.tool, arguments: c.arguments })), turns: draft.turns, ...(draft.answer ? { answer: draft.answer } : {}) });
}

let catalog: CatalogTool[];
let mock: OpenAIMock;
beforeAll(async () => {
  catalog = (
    await crawlSources([
      { kind: 'stdio', id: 'filesystem', package: '@modelcontextprotocol/server-filesystem', args: ['${workspace}'], env: {}, workspace: { seed: 'catalogs/workspaces/basic' } },
      { kind: 'stdio', id: 'memory', package: '@modelcontextprotocol/server-memory', args: [], env: { MEMORY_FILE_PATH: '${workspace}/m.jsonl' }, workspace: {} },
    ])
  ).tools;
  mock = await startOpenAIMock(rewriter);
});
afterAll(() => mock.close());

const mix = { single: 1, parallel: 1, multiple: 1, multi_step: 1, multi_turn: 1, irrelevance: 1, missing_info: 1, needs_confirmation: 1 };

describe('LLM task engine against an OpenAI-compatible mock', () => {
  it('rewrites every kind through the prompts, retries the broken answer, and records model, seed and temperature', async () => {
    const config = GenerateConfigSchema.parse({ count: 8, mix, engine: 'llm' });
    const client = new LlmClient({ baseURL: mock.baseURL, apiKey: 'k', model: 'writer-1', temperature: 0.9 });
    const tasks: Task[] = [];
    const drops: string[] = [];
    for await (const t of generateLlmTasks(catalog, { seed: 3, config, client, concurrency: 1 }, (r) => drops.push(r))) tasks.push(t);
    expect(drops).toEqual([]);
    expect(tasks.map((t) => t.kind).sort()).toEqual(Object.keys(mix).sort());
    const byId = new Map(catalog.map((t) => [t.id, t]));
    for (const t of tasks) {
      expect(t.engine).toBe('llm');
      expect(t.messages[0]!.content).toMatch(/^Hey there, /);
      expect(t.llm).toMatchObject({ model: 'writer-1', temperature: 0.9, seed: t.seed });
      for (const c of t.expected.calls) expect(compileSchema(byId.get(c.toolId)!.inputSchema)!.fn(c.arguments)).toBe(true);
    }
    expect(tasks.find((t) => t.kind === 'multi_step')!.expected.calls[1]!.links).toHaveLength(1);
    expect(tasks.find((t) => t.kind === 'needs_confirmation')!.turns![0]!.assistant).toMatch(/\?$/);
    // 8 tasks + 1 retry of the broken first answer
    expect(mock.requests).toHaveLength(9);
    expect(tasks.reduce((n, t) => n + t.llm!.attempts, 0)).toBe(9);
    const first = mock.requests[0]!.body;
    expect(first.model).toBe('writer-1');
    expect(first.temperature).toBe(0.9);
    expect(first.messages![0]!.content).toMatch(/^You write training data/);
    expect(first.messages![1]!.content).toMatch(/^Task kind: /);
    expect((first.response_format as { type: string }).type).toBe('json_schema');
    expect(mock.requests[1]!.body.messages!.at(-1)!.content).toMatch(/^That answer is not valid: not JSON/);
    expect(new Set(mock.requests.map((r) => r.body.seed))).toEqual(new Set(tasks.map((t) => t.seed)));
  });

  it('drops a task whose answers keep calling the wrong tool, and counts the reason', async () => {
    const bad = await startOpenAIMock(['{"user":"hello","calls":[{"tool":"nope","arguments":{}}],"turns":[]}']);
    try {
      const dir = tempDir();
      const catalogPath = join(dir, 'catalog.jsonl');
      writeFileSync(catalogPath, catalog.map((t) => JSON.stringify(t)).join('\n') + '\n');
      const generate = GenerateConfigSchema.parse({ count: 2, mix: { single: 1 }, engine: 'llm', llm: { baseURL: bad.baseURL, apiKey: 'k', maxAttempts: 2 } });
      const stats = await runStepFiles('generate', generate, { output: join(dir, 'tasks.jsonl'), seed: 1, artifacts: { catalog: catalogPath } });
      expect(stats.out).toBe(0);
      expect(stats.dropped['generate.llm_invalid']).toBe(2);
      expect(readLines(join(dir, 'tasks.jsonl'))).toHaveLength(0);
      expect(bad.requests).toHaveLength(4);
      const retries = bad.requests.filter((r) => r.body.messages!.length > 2);
      expect(retries).toHaveLength(2);
      for (const r of retries) expect(r.body.messages!.at(-1)!.content).toMatch(/^That answer is not valid: "calls" must call \S+ in that order, got nope/);
    } finally {
      await bad.close();
    }
  });

  it('puts the tokens the endpoint returned, requests, cache hits and their cost under the price table into the stage stats', async () => {
    const priced = await startOpenAIMock(rewriter);
    try {
      const dir = tempDir();
      const catalogPath = join(dir, 'catalog.jsonl');
      writeFileSync(catalogPath, catalog.map((t) => JSON.stringify(t)).join('\n') + '\n');
      const prices = { 'writer-1': { input: 2, output: 8 } };
      const generate = GenerateConfigSchema.parse({ count: 3, mix: { single: 1 }, engine: 'llm', llm: { baseURL: priced.baseURL, apiKey: 'k', model: 'writer-1', prices } });
      const stats = await runStepFiles('generate', generate, { output: join(dir, 'tasks.jsonl'), seed: 5, artifacts: { catalog: catalogPath } });
      expect(stats.out).toBe(3);
      // What the mock answered: prompt_tokens 100 + index, completion_tokens ceil(answer length / 4); the broken first answer counts too.
      const n = priced.requests.length;
      expect(n).toBe(4);
      const prompt = priced.requests.reduce((sum, _r, i) => sum + 100 + i, 0);
      const completion = priced.requests.reduce((sum, r, i) => sum + Math.ceil(rewriter(r, i).length / 4), 0);
      expect(stats.extra).toMatchObject({ promptTokens: prompt, completionTokens: completion, llmRequests: n, llmCacheHits: 0, llmRetries: 0 });
      expect(stats.extra.costUsd).toBeCloseTo((prompt * 2 + completion * 8) / 1e6, 12);
      expect(stats.extra.costUsd).toBeGreaterThan(0);
    } finally {
      await priced.close();
    }
  });

  it('rejects answers that break what the kind needs: a moved linked folder, a leaked withheld value, a confirmation that does not ask', () => {
    const byId = new Map(catalog.map((t) => [t.id, t]));
    const all = [...generateOfflineTasks(catalog, { seed: 4, config: GenerateConfigSchema.parse({ count: 24, mix: { multi_step: 1, missing_info: 1, needs_confirmation: 1 } }) })];
    const names = (t: Task) => new Map(toolRefs(t.toolset.map((id) => byId.get(id)!)).map((r) => [r.toolId, r.name]));
    const asAnswer = (t: Task) => ({ user: t.messages[0]!.content, calls: t.expected.calls.map((c) => ({ tool: names(t).get(c.toolId)!, arguments: { ...c.arguments } })), turns: t.turns ?? [] });
    const listing = all.find((t) => t.kind === 'multi_step' && t.expected.calls[1]!.links![0]!.prefix)!;
    const moved = asAnswer(listing);
    expect(checkAnswer(moved, listing, names(listing), byId)).toBeUndefined();
    moved.calls[0]!.arguments.path = '/workspace/elsewhere';
    expect(checkAnswer(moved, listing, names(listing), byId)).toMatch(/^calls\[0\] must keep the draft's arguments/);
    const missing = all.find((t) => t.kind === 'missing_info' && typeof t.expected.calls[0]!.arguments[t.expected.missing![0]!] === 'string')!;
    const leaked = asAnswer(missing);
    leaked.user += ` ${String(missing.expected.calls[0]!.arguments[missing.expected.missing![0]!])}`;
    expect(checkAnswer(leaked, missing, names(missing), byId)).toMatch(/must not contain the withheld/);
    const confirm = all.find((t) => t.kind === 'needs_confirmation')!;
    const blunt = { ...asAnswer(confirm), turns: [{ assistant: 'Deleting it now.', user: 'ok' }] };
    expect(checkAnswer(blunt, confirm, names(confirm), byId)).toMatch(/end with "\?"/);
  });

  it("holds the model to the offline engine's bars: no description copied, not every argument dictated", () => {
    const byId = new Map(catalog.map((t) => [t.id, t]));
    const all = [...generateOfflineTasks(catalog, { seed: 7, config: GenerateConfigSchema.parse({ count: 16, mix: { single: 1 } }) })];
    const names = (t: Task) => new Map(toolRefs(t.toolset.map((id) => byId.get(id)!)).map((r) => [r.toolId, r.name]));
    const task = all.find((t) => Object.values(t.expected.calls[0]!.arguments).filter((v) => typeof v === 'string' || typeof v === 'number').length >= 2)!;
    const tool = byId.get(task.expected.calls[0]!.toolId)!;
    const calls = task.expected.calls.map((c) => ({ tool: names(task).get(c.toolId)!, arguments: { ...c.arguments } }));
    expect(checkAnswer({ user: task.messages[0]!.content, calls, turns: [] }, task, names(task), byId)).toBeUndefined();
    const copied = { user: `Please ${tool.description}`, calls, turns: [] };
    expect(checkAnswer(copied, task, names(task), byId)).toMatch(/copies 8 or more words in a row from the description of/);
    const dictatedText = Object.entries(calls[0]!.arguments).map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`).join(', ');
    const dictated = { user: `Run it with ${dictatedText}.`, calls, turns: [] };
    expect(checkAnswer(dictated, task, names(task), byId)).toMatch(/dictates every argument/);
  });
});
