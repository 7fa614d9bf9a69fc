// `toolforge crawl` with ad hoc sources: --env reaches the server, and a server that prints a banner on stdout is kept with a warning line.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { PROJECT, readLines, tempDir } from '../helpers.js';

const BIN = join(PROJECT, 'bin/toolforge.js');
const crawl = (args: string[]) => spawnSync(process.execPath, [BIN, 'crawl', ...args], { encoding: 'utf8', cwd: PROJECT });

describe('toolforge crawl --source', () => {
  it('--env NAME=value sets the environment of a stdio --source', () => {
    const dir = tempDir();
    const tools = join(dir, 'tools.json');
    writeFileSync(tools, JSON.stringify([{ name: 'from_env_file', description: 'A tool read from the file TOOLS_FILE names.', inputSchema: { type: 'object' } }]));
    const out = join(dir, 'catalog.jsonl');
    const server = join(PROJECT, 'test/fixtures/catalog/tools-server.mjs');
    const r = crawl(['--source', `envd=stdio:${process.execPath},${server}`, '--env', `TOOLS_FILE=${tools}`, '--env', 'SERVER_NAME=named-by-env', '-o', out]);
    expect(r.status, r.stderr).toBe(0);
    const catalog = readLines<CatalogTool>(out);
    expect(catalog.map((t) => t.name)).toEqual(['from_env_file']);
    expect(catalog[0]?.server.name).toBe('named-by-env');
    expect(catalog[0]?.source).toMatchObject({ env: { TOOLS_FILE: tools, SERVER_NAME: 'named-by-env' } });
    expect(crawl(['--source', `stdio:${process.execPath},${server}`, '--env', 'not an assignment']).stderr).toMatch(/--env "not an assignment": expected NAME=value/);
  });

  it('a server that prints a banner on stdout is crawled, with one warning line that quotes it', () => {
    const out = join(tempDir(), 'catalog.jsonl');
    const r = crawl(['--source', `banner=stdio:${process.execPath},${join(PROJECT, 'test/fixtures/servers/misbehaving.mjs')},banner`, '-o', out]);
    expect(r.status, r.stderr).toBe(0);
    expect(readLines(out).length).toBeGreaterThan(0);
    const warnings = r.stderr.split('\n').filter((l) => l.includes('warning'));
    expect(warnings).toEqual([expect.stringMatching(/^crawl {5}banner: warning: printed 1 non-protocol line\(s\) on stdout, e\.g\. "my-server v1\.2 starting \(press ctrl-c to quit\)"/)]);
  });
});
