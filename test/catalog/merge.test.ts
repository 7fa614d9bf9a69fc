import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDump } from '../../src/crawl/dump-source.js';
import { mergeCatalogs } from '../../src/catalog/merge.js';
import { prepareMergedCatalog } from '../../src/catalog/prepare.js';
import type { CatalogTool } from '../../src/records/index.js';
import { tempDir } from '../helpers.js';
import { writeLiveMcpBench, writeToucanDir } from '../fixtures/crawls/public-crawls.js';

const dir = tempDir();
const toucanDir = writeToucanDir((mkdirSync(join(dir, 'mcp_servers')), join(dir, 'mcp_servers')));
const liveFile = writeLiveMcpBench(join(dir, 'tools.json'));
const NOW = { now: '2026-01-01T00:00:00.000Z' };

async function tools(source: Parameters<typeof readDump>[0]): Promise<CatalogTool[]> {
  return (await readDump(source, NOW)).servers.flatMap((s) => s.tools);
}

describe('merging catalogs by the sha256 of the normalised definition', () => {
  it('a tool two crawls both hold is one tool with both provenances; first and last seen span both', async () => {
    const toucan = await tools({ kind: 'dump', file: toucanDir, preset: 'toucan', provenance: { repository: 'TheAgentArk/Toucan', commit: 'a1976de', license: 'MIT', path: 'mcp_servers' } });
    const live = await tools({ kind: 'dump', file: liveFile, preset: 'livemcpbench', provenance: { repository: 'icip-cas/LiveMCPBench', commit: 'a928e57', license: 'Apache-2.0', crawledAt: '2025-08-14T11:11:25.000Z' } });
    const result = prepareMergedCatalog([toucan, live]);
    expect(result.merged).toBe(1);
    expect(result.tools.map((t) => t.id)).toEqual(['acme-weather-mcp/get_forecast', 'acme-weather-mcp/list_alerts', 'acme-notes-mcp/create_note', 'dice/roll_dice']);
    const forecast = result.tools[0];
    expect(forecast?.provenance?.map((p) => [p.repository, p.serverId, p.category, p.crawledAt])).toEqual([
      ['TheAgentArk/Toucan', 'acme-weather-mcp', 'Weather', '2025-07-08T01:26:15.000Z'],
      ['icip-cas/LiveMCPBench', 'weather-box', 'Discovery', '2025-08-14T11:11:25.000Z'],
    ]);
    expect([forecast?.firstSeen, forecast?.lastSeen]).toEqual(['2025-07-08T01:26:15.000Z', '2025-08-14T11:11:25.000Z']);
    // The scanners, lint and tokens ran on the merged catalog: no "duplicate" left, each tool graded.
    expect(result.tools.some((t) => t.flags.some((f) => f.code === 'duplicate'))).toBe(false);
    expect(result.tools.every((t) => t.lint !== undefined && (t.tokens ?? 0) > 0)).toBe(true);
  });

  it('merging is idempotent: a catalog merged with itself keeps one copy and one provenance per place', async () => {
    const live = prepareMergedCatalog([await tools({ kind: 'dump', file: liveFile, preset: 'livemcpbench' })]).tools;
    const again = mergeCatalogs([live, live]);
    expect(again.tools.map((t) => t.id)).toEqual(live.map((t) => t.id));
    expect(again.tools.map((t) => t.provenance?.length)).toEqual([1, 1]);
  });

  it('a server id an earlier catalog used is renamed in the later one, every tool of it, so ids stay unique', () => {
    const tool = (serverId: string, name: string, description: string): CatalogTool => ({
      id: `${serverId}/${name}`,
      serverId,
      source: { kind: 'dump', file: 'x.json', id: serverId },
      protocol: { era: 'unknown', version: 'unknown' },
      server: { name: serverId, version: 'unknown' },
      name,
      description,
      inputSchema: { type: 'object' },
      sha256: description.padEnd(64, '0').replace(/[^0-9a-f]/g, '0').slice(0, 64),
      firstSeen: 'a',
      lastSeen: 'a',
      flags: [],
    });
    const a = [tool('github', 'create_issue', 'aaa')];
    const b = [tool('github', 'create_issue', 'bbb'), tool('github', 'list_issues', 'ccc')];
    const m = mergeCatalogs([a, b]);
    expect(m.renamed).toEqual([{ catalog: 1, from: 'github', to: 'github-2' }]);
    expect(m.tools.map((t) => [t.id, t.source.kind === 'dump' ? t.source.id : '', t.provenance?.[0]?.serverId])).toEqual([
      ['github/create_issue', 'github', undefined],
      ['github-2/create_issue', 'github-2', 'github'],
      ['github-2/list_issues', 'github-2', 'github'],
    ]);
  });
});
