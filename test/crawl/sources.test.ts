import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSourcesFile, parseSourceSpec } from '../../src/crawl/sources.js';
import { crawlSources } from '../../src/crawl/crawl.js';
import { ConfigError } from '../../src/util/errors.js';
import { PROJECT, readLines, tempDir } from '../helpers.js';

const legacy = join(PROJECT, 'test/fixtures/servers/legacy-v1.mjs');

describe('sources: the sources file and the --source grammar', () => {
  it('catalogs/sources.json lists the four quickstart servers', async () => {
    const sources = await loadSourcesFile(join(PROJECT, 'catalogs/sources.json'));
    expect(sources.map((s) => (s as { id: string }).id)).toEqual(['everything', 'filesystem', 'memory', 'sequential-thinking']);
  });

  it('crawls every server catalogs/sources.json names, with no failure', async () => {
    const report = await crawlSources(await loadSourcesFile(join(PROJECT, 'catalogs/sources.json')));
    expect(report.failures).toEqual([]);
    expect(report.servers.map((s) => s.serverId)).toEqual(['everything', 'filesystem', 'memory', 'sequential-thinking']);
    expect(report.tools.filter((t) => t.serverId === 'filesystem').map((t) => t.name)).toContain('read_text_file');
    expect(report.servers.find((s) => s.serverId === 'everything')?.prompts.length).toBeGreaterThan(0);
  });

  it('parses each kind, with and without an id', () => {
    expect(parseSourceSpec('stdio:node,server.js,--port,3')).toEqual({ kind: 'stdio', id: 'server', command: 'node', args: ['server.js', '--port', '3'], env: {} });
    expect(parseSourceSpec('mem=stdio:npx,-y,@modelcontextprotocol/server-memory')).toMatchObject({ kind: 'stdio', id: 'mem', command: 'npx' });
    expect(parseSourceSpec('http:http://127.0.0.1:3000/mcp', { Authorization: 'Bearer k' })).toEqual({ kind: 'http', id: '127.0.0.1-3000', url: 'http://127.0.0.1:3000/mcp', headers: { Authorization: 'Bearer k' } });
    expect(parseSourceSpec('mcp-config:~/cfg.json#github,slack')).toEqual({ kind: 'mcp-config', file: '~/cfg.json', servers: ['github', 'slack'] });
    expect(parseSourceSpec('dump:saved/tools.json')).toEqual({ kind: 'dump', file: 'saved/tools.json' });
    expect(parseSourceSpec('gh=dump:saved/tools.json')).toEqual({ kind: 'dump', file: 'saved/tools.json', id: 'gh' });
  });

  it('rejects a bad spec in one line naming it', () => {
    expect(() => parseSourceSpec('server.js')).toThrow(ConfigError);
    expect(() => parseSourceSpec('ftp:x')).toThrow(/--source "ftp:x": unknown kind "ftp"/);
    expect(() => parseSourceSpec('http:not a url')).toThrow(/--source "http:not a url": url: /);
  });

  it('a bad entry in a sources file names the file and the field', async () => {
    const dir = tempDir();
    const file = join(dir, 'sources.json');
    writeFileSync(file, JSON.stringify({ sources: [{ kind: 'http', id: 'x', url: 'ftp://x' }] }));
    await expect(loadSourcesFile(file)).rejects.toThrow(/sources\.json:1:\d+: sources\[0\]\.url: /);
  });
});

describe('crawlSources over several sources', () => {
  it('crawls the first of two sources with one id and reports the second', async () => {
    const src = { kind: 'stdio' as const, id: 'twice', command: process.execPath, args: [legacy], env: {} };
    const report = await crawlSources([src, { ...src, args: [join(PROJECT, 'test/fixtures/servers/modern-v2.mjs')] }]);
    expect(report.servers.map((s) => [s.serverId, s.era])).toEqual([['twice', 'legacy']]);
    expect(report.failures.map((f) => f.reason)).toEqual(['two sources use the server id "twice"; give one of them another id']);
  });
});

describe('toolforge crawl as a user runs it', () => {
  it('crawls ad hoc --source specs into a catalog and a report, and documents the grammar in --help', () => {
    const dir = tempDir();
    const dump = join(dir, 'saved.json');
    writeFileSync(dump, JSON.stringify({ tools: [{ name: 'lookup', inputSchema: { type: 'object' } }] }));
    const out = join(dir, 'catalog.jsonl');
    const reportFile = join(dir, 'report.json');
    const run = (args: string[]) => spawnSync(process.execPath, [join(PROJECT, 'bin/toolforge.js'), 'crawl', ...args], { encoding: 'utf8', cwd: PROJECT });
    const r = run(['--source', `stdio:node,${legacy}`, '--source', `dump:${dump}`, '--source', 'broken=stdio:node,-e,process.exit(2)', '-o', out, '--report', reportFile, '--connect-timeout', '5000']);
    expect(r.status).toBe(0);
    expect(readLines<{ id: string }>(out).map((t) => t.id)).toEqual(['legacy-v1/get_weather', 'legacy-v1/delete_note', 'saved/lookup']);
    expect(r.stderr).toMatch(/crawl +broken: failed: could not connect/);
    expect(r.stderr).toMatch(/legacy-v1: 2 tools in 2 page\(s\), legacy 2025-/);
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { servers: { serverId: string; era: string; prompts: unknown[] }[]; failures: { serverId: string }[] };
    expect(report.servers.map((s) => [s.serverId, s.era, s.prompts.length])).toEqual([['legacy-v1', 'legacy', 1], ['saved', 'unknown', 0]]);
    expect(report.failures.map((f) => f.serverId)).toEqual(['broken']);
    const help = run(['--help']);
    expect(help.stdout).toContain('[id=]stdio:<command>[,<arg>...]');
    expect(help.stdout).toContain('mcp-config:<file>');
    const none = run([]);
    expect(none.status).toBe(1);
    expect(none.stderr.trim()).toBe('toolforge: crawl: give --sources <file> or at least one --source <spec> (see toolforge crawl --help)');
  });
});
