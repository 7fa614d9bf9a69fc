// The quickstart's data against the bars of #14: its pipeline (crawl of the four real servers, synthetic tools, the
// offline engine, execution on the real servers and the world, validation, the quality step) without the export,
// which test/core/quickstart.test.ts covers. 200 tasks, every kind.
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { loadPipeline, pipelineFromValue } from '../../src/toolforge.js';
import { runPipeline, type RunResult } from '../../src/core/pipeline.js';
import { resultContradictsValidator } from '../../src/validate/result-contradicts.js';
import type { CatalogTool, Task, Trajectory } from '../../src/records/index.js';
import { PROJECT, readLines, tempDir } from '../helpers.js';
import { expectIssue14Bars, figuresOf, trigramRatio } from './issue14-bars.js';

const dir = tempDir('tf-quick-figures-');

describe('the quickstart, measured', () => {
  let result: RunResult;
  let tasks: Task[];
  let exported: Trajectory[];
  beforeAll(async () => {
    const base = await loadPipeline(join(PROJECT, 'pipelines/quickstart.json'));
    const raw = structuredClone(base.raw) as { steps: string[]; out: string; catalog: string };
    raw.steps = raw.steps.filter((s) => s !== 'export');
    raw.out = join(dir, 'run');
    raw.catalog = join(dir, 'catalog.jsonl');
    result = await runPipeline(await pipelineFromValue(raw, join(PROJECT, 'pipelines/quickstart.json')), { cwd: PROJECT }, () => undefined);
    tasks = readLines<Task>(result.files.tasks as string);
    exported = readLines<Trajectory>(result.files.valid as string);
  }, 180_000);

  it('exports at least 95% of its tasks, and none whose result contradicts its call', () => {
    expect(tasks.length).toBe(200);
    expect(exported.length / tasks.length).toBeGreaterThanOrEqual(0.95);
    const catalog = new Map([...readLines<CatalogTool>(join(dir, 'catalog.jsonl')), ...readLines<CatalogTool>(join(dir, 'run', 'tools.jsonl'))].map((t) => [t.id, t]));
    for (const t of exported) expect(resultContradictsValidator.check(t, { catalog })).toBeNull();
  });

  it('meets the bars of #14: no copied descriptions, few dictated and most inferred values, varied openings, every kind', () => {
    const q = figuresOf(result.files.valid as string);
    expectIssue14Bars(q);
    // Values: no lorem ipsum, at most 2% random strings in natural-language fields, at least 95% of formats valid.
    expect(q.randomStrings).toBeLessThanOrEqual(0.02);
    expect(q.formatValid).toBeGreaterThanOrEqual(0.95);
  });

  // The issue's diversity bar is over 1,000 records (test/world/real-catalog.test.ts measures that many); 200 read as
  // more varied than they are, so this is the same bar on a smaller, kinder sample.
  it('varies its words: distinct word-trigram ratio of user text at least 0.7', () => {
    expect(trigramRatio(exported.flatMap((t) => t.messages.filter((m) => m.role === 'user').map((m) => m.content as string)))).toBeGreaterThanOrEqual(0.7);
  });

  it('names records rather than giving their ids: most calls on a record the world knows by name look it up first', () => {
    // A call's id filled from an earlier result (a link) is a record the user named; an id said in the request is one
    // the user dictated. Where the user names records, the dictated kind must be the exception.
    const named = tasks.filter((t) => ['single', 'multi_turn', 'missing_info', 'needs_confirmation'].includes(t.kind));
    const linked = named.filter((t) => t.expected.calls.some((c) => (c.links ?? []).length > 0));
    const saidIds = named.filter((t) => t.expected.calls.some((c) => !(c.links ?? []).length && Object.values(c.arguments).some((v) => typeof v === 'string' && /^[a-z]{2,5}_[A-Za-z0-9]{6,}$/.test(v))));
    expect(linked.length).toBeGreaterThan(saidIds.length);
    for (const t of linked) {
      const user = [t.messages[0]?.content ?? '', ...(t.turns ?? []).map((x) => x.user)].join(' ');
      const last = t.expected.calls.at(-1)!;
      for (const link of last.links ?? []) expect(user).not.toContain(String(last.arguments[link.arg]));
    }
  });
});
