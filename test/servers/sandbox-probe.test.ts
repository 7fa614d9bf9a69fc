// The sandbox never weakens silently: which walls hold is a record, and "bubblewrap" refuses in one line when root cannot drop.
import { describe, expect, it } from 'vitest';
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { probeSandboxHost, runningAsRoot } from '../../src/servers/sandbox-probe.js';
import { resolveSandbox, sandboxWalls } from '../../src/servers/sandbox.js';
import { SandboxError } from '../../src/util/errors.js';
import { tempDir } from '../helpers.js';

describe('sandbox walls record', () => {
  it('here: bubblewrap with every wall, the uid dropped', () => {
    expect(resolveSandbox('bubblewrap')).toBe('bubblewrap');
    expect(sandboxWalls('bubblewrap')).toEqual({
      mode: 'bubblewrap',
      uidDropped: true,
      walls: { network: true, filesystem: true, env: true, processes: true, memory: true, openFiles: true },
      missing: [],
    });
  });

  it('unsandboxed: every wall but the env allowlist is missing', () => {
    const walls = sandboxWalls('none');
    expect(walls.mode).toBe('none');
    expect(walls.missing).toEqual(expect.arrayContaining(['network', 'filesystem', 'processes', 'memory', 'openFiles']));
    expect(walls.walls.env).toBe(true);
  });

  it.skipIf(!runningAsRoot())('as root without setpriv: "bubblewrap" refuses in one line, "auto" warns once and records the missing walls', () => {
    const bin = join(tempDir(), 'bin');
    mkdirSync(bin);
    symlinkSync('/usr/bin/bwrap', join(bin, 'bwrap'));
    expect(probeSandboxHost(bin)).toMatchObject({ unprivileged: false, weakness: 'setpriv (util-linux) is not installed' });
    let message = '';
    try {
      resolveSandbox('bubblewrap', () => undefined, bin);
    } catch (err) {
      expect(err).toBeInstanceOf(SandboxError);
      message = (err as Error).message;
    }
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toMatch(/^bubblewrap runs, but root cannot drop to uid 65534 \(setpriv \(util-linux\) is not installed\).*"execute.sandbox": "auto".*uid, processes missing$/);
    const warned: string[] = [];
    expect(resolveSandbox('auto', (l) => warned.push(l), bin)).toBe('bubblewrap');
    expect(warned).toHaveLength(1);
    expect(sandboxWalls('bubblewrap', bin)).toMatchObject({ uidDropped: false, missing: ['uid', 'processes'] });
  });
});
