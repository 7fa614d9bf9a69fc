// The npm source: install into a cache (scripts off, reused), run the bin under bubblewrap with no network, placeholder env.
import { chmodSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { NpmSourceSchema, CrawlSourceSchema } from '../../src/records/index.js';
import { crawlNpm } from '../../src/crawl/npm-source.js';
import { placeholderValue } from '../../src/servers/npm-launch.js';
import { ensureNpmPackage, NpmInstallError, packageCacheDir, parsePackageSpec } from '../../src/servers/npm-cache.js';
import { parseSourceSpec } from '../../src/crawl/sources.js';
import { findBubblewrap } from '../../src/servers/sandbox.js';
import { PROJECT, readLines, tempDir } from '../helpers.js';

const FAKE_NPM = join(PROJECT, 'test', 'fixtures', 'npm', 'fake-npm.mjs');
const hasBwrap = findBubblewrap() !== null;

/** A temp cache root the sandbox's uid can read (mkdtemp makes 0700 dirs). */
function cacheRoot(prefix = 'tf-npm-cache-'): string {
  const dir = tempDir(prefix);
  chmodSync(dir, 0o755);
  return dir;
}

function probeOf(tools: { name: string; description: string }[]) {
  const probe = tools.find((t) => t.name === 'probe');
  if (!probe) throw new Error('the probe tool is missing');
  return JSON.parse(probe.description) as { key: string; url: string | null; region: string | null; hostSecret: string | null; argv: string[]; interfaces: string[]; canWriteOwnDir: boolean; wasmMemory: boolean };
}

describe('npm package specs', () => {
  it('splits scoped and plain names and refuses ranges', () => {
    expect(parsePackageSpec('@modelcontextprotocol/server-memory@2026.8.31')).toEqual({ name: '@modelcontextprotocol/server-memory', version: '2026.8.31' });
    expect(parsePackageSpec('tavily-mcp@0.2.22')).toEqual({ name: 'tavily-mcp', version: '0.2.22' });
    expect(() => parsePackageSpec('tavily-mcp@^0.2.0')).toThrow(/exact version/);
    expect(() => parsePackageSpec('tavily-mcp')).toThrow(/name@version/);
    expect(NpmSourceSchema.safeParse({ kind: 'npm', id: 'x', package: 'x@latest' }).success).toBe(false);
    expect(CrawlSourceSchema.parse({ kind: 'npm', id: 'x', package: 'x@1.0.0' })).toMatchObject({ args: [], env: {}, requiredEnv: [] });
  });

  it('parses --source npm:name@version,args', () => {
    expect(parseSourceSpec('npm:@modelcontextprotocol/server-filesystem@2026.8.31,/tmp')).toMatchObject({ kind: 'npm', id: 'server-filesystem', package: '@modelcontextprotocol/server-filesystem@2026.8.31', args: ['/tmp'] });
  });

  it('gives URL-shaped placeholders to URL-named variables', () => {
    expect(placeholderValue('ARGOCD_BASE_URL')).toMatch(/^http:\/\/127\.0\.0\.1/);
    expect(placeholderValue('TAVILY_API_KEY')).toBe('toolforge-placeholder');
  });
});

describe('the npm cache', () => {
  it('installs with scripts off into <root>/<name>@<version>, and reuses the entry without running npm again', async () => {
    const root = cacheRoot();
    const log = join(root, 'npm-calls.jsonl');
    process.env.FAKE_NPM_LOG = log;
    onTestFinished(() => void delete process.env.FAKE_NPM_LOG);
    const ref = parsePackageSpec('@acme/probe-mcp@1.2.3');
    const first = await ensureNpmPackage(ref, { cacheRoot: root, npmCommand: FAKE_NPM });
    expect(first.installed).toBe(true);
    expect(first.dir).toBe(join(root, '@acme', 'probe-mcp@1.2.3'));
    expect(Object.keys(first.bins).sort()).toEqual(['other-tool', 'probe-mcp']);
    const calls = readLines<{ cwd: string; args: string[] }>(log);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args).toEqual(expect.arrayContaining(['install', '--ignore-scripts', '--no-audit', '--no-fund', '@acme/probe-mcp@1.2.3']));
    // npm ran in a side directory that was renamed in whole: no temp directory is left beside the entry.
    expect(calls[0]?.cwd).not.toBe(first.dir);
    expect(readdirSync(join(root, '@acme'))).toEqual(['probe-mcp@1.2.3']);
    const again = await ensureNpmPackage(ref, { cacheRoot: root, npmCommand: FAKE_NPM });
    expect(again.installed).toBe(false);
    expect(readLines(log)).toHaveLength(1);
  });

  it('turns a failed install into an NpmInstallError with npm\'s last words, and leaves no entry', async () => {
    const root = cacheRoot();
    const ref = parsePackageSpec('missing-mcp@0.0.1');
    const err = await ensureNpmPackage(ref, { cacheRoot: root, npmCommand: FAKE_NPM }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NpmInstallError);
    expect((err as Error).message).toMatch(/npm install missing-mcp@0.0.1 failed \(exit 1\).*404 Not Found/);
    expect(existsSync(packageCacheDir(ref, root))).toBe(false);
    expect(readdirSync(root)).toEqual([]);
  });
});

