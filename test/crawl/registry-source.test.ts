// The registry source against a 127.0.0.1 stand-in speaking the v0.1 wire format: query params, both pages, entries to sources.
import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegistrySourceSchema } from '../../src/records/index.js';
import { entryToSources, expandRegistry, registryServerId, RegistryServerSchema } from '../../src/crawl/registry-source.js';
import { crawlSources } from '../../src/crawl/crawl.js';
import { parseSourceSpec } from '../../src/crawl/sources.js';
import type { NpmCrawlOptions } from '../../src/crawl/npm-source.js';
import { findBubblewrap } from '../../src/servers/sandbox.js';
import { PROJECT, tempDir } from '../helpers.js';
// @ts-expect-error a plain .mjs fixture
import { startRegistry } from '../fixtures/registry/registry-server.mjs';

interface Registry {
  url: string;
  requests: { path: string; query: Record<string, string>; accept?: string }[];
  close(): Promise<void>;
}

let registry: Registry;
beforeAll(async () => {
  registry = (await startRegistry()) as Registry;
});
afterAll(() => registry.close());

describe('reading the registry', () => {
  it('asks for the latest versions with limit and updated_since, and follows nextCursor through both pages', async () => {
    registry.requests.length = 0;
    const source = RegistrySourceSchema.parse({ kind: 'registry', url: registry.url, limit: 4, updatedSince: '2026-09-01T00:00:00Z' });
    const out = await expandRegistry(source);
    expect(registry.requests).toEqual([
      { path: '/v0.1/servers', query: { limit: '4', version: 'latest', updated_since: '2026-09-01T00:00:00Z' }, accept: 'application/json' },
      { path: '/v0.1/servers', query: { limit: '4', version: 'latest', updated_since: '2026-09-01T00:00:00Z', cursor: 'io.github.gone/server:1.0.0' }, accept: 'application/json' },
    ]);
    expect(out.pages).toBe(2);
    expect(out.servers).toBe(7);
    expect(out.sources.map((s) => [s.kind, s.id])).toEqual([
      ['npm', 'io.github.acme-probe'],
      ['http', 'com.example-remote-only'],
    ]);
    expect(Object.fromEntries(out.skipped.map((s) => [s.name, s.reason]))).toEqual({
      'io.github.py/weather': 'no npm stdio package or streamable-http remote (has: pypi package)',
      'io.github.gone/server': 'deleted from the registry',
      'io.github.local/http-pkg': 'no npm stdio package or streamable-http remote (has: npm package over streamable-http)',
      'com.example/sse': 'no npm stdio package or streamable-http remote (has: sse remote)',
      'io.github.templ/remote': 'remote https://{tenant}.example.com/mcp is a URL template whose variables the crawl cannot fill',
    });
  });

  it('turns an npm package into a pinned npm source: args, env values, and required secrets left to placeholders', async () => {
    const out = await expandRegistry(RegistrySourceSchema.parse({ kind: 'registry', url: registry.url }));
    expect(out.sources[0]).toEqual({
      kind: 'npm',
      id: 'io.github.acme-probe',
      package: '@acme/probe-mcp@1.2.3',
      args: ['--mode', 'read-only', 'toolforge-placeholder'],
      env: { PROBE_REGION: 'us-east-1', PROBE_URL: 'https://api.acme.test/api' },
      requiredEnv: ['PROBE_KEY'],
      origin: 'registry:io.github.acme/probe@1.2.3',
    });
    expect(out.sources[1]).toEqual({ kind: 'http', id: 'com.example-remote-only', url: 'https://mcp.example.com/mcp', headers: { 'X-Api-Key': 'toolforge-placeholder', 'X-Client': 'toolforge' } });
  });

  it('stops at maxServers without asking for the next page', async () => {
    registry.requests.length = 0;
    const out = await expandRegistry(RegistrySourceSchema.parse({ kind: 'registry', url: registry.url, maxServers: 2, search: 'io' }));
    expect(out.servers).toBe(2);
    expect(registry.requests).toHaveLength(1);
    expect(registry.requests[0]?.query.search).toBe('io');
  });

  it('names the registry and the field when the answer is not a v0.1 server list', async () => {
    const broken = (await startRegistry({ mode: 'broken' })) as Registry;
    try {
      await expect(expandRegistry(RegistrySourceSchema.parse({ kind: 'registry', url: broken.url }))).rejects.toThrow(/not a v0.1 server list: servers: /);
    } finally {
      await broken.close();
    }
  });

  it('makes ids from registry names, and parses --source registry:<url>', () => {
    expect(registryServerId('io.github.acme/weather')).toBe('io.github.acme-weather');
    expect(parseSourceSpec('registry:http://127.0.0.1:9')).toMatchObject({ kind: 'registry', url: 'http://127.0.0.1:9', limit: 100 });
    const bad = RegistryServerSchema.parse({ name: 'x/y', version: '1.0.0', packages: [{ registryType: 'npm', identifier: 'y', version: '^1.0.0', transport: { type: 'stdio' } }] });
    expect(entryToSources(bad).skipped[0]?.reason).toBe('npm package y has no exact version (^1.0.0)');
  });
});

describe.skipIf(findBubblewrap() === null)('crawling a registry', () => {
  it('installs and lists the npm entries, and reports every skipped entry as one line', async () => {
    const cacheRoot = tempDir('tf-registry-cache-');
    chmodSync(cacheRoot, 0o755);
    const options: NpmCrawlOptions & { concurrency: number } = { cacheRoot, npmCommand: join(PROJECT, 'test', 'fixtures', 'npm', 'fake-npm.mjs'), concurrency: 2, connectTimeoutMs: 15_000 };
    // "io.github" leaves out the hosted remote: crawling it needs the network, which tests do not have.
    const report = await crawlSources([RegistrySourceSchema.parse({ kind: 'registry', url: registry.url, search: 'io.github' })], options);
    expect(report.servers.map((s) => s.serverId)).toEqual(['io.github.acme-probe']);
    const probe = report.tools.find((t) => t.name === 'probe');
    expect(probe?.package).toBe('@acme/probe-mcp@1.2.3');
    expect(probe?.source).toMatchObject({ kind: 'npm', origin: 'registry:io.github.acme/probe@1.2.3' });
    const seen = JSON.parse(probe?.description ?? '{}') as { key: string; url: string; region: string; argv: string[] };
    expect(seen).toMatchObject({ key: 'toolforge-placeholder', url: 'https://api.acme.test/api', region: 'us-east-1', argv: ['--mode', 'read-only', 'toolforge-placeholder'] });
    expect(report.failures.map((f) => f.reason)).toContain('registry entry io.github.py/weather@0.4.0 skipped: no npm stdio package or streamable-http remote (has: pypi package)');
  });
});
