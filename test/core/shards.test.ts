import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crawlSources } from '../../src/crawl/crawl.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { ExecuteConfigSchema } from '../../src/execute/config.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { pipelineFromValue } from '../../src/toolforge.js';
import { runPipeline } from '../../src/core/pipeline.js';
import { PROJECT, tempDir } from '../helpers.js';
import { startRedis, type RedisHandle } from '../redis.js';

// Deterministic servers only (no timestamps in results), so runs can be compared byte for byte.
const SOURCES = [
  { kind: 'stdio' as const, id: 'memory', package: '@modelcontextprotocol/server-memory', args: [], env: { MEMORY_FILE_PATH: '${workspace}/m.jsonl' }, workspace: {} },
  { kind: 'stdio' as const, id: 'sequential-thinking', package: '@modelcontextprotocol/server-sequential-thinking', args: [], env: { DISABLE_THOUGHT_LOGGING: 'true' } },
];
const execute = { ...ExecuteConfigSchema.parse({ sandbox: 'auto', concurrency: 4 }), shardSize: 4 };

let root: string;
let catalogPath: string;
let tasksPath: string;

beforeAll(async () => {
  root = tempDir();
  const report = await crawlSources(SOURCES);
  catalogPath = join(root, 'catalog.jsonl');
  writeFileSync(catalogPath, report.tools.map((t) => JSON.stringify(t)).join('\n') + '\n');
  const tasks = [...generateOfflineTasks(report.tools, { seed: 11, config: GenerateConfigSchema.parse({ count: 24, mix: { single: 2, parallel: 1, irrelevance: 1 } }) })];
  tasksPath = join(root, 'tasks.jsonl');
  writeFileSync(tasksPath, tasks.map((t) => JSON.stringify(t)).join('\n') + '\n');
});

/** Trajectory lines without the timing fields, which differ between any two runs. */
function comparable(file: string): string[] {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => {
      const t = JSON.parse(l) as { durationMs?: number; calls: Array<{ latencyMs?: number }> };
      delete t.durationMs;
      for (const c of t.calls) delete c.latencyMs;
      return JSON.stringify(t);
    });
}

/** A pipeline of the execute step alone over the tasks file, written into the run directory as its tasks artifact. */
function pipelineValue(runDir: string, tasks = tasksPath, catalog = catalogPath, shardSize = 4) {
  mkdirSync(runDir, { recursive: true });
  writeFileSync(join(runDir, 'tasks.jsonl'), readFileSync(tasks));
  return { name: 'shards', catalog, out: runDir, steps: ['execute'], execute: { ...execute, shardSize } };
}

async function runInto(name: string, extra: { queue?: string; tasks?: string; shardSize?: number } = {}) {
  const runDir = join(root, name);
  const pipeline = await pipelineFromValue(pipelineValue(runDir, extra.tasks, catalogPath, extra.shardSize), `${name}.json`);
  const result = await runPipeline(pipeline, { ...(extra.queue ? { queue: extra.queue } : {}) }, () => undefined);
  const stats = result.steps.find((s) => s.step === 'execute')!;
  return { runDir, stats, trajectories: join(runDir, 'trajectories.jsonl'), rejects: join(runDir, 'rejects.jsonl') };
}

describe('execute shards: resumable and distributable', () => {
  let baseline: Awaited<ReturnType<typeof runInto>>;
  beforeAll(async () => {
    baseline = await runInto('baseline');
  });

  it('runs every task once, in task order', () => {
    expect(baseline.stats.in).toBe(24);
    expect(baseline.stats.out + Object.values(baseline.stats.dropped).reduce((a, b) => a + b, 0)).toBe(24);
    const tasks = readFileSync(tasksPath, 'utf8').trim().split('\n').map((l) => (JSON.parse(l) as { id: string }).id);
    const done = readFileSync(baseline.trajectories, 'utf8').trim().split('\n').map((l) => (JSON.parse(l) as { taskId: string }).taskId);
    expect(done).toEqual(tasks.filter((id) => done.includes(id)));
  });

  it('after kill -9 mid-run, a rerun finishes with nothing lost and nothing twice', async () => {
    const runDir = join(root, 'killed');
    const file = join(root, 'killed.json');
    writeFileSync(file, JSON.stringify(pipelineValue(runDir)));
    const child: ChildProcess = spawn(process.execPath, [join(PROJECT, 'bin/toolforge.js'), 'run', file], { stdio: 'ignore' });
    // Wait for the first finished shard, then kill without warning.
    const dir = join(runDir, '.steps', 'execute', 'shards');
    await new Promise<void>((resolve, reject) => {
      const until = Date.now() + 60_000;
      const tick = () => {
        if (existsSync(dir) && readdirSync(dir).some((f) => f.endsWith('.done.json'))) return resolve();
        if (Date.now() > until) return reject(new Error('no shard finished in time'));
        setTimeout(tick, 20);
      };
      tick();
    });
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const doneBefore = readdirSync(dir).filter((f) => f.endsWith('.done.json')).length;
    expect(doneBefore).toBeGreaterThan(0);
    expect(doneBefore).toBeLessThan(6);
    const resumed = await runInto('killed');
    expect(comparable(resumed.trajectories)).toEqual(comparable(baseline.trajectories));
    expect(readFileSync(resumed.rejects, 'utf8')).toBe(readFileSync(baseline.rejects, 'utf8'));
  });

  describe('on a BullMQ queue with two workers and a real redis-server', () => {
    let redis: RedisHandle;
    const workers: ChildProcess[] = [];
    beforeAll(async () => {
      redis = await startRedis();
      for (let i = 0; i < 2; i++) {
        const w = spawn(process.execPath, [join(PROJECT, 'bin/toolforge.js'), 'worker', '--redis', redis.url], { stdio: ['ignore', 'ignore', 'pipe'] });
        workers.push(w);
        await new Promise<void>((resolve) => w.stderr?.on('data', (c: Buffer) => c.toString().includes('ready') && resolve()));
      }
    });
    afterAll(async () => {
      for (const w of workers) w.kill('SIGTERM');
      await Promise.all(workers.map((w) => new Promise((r) => (w.exitCode !== null ? r(null) : w.once('exit', r)))));
      await redis.stop();
    });

    it('produces the same dataset as the local runner', async () => {
      const queued = await runInto('queued', { queue: redis.url });
      expect(comparable(queued.trajectories)).toEqual(comparable(baseline.trajectories));
      expect(queued.stats.in).toBe(baseline.stats.in);
    });

    it('sends a shard that fails every attempt to the dead-letter queue and records its tasks as rejects', async () => {
      // Lines the coordinator only cuts into shards, and every worker's attempt fails to read: not tasks at all.
      const broken = join(root, 'broken-tasks.jsonl');
      writeFileSync(broken, readFileSync(tasksPath, 'utf8').trim().split('\n').map((l) => JSON.stringify({ ...(JSON.parse(l) as object), toolset: [] })).join('\n') + '\n');
      const dead = await runInto('dead', { queue: redis.url, tasks: broken, shardSize: 12 });
      expect(dead.stats.dropped['exec.shard_failed']).toBe(24);
      const rejects = readFileSync(dead.rejects, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { id: string; code: string; message: string });
      expect(rejects).toHaveLength(24);
      expect(rejects[0]?.code).toBe('exec.shard_failed');
      expect(rejects[0]?.id).toMatch(/^task_/);
      expect(rejects[0]?.message).toMatch(/tasks\.jsonl:1: toolset/);
    });
  });
});