describe.skipIf(!hasBwrap)('crawling an npm source under bubblewrap', () => {
  it('fills required env with placeholders, binds the package read-only, and gives the server no network and no host env', async () => {
    const root = cacheRoot();
    process.env.TOOLFORGE_TEST_SECRET = 'host-secret-value';
    const source = NpmSourceSchema.parse({
      kind: 'npm',
      id: 'probe',
      package: '@acme/probe-mcp@1.2.3',
      args: ['--flag', '${workspace}'],
      env: { PROBE_REGION: 'eu-west-1' },
      requiredEnv: ['PROBE_KEY', 'PROBE_URL', 'PROBE_REGION'],
      workspace: {},
    });
    const crawl = await crawlNpm(source, { cacheRoot: root, npmCommand: FAKE_NPM });
    delete process.env.TOOLFORGE_TEST_SECRET;
    const seen = probeOf(crawl.tools);
    expect(seen.key).toBe('toolforge-placeholder');
    expect(seen.url).toBe('http://127.0.0.1:9/');
    expect(seen.region).toBe('eu-west-1'); // a value the source gives wins over the placeholder
    expect(seen.hostSecret).toBeNull();
    expect(seen.argv).toEqual(['--flag', '/workspace']);
    expect(seen.canWriteOwnDir).toBe(false);
    expect(seen.wasmMemory).toBe(true); // the crawl's address-space cap leaves room for a wasm memory
    expect(seen.interfaces.filter((i) => i !== 'lo')).toEqual([]);
    expect(crawl.tools.map((t) => t.name).sort()).toEqual(['echo', 'probe']);
    for (const t of crawl.tools) {
      expect(t.package).toBe('@acme/probe-mcp@1.2.3');
      expect(t.source).toMatchObject({ kind: 'npm', id: 'probe' });
      expect(t.protocol.era).toBe('legacy');
    }
  });

  it('fails, with the server\'s stderr, when a required key is neither given nor declared', async () => {
    const root = cacheRoot();
    const source = NpmSourceSchema.parse({ kind: 'npm', id: 'probe', package: '@acme/probe-mcp@1.2.3' });
    const err = await crawlNpm(source, { cacheRoot: root, npmCommand: FAKE_NPM, connectTimeoutMs: 10_000 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(JSON.stringify((err as { data?: unknown }).data)).toMatch(/PROBE_KEY environment variable is required/);
  });

  it('runs the bin the source names', async () => {
    const root = cacheRoot();
    const source = NpmSourceSchema.parse({ kind: 'npm', id: 'probe', package: '@acme/probe-mcp@1.2.3', bin: 'nope', requiredEnv: ['PROBE_KEY'] });
    await expect(crawlNpm(source, { cacheRoot: root, npmCommand: FAKE_NPM })).rejects.toThrow(/has no bin "nope"; it has: other-tool, probe-mcp/);
  });

  it('installs a real MCP server package from the npm registry into a temp cache and lists its tools', async () => {
    const root = cacheRoot('tf-npm-real-');
    const source = NpmSourceSchema.parse({ kind: 'npm', id: 'memory', package: '@modelcontextprotocol/server-memory@2026.8.31' });
    const crawl = await crawlNpm(source, { cacheRoot: root, installTimeoutMs: 240_000, now: '2026-12-02T00:00:00.000Z' });
    const manifest = JSON.parse(readFileSync(join(root, '@modelcontextprotocol', 'server-memory@2026.8.31', 'node_modules', '@modelcontextprotocol', 'server-memory', 'package.json'), 'utf8')) as { version: string };
    expect(manifest.version).toBe('2026.8.31');
    expect(crawl.tools.map((t) => t.name)).toEqual(expect.arrayContaining(['create_entities', 'read_graph', 'search_nodes']));
    for (const t of crawl.tools) {
      expect(t.package).toBe('@modelcontextprotocol/server-memory@2026.8.31');
      expect(t.firstSeen).toBe('2026-12-02T00:00:00.000Z');
    }
    const again = await ensureNpmPackage(parsePackageSpec(source.package), { cacheRoot: root });
    expect(again.installed).toBe(false);
  }, 300_000);
});
