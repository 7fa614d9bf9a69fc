// The sandbox walls hold from a checkout under a 0700 directory (what mktemp -d makes, and many homes): the walls test, run from such a copy.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT, tempDir } from '../helpers.js';
import { runningAsRoot } from '../../src/servers/sandbox-probe.js';

describe('a checkout under a 0700 directory', () => {
  it.skipIf(!runningAsRoot())('passes test/execute/sandbox-walls.test.ts, servers running as the sandbox uid', () => {
    const parent = tempDir('tf-private-');
    chmodSync(parent, 0o700);
    expect(statSync(parent).mode & 0o777).toBe(0o700);
    const checkout = join(parent, 'checkout');
    mkdirSync(checkout);
    for (const f of ['package.json', 'tsconfig.json', 'vitest.config.ts', 'src', 'test']) cpSync(join(PROJECT, f), join(checkout, f), { recursive: true });
    // node_modules hard-linked (same files, no copy); the vitest cache is left out so the copy never writes through a link.
    const linked = spawnSync('cp', ['-al', join(PROJECT, 'node_modules'), join(checkout, 'node_modules')]);
    expect(linked.status).toBe(0);
    rmSync(join(checkout, 'node_modules', '.vite'), { recursive: true, force: true });
    const r = spawnSync(process.execPath, [join(checkout, 'node_modules/vitest/vitest.mjs'), 'run', 'test/execute/sandbox-walls.test.ts'], {
      cwd: checkout,
      encoding: 'utf8',
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
      timeout: 150_000,
    });
    const summary = /Tests\s+(.*)/.exec(r.stdout)?.[1] ?? r.stdout.slice(-2000) + r.stderr.slice(-2000);
    expect(summary).toMatch(/^11 passed/);
    expect(r.stderr).not.toMatch(/not readable by uid|run as root/);
    expect(r.status).toBe(0);
  });
});
