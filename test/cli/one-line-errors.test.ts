// Small things a user meets first: every config error one line, ranges named, duplicate ids reported, the unsandboxed warning once.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT, tempDir } from '../helpers.js';

const BIN = join(PROJECT, 'bin/toolforge.js');
const run = (args: string[], env: NodeJS.ProcessEnv = process.env) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', cwd: PROJECT, env });
const source = { kind: 'stdio', id: 'a', command: 'x' };

describe('one-line errors', () => {
  it('a YAML alias bomb is one line, not a stack trace', () => {
    const file = join(tempDir(), 'bomb.yaml');
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (const [prev, name] of [['a', 'b'], ['b', 'c'], ['c', 'd'], ['d', 'e'], ['e', 'f'], ['f', 'g'], ['g', 'h'], ['h', 'i']]) levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    writeFileSync(file, levels.join('\n') + '\n');
    const r = run(['run', file]);
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/bomb\.yaml: not valid YAML \(Excessive alias count/);
  });

  it('a number out of range says what the range is', () => {
    const file = join(tempDir(), 'range.json');
    writeFileSync(file, JSON.stringify({ name: 'x', catalog: 'c.jsonl', out: 'o', sources: [source], execute: { limits: { addressSpaceMb: 1e20 } } }));
    const r = run(['run', file]);
    expect(r.stderr.trim()).toMatch(/range\.json:1:\d+: execute\.limits\.addressSpaceMb: must be an integer from 512 to 4194304, got 100000000000000000000$/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('a catalog holding one tool id twice is reported, not cut down silently', () => {
    const dir = tempDir();
    const catalog = join(dir, 'catalog.jsonl');
    const line = readFileSync(join(PROJECT, 'catalogs/quickstart.jsonl'), 'utf8').split('\n')[0] as string;
    writeFileSync(catalog, `${line}\n${line}\n`);
    writeFileSync(join(dir, 'tasks.jsonl'), '');
    const r = run(['execute', '--catalog', catalog, '--tasks', join(dir, 'tasks.jsonl'), '-o', join(dir, 'out.jsonl'), '--rejects', join(dir, 'r.jsonl'), '--sandbox', 'none']);
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toMatch(/catalog\.jsonl: tool id "[^"]+" appears twice \(records 1 and 2\)/);
  });

  it('a catalog named both as --catalog and as the tools beside the output is read once, not reported as duplicates', () => {
    const dir = tempDir();
    const tools = join(dir, 'tools.jsonl');
    copyFileSync(join(PROJECT, 'catalogs/quickstart.jsonl'), tools);
    writeFileSync(join(dir, 'in.jsonl'), '');
    const r = run(['validate', '--catalog', tools, '--in', join(dir, 'in.jsonl'), '-o', join(dir, 'valid.jsonl'), '--rejects', join(dir, 'r.jsonl')]);
    expect(r.stderr).not.toMatch(/appears twice/);
    expect(r.status, r.stderr).toBe(0);
  });

  it('the unsandboxed warning of sandbox "auto" prints once per run', () => {
    const dir = tempDir();
    copyFileSync(join(PROJECT, 'catalogs/quickstart.jsonl'), join(dir, 'catalog.jsonl'));
    const config = JSON.parse(readFileSync(join(PROJECT, 'pipelines/quickstart.json'), 'utf8')) as { generate: { count: number }; execute: { sandbox: string } };
    config.generate.count = 4;
    config.execute.sandbox = 'auto';
    writeFileSync(join(dir, 'p.json'), JSON.stringify({ ...config, catalog: join(dir, 'catalog.jsonl'), out: join(dir, 'run') }));
    // No bwrap on this PATH: "auto" runs the servers unsandboxed and must say so, once.
    const r = run(['run', join(dir, 'p.json'), '--skip-crawl'], { ...process.env, PATH: '/nonexistent' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr.split('\n').filter((l) => /bubblewrap \(bwrap\) is not usable here/.test(l))).toHaveLength(1);
  });
});
