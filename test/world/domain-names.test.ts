// A record known by its domain is named by it. Hostinger's incoming domain moves had a domain and a name drawn apart
// ("blog.brightpathschools.com" was the move of shop.lumenhealth.com), so a request for the one called the other.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { PROJECT, readLines } from '../helpers.js';

const tools = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl'))).filter((t) => t.serverId === 'hostinger');
const model = WorldModel.of(tools);

describe('a record known by its domain', () => {
  it('is named by it, wherever it is read', () => {
    const list = tools.find((t) => t.name === 'domains_getIncomingDomainMoveListV1') as CatalogTool;
    const e = model.binding(list)?.entity;
    expect(e?.idField).toBe('domain');
    for (const seed of [1, 2, 3]) {
      const records = new World(model, seed, '2026-12-01').records(list);
      expect(records.length).toBeGreaterThan(2);
      for (const r of records) expect(r.name).toBe(r.domain);
    }
  });
});
