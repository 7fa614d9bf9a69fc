// kill -9 in every step, then a rerun: the outputs are the bytes an uninterrupted run writes (timings aside) and no
// reject appears twice. The kill comes at a named point (TOOLFORGE_CRASH_AT, src/core/crash.ts), as SIGKILL.
import { beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runPipeline } from '../../src/core/pipeline.js';
import { pipelineFromValue } from '../../src/toolforge.js';
import { PROJECT, readLines, tempDir } from '../helpers.js';

const NOW = '2026-11-20T10:00:00.000Z';
const root = tempDir('tf-kill-');
const dump = join(root, 'dump.jsonl');

function pipelineValue(dir: string) {
  return {
    name: 'kill',
    seed: 5,
    catalog: join(dir, 'catalog.jsonl'),
    out: join(dir, 'run'),
    sources: [{ kind: 'dump', file: dump }],
    steps: ['crawl', 'tools', 'generate', 'execute', 'validate', 'quality', 'export'],
    crawl: { shardSize: 1 },
    generate: { count: 24, mix: { single: 2, parallel: 1, multiple: 1, multi_step: 1, irrelevance: 1, multi_turn: 1, missing_info: 1, needs_confirmation: 1 } },
    execute: { sandbox: 'none', shardSize: 6, confirmation: { policy: 'ask' } },
    // A tight token budget rejects the longer records (about one in five), so every kill point has rejects to keep once.
    validate: { maxTokens: 1400 },
    export: { templates: ['tool_chat_template_hermes'] },
  };
}

/** Every output of a run, timings zeroed: the files a user reads, not the checkpoints. */
function outputs(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (name === '.steps' || name === 'stats.json') continue;
      if (statSync(full).isDirectory()) walk(full);
      else out[relative(dir, full)] = readFileSync(full, 'utf8').replace(/"(durationMs|latencyMs|ms)":\d+/g, '"$1":0');
    }
  };
  walk(dir);
  return out;
}

let baseline: Record<string, string>;

beforeAll(async () => {
  // Two servers' tools as a saved tools/list dump: no process to start, the same listing every time.
  const tools = readLines<{ serverId: string; name: string; description: string; inputSchema: unknown; outputSchema?: unknown; annotations?: unknown }>(join(PROJECT, 'catalogs/quickstart.jsonl'));
  writeFileSync(dump, tools.filter((t) => t.serverId === 'memory' || t.serverId === 'filesystem').map((t) => JSON.stringify({ server: t.serverId, tool: { name: t.name, description: t.description, inputSchema: t.inputSchema, outputSchema: t.outputSchema, annotations: t.annotations } })).join('\n') + '\n');
  const dir = join(root, 'baseline');
  process.env.TOOLFORGE_NOW = NOW;
  try {
    await runPipeline(await pipelineFromValue(pipelineValue(dir), 'kill.json'), {}, () => undefined);
  } finally {
    delete process.env.TOOLFORGE_NOW;
  }
  baseline = outputs(dir);
});

const KILLS = ['crawl:shard', 'crawl:finish', 'tools:record', 'generate:record', 'generate:finish', 'execute:record', 'execute:shard', 'execute:merge', 'validate:record', 'validate:commit', 'quality:finish', 'export:finish', 'export:commit'];

describe('kill -9 in any step, then a rerun', () => {
  it('the uninterrupted run exercises every step and rejects some records', () => {
    for (const f of ['catalog.jsonl', 'run/tools.jsonl', 'run/tasks.jsonl', 'run/trajectories.jsonl', 'run/valid.jsonl', 'run/quality.json', 'run/train.jsonl', 'run/hermes/train.jsonl', 'run/README.md', 'run/manifest.json']) expect(baseline[f], f).toBeTruthy();
    expect((baseline['run/rejects.jsonl'] ?? '').trim().split('\n').length).toBeGreaterThan(3);
  });

  it.each(KILLS)('killed at %s, the rerun writes the same outputs and each reject once', async (point) => {
    const dir = join(root, point.replace(':', '-'));
    const file = join(root, `${point.replace(':', '-')}.json`);
    writeFileSync(file, JSON.stringify(pipelineValue(dir)));
    const killed = spawnSync(process.execPath, [join(PROJECT, 'bin/toolforge.js'), 'run', file], { env: { ...process.env, TOOLFORGE_NOW: NOW, TOOLFORGE_CRASH_AT: point }, encoding: 'utf8' });
    expect(killed.signal, killed.stderr).toBe('SIGKILL');
    expect(existsSync(join(dir, 'run', '.steps', point.split(':')[0] as string))).toBe(true);
    // The rerun keeps the killed run's clock from .steps/run.json: no TOOLFORGE_NOW here.
    await runPipeline(await pipelineFromValue(pipelineValue(dir), file), {}, () => undefined);
    const again = outputs(dir);
    expect(Object.keys(again).sort()).toEqual(Object.keys(baseline).sort());
    for (const [name, text] of Object.entries(baseline)) expect(again[name], name).toBe(text);
    const rejects = (again['run/rejects.jsonl'] ?? '').trim().split('\n');
    expect(new Set(rejects).size).toBe(rejects.length);
  });
});

describe('kill -9 from outside at moments nobody chose', () => {
  // Delays from a seeded generator, so a failure can be rerun: wherever they land, the rerun must finish the job.
  const delays = [0.13, 0.47, 0.71, 0.92].map((x) => Math.round(400 + x * 2600));
  it.each(delays)('killed %i ms after it started, the rerun writes the same outputs and each reject once', async (ms) => {
    const { spawn } = await import('node:child_process');
    const dir = join(root, `random-${ms}`);
    const file = join(root, `random-${ms}.json`);
    writeFileSync(file, JSON.stringify(pipelineValue(dir)));
    const child = spawn(process.execPath, [join(PROJECT, 'bin/toolforge.js'), 'run', file], { env: { ...process.env, TOOLFORGE_NOW: NOW }, stdio: 'ignore' });
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    await new Promise((r) => child.once('exit', r));
    clearTimeout(timer);
    // A kill before the run wrote .steps/run.json killed a run that had not begun: the clock is the test's again.
    process.env.TOOLFORGE_NOW = NOW;
    try {
      await runPipeline(await pipelineFromValue(pipelineValue(dir), file), {}, () => undefined);
    } finally {
      delete process.env.TOOLFORGE_NOW;
    }
    const again = outputs(dir);
    for (const [name, text] of Object.entries(baseline)) expect(again[name], name).toBe(text);
    expect(Object.keys(again).sort()).toEqual(Object.keys(baseline).sort());
  });
});
