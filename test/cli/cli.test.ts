import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { PROJECT, tempDir } from '../helpers.js';

const BIN = join(PROJECT, 'bin/toolforge.js');
const run = (args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', cwd: PROJECT });

describe('toolforge CLI as a user runs it', () => {
  it('lists every stage in --help', () => {
    const r = run(['--help']);
    expect(r.status).toBe(0);
    for (const cmd of ['crawl', 'generate', 'execute', 'validate', 'export', 'run']) expect(r.stdout).toContain(cmd);
  });
  it('reports a bad pipeline file in one line, without a stack trace', () => {
    const dir = tempDir();
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ name: 'bad', catalog: 'c', out: 'o', sources: [{ kind: 'stdio', id: 'a', package: 'x' }], seed: 'one' }));
    const r = run(['run', file]);
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/bad\.json:1:\d+: seed: /);
    expect(r.stderr).not.toMatch(/at .*\.js:\d+/);
  });
  it('refuses a bad TOOLFORGE_HEAP_GROWING_PERCENT in one line and takes a good one', () => {
    const withEnv = (v: string) => spawnSync(process.execPath, [BIN, '--version'], { encoding: 'utf8', cwd: PROJECT, env: { ...process.env, TOOLFORGE_HEAP_GROWING_PERCENT: v } });
    const bad = withEnv('lots');
    expect(bad.status).toBe(1);
    expect(bad.stderr.trim()).toBe("toolforge: TOOLFORGE_HEAP_GROWING_PERCENT=lots: must be an integer from 0 (V8's default growth) to 1000");
    expect(withEnv('0').status).toBe(0);
  });
  it('names the file and line of a broken JSONL record', () => {
    const dir = tempDir();
    const file = join(dir, 'catalog.jsonl');
    writeFileSync(file, '{"id": 1}\n');
    const r = run(['generate', 'tasks', '--catalog', file, '--count', '3']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/catalog\.jsonl:1: id: /);
  });
  it('rejects a bad --sandbox value in one line naming the allowed values', () => {
    const r = run(['execute', '--catalog', 'catalogs/quickstart.jsonl', '--sandbox', 'docker']);
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe('toolforge: execute --sandbox/--concurrency: sandbox: must be one of "bubblewrap", "none", "auto"');
  });
});
