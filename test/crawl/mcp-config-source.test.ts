import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expandMcpConfig } from '../../src/crawl/mcp-config-source.js';
import { crawlSources } from '../../src/crawl/crawl.js';
import { ConfigError } from '../../src/util/errors.js';
import { PROJECT, tempDir } from '../helpers.js';

const dir = tempDir();
const write = (name: string, value: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  return file;
};
const legacy = join(PROJECT, 'test/fixtures/servers/legacy-v1.mjs');

describe('mcp-config source: Claude Desktop / Qwen-Agent mcpServers files', () => {
  it('turns command entries into stdio sources and url entries into http sources, and crawls them', async () => {
    const file = write('claude_desktop_config.json', {
      globalShortcut: 'Ctrl+Space',
      mcpServers: {
        'weather notes': { command: process.execPath, args: [legacy], env: { LOG_LEVEL: 'info' }, autoApprove: [] },
        remote: { type: 'http', url: 'http://127.0.0.1:9/mcp', headers: { 'X-Api-Key': '${REMOTE_KEY}' } },
        off: { command: 'nothing', disabled: true },
      },
    });
    const { sources, failures } = await expandMcpConfig({ kind: 'mcp-config', file });
    expect(failures).toEqual([]);
    expect(sources).toEqual([
      { kind: 'stdio', id: 'weather-notes', command: process.execPath, args: [legacy], env: { LOG_LEVEL: 'info' } },
      { kind: 'http', id: 'remote', url: 'http://127.0.0.1:9/mcp', headers: { 'X-Api-Key': '${REMOTE_KEY}' } },
    ]);
    const report = await crawlSources([{ kind: 'mcp-config', file, servers: ['weather notes'] }]);
    expect(report.tools.map((t) => t.id)).toEqual(['weather-notes/get_weather', 'weather-notes/delete_note']);
    expect(report.tools[0]?.source).toMatchObject({ kind: 'stdio', id: 'weather-notes' });
  });

  it('names the file and the key of a bad entry, and still crawls the good ones', async () => {
    const file = write('qwen-agent.json', {
      mcpServers: {
        good: { command: process.execPath, args: [legacy] },
        'bad-args': { command: 'node', args: 'server.js' },
        empty: {},
        sse: { type: 'sse', url: 'http://127.0.0.1:9/sse' },
      },
    });
    const report = await crawlSources([{ kind: 'mcp-config', file }]);
    expect(report.servers.map((s) => s.serverId)).toEqual(['good']);
    const reasons = report.failures.map((f) => f.reason);
    expect(reasons).toEqual([
      `${file}: mcpServers.bad-args: args: Invalid input: expected array, received string`,
      `${file}: mcpServers.empty: has neither "command" (stdio) nor "url" (Streamable HTTP)`,
      `${file}: mcpServers.sse: type "sse" (the old HTTP+SSE transport) is not crawled; use the server's Streamable HTTP URL`,
    ]);
  });

  it('a file without mcpServers, or a filter naming a missing key, is a one-line ConfigError', async () => {
    const noServers = write('settings.json', { servers: {} });
    await expect(expandMcpConfig({ kind: 'mcp-config', file: noServers })).rejects.toThrow(ConfigError);
    await expect(expandMcpConfig({ kind: 'mcp-config', file: noServers })).rejects.toThrow(/settings\.json: expected \{"mcpServers"/);
    const file = write('one.json', { mcpServers: { a: { command: 'x' } } });
    await expect(expandMcpConfig({ kind: 'mcp-config', file, servers: ['b'] })).rejects.toThrow(/one\.json: no server "b" in mcpServers; it has "a"/);
  });
});
