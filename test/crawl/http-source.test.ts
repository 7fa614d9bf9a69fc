import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { crawlHttp } from '../../src/crawl/http-source.js';
import { crawlSources } from '../../src/crawl/crawl.js';
import { parseSourceSpec } from '../../src/crawl/sources.js';
import { PROJECT } from '../helpers.js';

let server: ChildProcess;
let url = '';

beforeAll(async () => {
  server = spawn(process.execPath, [join(PROJECT, 'test/fixtures/servers/http-v2.mjs')], { stdio: ['pipe', 'pipe', 'inherit'] });
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('fixture did not print its URL within 20 s')), 20_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      const m = /listening (\S+)/.exec(chunk.toString());
      if (m) {
        clearTimeout(timer);
        resolve(m[1] as string);
      }
    });
  });
});
afterAll(() => {
  server.stdin?.end();
  server.kill();
});

describe('http source: a v2 SDK server over Streamable HTTP on 127.0.0.1', () => {
  it('sends the headers, speaks 2026-07-28 and keeps tools and prompts, with the key redacted in the catalog', async () => {
    const crawl = await crawlHttp({ kind: 'http', id: 'docs', url, headers: { Authorization: 'Bearer fixture-key' } });
    expect(crawl.era).toBe('modern');
    expect(crawl.protocolVersion).toBe('2026-07-28');
    expect(crawl.tools.map((t) => t.name).sort()).toEqual(['get_page', 'search_docs']);
    const search = crawl.tools.find((t) => t.name === 'search_docs');
    expect(search?.inputSchema).toMatchObject({ type: 'object', properties: { query: { type: 'string' } }, required: ['query'] });
    expect(search?.url).toBe(url);
    expect(search?.server).toMatchObject({ name: 'fixture-http', version: '3.1.0' });
    expect(search?.source).toEqual({ kind: 'http', id: 'docs', url, headers: { Authorization: '[redacted]' } });
    expect(crawl.prompts).toEqual([{ name: 'ask', description: 'Ask the docs a question' }]);
  });

  it('reads ${VAR} header values from the environment', async () => {
    process.env.TF_TEST_KEY = 'Bearer fixture-key';
    const crawl = await crawlHttp({ kind: 'http', id: 'docs', url, headers: { Authorization: '${TF_TEST_KEY}' } });
    expect(crawl.tools).toHaveLength(2);
    expect(crawl.tools[0]?.source).toMatchObject({ headers: { Authorization: '${TF_TEST_KEY}' } });
  });

  it('an ad hoc --source http:<url> without the key is one failure line; with --header it crawls', async () => {
    const report = await crawlSources([parseSourceSpec(`http:${url}`), parseSourceSpec(`keyed=http:${url}`, { Authorization: 'Bearer fixture-key' })], { connectTimeoutMs: 5000 });
    expect(report.servers.map((s) => s.serverId)).toEqual(['keyed']);
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]?.serverId).toBe(new URL(url).host.replace(':', '-'));
    expect(report.failures[0]?.reason).toMatch(/could not connect: .*401/);
  });
});
