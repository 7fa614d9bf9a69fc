import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { crawlHttp } from '../../src/crawl/http-source.js';
import { crawlSources } from '../../src/crawl/crawl.js';
import { parseSourceSpec } from '../../src/crawl/sources.js';
import { PROJECT } from '../helpers.js';

const servers: ChildProcess[] = [];
let url = '';
let legacyUrl = '';

/** Start an HTTP fixture as its own process and read the URL it prints. */
async function startFixture(name: string): Promise<string> {
  const child = spawn(process.execPath, [join(PROJECT, 'test/fixtures/servers', name)], { stdio: ['pipe', 'pipe', 'inherit'] });
  servers.push(child);
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not print its URL within 20 s`)), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      const m = /listening (\S+)/.exec(chunk.toString());
      if (m) {
        clearTimeout(timer);
        resolve(m[1] as string);
      }
    });
  });
}

beforeAll(async () => {
  [url, legacyUrl] = await Promise.all([startFixture('http-v2.mjs'), startFixture('http-v1.mjs')]);
});
afterAll(() => {
  for (const s of servers) {
    s.stdin?.end();
    s.kill();
  }
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

  it('falls back to the initialize handshake for a v1 SDK server over Streamable HTTP', async () => {
    const crawl = await crawlHttp({ kind: 'http', id: 'orders', url: legacyUrl, headers: {} });
    expect(crawl.era).toBe('legacy');
    expect(crawl.protocolVersion).toMatch(/^2025-\d\d-\d\d$/);
    expect(crawl.tools.map((t) => t.name)).toEqual(['lookup_order']);
    expect(crawl.tools[0]?.server).toMatchObject({ name: 'fixture-http-legacy', version: '1.4.0' });
  });

  it('reads ${VAR} header values from the environment', async () => {
    process.env.TF_TEST_KEY = 'Bearer fixture-key';
    onTestFinished(() => void delete process.env.TF_TEST_KEY);
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
