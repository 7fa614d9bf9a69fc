// `catalog profile` on a real catalog file, byte for byte, and the profiles as `catalog stats` shows them (text and --json).
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT, tempDir } from '../helpers.js';

const BIN = join(PROJECT, 'bin/toolforge.js');
const run = (args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', cwd: PROJECT });

/** The quickstart catalog as it was before profiles: every line without its "profile". */
function unprofiled(dir: string): { file: string; lines: string[] } {
  const lines = readFileSync(join(PROJECT, 'catalogs/quickstart.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => {
      const { profile: _drop, ...rest } = JSON.parse(l) as Record<string, unknown>;
      return JSON.stringify(rest);
    });
  const file = join(dir, 'catalog.jsonl');
  writeFileSync(file, lines.join('\n') + '\n');
  return { file, lines };
}

describe('catalog profile and catalog stats', () => {
  const dir = tempDir();
  const { file, lines } = unprofiled(dir);
  const out = join(dir, 'profiled.jsonl');

  it('stats says there are no profiles yet and how to add them', () => {
    const r = run(['catalog', 'stats', '-c', file, '--store', join(dir, 'none.db')]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('profiles: none (run `toolforge catalog profile -c <catalog>`)');
  });

  it('adds a profile to every line and keeps every other byte', () => {
    const r = run(['catalog', 'profile', '-c', file, '-o', out]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/profiled 37 tools in \d+ ms/);
    const written = readFileSync(out, 'utf8').split('\n').filter((l) => l !== '');
    expect(written).toHaveLength(lines.length);
    written.forEach((l, i) => expect(l.startsWith((lines[i] as string).slice(0, -1) + ',"profile":{"action":"')).toBe(true));
    // Profiling again replaces the profile where it stands: the file does not change.
    expect(run(['catalog', 'profile', '-c', out]).status).toBe(0);
    expect(readFileSync(out, 'utf8').split('\n').filter((l) => l !== '')).toEqual(written);
  });

  it('shows actions, top entities and systems and parameter types, as text and as JSON', () => {
    const text = run(['catalog', 'stats', '-c', out, '--store', join(dir, 'none.db')]);
    expect(text.status).toBe(0);
    for (const heading of ['profile actions', 'top entities', 'top systems', 'parameter types (share of']) expect(text.stdout).toContain(heading);
    const json = run(['catalog', 'stats', '-c', out, '--store', join(dir, 'none.db'), '--json']);
    const stats = JSON.parse(json.stdout) as { profiles: { profiled: number; actions: Record<string, number>; paramTypes: Record<string, number>; params: number } };
    expect(stats.profiles.profiled).toBe(37);
    expect(Object.values(stats.profiles.actions).reduce((a, b) => a + b, 0)).toBe(37);
    expect(Object.values(stats.profiles.paramTypes).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
    expect(stats.profiles.params).toBeGreaterThan(37);
  });

  it('names a missing catalog in one line', () => {
    const r = run(['catalog', 'profile', '-c', join(dir, 'nope.jsonl')]);
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toMatch(/nope\.jsonl: no such catalog; crawl one first/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
