// What a sandboxed server can learn about the host: no host env in bwrap itself, no host path as a mount point, none of its neighbours' files.
import { afterAll, describe, expect, it } from 'vitest';
import { copyFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { ExecuteConfigSchema } from '../../src/execute/config.js';
import { executeTask } from '../../src/execute/executor.js';
import type { CatalogTool } from '../../src/records/index.js';
import { PROJECT, tempDir } from '../helpers.js';
import { callTask, catalogTool, HOSTILE_SERVER, hostileCatalog } from '../execute/helpers.js';

const config = ExecuteConfigSchema.parse({ sandbox: 'bubblewrap', callTimeoutMs: 10_000, pool: { spares: 0 } });

async function read(path: string, catalog: Map<string, CatalogTool> = hostileCatalog('hygiene'), toolId = 'hostile/read_path'): Promise<string> {
  const outcome = await executeTask(callTask([{ toolId, arguments: { path } }]), { catalog, config, sandbox: 'bubblewrap' });
  if (!outcome.ok) throw new Error(outcome.reject.message);
  return String(outcome.trajectory.messages.find((m) => m.role === 'tool')?.content);
}

// Where a server may see something mounted: the system, its own files under neutral paths, its workspace.
const NEUTRAL = /^\/(|tmp|usr|proc|dev(\/.*)?|etc\/[\w.-]+|srv\/(node_modules|pkg\d*|app\d*)(\/[\w.-]+)?|opt\/node|workspace)$/;

// Servers close in the background; wait for them, so no workspace outlives the test file.

describe('sandbox hygiene', () => {
  it("bwrap itself (pid 1 inside) was started without the host's environment", async () => {
    const environ = await read('/proc/1/environ');
    expect(environ).not.toMatch(/^refused/);
    expect(environ).not.toContain(`HOME=${homedir()}`);
    expect(environ).not.toContain(`PATH=${process.env.PATH}`);
    expect(environ).not.toContain(PROJECT);
    expect(environ.split('\0').filter(Boolean).map((kv) => kv.split('=')[0])).not.toContain('HOME');
  });

  it('mounts nothing at a host path: every mount point is neutral', async () => {
    const mountinfo = await read('/proc/self/mountinfo');
    const points = mountinfo.trim().split('\n').map((l) => l.split(' ')[4] as string);
    expect(points.length).toBeGreaterThan(5);
    expect(points.filter((p) => !NEUTRAL.test(p))).toEqual([]);
    expect(points).toContain('/srv/node_modules');
    expect(points.some((p) => p.startsWith(PROJECT))).toBe(false);
  });

  it("sees only its own script, not the files beside it on the host", async () => {
    const dir = tempDir();
    const script = join(dir, 'server.mjs');
    copyFileSync(HOSTILE_SERVER, script);
    writeFileSync(join(dir, 'neighbour-secret.txt'), 'not for the server\n');
    const source = { kind: 'stdio' as const, id: 'loose', command: process.execPath, args: [script, '--tag=loose'], env: {} };
    const catalog = new Map([['loose/read_path', catalogTool('loose', 'read_path', source)]]);
    expect(await read('/srv/app', catalog, 'loose/read_path')).toBe('server.mjs');
    expect(await read(join(dir, 'neighbour-secret.txt'), catalog, 'loose/read_path')).toMatch(/^refused: ENOENT/);
    expect(await read(dir, catalog, 'loose/read_path')).toMatch(/^refused: ENOENT/);
  });
});
