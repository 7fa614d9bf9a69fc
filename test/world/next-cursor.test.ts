// A last page says so: a required, nullable next_cursor is null, not a cursor drawn from the schema ("offset:380"
// under one search hit, and the answer offered "more on the next page").
import { describe, expect, it } from 'vitest';
import type { CatalogTool } from '../../src/records/index.js';
import { World } from '../../src/world/world.js';
import { catalogTool } from '../execute/helpers.js';

const source = { kind: 'synthetic' as const, id: 'drive', domain: 'files', derivedFrom: [] };
const link = { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, permission: { type: 'string', enum: ['view', 'edit'] } }, required: ['id', 'permission'], additionalProperties: false };
const search: CatalogTool = catalogTool('drive', 'search_share_links', source, {
  inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
  outputSchema: { type: 'object', properties: { items: { type: 'array', items: link }, next_cursor: { type: ['string', 'null'] } }, required: ['items', 'next_cursor'], additionalProperties: false },
  profile: { action: 'search', entity: 'share link', system: 'Drive', params: { query: 'query' }, reversible: true },
});

describe('a last page', () => {
  it('has a null next_cursor when its schema requires one', () => {
    let checked = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const world = World.for([search], seed);
      // The first record's rarest word: one or two hits, a single page.
      const words = world.records(search).map((r) => String(r.name ?? '').toLowerCase().split(/\s+/));
      const rare = (words[0] ?? []).find((w) => w.length >= 4 && words.filter((ws) => ws.includes(w)).length <= 2);
      if (!rare) continue;
      const out = JSON.parse(world.call(search, { query: rare }).text) as { items: unknown[]; next_cursor: unknown };
      if (out.items.length >= 5) continue;
      checked++;
      expect(out.next_cursor).toBeNull();
    }
    expect(checked).toBeGreaterThan(2);
  });
});
