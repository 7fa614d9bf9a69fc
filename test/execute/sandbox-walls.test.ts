// The sandbox's walls, proven with a server that tries to get out: network, files, env, processes, memory, time, output.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:net';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { ExecuteConfigSchema } from '../../src/execute/config.js';
import { executeTask, type ExecuteOutcome } from '../../src/execute/executor.js';
import { ServerPool } from '../../src/servers/pool.js';
import { startServer } from '../../src/servers/server-session.js';
import { limitsFromConfig, resolveSandbox, type SandboxMode } from '../../src/servers/sandbox.js';
import { SandboxError } from '../../src/util/errors.js';
import { TRUNCATION_MARKER } from '../../src/mcp/call.js';
import type { Trajectory } from '../../src/records/index.js';
import { PROJECT } from '../helpers.js';
import { callTask, hostileCatalog, processesLeft } from './helpers.js';

const config = ExecuteConfigSchema.parse({
  sandbox: 'bubblewrap',
  callTimeoutMs: 4000,
  trajectoryTimeoutMs: 20_000,
  maxResultChars: 1000,
  limits: { addressSpaceMb: 1536, openFiles: 200, processes: 24 },
  pool: { spares: 0 },
  // The walls are what is under test: a refused call is kept as it happened, not rejected as this machine's failure.
  environmentFailures: 'keep',
});
const catalog = hostileCatalog('walls');

async function run(toolName: string, args: Record<string, unknown>, sandbox: SandboxMode = 'bubblewrap'): Promise<Trajectory> {
  const outcome: ExecuteOutcome = await executeTask(callTask([{ toolId: `hostile/${toolName}`, arguments: args }]), { catalog, config, sandbox });
  if (!outcome.ok) throw new Error(`rejected: ${outcome.reject.message}`);
  return outcome.trajectory;
}
const toolText = (t: Trajectory): string => String(t.messages.find((m) => m.role === 'tool')?.content);

