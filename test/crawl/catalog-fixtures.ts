// Builds CatalogTool records from plain tool definitions (as a server would list them), for scanner and store tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { definitionSha256, normaliseDefinition } from '../../src/crawl/normalise.js';
import type { ListedTool } from '../../src/mcp/list.js';
import { PROJECT } from '../helpers.js';

export function catalogTool(serverId: string, listed: ListedTool, at = '2026-01-01T00:00:00.000Z'): CatalogTool {
  const def = normaliseDefinition(listed);
  return {
    id: `${serverId}/${def.name}`,
    serverId,
    source: { kind: 'stdio', id: serverId, command: 'fixture', args: [], env: {} },
    protocol: { era: 'legacy', version: '2025-06-18' },
    server: { name: serverId, version: '1.0.0' },
    ...def,
    sha256: definitionSha256(def),
    firstSeen: at,
    lastSeen: at,
    flags: [],
  };
}

/** test/fixtures/catalog/scanner-tools.json: server id -> the tools it lists. */
export function scannerFixture(): CatalogTool[] {
  const servers = JSON.parse(readFileSync(join(PROJECT, 'test/fixtures/catalog/scanner-tools.json'), 'utf8')) as Record<string, ListedTool[]>;
  return Object.entries(servers).flatMap(([id, tools]) => tools.map((t) => catalogTool(id, t)));
}
