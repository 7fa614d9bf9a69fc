import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDump } from '../../src/crawl/dump-source.js';
import { crawlSources } from '../../src/crawl/crawl.js';
import { prepareCatalog } from '../../src/catalog/prepare.js';
import { CatalogToolSchema, type CatalogTool } from '../../src/records/index.js';
import { tempDir } from '../helpers.js';

const dir = tempDir();
const write = (name: string, lines: unknown[]) => {
  const file = join(dir, name);
  writeFileSync(file, lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n');
  return file;
};
const params = { type: 'object', properties: { city: { type: 'string' }, days: { type: 'integer' } }, required: ['city'] };
const byName = (tools: CatalogTool[]) => new Map(tools.map((t) => [t.name, t]));

describe('dump source: every shape public crawls write a tool in', () => {
  it('MCP inputSchema, Anthropic input_schema, OpenAI function and bare parameters all come back with their parameters', async () => {
    const file = write('shapes.jsonl', [
      { server: 'mcp', name: 'mcp_shape', description: 'MCP.', inputSchema: params },
      { server: 'anthropic', name: 'anthropic_shape', description: 'Anthropic.', input_schema: params },
      { server: 'openai', type: 'function', function: { name: 'openai_shape', description: 'OpenAI.', parameters: params, strict: false } },
      { server: 'bare', name: 'bare_shape', description: 'Bare.', parameters: params },
      { server: 'wrapped', tool: { type: 'function', function: { name: 'wrapped_shape', parameters: params } } },
    ]);
    const report = await crawlSources([{ kind: 'dump', file }]);
    expect(report.failures).toEqual([]);
    const tools = byName(report.tools);
    for (const name of ['mcp_shape', 'anthropic_shape', 'openai_shape', 'bare_shape', 'wrapped_shape']) {
      const t = tools.get(name);
      expect(t?.inputSchema, name).toEqual(params);
      expect(CatalogToolSchema.safeParse(t).success, name).toBe(true);
    }
    expect(tools.get('openai_shape')?.serverId).toBe('openai');
    expect(tools.get('openai_shape')?.description).toBe('OpenAI.');
  });

  it('null or missing annotations, inputSchema and description are read as absent; null hints are dropped, set ones kept', async () => {
    const file = write('nulls.json', [
      {
        tools: [
          { name: 'no_annotations', description: 'x', inputSchema: params, annotations: null },
          { name: 'no_schema', description: 'Takes nothing.', inputSchema: null },
          { name: 'no_description', description: null, input_schema: params },
          { name: 'bare_name' },
          { name: 'some_hints', input_schema: params, annotations: { readOnlyHint: true, destructiveHint: null, title: null } },
          { name: 'stringified', input_schema: JSON.stringify(params) },
        ],
      },
    ]);
    const { servers, failures } = await readDump({ kind: 'dump', file });
    expect(failures).toEqual([]);
    const tools = byName(servers[0]?.tools ?? []);
    expect(tools.get('no_annotations')?.annotations).toBeUndefined();
    expect(tools.get('no_annotations')?.inputSchema).toEqual(params);
    expect(tools.get('no_schema')?.inputSchema).toEqual({ type: 'object', properties: {} });
    expect(tools.get('no_description')?.description).toBe('');
    expect(tools.get('no_description')?.inputSchema).toEqual(params);
    expect(tools.get('bare_name')?.inputSchema).toEqual({ type: 'object', properties: {} });
    expect(tools.get('some_hints')?.annotations).toEqual({ readOnlyHint: true });
    expect(tools.get('stringified')?.inputSchema).toEqual(params);
  });

  it('a name with spaces or odd characters is normalised, keeps its original, and the scanner flags it name_unsafe', async () => {
    const file = write('names.json', [{ tools: [{ name: 'get status', input_schema: params }, { name: '!pg', input_schema: params }, { name: 'storage.get', input_schema: params }, { name: 'fine_name', input_schema: params }] }]);
    const { servers, failures } = await readDump({ kind: 'dump', file });
    expect(failures).toEqual([]);
    const tools = prepareCatalog(servers[0]?.tools ?? []);
    expect(tools.map((t) => [t.name, t.originalName])).toEqual([
      ['get_status', 'get status'],
      ['_pg', '!pg'],
      ['storage_get', 'storage.get'],
      ['fine_name', undefined],
    ]);
    expect(tools.map((t) => t.id)).toEqual(['names/get_status', 'names/_pg', 'names/storage_get', 'names/fine_name']);
    const flagged = tools.filter((t) => t.flags.some((f) => f.code === 'name_unsafe'));
    expect(flagged.map((t) => t.name)).toEqual(['get_status', '_pg', 'storage_get']);
    expect(flagged[0]?.flags.find((f) => f.code === 'name_unsafe')?.reason).toBe('"get_status": the source names it "get status", not a function name; normalised to get_status');
  });

  it('a tool that cannot be read is one line naming its own server and line, not the file\'s or a neighbour\'s', async () => {
    const file = write('mixed.jsonl', [
      { server: 'Context7', name: 'resolve_library', input_schema: params },
      { server: 'weather', name: 'forecast', input_schema: params },
      { server: 'weather', name: 'alerts', input_schema: ['a', 'list'] },
      '{"server": "notes", "name": "broken json',
      { server: 'Context7', description: 'no name', input_schema: params },
      { server: 'weather', name: 42 },
    ]);
    const report = await crawlSources([{ kind: 'dump', file }]);
    expect(report.tools.map((t) => t.id)).toEqual(['Context7/resolve_library', 'weather/forecast']);
    expect(report.failures.map((f) => [f.serverId, f.reason])).toEqual([
      ['notes', expect.stringMatching(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:4: not JSON`))],
      ['Context7', `${file}:5: name: missing; a tool needs a name`],
      ['weather', `${file}:3: input_schema: expected a JSON Schema object, got an array`],
      ['weather', `${file}:6: name: expected a non-empty string, got a number; a tool needs a name`],
    ]);
  });

  it('a server with no readable tool, or none at all, is reported and not counted as crawled', async () => {
    const none = join(dir, 'none.json');
    writeFileSync(none, JSON.stringify({ tools: [] }));
    const bad = write('bad.jsonl', [{ server: 'ghost', name: 'a', inputSchema: 'not json' }, { server: 'ghost', name: 'b', inputSchema: 7 }, { server: 'alive', name: 'ok' }]);
    const report = await crawlSources([{ kind: 'dump', file: none }, { kind: 'dump', file: bad }]);
    expect(report.servers.map((s) => s.serverId)).toEqual(['alive']);
    const lines = report.failures.map((f) => `${f.serverId}${f.scope ? ` (${f.scope})` : ''}: ${f.reason}`);
    expect(lines).toEqual([
      `none: ${none}: no tools; not counted as crawled`,
      `ghost (tool): ${bad}:1: inputSchema: a string that is not JSON; expected a JSON Schema object`,
      `ghost (tool): ${bad}:2: inputSchema: expected a JSON Schema object, got a number`,
      `ghost: ${bad}:1: none of its 2 tools could be read; not counted as crawled`,
    ]);
  });
});