describe('sandbox walls (real bubblewrap, hostile fixture server)', () => {
  let listener: Server;
  let port = 0;
  const secretFile = join(PROJECT, `.sandbox-secret-${process.pid}`);
  beforeAll(async () => {
    expect(resolveSandbox('bubblewrap')).toBe('bubblewrap');
    listener = createServer((s) => s.end('hello from the host\n'));
    await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
    port = (listener.address() as { port: number }).port;
    process.env.TOOLFORGE_TEST_SECRET = 'hunter2';
  });
  afterAll(async () => {
    delete process.env.TOOLFORGE_TEST_SECRET;
    await new Promise((r) => listener.close(r));
  });

  it('cannot reach a TCP listener on the host, which the same server reaches unsandboxed', async () => {
    const boxed = await run('connect_tcp', { host: '127.0.0.1', port });
    expect(boxed.calls[0]?.isError).toBe(true);
    expect(toolText(boxed)).toMatch(/^refused: (ECONNREFUSED|ENETUNREACH)/);
    expect(boxed.calls[0]?.sandbox).toEqual({ mode: 'bubblewrap', refused: 'network' });
    const open = await run('connect_tcp', { host: '127.0.0.1', port }, 'none');
    expect(toolText(open)).toContain('hello from the host');
  });

  it("cannot read /root/.ssh or the host's home", async () => {
    const ssh = await run('read_path', { path: '/root/.ssh' });
    expect(ssh.calls[0]?.isError).toBe(true);
    expect(toolText(ssh)).toMatch(/^refused: (ENOENT|EACCES)/);
    const home = await run('read_path', { path: homedir() });
    expect(home.calls[0]?.isError).toBe(true);
    const project = await run('read_path', { path: join(PROJECT, 'package.json') });
    expect(toolText(project)).toMatch(/^refused: (ENOENT|EACCES)/);
  });

  it('cannot write outside its workspace; writing inside works', async () => {
    const sys = await run('write_path', { path: '/usr/evil.txt' });
    expect(toolText(sys)).toMatch(/^refused: (EROFS|EACCES)/);
    expect(sys.calls[0]?.sandbox?.refused).toBe('filesystem');
    const host = await run('write_path', { path: secretFile });
    expect(existsSync(secretFile)).toBe(false);
    // A checkout under /tmp sits inside the sandbox's private tmpfs, where the write lands (and vanishes);
    // anywhere else the path is read-only or absent and the write is refused.
    if (!PROJECT.startsWith('/tmp/')) expect(host.calls[0]?.isError).toBe(true);
    const inside = await run('write_path', { path: '/workspace/note.txt', text: 'ok' });
    expect(toolText(inside)).toBe('wrote /workspace/note.txt');
  });

  it('never sees an env secret of the parent', async () => {
    expect(process.env.TOOLFORGE_TEST_SECRET).toBe('hunter2');
    const t = await run('read_env', { name: 'TOOLFORGE_TEST_SECRET' });
    expect(t.calls[0]?.isError).toBe(true);
    expect(toolText(t)).not.toContain('hunter2');
    const environ = await run('read_path', { path: '/proc/self/environ' });
    expect(toolText(environ)).not.toContain('hunter2');
  });

  it('runs under the configured prlimit caps, as a non-root uid', async () => {
    const limits = toolText(await run('read_path', { path: '/proc/self/limits' }));
    expect(limits).toMatch(/Max processes\s+24\s+24/);
    expect(limits).toMatch(/Max open files\s+200\s+200/);
    expect(limits).toMatch(new RegExp(`Max address space\\s+${1536 * 1024 * 1024}`));
    const status = toolText(await run('read_path', { path: '/proc/self/status' }));
    expect(status).toMatch(/^Uid:\s+[1-9]/m);
  });

  it('cannot fork without limit', async () => {
    const t = await run('fork_many', { count: 200 });
    expect(t.calls[0]?.isError).toBe(true);
    const started = Number(/after (\d+) children/.exec(toolText(t))?.[1]);
    expect(started).toBeLessThan(24);
    expect(t.calls[0]?.sandbox?.refused).toBe('processes');
  });

  it('cannot take more address space than its cap', async () => {
    const t = await run('hog_memory', { mb: 8192 });
    expect(t.calls[0]?.isError).toBe(true);
    const got = Number(/after (\d+) MiB/.exec(toolText(t))?.[1]);
    expect(got).toBeLessThan(1536);
    expect(t.calls[0]?.sandbox?.refused).toBe('memory');
  });

  it('a hung server is killed at the call timeout, and nothing of it is left running', async () => {
    const pids: Array<number | null> = [];
    const pool = new ServerPool({
      mode: 'bubblewrap',
      spares: 0,
      start: { connectTimeoutMs: 10_000, limits: limitsFromConfig(config.limits) },
      startServer: async (...a) => {
        const s = await startServer(...a);
        pids.push(s.session.pid());
        return s;
      },
    });
    const hungCatalog = hostileCatalog('hung-marker');
    const outcome = await executeTask(callTask([{ toolId: 'hostile/hang', arguments: {} }]), { catalog: hungCatalog, config: { ...config, callTimeoutMs: 1500 }, sandbox: 'bubblewrap', pool });
    await pool.drain();
    expect(outcome.ok).toBe(true);
    const call = outcome.ok ? outcome.trajectory.calls[0] : undefined;
    expect(call?.protocolError).toMatch(/timed? ?out/i);
    expect(call?.sandbox?.refused).toBe('timeout');
    const pid = pids[0];
    expect(pid).toBeGreaterThan(0);
    expect(() => process.kill(pid as number, 0)).toThrow();
    expect(await processesLeft('hung-marker')).toEqual([]);
  });

  it('a trajectory past its time is rejected and its hung server killed', async () => {
    const pool = new ServerPool({ mode: 'bubblewrap', spares: 0, start: { connectTimeoutMs: 10_000, limits: limitsFromConfig(config.limits) } });
    const outcome = await executeTask(callTask([{ toolId: 'hostile/hang', arguments: {} }]), {
      catalog: hostileCatalog('traj-timeout-marker'),
      config: { ...config, callTimeoutMs: 60_000, trajectoryTimeoutMs: 2500 },
      sandbox: 'bubblewrap',
      pool,
    });
    await pool.drain();
    expect(outcome.ok ? undefined : outcome.reject.code).toBe('exec.trajectory_timeout');
    expect(await processesLeft('traj-timeout-marker')).toEqual([]);
  });

  it('cuts a flood of output with a marker the model sees', async () => {
    const t = await run('flood', { chars: 50_000 });
    expect(t.calls[0]?.truncated).toBe(true);
    expect(toolText(t)).toContain(TRUNCATION_MARKER);
    expect(toolText(t).length).toBeLessThan(1200);
  });

  it('refuses to run real servers without bubblewrap unless the config says none', () => {
    expect(() => resolveSandbox('bubblewrap', () => undefined, '/nonexistent-bin')).toThrow(SandboxError);
    expect(() => resolveSandbox('bubblewrap', () => undefined, '/nonexistent-bin')).toThrow(/^bubblewrap \(bwrap\) is not installed.*"execute.sandbox": "none"/);
    const warned: string[] = [];
    expect(resolveSandbox('auto', (l) => warned.push(l), '/nonexistent-bin')).toBe('none');
    expect(warned).toHaveLength(1);
    expect(resolveSandbox('none', () => undefined, '/nonexistent-bin')).toBe('none');
  });
});
