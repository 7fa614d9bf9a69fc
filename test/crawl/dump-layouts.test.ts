import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readDump } from '../../src/crawl/dump-source.js';
import { parseSourceSpec } from '../../src/crawl/sources.js';
import type { DumpSource } from '../../src/records/index.js';
import { tempDir } from '../helpers.js';
import { forecastTool, toucanServer, writeLiveMcpBench, writeToucanDir } from '../fixtures/crawls/public-crawls.js';

const dir = tempDir();
const toucan = writeToucanDir((mkdirSync(join(dir, 'mcp_servers')), join(dir, 'mcp_servers')));
const provenance = { repository: 'TheAgentArk/Toucan', commit: 'a1976de', license: 'MIT', path: 'mcp_servers' };
const NOW = { now: '2026-01-01T00:00:00.000Z' };

describe('dump source: a public crawl read in its own layout', () => {
  it('one Toucan file via the preset: the server is named by its slug, tools keep their parameters, provenance says where and when', async () => {
    const file = join(toucan, '0001.@acme_weather-mcp_labeled.json');
    const { servers, failures } = await readDump({ kind: 'dump', file, preset: 'toucan', provenance: { ...provenance, path: 'mcp_servers/0001.@acme_weather-mcp_labeled.json' } }, NOW);
    expect(failures).toEqual([]);
    expect(servers.map((s) => [s.serverId, s.tools.length])).toEqual([['acme-weather-mcp', 2]]);
    const [forecast, alerts] = servers[0]?.tools ?? [];
    expect(forecast?.inputSchema).toEqual(forecastTool.input_schema);
    expect(forecast?.server).toEqual({ name: 'Weather', version: 'unknown' });
    expect(forecast?.firstSeen).toBe('2025-07-08T01:26:15.000Z');
    expect(forecast?.provenance).toEqual([
      {
        repository: 'TheAgentArk/Toucan',
        commit: 'a1976de',
        license: 'MIT',
        crawledAt: '2025-07-08T01:26:15.000Z',
        path: 'mcp_servers/0001.@acme_weather-mcp_labeled.json',
        serverId: 'acme-weather-mcp',
        server: 'Weather',
        category: 'Weather',
      },
    ]);
    expect(forecast?.source).toEqual({ kind: 'dump', file, preset: 'toucan', id: 'acme-weather-mcp' });
    expect([alerts?.name, alerts?.originalName, alerts?.description, alerts?.annotations]).toEqual(['list_alerts', 'list alerts', '', { readOnlyHint: true }]);
  });

  it('a Toucan directory (one file gzipped) via the preset: failed and empty servers are reported with what the crawl recorded, not crawled', async () => {
    const { servers, failures } = await readDump({ kind: 'dump', file: toucan, preset: 'toucan', provenance }, NOW);
    expect(servers.map((s) => `${s.serverId}:${s.tools.map((t) => t.name).join(',')}`)).toEqual(['acme-weather-mcp:get_forecast,list_alerts', 'acme-notes-mcp:create_note']);
    const notes = servers[1]?.tools[0];
    expect(notes?.provenance?.[0]).toMatchObject({ path: 'mcp_servers/0002.@acme_notes-mcp_labeled.json.gz', category: 'Daily Productivity', crawledAt: '2025-07-08T02:30:24.000Z' });
    expect(failures.map((f) => [f.serverId, f.scope, f.reason.replace(toucan, '<dir>')])).toEqual([
      ['acme-notes-mcp', 'tool', '<dir>/0002.@acme_notes-mcp_labeled.json.gz: metadata.remote_server_response.tools[1]: input_schema: expected a JSON Schema object, got an array'],
      ['acme-down', undefined, '<dir>/0003.@acme_down_labeled.json: no tools (the crawl recorded: Connection timeout (20 seconds)); not counted as crawled'],
      ['acme_silent', undefined, '<dir>/tf_0004.@acme_silent_labeled.json: no tools; not counted as crawled'],
    ]);
  });

  it('the same directory through #path.to.tools reads the same tools with the same parameters', async () => {
    const viaPreset = await readDump({ kind: 'dump', file: toucan, preset: 'toucan' }, NOW);
    const viaPath = await readDump({ kind: 'dump', file: toucan, tools: 'metadata.remote_server_response.tools' }, NOW);
    const shape = (r: typeof viaPath) => r.servers.flatMap((s) => s.tools.map((t) => [t.name, t.inputSchema]));
    expect(shape(viaPath)).toEqual(shape(viaPreset));
    expect(viaPath.servers.map((s) => s.serverId)).toEqual(['0001.-acme_weather-mcp_labeled', '0002.-acme_notes-mcp_labeled']);
    expect(viaPath.failures.filter((f) => !f.scope).map((f) => f.reason.replace(toucan, '<dir>'))).toEqual([
      '<dir>/0003.@acme_down_labeled.json: no tools; not counted as crawled',
      '<dir>/tf_0004.@acme_silent_labeled.json: no tools; not counted as crawled',
    ]);
  });

  it('LiveMCPBench tools.json via its preset and via #*.tools.*.tools: each key under an entry is a server, with its category', async () => {
    const file = writeLiveMcpBench(join(dir, 'tools.json'));
    for (const source of [{ kind: 'dump', file, preset: 'livemcpbench' }, { kind: 'dump', file, tools: '*.tools.*.tools' }] as DumpSource[]) {
      const { servers, failures } = await readDump(source, NOW);
      expect(failures).toEqual([]);
      expect(servers.map((s) => [s.serverId, s.tools[0]?.server.version, s.tools[0]?.provenance?.[0]?.category])).toEqual([
        ['weather-box', '1.2.0', source.preset ? 'Discovery' : undefined],
        ['dice', '0.1.0', source.preset ? 'Entertainment' : undefined],
      ]);
      expect(servers[0]?.tools[0]?.inputSchema).toEqual(forecastTool.input_schema);
      expect(servers[1]?.tools[0]?.outputSchema).toMatchObject({ properties: { rolls: { type: 'array' } } });
    }
  });

  it('JSONL.gz of server documents with #path: one server per line; a bad line names its file and line', async () => {
    const docs = [toucanServer({ id: 9, author: '@x/one', name: 'One', category: 'Others', tools: [forecastTool] }), 'oops', toucanServer({ id: 10, author: '@x/two', name: 'Two', category: 'Others', tools: [forecastTool] })];
    const file = join(dir, 'servers.jsonl.gz');
    writeFileSync(file, gzipSync(docs.map((d) => (typeof d === 'string' ? d : JSON.stringify(d))).join('\n')));
    const { servers, failures } = await readDump({ kind: 'dump', file, preset: 'toucan' }, NOW);
    expect(servers.map((s) => s.serverId)).toEqual(['x-one', 'x-two']);
    expect(servers[1]?.tools[0]?.provenance?.[0]?.path).toBe(file);
    expect(failures.map((f) => [f.serverId, f.reason.slice(file.length)])).toEqual([[file, `:2: not JSON (Unexpected token 'o', "oops" is not valid JSON)`]]);
  });

  it('two servers a crawl names alike keep separate ids; the name the crawl gave stays in provenance', async () => {
    const file = join(dir, 'twins.json');
    writeFileSync(file, JSON.stringify([{ server: 'Calculator', tools: [forecastTool] }, { server: 'Calculator', tools: [{ ...forecastTool, name: 'other' }] }]));
    const { servers } = await readDump({ kind: 'dump', file, tools: '*.tools' }, NOW);
    expect(servers.map((s) => s.serverId)).toEqual(['Calculator', 'Calculator-2']);
    expect(servers[1]?.tools[0]?.provenance?.[0]?.serverId).toBe('Calculator-2');
  });
});

describe('dump spec grammar', () => {
  it('[id=]dump:[<preset>:]<path>[#<tools.path>]', () => {
    expect(parseSourceSpec('dump:toucan:crawls/mcp_servers')).toEqual({ kind: 'dump', file: 'crawls/mcp_servers', preset: 'toucan' });
    expect(parseSourceSpec('dump:crawls/one.json#metadata.remote_server_response.tools')).toEqual({ kind: 'dump', file: 'crawls/one.json', tools: 'metadata.remote_server_response.tools' });
    expect(parseSourceSpec('w=dump:livemcpbench:tools.json.gz')).toEqual({ kind: 'dump', file: 'tools.json.gz', preset: 'livemcpbench', id: 'w' });
    expect(parseSourceSpec('dump:./a:b.json')).toEqual({ kind: 'dump', file: './a:b.json' });
    expect(() => parseSourceSpec('dump:toucann:dir')).toThrow('dump preset "toucann" is unknown; known presets: toucan, livemcpbench');
    expect(() => parseSourceSpec('dump:toucan:dir#a.b')).toThrow('give a preset or #<tools.path>, not both');
    expect(() => parseSourceSpec('dump:file.json#')).toThrow('"#" needs a path after it');
  });
});
