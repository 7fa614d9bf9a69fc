// serve under load: 50 concurrent sessions x 200 calls over Streamable HTTP on 127.0.0.1, against a bare SDK server
// with one trivial tool measured in the same run; calls/s and p99 latency. Loopback only, counts and time bounded.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { CatalogTool } from '../src/records/index.js';
import { definitionSha256, normaliseDefinition } from '../src/catalog/definition.js';
import { withTimeout } from '../src/util/pool.js';
import { PROJECT_ROOT } from '../src/util/project.js';
import { rate, row, type BenchRow } from './measure.js';

const TOKEN = 'bench-token-0123456789abcdef';
const LIMIT_MS = 180_000;

function catalogFile(dir: string): string {
  const def = normaliseDefinition({ name: 'get_note', description: 'Read one note by its id.', inputSchema: { type: 'object', properties: { note_id: { type: 'string' } }, required: ['note_id'] } });
  const tool: CatalogTool = {
    id: 'notes/get_note',
    serverId: 'notes',
    source: { kind: 'synthetic', id: 'notes', domain: 'notes', derivedFrom: [] },
    protocol: { era: 'unknown', version: 'synthetic' },
    server: { name: 'notes', version: '0.0.0' },
    ...def,
    sha256: definitionSha256(def),
    firstSeen: '2026-01-01T00:00:00.000Z',
    lastSeen: '2026-01-01T00:00:00.000Z',
    flags: [],
  };
  const file = join(dir, 'catalog.jsonl');
  writeFileSync(file, JSON.stringify(tool) + '\n');
  return file;
}

/** A server process that prints "listening <url>"; refused unless the URL is on 127.0.0.1. */
function start(args: string[]): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, args, { cwd: PROJECT_ROOT, stdio: ['pipe', 'pipe', 'ignore'], env: { ...process.env, TOOLFORGE_SERVE_TOKEN: TOKEN } });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.stdin?.end();
    child.kill('SIGTERM');
    await exited;
  };
  return withTimeout(
    new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}`)));
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
        const m = /^listening (\S+)$/.exec(line);
        if (!m) return;
        if (new URL(m[1] as string).hostname !== '127.0.0.1') return reject(new Error(`not loopback: ${m[1]}`));
        resolve({ url: m[1] as string, child, stop });
      });
    }),
    30_000,
    `start ${args[0]}`,
  );
}

interface Load {
  callsPerSecond: number;
  p99Ms: number;
}

/** `sessions` clients connected first, then timed: each makes `calls` calls one after another. */
async function load(url: string, sessions: number, calls: number): Promise<Load> {
  const clients = await Promise.all(
    Array.from({ length: sessions }, async (_, i) => {
      const client = new Client({ name: `bench-${i}`, version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
      await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { authorization: `Bearer ${TOKEN}`, 'toolforge-session': `bench-${i}` } } }));
      return client;
    }),
  );
  const latencies: number[] = [];
  const t0 = performance.now();
  await withTimeout(
    Promise.all(
      clients.map(async (client, i) => {
        for (let k = 0; k < calls; k++) {
          const started = performance.now();
          const r = await client.callTool({ name: 'get_note', arguments: { note_id: `n-${i}-${k}` } });
          latencies.push(performance.now() - started);
          if (r.isError) throw new Error(`call failed: ${JSON.stringify(r.content)}`);
        }
      }),
    ),
    LIMIT_MS,
    'serve bench load',
  );
  const ms = performance.now() - t0;
  await Promise.all(clients.map((c) => c.close()));
  latencies.sort((a, b) => a - b);
  return { callsPerSecond: rate(sessions * calls, ms), p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
}

export async function benchServe(sessions = 50, calls = 200): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'tf-bench-serve-'));
  try {
    const record = join(dir, 'rec');
    const serve = await start([join(PROJECT_ROOT, 'bin/toolforge.js'), 'serve', '--catalog', catalogFile(dir), '--http', '127.0.0.1:0', '--record', record, '--rate', '1000000', '--max-sessions', String(sessions * 2)]);
    const bare = await start([join(PROJECT_ROOT, 'dist-bench/bench/bare-server.js')]);
    let ours: Load | undefined;
    let base: Load | undefined;
    try {
      // Warm both (JIT, sockets), then alternate twice and keep each side's better run: the machine is shared.
      await load(bare.url, 4, 50);
      await load(serve.url, 4, 50);
      for (let round = 0; round < 2; round++) {
        const b = await load(bare.url, sessions, calls);
        const o = await load(serve.url, sessions, calls);
        if (!base || b.callsPerSecond > base.callsPerSecond) base = b;
        if (!ours || o.callsPerSecond > ours.callsPerSecond) ours = o;
      }
    } finally {
      await bare.stop();
      await serve.stop();
    }
    // Every session was recorded: the load is real work, not calls dropped on the floor.
    const recorded = readFileSync(join(record, 'trajectories.jsonl'), 'utf8').trim().split('\n').length;
    if (!ours || !base) throw new Error('serve bench measured nothing');
    const note = `${sessions} sessions x ${calls} calls, v2 client, 2026-07-28 over HTTP; ${recorded} sessions recorded`;
    return [
      row({ suite: 'serve', metric: `calls/s, ${sessions} concurrent sessions vs bare SDK server (one trivial tool)`, ours: ours.callsPerSecond, baseline: base.callsPerSecond, unit: 'calls/s', target: '>= 0.7x', targetRatio: 0.7, note }),
      row({ suite: 'serve', metric: 'p99 call latency (lower is better)', ours: ours.p99Ms, baseline: base.p99Ms, unit: 'ms', note }),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
