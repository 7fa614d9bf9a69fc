// `toolforge serve` refuses a user's mistake in one line (no stack trace), before it serves anything.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { PROJECT, tempDir } from '../helpers.js';
import { BIN, writeFixtures } from './helpers.js';

const f = writeFixtures(tempDir('tf-serve-cli-'));
const serve = (args: string[]) => spawnSync(process.execPath, [BIN, 'serve', ...args], { cwd: PROJECT, encoding: 'utf8', input: '' });

describe('toolforge serve on a mistake', () => {
  it.each([
    [['--catalog', f.catalog, '--stdio', '--http', '127.0.0.1:0'], /^toolforge: serve: give --stdio or --http, not both$/],
    [['--catalog', f.catalog, '--servers', 'nope'], /^toolforge: serve --servers: no server nope in the catalog; known: notes, weather$/],
    [['--catalog', f.catalog, '--approval', 'maybe'], /^toolforge: serve: approval: /],
    [['--catalog', f.catalog, '--backend', 'magic'], /^toolforge: serve --backend: unknown backend "magic"; known: real, simulated$/],
    [['--catalog', f.catalog, '--http', 'localhost:99999'], /expected host:port/],
    [['--catalog', '/nonexistent/catalog.jsonl'], /^toolforge: \/nonexistent\/catalog\.jsonl: file not found/],
  ])('%j is one line', (args, line) => {
    const r = serve(args);
    expect(r.status).not.toBe(0);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr.trim()).toMatch(line);
  });

  it('exits after recording nothing when a stdio client leaves without a call', () => {
    const r = serve(['--catalog', f.catalog]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/serve {5}done: 0 trajectories, 0 calls recorded/);
  });
});
