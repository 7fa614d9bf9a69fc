import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDump } from '../../src/crawl/dump-source.js';
import { crawlSources } from '../../src/crawl/crawl.js';
import { CatalogToolSchema } from '../../src/records/index.js';
import { tempDir } from '../helpers.js';

const dir = tempDir();
const write = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};
const tool = (name: string) => ({ name, description: `Does ${name}.`, inputSchema: { type: 'object', properties: { q: { type: 'string' } } } });

describe('dump source: saved tools/list results', () => {
  it('reads {tools: [...]}; the era is unknown and the records are valid CatalogTools', async () => {
    const file = write('weather.json', JSON.stringify({ tools: [tool('get_forecast'), tool('get_alerts')] }));
    const { servers, failures } = await readDump({ kind: 'dump', file }, { now: '2026-12-02T00:00:00.000Z' });
    expect(failures).toEqual([]);
    expect(servers.map((s) => s.serverId)).toEqual(['weather']);
    const [first] = servers[0]?.tools ?? [];
    expect(first?.id).toBe('weather/get_forecast');
    expect(first?.protocol).toEqual({ era: 'unknown', version: 'unknown' });
    expect(first?.source).toEqual({ kind: 'dump', file, id: 'weather' });
    expect(CatalogToolSchema.parse(first)).toMatchObject({ name: 'get_forecast', description: 'Does get_forecast.' });
  });

  it('reads a tools/list JSON-RPC response, or an array of pages, under the id given', async () => {
    const rpc = write('rpc.json', JSON.stringify({ jsonrpc: '2.0', id: 2, result: { tools: [tool('a')], nextCursor: 'x' } }));
    const pages = write('pages.json', JSON.stringify([{ jsonrpc: '2.0', id: 2, result: { tools: [tool('a')], nextCursor: 'x' } }, { jsonrpc: '2.0', id: 3, result: { tools: [tool('b')] } }]));
    expect((await readDump({ kind: 'dump', file: rpc, id: 'gh' })).servers[0]?.tools.map((t) => t.id)).toEqual(['gh/a']);
    expect((await readDump({ kind: 'dump', file: pages, id: 'gh' })).servers[0]?.tools.map((t) => t.id)).toEqual(['gh/a', 'gh/b']);
  });

  it('reads JSONL of tools each with its server; a bad line is one failure naming file:line, the rest are kept', async () => {
    const file = write(
      'many.jsonl',
      [
        JSON.stringify({ server: 'github', ...tool('create_issue') }),
        JSON.stringify({ server: 'slack', tool: tool('post_message') }),
        'not json',
        JSON.stringify({ server: 'github', description: 'no name' }),
        JSON.stringify({ server: 'github', ...tool('list_issues') }),
      ].join('\n'),
    );
    const report = await crawlSources([{ kind: 'dump', file }]);
    expect(report.tools.map((t) => t.id)).toEqual(['github/create_issue', 'github/list_issues', 'slack/post_message']);
    expect(report.failures.map((f) => f.reason)).toEqual([`${file}:3: not JSON (Unexpected token 'o', "not json" is not valid JSON)`, `${file}:4: name: missing; a tool needs a name`]);
  });

  it('a dump that is not a tools listing is one failure line naming the file; the crawl goes on', async () => {
    const file = write('junk.json', JSON.stringify({ hello: 'world' }));
    const good = write('good.json', JSON.stringify({ tools: [tool('ok')] }));
    const report = await crawlSources([{ kind: 'dump', file }, { kind: 'dump', file: good }]);
    expect(report.tools.map((t) => t.id)).toEqual(['good/ok']);
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]?.serverId).toBe(file);
    expect(report.failures[0]?.reason).toMatch(/junk\.json: expected \{"tools": \[\.\.\.\]\}/);
  });
});
