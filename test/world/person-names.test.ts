// A record is named as a person only when it is one: grafana's pyroscope profile types were "Lina Müller" and
// "Emeka Schmidt", and MS 365's contact folders and a user agent were named like people too.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { CatalogToolSchema, type CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { FIRST_NAMES } from '../../src/world/people-places.js';
import { PROJECT, readLines } from '../helpers.js';

const catalog: CatalogTool[] = fillProfiles(readLines(join(PROJECT, 'catalogs/npm-real.jsonl')).map((l) => CatalogToolSchema.parse(l)));
const model = WorldModel.of(catalog);

function names(toolId: string): string[] {
  const tool = catalog.find((t) => t.id === toolId) as CatalogTool;
  const out: string[] = [];
  for (let seed = 1; seed <= 6; seed++) {
    const world = new World(model, seed);
    const b = world.binding(tool);
    if (b) out.push(...world.records(tool).map((r) => String(r[b.entity.label])));
  }
  return out;
}
const personal = (name: string) => FIRST_NAMES.includes(name.split(' ')[0] ?? '') && name.split(' ').length === 2;

describe('a person\'s name', () => {
  it('names people, not things that only mention them', () => {
    for (const id of ['grafana/list_pyroscope_profile_types', 'ms-365/list-contact-folders']) {
      const seen = names(id);
      expect(seen.length, id).toBeGreaterThan(10);
      expect(seen.filter(personal), id).toEqual([]);
    }
    const people = names('ms-365/list-contact-folder-contacts');
    expect(people.filter(personal).length / people.length).toBeGreaterThan(0.8);
  });

  it('is no code host\'s owner: GitHub issues were "owned by Aisha Bernard"', () => {
    const tool = catalog.find((t) => t.id === 'github/list_issues') as CatalogTool;
    const owners: string[] = [];
    for (let seed = 1; seed <= 6; seed++) owners.push(...new World(model, seed).records(tool).map((r) => String(r.owner)));
    expect(owners.length).toBeGreaterThan(10);
    for (const o of owners) expect(o, o).toMatch(/^[a-z0-9._-]+$/);
  });
});
