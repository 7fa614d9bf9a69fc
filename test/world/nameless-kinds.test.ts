// A record no schema names, of a kind that has no names, is known by its id. Before, every entity got a "name" field
// whether or not any tool had one: a phone's orientation was "Report scheduler orientation", a page's CSS style "Bulk
// user import style", and answers and requests said them ("Orientation 'Report scheduler orientation'; orientation
// landscape"). 82 of 991 real records held such "<Feature> <head>" names.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { argumentsFor } from '../../src/world/arguments.js';
import { PROJECT, readLines } from '../helpers.js';

const SERVERS = new Set(['mobile', 'chrome-devtools', 'google-maps', 'time', 'elasticsearch', 'searxng']);
const tools = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl'))).filter((t) => SERVERS.has(t.serverId));
const model = WorldModel.of(tools);
const entity = (server: string, name: string) => model.entity(server, name);

describe('records of a kind with no names', () => {
  it('are known by their id, with no name field of their own', () => {
    for (const [server, name] of [['mobile', 'orientation'], ['chrome-devtools', 'css style']] as const) {
      const e = entity(server, name);
      expect(e?.label).toBe(e?.idField);
      expect(e?.fields.filter((f) => f.name === e.idField)).toHaveLength(1);
      expect(e?.fields.map((f) => f.name)).not.toContain('name');
    }
    const orientation = tools.find((t) => t.id === 'mobile/mobile_get_orientation') as CatalogTool;
    const world = new World(model, 3, '2026-12-01');
    const device = world.records(orientation)[0]?.device;
    const result = JSON.parse(world.call(orientation, { device }).text) as Record<string, unknown>;
    expect(result.device).toBe(device);
    expect(Object.keys(result)).not.toContain('name');
    expect(['portrait', 'landscape']).toContain(result.orientation);
  });

  it('keep the names their kind has, and a name that is all a record holds', () => {
    // A place is named as places are ("Riverside Park").
    expect(entity('google-maps', 'place')?.label).toBe('name');
    // Elasticsearch's mapping holds nothing else the catalog says: without its name it would be an id and two times.
    const mapping = entity('elasticsearch', 'mapping');
    expect(mapping?.label).not.toBe(mapping?.idField);
    // A week-year holds what its words call for (content-fields.ts), so it needs no name beside them.
    const week = entity('time', 'week year');
    expect(week?.label).toBe(week?.idField);
    expect(week?.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['week', 'year']));
  });

  // A search finds such a record by words of its text: SearXNG's suggestions were searched for '2254946'.
  it('are searched for by their words, not their id', () => {
    const suggest = tools.find((t) => t.id === 'searxng/searxng_search_suggestions') as CatalogTool;
    const e = model.binding(suggest)?.entity;
    expect(e?.label).toBe(e?.idField);
    const queries = [1, 2, 3, 4, 5, 6].map((seed) => argumentsFor(suggest, new World(model, seed, '2026-12-01'), seed, { minimal: false }).query).filter((q) => q !== undefined);
    expect(queries.length).toBeGreaterThan(0);
    for (const q of queries) expect(q).toMatch(/\p{L}{3,}/u);
  });
});
