import { describe, expect, it, vi } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { makeCatalogCommand } from '../../src/cli/catalog.js';
import type { CatalogStats } from '../../src/catalog/stats.js';
import type { ImportReport } from '../../src/crawl/import.js';
import type { CatalogTool } from '../../src/records/index.js';
import { tempDir } from '../helpers.js';
import { writeLiveMcpBench, writeToucanDir } from '../fixtures/crawls/public-crawls.js';

async function catalog(args: string[]): Promise<{ out: string; err: string }> {
  let out = '';
  let err = '';
  const o = vi.spyOn(process.stdout, 'write').mockImplementation((c: string | Uint8Array) => ((out += c.toString()), true));
  const e = vi.spyOn(process.stderr, 'write').mockImplementation((c: string | Uint8Array) => ((err += c.toString()), true));
  try {
    await makeCatalogCommand().exitOverride().parseAsync(args, { from: 'user' });
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
  return { out, err };
}

const dir = tempDir();
const toucanDir = writeToucanDir((mkdirSync(join(dir, 'mcp_servers')), join(dir, 'mcp_servers')));
const liveFile = writeLiveMcpBench(join(dir, 'tools.json'));
const readGz = (file: string) => gunzipSync(readFileSync(file)).toString('utf8').trim().split('\n').map((l) => JSON.parse(l) as CatalogTool);

describe('toolforge catalog import / merge / stats over public crawls', () => {
  it('imports a Toucan directory with provenance into a .jsonl.gz, reports failures per server, and stats/lint read it', async () => {
    const out = join(dir, 'public', 'toucan.jsonl.gz');
    const reportFile = join(dir, 'toucan.report.json');
    const { err } = await catalog(['import', '--from', toucanDir, '--preset', 'toucan', '--repository', 'TheAgentArk/Toucan', '--commit', 'a1976de', '--license', 'MIT', '--path', 'mcp_servers', '-o', out, '--report', reportFile]);
    expect(err).toContain(`import    ${toucanDir}: 2 servers, 3 tools read; 2 servers gave no readable tool; 1 tools unreadable`);
    expect(err).toContain('import    3 distinct tools from 2 servers written to');
    const tools = readGz(out);
    expect(tools.every((t) => t.provenance?.[0]?.repository === 'TheAgentArk/Toucan' && t.provenance[0].license === 'MIT' && t.lint && t.tokens)).toBe(true);
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as ImportReport;
    expect(report.failures.map((f) => f.serverId)).toEqual(['acme-notes-mcp', 'acme-down', 'acme_silent']);

    const stats = JSON.parse((await catalog(['stats', '-c', out, '--store', join(dir, 'none.db'), '--json'])).out) as CatalogStats;
    expect(stats.perSource).toEqual({ 'TheAgentArk/Toucan': 3 });
    expect(stats.sourceKinds).toEqual({ dump: 3 });
    expect(stats.categories).toEqual({ Weather: 2, 'Daily Productivity': 1 });
    expect(stats.flags.name_unsafe).toBe(1);
    const lint = await catalog(['lint', '-c', out]);
    expect(lint.out).toMatch(/\(all\)\s+3\b/);
  });

  it('imports several sources from a sources file, folding the tool both hold, and stats count it under both', async () => {
    const sources = join(dir, 'public.sources.json');
    writeFileSync(
      sources,
      JSON.stringify({
        sources: [
          { kind: 'dump', file: toucanDir, preset: 'toucan', provenance: { repository: 'TheAgentArk/Toucan', commit: 'a1976de', license: 'MIT', path: 'mcp_servers' } },
          { kind: 'dump', file: liveFile, preset: 'livemcpbench', provenance: { repository: 'icip-cas/LiveMCPBench', commit: 'a928e57', license: 'Apache-2.0', crawledAt: '2025-08-14' } },
        ],
      }),
    );
    const out = join(dir, 'public', 'all.jsonl.gz');
    const { err } = await catalog(['import', '--sources', sources, '-o', out]);
    expect(err).toContain('4 distinct tools from 3 servers written to');
    expect(err).toContain('1 identical definitions folded into one (provenance kept)');
    const stats = JSON.parse((await catalog(['stats', '-c', out, '--store', join(dir, 'none.db'), '--json'])).out) as CatalogStats;
    expect(stats.perSource).toEqual({ 'TheAgentArk/Toucan': 3, 'icip-cas/LiveMCPBench': 2 });
    expect(stats.categories).toMatchObject({ Weather: 2, Discovery: 1, Entertainment: 1 });

    // catalog merge of the per-source files gives the same tools as importing them together.
    const live = join(dir, 'public', 'live.jsonl');
    await catalog(['import', '--from', liveFile, '--preset', 'livemcpbench', '--repository', 'icip-cas/LiveMCPBench', '--commit', 'a928e57', '--license', 'Apache-2.0', '--crawled-at', '2025-08-14', '-o', live]);
    const merged = join(dir, 'public', 'merged.jsonl.gz');
    await catalog(['merge', join(dir, 'public', 'toucan.jsonl.gz'), live, '-o', merged]);
    expect(readGz(merged).map((t) => [t.id, t.sha256, t.provenance?.length])).toEqual(readGz(out).map((t) => [t.id, t.sha256, t.provenance?.length]));
  });

  it('a public import without its provenance is one line saying what to give', async () => {
    await expect(catalog(['import', '--from', toucanDir, '--preset', 'toucan', '-o', join(dir, 'x.jsonl')])).rejects.toThrow('catalog import: give --repository, --commit, --license: every imported tool records where it came from');
  });
});
