// A workspace seed cannot hand a host file to the sandbox: links that leave the seed are not copied, and the chown never follows one.
import { afterAll, describe, expect, it } from 'vitest';
import { chmodSync, lstatSync, mkdirSync, readlinkSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ExecuteConfigSchema } from '../../src/execute/config.js';
import { executeTask } from '../../src/execute/executor.js';
import { copySeed } from '../../src/servers/workspace.js';
import { catalogTool, callTask, HOSTILE_SERVER } from '../execute/helpers.js';
import { tempDir } from '../helpers.js';

const config = ExecuteConfigSchema.parse({ sandbox: 'bubblewrap', callTimeoutMs: 10_000, pool: { spares: 0 } });

function hostileSeeded(seed: string) {
  const source = { kind: 'stdio' as const, id: 'seeded', command: process.execPath, args: [HOSTILE_SERVER, '--tag=seeded'], env: {}, workspace: { seed } };
  return new Map(['read_path', 'write_path'].map((n) => [`seeded/${n}`, catalogTool('seeded', n, source)]));
}

/** A host file (root, 0600) and a seed holding a link to it, a link inside the seed, and a plain file. */
function hostileSeed(dir: string, upLink = true): { seed: string; hostFile: string } {
  const hostFile = join(dir, 'host-secret.txt');
  writeFileSync(hostFile, 'host only\n');
  chmodSync(hostFile, 0o600);
  const seed = join(dir, 'seed');
  mkdirSync(join(seed, 'docs'), { recursive: true });
  writeFileSync(join(seed, 'docs', 'note.txt'), 'hello\n');
  symlinkSync(hostFile, join(seed, 'link'));
  if (upLink) symlinkSync('../../host-secret.txt', join(seed, 'docs', 'up-link'));
  symlinkSync('docs/note.txt', join(seed, 'inner-link'));
  return { seed, hostFile };
}

// Servers close in the background; wait for them, so no workspace outlives the test file.

describe('workspace seeds', () => {
  it('copies files and inside links, and drops links that leave the seed', async () => {
    const dir = tempDir();
    const { seed } = hostileSeed(dir);
    const out = join(dir, 'ws');
    mkdirSync(out);
    await copySeed(seed, out);
    expect(statSync(join(out, 'docs', 'note.txt')).isFile()).toBe(true);
    expect(readlinkSync(join(out, 'inner-link'))).toBe('docs/note.txt');
    expect(() => lstatSync(join(out, 'link'))).toThrow(/ENOENT/);
    expect(() => lstatSync(join(out, 'docs', 'up-link'))).toThrow(/ENOENT/);
  });

  it("dates the copied files from their paths, not the copy's wall clock: the same on every run, before any task's today", async () => {
    const dir = tempDir();
    const { seed } = hostileSeed(dir, false);
    const times = async (name: string) => {
      const out = join(dir, name);
      mkdirSync(out);
      await copySeed(seed, out);
      return ['docs', 'docs/note.txt'].map((p) => statSync(join(out, p)).mtimeMs);
    };
    const [a, b] = [await times('ws1'), await times('ws2')];
    expect(a).toEqual(b);
    for (const t of a) expect(t).toBeLessThan(Date.parse('2026-10-17T00:00:00Z'));
    expect(a[0]).not.toBe(a[1]);
  });

  it('a host file keeps its owner and mode after an execute whose seed links to it', async () => {
    const dir = tempDir();
    chmodSync(dir, 0o755);
    const { seed, hostFile } = hostileSeed(dir, false);
    const before = statSync(hostFile);
    const catalog = hostileSeeded(seed);
    const task = callTask([
      { toolId: 'seeded/read_path', arguments: { path: '/workspace' } },
      { toolId: 'seeded/write_path', arguments: { path: '/workspace/link', text: 'overwritten' } },
    ]);
    const outcome = await executeTask(task, { catalog, config, sandbox: 'bubblewrap' });
    expect(outcome.ok).toBe(true);
    const after = statSync(hostFile);
    expect(after.uid).toBe(before.uid);
    expect(after.gid).toBe(before.gid);
    expect(after.mode & 0o7777).toBe(0o600);
    expect(after.size).toBe(before.size);
    const listing = outcome.ok ? String(outcome.trajectory.messages.find((m) => m.role === 'tool')?.content) : '';
    expect(listing.split('\n').sort()).toEqual(['docs', 'inner-link']);
  });
});
