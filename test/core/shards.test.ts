import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crawlSources } from '../../src/crawl/crawl.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { ExecuteConfigSchema, GenerateConfigSchema } from '../../src/core/config.js';
import { executeSharded } from '../../src/execute/shards.js';
import { shardDir } from '../../src/core/shards.js';
import { PROJECT, tempDir } from '../helpers.js';
import { startRedis, type RedisHandle } from '../redis.js';

// Deterministic servers only (no timestamps in results), so runs can be compared byte for byte.
const SOURCES = [
  { kind: 'stdio' as const, id: 'memory', package: '@modelcontextprotocol/server-memory', args: [], env: { MEMORY_FILE_PATH: '${workspace}/m.jsonl' }, workspace: {} },
  { kind: 'stdio' as const, id: 'sequential-thinking', package: '@modelcontextprotocol/server-sequential-thinking', args: [], env: { DISABLE_THOUGHT_LOGGING: 'true' } },
];
const execute = ExecuteConfigSchema.parse({ sandbox: 'auto', concurrency: 4 });
const SHARD = 4;

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

async function runInto(name: string, extra: { queueUrl?: string } = {}) {
  const runDir = join(root, name);
  mkdirSync(runDir, { recursive: true });
  const out = { trajectories: join(runDir, 'trajectories.jsonl'), rejects: join(runDir, 'rejects.jsonl') };
  const stats = await executeSharded({ runDir, catalogPath, tasksPath, trajectoriesPath: out.trajectories, rejectsPath: out.rejects, execute, shardSize: SHARD, log: () => undefined, ...extra });
  return { runDir, stats, ...out };
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
    mkdirSync(runDir, { recursive: true });
    const out = { trajectories: join(runDir, 'trajectories.jsonl'), rejects: join(runDir, 'rejects.jsonl') };
    const args = { runDir, catalogPath, tasksPath, trajectoriesPath: out.trajectories, rejectsPath: out.rejects, execute, shardSize: SHARD };
    const script = `import(${JSON.stringify(join(PROJECT, 'dist/execute/shards.js'))}).then((m) => m.executeSharded({ ...${JSON.stringify(args)}, log: () => {} }))`;
    const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'ignore' });
    // Wait for the first finished shard, then kill without warning.
    const dir = shardDir(runDir);
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
      const queued = await runInto('queued', { queueUrl: redis.url });
      expect(comparable(queued.trajectories)).toEqual(comparable(baseline.trajectories));
      expect(queued.stats.in).toBe(baseline.stats.in);
    });

    it('sends a shard that fails every attempt to the dead-letter queue and records its tasks as rejects', async () => {
      const runDir = join(root, 'dead');
      mkdirSync(runDir, { recursive: true });
      const out = { trajectories: join(runDir, 'trajectories.jsonl'), rejects: join(runDir, 'rejects.jsonl') };
      const stats = await executeSharded({ runDir, catalogPath: join(root, 'no-such-catalog.jsonl'), tasksPath, trajectoriesPath: out.trajectories, rejectsPath: out.rejects, execute, shardSize: 12, queueUrl: redis.url, log: () => undefined });
      expect(stats.dropped['exec.shard_failed']).toBe(24);
      const rejects = readFileSync(out.rejects, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { code: string; message: string });
      expect(rejects).toHaveLength(24);
      expect(rejects[0]?.code).toBe('exec.shard_failed');
      expect(rejects[0]?.message).toMatch(/no-such-catalog\.jsonl/);
    });
  });
});
