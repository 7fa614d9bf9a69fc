import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { crawlSources } from '../../src/crawl/crawl.js';
import type { CrawlSource } from '../../src/records/index.js';
import { PROJECT } from '../helpers.js';

const fixture = (name: string) => join(PROJECT, 'test/fixtures/servers', name);
const bad = (mode: string): CrawlSource => ({ kind: 'stdio', id: mode, command: process.execPath, args: [fixture('misbehaving.mjs'), mode], env: {} });

describe('misbehaving servers are one failure line each; the crawl keeps the rest', () => {
  it('crawls every bad fixture plus one good server in one crawl', async () => {
    const sources: CrawlSource[] = [
      bad('crash'),
      bad('hang'),
      bad('hang-list'),
      bad('stdout-junk'),
      bad('malformed'),
      bad('flood'),
      bad('banner'),
      { kind: 'stdio', id: 'good', command: process.execPath, args: [fixture('legacy-v1.mjs')], env: {} },
    ];
    const report = await crawlSources(sources, { connectTimeoutMs: 6000, listTimeoutMs: 3000, maxTools: 100, concurrency: 4 });
    expect(report.servers.map((s) => s.serverId)).toEqual(['banner', 'good']);
    expect(report.tools.map((t) => t.id)).toEqual(['banner/ping', 'good/get_weather', 'good/delete_note']);
    const byId = new Map(report.failures.map((f) => [f.serverId, f]));
    expect([...byId.keys()].sort()).toEqual(['crash', 'flood', 'hang', 'hang-list', 'malformed', 'stdout-junk']);
    for (const f of report.failures) {
      expect(f.reason).not.toContain('\n');
      expect(f.stderrTail).not.toContain('\n');
    }
    expect(byId.get('crash')?.reason).toMatch(/could not connect/);
    expect(byId.get('crash')?.stderrTail).toContain('GITHUB_TOKEN environment variable is required');
    expect(byId.get('hang')?.reason).toBe('could not connect: no answer to the handshake within 6000 ms (the connect timeout)');
    expect(byId.get('hang')?.stderrTail).toContain('starting up');
    expect(byId.get('hang-list')?.reason).toMatch(/tools\/list failed: no answer within 3000 ms/);
    expect(byId.get('hang-list')?.stderrTail).toContain('thinking forever');
    expect(byId.get('stdout-junk')?.reason).toContain('stdout is not MCP: "Server listening on http://localhost:8080"');
    expect(byId.get('stdout-junk')?.stderrTail).toContain('warming cache');
    expect(byId.get('malformed')?.reason).toBe('tools/list failed: malformed tools/list result: tools[0].name: Invalid input: expected string, received number (and 3 more)');
    expect(byId.get('flood')?.reason).toContain('tools/list: more than 100 items');
  });

  it('cuts a listing past the byte cap, even when it arrives as one message', async () => {
    const report = await crawlSources([bad('flood')], { connectTimeoutMs: 5000, listTimeoutMs: 5000, maxListBytes: 100_000 });
    expect(report.tools).toEqual([]);
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]?.reason).toMatch(/tools\/list failed: .*over the 100000-byte cap/);
  });

  it('under a generous byte cap the same flood is crawled whole', async () => {
    const report = await crawlSources([bad('flood')], { maxListBytes: 2_000_000 });
    expect(report.failures).toEqual([]);
    expect(report.tools).toHaveLength(500);
  });
});
