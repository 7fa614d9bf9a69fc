import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { crawlStdio } from '../../src/crawl/stdio-source.js';
import { PROJECT } from '../helpers.js';

const fixture = (name: string) => join(PROJECT, 'test/fixtures/servers', name);

describe('both protocol eras with the v2 client', () => {
  it('speaks 2026-07-28 (server/discover) to a v2 SDK stdio server and follows every tools/list page', async () => {
    const crawl = await crawlStdio({ kind: 'stdio', id: 'modern', command: process.execPath, args: [fixture('modern-v2.mjs')], env: {} }, { connectTimeoutMs: 60_000 });
    expect(crawl.era).toBe('modern');
    expect(crawl.protocolVersion).toBe('2026-07-28');
    expect(crawl.pages).toBe(3);
    expect(crawl.tools.map((t) => t.name)).toEqual(['tool_0', 'tool_1', 'tool_2', 'tool_3', 'tool_4', 'tool_5', 'tool_6']);
    expect(crawl.tools[0]?.protocol).toEqual({ era: 'modern', version: '2026-07-28' });
    expect(crawl.tools[0]?.server).toMatchObject({ name: 'fixture-modern', version: '2.0.0' });
    // resources come in two pages; templates and prompts keep their descriptions and arguments
    expect(crawl.resources).toEqual([
      { name: 'readme', uri: 'fixture://readme', description: 'The readme', mimeType: 'text/markdown' },
      { name: 'config', uri: 'fixture://config', description: 'The config' },
    ]);
    expect(crawl.resourceTemplates).toEqual([{ name: 'note', uriTemplate: 'fixture://notes/{id}', description: 'A note by id' }]);
    expect(crawl.prompts).toEqual([{ name: 'summarise', description: 'Summarise a note', arguments: [{ name: 'id', required: true }] }]);
  });

  it('falls back to the initialize handshake for a v1 SDK server and records its version', async () => {
    const crawl = await crawlStdio({ kind: 'stdio', id: 'legacy', command: process.execPath, args: [fixture('legacy-v1.mjs')], env: {} });
    expect(crawl.era).toBe('legacy');
    expect(crawl.protocolVersion).toMatch(/^2025-\d\d-\d\d$/);
    expect(crawl.tools[0]?.protocol).toEqual({ era: 'legacy', version: crawl.protocolVersion });
    expect(crawl.pages).toBe(2);
    expect(crawl.tools.map((t) => t.name)).toEqual(['get_weather', 'delete_note']);
    expect(crawl.tools[1]?.flags.map((f) => f.code)).toContain('destructive');
    expect(crawl.resources).toEqual([{ name: 'notes', uri: 'notes://all', description: 'Every note' }]);
    expect(crawl.prompts).toEqual([{ name: 'daily', description: 'A daily summary' }]);
  });
});
