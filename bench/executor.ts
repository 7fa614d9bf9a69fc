// Executor overhead: calls/s through our call path (plain and sandboxed) against a bare SDK client loop on the same server.
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import type { CatalogTool } from '../src/records/index.js';
import { resolveLaunch } from '../src/servers/launch.js';
import { callTool } from '../src/mcp/call.js';
import { startServer } from '../src/servers/server-session.js';
import { findBubblewrap } from '../src/servers/sandbox.js';
import { executeTask } from '../src/execute/executor.js';
import { ExecuteConfigSchema } from '../src/execute/config.js';
import type { Task } from '../src/records/index.js';
import { rate, row, timeIt, type BenchRow } from './measure.js';

async function bareLoop(tool: CatalogTool, calls: number): Promise<number> {
  if (tool.source.kind !== 'stdio') throw new Error('stdio tool expected');
  const launch = resolveLaunch(tool.source);
  const client = new Client({ name: 'bench', version: '0' });
  await client.connect(new StdioClientTransport({ ...launch.spec, stderr: 'ignore' }));
  const { ms } = await timeIt(async () => {
    for (let i = 0; i < calls; i++) await client.callTool({ name: 'echo', arguments: { message: `m${i}` } });
  });
  await client.close();
  return rate(calls, ms);
}

async function oursLoop(tool: CatalogTool, calls: number, mode: 'none' | 'bubblewrap'): Promise<number> {
  const server = await startServer(tool, mode, { connectTimeoutMs: 20_000 });
  const { ms } = await timeIt(async () => {
    for (let i = 0; i < calls; i++) {
      const out = await callTool(server.session.client, 'echo', server.paths.toHost({ message: `m${i}` }), { timeoutMs: 10_000, maxResultChars: 8000 });
      if (out.isError) throw new Error(`echo failed: ${out.text}`);
    }
  });
  await server.close();
  return rate(calls, ms);
}

function echoTask(i: number): Task {
  return {
    id: `task_bench_${i}`,
    kind: 'single',
    toolset: ['everything/echo'],
    messages: [{ role: 'user', content: `echo m${i}` }],
    expected: { calls: [{ toolId: 'everything/echo', arguments: { message: `m${i}` } }], parallel: false, final: 'answer' },
    rubric: [],
    seed: i,
    engine: 'offline',
  };
}

async function trajectoriesPerSecond(catalog: Map<string, CatalogTool>, n: number, mode: 'none' | 'bubblewrap'): Promise<number> {
  const config = ExecuteConfigSchema.parse({ sandbox: mode, concurrency: 4 });
  const { ms } = await timeIt(async () => {
    const tasks = Array.from({ length: n }, (_, i) => echoTask(i));
    for (let i = 0; i < tasks.length; i += 4) {
      const outs = await Promise.all(tasks.slice(i, i + 4).map((t) => executeTask(t, { catalog, config, sandbox: mode })));
      for (const o of outs) if (!o.ok) throw new Error(o.reject.message);
    }
  });
  return rate(n, ms);
}

export async function benchExecutor(catalog: Map<string, CatalogTool>, calls = 2000): Promise<BenchRow[]> {
  const echo = catalog.get('everything/echo');
  if (!echo) throw new Error('everything/echo missing from the bench catalog');
  const bare = await bareLoop(echo, calls);
  const ours = await oursLoop(echo, calls, 'none');
  const rows: BenchRow[] = [
    row({ suite: 'executor', metric: 'calls/s, our call path, no sandbox', ours, baseline: bare, unit: 'calls/s', target: '>= 0.8x bare SDK loop', targetRatio: 0.8 }),
  ];
  if (findBubblewrap()) {
    const boxed = await oursLoop(echo, calls, 'bubblewrap');
    rows.push(row({ suite: 'executor', metric: 'calls/s, our call path, bubblewrap', ours: boxed, baseline: bare, unit: 'calls/s', note: 'sandbox cost per call' }));
    const trajNone = await trajectoriesPerSecond(catalog, 40, 'none');
    const trajBox = await trajectoriesPerSecond(catalog, 40, 'bubblewrap');
    rows.push(row({ suite: 'executor', metric: 'trajectories/s incl. fresh server, bubblewrap vs none', ours: trajBox, baseline: trajNone, unit: 'traj/s', note: 'sandbox cost per trajectory (startup)' }));
  }
  return rows;
}
