// pipelines/real-catalog.json, smaller: every kind of task over npm-real, played in the simulated world (the servers
// that could run here need installing, which a test cannot wait for; test/execute/environment.test.ts covers "auto").
// Most tasks export, the records spread over servers and tools, no result is a bare stub, none contradicts its call,
// and the data meets the bars of #14 (copying, dictation, inference, openings, lorem, raw answers, kinds, diversity).
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { loadPipeline, pipelineFromValue } from '../../src/toolforge.js';
import { runPipeline, type RunResult } from '../../src/core/pipeline.js';
import { resultContradictsValidator } from '../../src/validate/result-contradicts.js';
import type { CatalogTool, Reject, Trajectory } from '../../src/records/index.js';
import { PROJECT, readLines, tempDir } from '../helpers.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import type { GenerateConfig } from '../../src/generate/config.js';
import { expectIssue14Bars, figuresOf, trigramRatio } from '../quality/issue14-bars.js';

const COUNT = 160;
const dir = tempDir('tf-real-');
const real = readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl'));

/** A result that says nothing: an empty object, or only ok/success/status/message keys. */
export function bareStub(text: string): boolean {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return text.trim() === '';
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const keys = Object.keys(v);
  return keys.length === 0 || (keys.length <= 2 && keys.every((k) => /^(ok|success|status|message|result)$/i.test(k)));
}

describe('the real catalog, played', () => {
  let result: RunResult;
  let exported: Trajectory[];
  beforeAll(async () => {
    const base = await loadPipeline(join(PROJECT, 'pipelines/real-catalog.json'));
    const raw = structuredClone(base.raw) as { generate: { count: number }; execute: Record<string, unknown>; catalog: string; out: string };
    raw.generate.count = COUNT;
    raw.execute.backend = 'simulated';
    raw.catalog = join(PROJECT, 'catalogs/npm-real.jsonl');
    raw.out = join(dir, 'run');
    result = await runPipeline(await pipelineFromValue(raw, join(PROJECT, 'pipelines/real-catalog.json')), {}, () => undefined);
    exported = readLines<Trajectory>(result.files.valid as string);
  }, 120_000);

  it('exports at least 90% of its tasks, every kind at 8% or more', () => {
    const tasks = readLines(result.files.tasks as string).length;
    expect(tasks).toBeGreaterThanOrEqual(COUNT - 2);
    expect(exported.length / tasks).toBeGreaterThanOrEqual(0.9);
    const kinds = new Map<string, number>();
    for (const t of exported) kinds.set(t.kind, (kinds.get(t.kind) ?? 0) + 1);
    expect(kinds.size).toBe(8);
    for (const [kind, n] of kinds) expect(n / exported.length, kind).toBeGreaterThanOrEqual(0.08);
  });

  it('spreads over the catalog: many servers, and a new tool for almost every call', () => {
    const realIds = new Set(real.map((t) => t.id));
    const calls = exported.flatMap((t) => t.calls).filter((c) => realIds.has(c.toolId));
    const servers = new Set(calls.map((c) => c.serverId));
    const tools = new Set(calls.map((c) => c.toolId));
    expect(servers.size / new Set(real.map((t) => t.serverId)).size).toBeGreaterThanOrEqual(0.4);
    expect(tools.size / calls.length).toBeGreaterThanOrEqual(0.7);
    for (const c of exported.flatMap((t) => t.calls)) expect(c.execution).toBe('simulated');
  });

  it('has at most 1% bare stubs and no result that contradicts its call', () => {
    const results = exported.flatMap((t) => t.messages.filter((m) => m.role === 'tool').map((m) => (m as { content: string }).content));
    expect(results.filter(bareStub).length / results.length).toBeLessThanOrEqual(0.01);
    const catalog = new Map(real.map((t) => [t.id, t]));
    for (const t of exported) expect(resultContradictsValidator.check(t, { catalog })).toBeNull();
    const rejects = readFileSync(result.files.rejects as string, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Reject);
    expect(rejects.filter((r) => r.code.startsWith('semantic.') && /contradicts|update_lost|failure_as_success/.test(r.code))).toEqual([]);
  });

  // 160 records: each bar is the issue's. The top opening's share is the noisiest (one record is 0.6% here), the
  // others are shares of 120+ records with arguments.
  it('meets the bars of #14: no copied descriptions, few dictated and most inferred values, varied openings, every kind', () => {
    expectIssue14Bars(figuresOf(result.files.valid as string));
  });

  // Before 2026-12-06, 25% of these answers said when a record was made and changed though nobody asked, and 47% read
  // two or more fields out as "key value" ("word count 787, size bytes 40012").
  it('answers what was asked: no unasked times, and fewer field-by-field readouts', () => {
    const q = figuresOf(result.files.valid as string);
    expect(q.unaskedTimes).toBeLessThanOrEqual(0.01);
    expect(q.fieldReadouts).toBeLessThanOrEqual(0.35);
  });

  // The issue measures diversity over 1,000 records, and a smaller sample reads as more varied than it is: the tasks
  // of the full pipeline (generated only, which is cheap) are measured instead of the 160 played above.
  it('varies its words: the distinct word-trigram ratio of user text is at least 0.7 over the pipeline\'s 1,000 tasks', async () => {
    const pipeline = await loadPipeline(join(PROJECT, 'pipelines/real-catalog.json'));
    const generate = pipeline.steps.find((s) => s.step.name === 'generate')?.config as GenerateConfig;
    expect(generate.count).toBe(1000);
    const tasks = [...generateOfflineTasks(real, { seed: pipeline.run.seed, config: generate })];
    expect(tasks.length).toBeGreaterThanOrEqual(990);
    expect(trigramRatio(tasks.flatMap((t) => [...t.messages.map((m) => m.content), ...(t.turns ?? []).map((x) => x.user)]))).toBeGreaterThanOrEqual(0.7);
  }, 180_000);
});
