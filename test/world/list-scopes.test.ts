// A list asked for records in a scope its records hold no field for (airbnb's stays in a location, a subreddit's
// posts, Codacy's issues of a repository that are fixed) lists records of that scope, which hold it from then on.
// Before, the scope was ignored: stays in Lisbon and in Paris were the same five stays, named nowhere.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { World } from '../../src/world/world.js';
import { WorldModel } from '../../src/world/model.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { PROJECT, readLines } from '../helpers.js';

const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));
const model = WorldModel.of(real.filter((t) => ['airbnb', 'codacy'].includes(t.serverId)));
const tool = (name: string) => real.find((t) => t.name === name) as CatalogTool;
type Listed = { listings: Array<Record<string, unknown>> };

describe('a list in a scope its records do not hold', () => {
  it('lists records of that scope, other records for another scope, and the same ones again', () => {
    const search = tool('airbnb_search');
    for (let seed = 1; seed <= 12; seed++) {
      const world = new World(model, seed, '2026-12-01');
      const lisbon = (JSON.parse(world.call(search, { location: 'Lisbon' }).text) as Listed).listings;
      const paris = (JSON.parse(world.call(search, { location: 'Paris' }).text) as Listed).listings;
      expect(lisbon.length).toBeGreaterThan(0);
      expect(paris.length).toBeGreaterThan(0);
      expect(lisbon.every((l) => l.location === 'Lisbon')).toBe(true);
      expect(paris.every((l) => l.location === 'Paris')).toBe(true);
      const ids = new Set(lisbon.map((l) => l.id));
      expect(paris.some((l) => ids.has(l.id))).toBe(false);
      const again = (JSON.parse(world.call(search, { location: 'Lisbon' }).text) as Listed).listings;
      expect(again.map((l) => l.id)).toEqual(lisbon.map((l) => l.id));
    }
  });

  it('keeps an issue status asked for, and leaves out options that only steer the list', () => {
    const issues = tool('codacy_list_pull_request_issues');
    const world = new World(model, 3, '2026-12-01');
    const args = { provider: 'bb', organization: 'Juniper Wellness', repository: 'analytics-etl', status: 'fixed', onlyPotential: true };
    const out = JSON.parse(world.call(issues, args).text) as Record<string, Array<Record<string, unknown>>>;
    const items = Object.values(out).find(Array.isArray) as Array<Record<string, unknown>>;
    expect(items.length).toBeGreaterThan(0);
    for (const it of items) {
      expect(it).toMatchObject({ organization: 'Juniper Wellness', repository: 'analytics-etl', status: 'fixed' });
      // A provider and a switch say how to ask, not where the issue is.
      expect(it.provider).toBeUndefined();
      expect(it.onlyPotential).toBeUndefined();
    }
  });
});
