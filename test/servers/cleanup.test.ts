// Ctrl-C or SIGTERM during `toolforge execute`: every server is stopped and every workspace removed before the CLI exits.
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CleanupRegistry } from '../../src/servers/cleanup.js';
import { PROJECT, tempDir } from '../helpers.js';
import { callTask, hostileCatalog, processesTagged } from '../execute/helpers.js';

const BIN = join(PROJECT, 'bin/toolforge.js');
const tags: string[] = [];

afterAll(() => {
  // Leftovers of a failing run (an unsandboxed server that ignores stdin closing) must not outlive the test.
  for (const tag of tags) for (const pid of processesTagged(tag)) process.kill(Number(pid), 'SIGKILL');
});

async function until(what: string, ok: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function interruptMidExecute(signal: NodeJS.Signals, sandbox: 'bubblewrap' | 'none') {
  const dir = tempDir();
  const tmp = join(dir, 'tmp');
  mkdirSync(tmp);
  chmodSync(dir, 0o755);
  chmodSync(tmp, 0o755);
  const tag = `interrupt-${signal}-${sandbox}-${process.pid}`;
  tags.push(tag);
  const catalog = join(dir, 'catalog.jsonl');
  writeFileSync(catalog, [...hostileCatalog(tag).values()].map((t) => JSON.stringify(t)).join('\n') + '\n');
  const tasks = join(dir, 'tasks.jsonl');
  writeFileSync(tasks, Array.from({ length: 4 }, (_, i) => JSON.stringify(callTask([{ toolId: 'hostile/hang', arguments: {} }], i))).join('\n') + '\n');
  const args = [BIN, 'execute', '--catalog', catalog, '--tasks', tasks, '-o', join(dir, 'out.jsonl'), '--rejects', join(dir, 'rejects.jsonl'), '--sandbox', sandbox, '--concurrency', '2'];
  const child = spawn(process.execPath, args, { cwd: dir, env: { ...process.env, TMPDIR: tmp }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const workspaces = () => readdirSync(tmp).filter((n) => n.startsWith('toolforge-ws-'));
  // Two trajectories hang in their calls (plus the pool's spare): servers and workspaces exist.
  await until('two hanging servers', () => processesTagged(tag).length >= 2 && workspaces().length >= 2);
  const seen = { servers: processesTagged(tag).length, workspaces: workspaces().length };
  child.kill(signal);
  const code = await exited;
  await until('servers to be gone', () => processesTagged(tag).length === 0, 3000).catch(() => undefined);
  return { code, stderr, seen, leftServers: processesTagged(tag), leftWorkspaces: workspaces() };
}

describe('interrupting the CLI mid-execute', () => {
  it('SIGINT under bubblewrap: servers stopped, workspaces removed, exit 130', async () => {
    const r = await interruptMidExecute('SIGINT', 'bubblewrap');
    expect(r.seen.servers).toBeGreaterThanOrEqual(2);
    expect(r.leftWorkspaces).toEqual([]);
    expect(r.leftServers).toEqual([]);
    expect(r.code).toBe(130);
    expect(r.stderr).toMatch(/^SIGINT: stopping servers and removing workspaces/m);
  });

  it('SIGTERM unsandboxed (servers that ignore stdin closing): servers killed, workspaces removed, exit 143', async () => {
    const r = await interruptMidExecute('SIGTERM', 'none');
    expect(r.leftWorkspaces).toEqual([]);
    expect(r.leftServers).toEqual([]);
    expect(r.code).toBe(143);
  });
});

describe('CleanupRegistry', () => {
  it('runs what is registered once, skips what was removed, and tears down late arrivals at once', async () => {
    const registry = new CleanupRegistry();
    const ran: string[] = [];
    registry.add(() => void ran.push('a'));
    const removeB = registry.add(() => void ran.push('b'));
    removeB();
    expect(registry.size).toBe(1);
    await registry.runAll();
    await registry.runAll();
    expect(ran).toEqual(['a']);
    registry.add(async () => void ran.push('late'));
    await new Promise((r) => setTimeout(r, 0));
    expect(ran).toEqual(['a', 'late']);
  });
});
