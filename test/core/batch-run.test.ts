import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pipelineFromValue } from '../../src/toolforge.js';
import type { Pipeline } from '../../src/core/config.js';
import { runPipeline } from '../../src/core/pipeline.js';
import { generateSyntheticTools } from '../../src/generate/tools/offline.js';
import { CatalogToolSchema } from '../../src/records/index.js';
import { PROJECT, readLines, tempDir } from '../helpers.js';
import { startBatchMock, type BatchMock } from '../fixtures/openai-batch-mock.js';

type Body = { messages?: Array<{ role: string; content?: string | null }>; tools?: unknown[]; response_format?: { json_schema?: { name?: string } } };
const hex = (s: string) => createHash('sha256').update(s).digest('hex');

/** The model for all three LLM stages; answers depend only on the request, and some task rewrites need a retry. */
function model(body: Body): Record<string, unknown> {
  const msgs = body.messages ?? [];
  if (body.response_format?.json_schema?.name === 'judge_verdict') return { content: JSON.stringify({ score: parseInt(hex(JSON.stringify(msgs)).slice(0, 2), 16) % 2 ? 0.9 : 0.3, reasons: ['checked'] }) };
  if (body.tools) {
    if (msgs.some((m) => m.role === 'tool')) return { content: 'Done, here is what I found.' };
    // The task writer below hides the draft's calls in the user message: the agent makes exactly those.
    const planned = /<<calls:(.*)>>/.exec(String(msgs.find((m) => m.role === 'user')?.content ?? ''));
    const calls = planned ? (JSON.parse(planned[1]!) as Array<{ tool: string; arguments: unknown }>) : [];
    if (calls.length === 0) return { content: 'I cannot help with that using these tools.' };
    return { content: null, tool_calls: calls.map((c, i) => ({ id: `call_${hex(JSON.stringify(msgs)).slice(0, 8)}_${i}`, type: 'function', function: { name: c.tool, arguments: JSON.stringify(c.arguments) } })) };
  }
  const prompt = String(msgs[1]?.content ?? '');
  // Cut short: a multi_turn draft always (so every run has a retry round, whatever tasks its catalog gives), others by hash.
  if (msgs.length === 2 && (parseInt(hex(prompt).slice(0, 1), 16) < 6 || /"turns":\[\{/.test(prompt.replace(/\s/g, '')))) return { content: '{"user": ' };
  const draft = JSON.parse(prompt.slice(prompt.indexOf('Draft task (JSON):\n') + 19, prompt.indexOf('\n\nReply with JSON'))) as { user: string; calls: unknown[]; turns: unknown[]; answer?: string };
  return { content: JSON.stringify({ user: `Please: ${draft.user} <<calls:${JSON.stringify(draft.calls)}>>`, calls: draft.calls, turns: draft.turns, ...(draft.answer ? { answer: draft.answer } : {}) }) };
}

const root = tempDir('tf-batch-');
let mock: BatchMock;
let config: (out: string) => Promise<Pipeline>;
let pipelineFile: (out: string) => string;
beforeAll(async () => {
  mock = await startBatchMock(model);
  const real = readLines(join(PROJECT, 'catalogs/quickstart.jsonl')).map((t) => CatalogToolSchema.parse(t));
  const catalog = join(root, 'catalog.jsonl');
  writeFileSync(catalog, generateSyntheticTools(real, { seed: 1 }).tools.map((t) => JSON.stringify(t)).join('\n') + '\n');
  const llm = { baseURL: mock.baseURL, apiKey: 'test-key', model: 'm', prices: { m: { input: 1, output: 2 } } };
  const raw = (out: string) => ({
    name: 'batch-test', seed: 7, catalog, out, sources: [{ kind: 'stdio', id: 'unused', package: 'unused' }],
    generate: { engine: 'llm', count: 8, mix: { single: 2, multi_turn: 1, parallel: 1 }, llm },
    execute: { engine: 'llm', sandbox: 'none', shardSize: 3, llm },
    // the whole chain: the agent loop records structured results, so outputSchema tools pass the schema validator
    validate: { judge: { llm, threshold: 0.5 } },
    export: { formats: ['openai'], templates: [], split: { validation: 0 } },
  });
  config = (out) => pipelineFromValue(raw(out), 'batch-test.json');
  pipelineFile = (out) => {
    const f = join(root, `${hex(out).slice(0, 6)}.json`);
    writeFileSync(f, JSON.stringify(raw(out)));
    return f;
  };
});
afterAll(() => mock.close());

/** A run's records with wall-clock fields removed. */
function records(out: string) {
  const strip = (file: string) => readFileSync(join(out, file), 'utf8').replace(/"(durationMs|latencyMs)":\d+/g, '"$1":0');
  return { tasks: strip('tasks.jsonl'), trajectories: strip('trajectories.jsonl'), valid: strip('valid.jsonl'), rejects: strip('rejects.jsonl'), train: strip('train.jsonl') };
}

describe('toolforge run --batch: the LLM stages through the Batch API', () => {
  let live: ReturnType<typeof records>;
  it('produces the records a live run gets from the same answers, with no chat/completions call', async () => {
    await runPipeline(await config(join(root, "live")), { skipCrawl: true }, () => undefined);
    live = records(join(root, 'live'));
    expect(readLines(join(root, 'live/tasks.jsonl')).length).toBeGreaterThan(4);
    expect(readLines(join(root, 'live/valid.jsonl')).length).toBeGreaterThan(0);
    expect(live.rejects).toMatch(/semantic\.judge_low_score/);
    expect(live.rejects).not.toMatch(/result\.no_structured/);
    expect(live.valid).toMatch(/"structuredContent":/);
    const calls = mock.chatRequests.length;
    const lines: string[] = [];
    const result = await runPipeline(await config(join(root, 'batched')), { skipCrawl: true, batch: { enabled: true, pollMs: 10 } }, (l) => lines.push(l));
    expect(records(join(root, 'batched'))).toEqual(live);
    // stats.json totals the run's spend: live counters for the live run, what the batches billed for the batched one.
    type Stats = { llm: { promptTokens: number; costUsd: number }; steps: Array<{ extra: Record<string, number> }> };
    const liveStats = JSON.parse(readFileSync(join(root, 'live/stats.json'), 'utf8')) as Stats;
    const batchStats = JSON.parse(readFileSync(join(root, 'batched/stats.json'), 'utf8')) as Stats;
    expect(liveStats.llm.promptTokens).toBe(liveStats.steps.reduce((n, s) => n + (s.extra.promptTokens ?? 0), 0));
    expect(liveStats.llm.promptTokens).toBeGreaterThan(0);
    expect(batchStats.llm.promptTokens).toBe(batchStats.steps.reduce((n, s) => n + (s.extra.batchPromptTokens ?? 0), 0));
    expect(batchStats.llm.costUsd).toBeCloseTo(batchStats.steps.reduce((n, s) => n + (s.extra.batchCostUsd ?? 0), 0), 12);
    expect(mock.chatRequests).toHaveLength(calls);
    const stages = mock.batches.map((b) => b.metadata?.toolforge_stage);
    // generate needs a second round for its retries; the agent loop one round per turn
    expect(stages.filter((s) => s === 'generate').length).toBe(2);
    expect(stages.filter((s) => s === 'execute').length).toBeGreaterThanOrEqual(2);
    expect(stages.filter((s) => s === 'validate').length).toBe(1);
    expect(result.steps.find((s) => s.step === 'generate')!.extra).toMatchObject({ batch_rounds: 2 });
    // The batches' own bill: the tokens of every answer taken from them, at half the list price.
    const gen = result.steps.find((s) => s.step === 'generate')!.extra as Record<string, number>;
    expect(gen.batchPromptTokens).toBeGreaterThan(0);
    expect(gen.batchCompletionTokens).toBeGreaterThan(0);
    expect(gen.batchCostUsd).toBeCloseTo(((gen.batchPromptTokens as number) * 1 + (gen.batchCompletionTokens as number) * 2) / 1e6 / 2, 12);
    expect(lines.some((l) => /^batch {5}execute: round 1: \d+ requests in batch_\d+/.test(l))).toBe(true);
  });

  it('a CLI run SIGKILLed while polling resumes the saved batch id and submits no second batch for it', async () => {
    // dist is built by `npm test` before any test runs: rebuilding it here rewrote files other tests' CLIs were loading.
    const out = join(root, 'killed');
    const file = pipelineFile(out);
    const before = mock.batches.length;
    mock.hold = true;
    const args = [join(PROJECT, 'bin/toolforge.js'), 'run', file, '--skip-crawl', '--batch', '--batch-poll-ms', '20'];
    const child = spawn(process.execPath, args, { stdio: 'ignore' });
    const state = join(out, '.batch/generate.json');
    await new Promise<void>((resolve, reject) => {
      const until = Date.now() + 60_000;
      const tick = () => {
        if (existsSync(state) && mock.retrieved.includes(mock.batches.at(-1)?.id ?? '')) return resolve();
        if (Date.now() > until) return reject(new Error('no batch submitted in time'));
        setTimeout(tick, 20);
      };
      tick();
    });
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const submitted = mock.batches.slice(before);
    expect(submitted).toHaveLength(1);
    expect(JSON.parse(readFileSync(state, 'utf8'))).toMatchObject({ batches: [{ id: submitted[0]!.id, consumed: false }] });
    mock.hold = false;
    // Not spawnSync: the mock lives in this process and must keep answering.
    const again = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
      const c = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      c.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      c.once('exit', (status) => resolve({ status, stderr }));
    });
    expect(again.status, again.stderr).toBe(0);
    expect(again.stderr).toContain(`resuming ${submitted[0]!.id}`);
    const generateBatches = mock.batches.slice(before).filter((b) => b.metadata?.toolforge_stage === 'generate');
    // the first round was never sent twice: the restarted run sent only the retries
    expect(generateBatches).toHaveLength(2);
    expect(new Set(generateBatches.flatMap((b) => b.customIds)).size).toBe(generateBatches.flatMap((b) => b.customIds).length);
    expect(records(out)).toEqual(live);
  }, 120_000);

  it('generate tasks --batch <dir> writes the tasks the live command writes, and refuses stdout', async () => {
    const cli = (extra: string[]) =>
      new Promise<{ status: number | null; stderr: string }>((resolve) => {
        const c = spawn(process.execPath, [join(PROJECT, 'bin/toolforge.js'), 'generate', 'tasks', '--catalog', join(root, 'catalog.jsonl'), '--engine', 'llm', '--base-url', mock.baseURL, '--count', '5', '--seed', '3', ...extra], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, OPENAI_API_KEY: 'test-key' } });
        let stderr = '';
        c.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        c.once('exit', (status) => resolve({ status, stderr }));
      });
    const live = await cli(['-o', join(root, 'cli-live.jsonl')]);
    expect(live.status, live.stderr).toBe(0);
    const batched = await cli(['-o', join(root, 'cli-batch.jsonl'), '--batch', join(root, 'cli-batch'), '--batch-poll-ms', '20']);
    expect(batched.status, batched.stderr).toBe(0);
    expect(batched.stderr).toMatch(/batch {5}generate: round 1: 5 requests in batch_\d+/);
    expect(readFileSync(join(root, 'cli-batch.jsonl'), 'utf8')).toBe(readFileSync(join(root, 'cli-live.jsonl'), 'utf8'));
    expect(existsSync(join(root, 'cli-batch/generate.json'))).toBe(true);
    const refused = await cli(['--batch', join(root, 'cli-batch')]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe('toolforge: generate tasks --batch: needs -o <file>; each batch round rewrites the tasks file\n');
  });

  it('--dry-run names batch mode, the stages it covers and where the state lives', () => {
    const r = spawnSync(process.execPath, [join(PROJECT, 'bin/toolforge.js'), 'run', pipelineFile(join(root, 'dry')), '--skip-crawl', '--batch', '--dry-run'], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^batch {5}OpenAI Batch API for generate, execute, validate: poll every 30s, up to 10 rounds per step; state and cache in .*dry\/\.batch$/m);
  });
});
