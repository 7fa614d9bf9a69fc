import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { loadPipeline } from '../../src/toolforge.js';
import { runPipeline, type RunResult } from '../../src/core/pipeline.js';
import { PROJECT, readLines, tempDir } from '../helpers.js';
import { resultContradictsValidator } from '../../src/validate/result-contradicts.js';
import type { CatalogTool, Task, Trajectory } from '../../src/records/index.js';
import { expectIssue14Bars, figuresOf, trigramRatio } from '../quality/issue14-bars.js';

interface ExportLine {
  messages: Array<{ role: string; content?: string | null; tool_calls?: Array<{ id: string; type: string; function: { name: string; arguments: string } }>; tool_call_id?: string }>;
  tools: Array<{ type: string; function: { name: string; description: string; parameters: Record<string, unknown> } }>;
  parallel_tool_calls: boolean;
}

describe('quickstart pipeline, end to end against the real servers', () => {
  const dir = tempDir();
  let result: RunResult;
  let tasks: Task[];
  let exported: Trajectory[];
  const lines: string[] = [];
  beforeAll(async () => {
    const config = await loadPipeline(join(PROJECT, 'pipelines/quickstart.json'));
    result = await runPipeline(config, { out: join(dir, 'run'), catalog: join(dir, 'catalog.jsonl'), cwd: PROJECT }, (l) => lines.push(l));
    tasks = readLines<Task>(result.files.tasks as string);
    exported = readLines<Trajectory>(result.files.valid as string);
  });

  it('prints one line per stage and crawls all four servers', () => {
    for (const stage of ['crawl', 'tools', 'generate', 'execute', 'validate', 'quality', 'export']) expect(lines.some((l) => l.startsWith(stage))).toBe(true);
    const catalog = readLines<{ serverId: string; package: string; sha256: string; protocol: { era: string } }>(join(dir, 'catalog.jsonl'));
    expect(new Set(catalog.map((t) => t.serverId))).toEqual(new Set(['everything', 'filesystem', 'memory', 'sequential-thinking']));
    for (const t of catalog) {
      expect(t.package).toMatch(/^@modelcontextprotocol\/server-[a-z-]+@\d/);
      expect(t.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('exports lines whose calls name their own tools, and every tool came from the crawled catalog or the tools evolved from it', () => {
    type Tool = { name: string; description: string; inputSchema: Record<string, unknown>; source: { kind: string } };
    const synthetic = readLines<Tool>(join(dir, 'run', 'tools.jsonl'));
    expect(synthetic.length).toBeGreaterThan(0);
    for (const t of synthetic) expect(t.source.kind).toBe('synthetic');
    const catalog = [...readLines<Tool>(join(dir, 'catalog.jsonl')), ...synthetic];
    const exported = readLines<ExportLine>(result.files.train as string);
    expect(exported.length).toBeGreaterThan(50);
    let withCalls = 0;
    for (const rec of exported) {
      const names = new Set(rec.tools.map((t) => t.function.name));
      const calls = rec.messages.flatMap((m) => m.tool_calls ?? []);
      if (calls.length > 0) withCalls++;
      for (const c of calls) {
        expect(names.has(c.function.name)).toBe(true);
        expect(typeof c.function.arguments).toBe('string');
        expect(() => JSON.parse(c.function.arguments)).not.toThrow();
        const answered = rec.messages.filter((m) => m.role === 'tool' && m.tool_call_id === c.id);
        expect(answered).toHaveLength(1);
      }
      for (const t of rec.tools) {
        const source = catalog.find((c) => c.name === t.function.name && c.description === t.function.description);
        expect(source, `tool ${t.function.name} not in catalog`).toBeDefined();
      }
    }
    // irrelevance records call nothing by design; every other kind calls at least one tool
    expect(withCalls).toBeGreaterThan(exported.length / 2);
  });

  it("writes the quality step's figures into the card, each beside its bar", () => {
    const card = readFileSync(join(dir, 'run', 'README.md'), 'utf8');
    expect(card).toMatch(/## Quality\n\nMeasured by the quality step over the \d+ exported records/);
    expect(card).toMatch(/\| records with a value inferred from the wording \| [\d.]+% \| ≥ 50\.0% \|/);
    for (const kind of ['single', 'parallel', 'multiple', 'multi_step', 'multi_turn', 'irrelevance', 'missing_info', 'needs_confirmation']) expect(card).toContain(`| share of ${kind} |`);
  });

  it('counts isError results and writes stats with counts per step and per reject code', () => {
    // Requests now name records that exist, so error results are few (some runs have none): the count must match.
    const trajectories = readLines<{ calls: Array<{ isError: boolean; protocolError?: string }> }>(result.files.trajectories as string);
    const errors = trajectories.flatMap((t) => t.calls).filter((c) => c.isError && !c.protocolError).length;
    const stats = JSON.parse(readFileSync(result.files.stats as string, 'utf8')) as { steps: Array<{ step: string; out: number; extra: Record<string, number> }>; rejectsByCode: Record<string, number> };
    expect(stats.steps.find((s) => s.step === 'execute')?.extra.isError ?? 0).toBe(errors);
    expect(stats.steps.map((s) => s.step)).toEqual(['crawl', 'tools', 'generate', 'execute', 'validate', 'quality', 'export']);
    expect(stats.rejectsByCode).toBeTypeOf('object');
  });

  it('never leaks the host temp workspace path into the data', () => {
    const text = readFileSync(result.files.train as string, 'utf8');
    expect(text).not.toMatch(/toolforge-ws-/);
    expect(text).toMatch(/\/workspace\//);
  });
  // The bars of #14 on the same run (it measured itself in quality.json); 200 tasks, every kind.
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
    // Answers say when a record changed only when asked (23% of them did unasked before 2026-12-06).
    expect(q.unaskedTimes).toBeLessThanOrEqual(0.01);
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

describe('npm start leaves the tree clean', () => {
  it('writes every file of the quickstart, its crawled catalog included, where git ignores it', async () => {
    const { spawnSync } = await import('node:child_process');
    const config = await loadPipeline(join(PROJECT, 'pipelines/quickstart.json'));
    for (const path of [config.run.catalog, `${config.run.out}/train.jsonl`, `${config.run.out}/.steps/run.json`]) {
      const r = spawnSync('git', ['check-ignore', '-q', path], { cwd: PROJECT });
      expect(r.status, `${path} is not ignored by git`).toBe(0);
    }
  });
});

describe('the quickstart card', () => {
  it('says which sandbox the real servers ran in and whether every wall held', async () => {
    const dir = tempDir();
    const config = await loadPipeline(join(PROJECT, 'pipelines/quickstart.json'));
    const { runStepFiles } = await import('../../src/toolforge.js');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dir, 'sandbox.json'), JSON.stringify({ mode: 'bubblewrap', uidDropped: true, walls: { network: true, processes: false }, missing: ['processes'] }));
    writeFileSync(join(dir, 'valid.jsonl'), '');
    await runStepFiles('export', config.settings.export, { input: join(dir, 'valid.jsonl'), outDir: dir });
    const card = readFileSync(join(dir, 'README.md'), 'utf8');
    expect(card).toMatch(/## Sandbox\n\nReal servers ran with sandbox \*\*bubblewrap\*\*\.\nWalls not in force: processes\./);
    expect(card).toContain('| processes | **not in force** |');
  });
});
