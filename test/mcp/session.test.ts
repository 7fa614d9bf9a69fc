import { describe, expect, it } from 'vitest';
import { crawlStdio } from '../../src/crawl/stdio-source.js';
import { crawlSources } from '../../src/crawl/crawl.js';
import { connectStdio } from '../../src/mcp/connect.js';
import { callTool } from '../../src/mcp/call.js';
import { resolveLaunch } from '../../src/servers/launch.js';

describe('real servers over stdio with the v2 client', () => {
  it('crawls server-memory: era, version, package and every tool', async () => {
    const crawl = await crawlStdio({ kind: 'stdio', id: 'memory', package: '@modelcontextprotocol/server-memory', args: [], env: { MEMORY_FILE_PATH: '${workspace}/m.jsonl' }, workspace: {} });
    expect(crawl.era).toBe('legacy');
    expect(crawl.protocolVersion).toMatch(/^20\d\d-\d\d-\d\d$/);
    const names = crawl.tools.map((t) => t.name);
    expect(names).toContain('create_entities');
    expect(names).toContain('read_graph');
    const del = crawl.tools.find((t) => t.name === 'delete_entities');
    expect(del?.flags.some((f) => f.code === 'destructive')).toBe(true);
    expect(crawl.tools[0]?.package).toMatch(/^@modelcontextprotocol\/server-memory@/);
  });

  it('returns tool errors as isError and unknown tools as protocol errors, never mixed up', async () => {
    const launch = resolveLaunch({ kind: 'stdio', id: 'everything', package: '@modelcontextprotocol/server-everything', args: ['stdio'], env: {} });
    const session = await connectStdio(launch.spec, { era: 'legacy' });
    try {
      const ok = await callTool(session.client, 'echo', { message: 'hello' });
      expect(ok.isError).toBe(false);
      expect(ok.text).toContain('hello');
      const unknown = await callTool(session.client, 'no-such-tool', {});
      expect(unknown.isError).toBe(true);
      const big = await callTool(session.client, 'echo', { message: 'x'.repeat(5000) }, { maxResultChars: 100 });
      expect(big.truncated).toBe(true);
      expect(big.text).toContain('[truncated by toolforge: showing 100 of');
    } finally {
      await session.close();
    }
  });

  it('reports a server that cannot start in one line and keeps the others', async () => {
    const report = await crawlSources([
      { kind: 'stdio', id: 'broken', command: process.execPath, args: ['-e', 'console.error("boom: missing API key"); process.exit(3)'], env: {} },
      { kind: 'stdio', id: 'seq', package: '@modelcontextprotocol/server-sequential-thinking', args: [], env: {} },
    ], { connectTimeoutMs: 5000 });
    expect(report.tools.map((t) => t.serverId)).toEqual(['seq']);
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]?.serverId).toBe('broken');
    expect(report.failures[0]?.stderrTail).toContain('boom: missing API key');
  });
});
