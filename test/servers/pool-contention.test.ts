// A loaded machine must not lose tasks: the quickstart run while busy loops hold every core keeps at least 95% of its tasks.
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { pipelineFromValue } from '../../src/toolforge.js';
import { runPipeline } from '../../src/core/pipeline.js';
import { ServerPool } from '../../src/servers/pool.js';
import type { TrajectoryServer } from '../../src/servers/server-session.js';
import { ConfigError, McpError } from '../../src/util/errors.js';
import { PROJECT, readLines, tempDir } from '../helpers.js';
import { catalogTool } from '../execute/helpers.js';

const BUSY_PER_CORE = 4;
const BUSY_MS = 75_000;
const busy: ChildProcess[] = [];

afterAll(() => {
  for (const child of busy) child.kill('SIGKILL');
});

/** Busy loops on every core, each ending by itself after BUSY_MS (and killed after the test in any case). */
function loadEveryCore(): void {
  for (let i = 0; i < availableParallelism() * BUSY_PER_CORE; i++) {
    busy.push(spawn(process.execPath, ['-e', `const end = Date.now() + ${BUSY_MS}; while (Date.now() < end) {}`], { stdio: 'ignore' }));
  }
}

const LOST = new Set(['exec.protocol_error', 'exec.timeout', 'exec.trajectory_timeout', 'exec.failed', 'exec.shard_failed']);

describe('servers started under CPU contention', () => {
  it('the quickstart keeps at least 95% of its tasks while busy loops hold every core', async () => {
    const dir = tempDir();
    const catalog = join(dir, 'catalog.jsonl');
    copyFileSync(join(PROJECT, 'catalogs/quickstart.jsonl'), catalog);
    const raw = JSON.parse(readFileSync(join(PROJECT, 'pipelines/quickstart.json'), 'utf8')) as { generate: Record<string, unknown>; execute: Record<string, unknown> };
    raw.generate.count = 40;
    // The handshake budget scaled down with the test (15 s at load 17 in the field; here a short run under 8 busy loops).
    raw.execute.connectTimeoutMs = 1500;
    const config = await pipelineFromValue(raw, join(PROJECT, 'pipelines/quickstart.json'));
    loadEveryCore();
    const started = Date.now();
    const result = await runPipeline(config, { out: join(dir, 'run'), catalog, cwd: PROJECT, skipCrawl: true }, () => undefined);
    const seconds = (Date.now() - started) / 1000;
    for (const child of busy) child.kill('SIGKILL');
    const tasks = readLines(result.files.tasks as string).length;
    const rejects = readLines<{ code: string; message: string }>(result.files.rejects as string);
    const lost = rejects.filter((r) => LOST.has(r.code));
    const kept = tasks - lost.length;
    console.log(`contention: ${tasks} tasks, ${lost.length} lost to execution (${[...new Set(lost.map((r) => r.code))].join(', ')}), ${kept / tasks} kept, ${seconds.toFixed(1)} s`);
    expect(tasks).toBeGreaterThanOrEqual(30);
    expect(kept / tasks, lost.map((r) => `${r.code}: ${r.message}`).slice(0, 3).join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});

describe('server starts: retries and the start queue', () => {
  const tool = catalogTool('srv', 'echo', { kind: 'stdio', id: 'srv', command: 'true', args: [], env: {} });
  const fake = { close: async () => undefined } as unknown as TrajectoryServer;

  it('a missed handshake is retried with a longer timeout after a backoff; other failures are not', async () => {
    const timeouts: number[] = [];
    const pool = new ServerPool({
      mode: 'none',
      spares: 0,
      start: { connectTimeoutMs: 100 },
      retryBackoffMs: 10,
      startServer: async (_t, _m, o) => {
        timeouts.push(o.connectTimeoutMs);
        if (timeouts.length < 3) throw new McpError('connect_failed', 'could not connect: no answer to the handshake within 100 ms');
        return fake;
      },
    });
    await expect(pool.acquire(tool)).resolves.toBe(fake);
    expect(timeouts).toEqual([100, 200, 300]);
    expect(pool.stats.retries).toBe(2);
    const broken = new ServerPool({ mode: 'none', spares: 0, start: { connectTimeoutMs: 100 }, retryBackoffMs: 10, startServer: async () => { throw new McpError('connect_failed', 'closed'); } });
    await expect(broken.acquire(tool)).rejects.toThrow(/^no handshake after 3 starts: closed$/);
    let calls = 0;
    const config = new ServerPool({ mode: 'none', spares: 0, start: { connectTimeoutMs: 100 }, startServer: async () => { calls++; throw new ConfigError('bad source'); } });
    await expect(config.acquire(tool)).rejects.toThrow('bad source');
    expect(calls).toBe(1);
  });

  it('at most startConcurrency starts run at once; the rest wait their turn', async () => {
    let running = 0;
    let peak = 0;
    const pool = new ServerPool({
      mode: 'none',
      spares: 0,
      start: { connectTimeoutMs: 100 },
      startConcurrency: 2,
      startServer: async () => {
        peak = Math.max(peak, ++running);
        await new Promise((r) => setTimeout(r, 20));
        running--;
        return fake;
      },
    });
    await Promise.all(Array.from({ length: 7 }, () => pool.acquire(tool)));
    expect(peak).toBe(2);
  });
});
