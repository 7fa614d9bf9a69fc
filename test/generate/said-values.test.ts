// What a call says, checked against itself and its world: a new entity's observations are each said once (seen in the
// quickstart: "Sam Osei (a person): Riverside Dental asked for a refund of 20% and Riverside Dental asked for a refund
// of 20%"), and an update turns a flag the other way from what its record has.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { planCall } from '../../src/generate/tasks/call-plan.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { Rng } from '../../src/util/random.js';
import { PROJECT, readLines } from '../helpers.js';

const quickstart = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/quickstart.jsonl')));
const create = quickstart.find((t) => t.id === 'memory/create_entities') as CatalogTool;

describe('observations of a new entity', () => {
  it('are each said once', () => {
    let seen = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const entities = planCall(create, { rng: new Rng(seed), seed, ref: '2026-12-01' }).call.arguments.entities as Array<{ observations?: string[] }>;
      for (const e of entities) {
        const obs = e.observations ?? [];
        if (obs.length > 1) seen++;
        expect(new Set(obs).size, obs.join(' | ')).toBe(obs.length);
      }
    }
    expect(seen).toBeGreaterThan(10);
  });
});

// Seen in the quickstart: "for the note, turn pinned on", and the note the search found was pinned already.
describe('an update of a flag', () => {
  it('turns it the other way from what the record has', async () => {
    const { World } = await import('../../src/world/world.js');
    const { generateSyntheticTools } = await import('../../src/generate/tools/offline.js');
    const tools = fillProfiles(generateSyntheticTools(quickstart, { seed: 8 }).tools);
    const update = tools.find((t) => t.name === 'update_note');
    expect(update).toBeDefined();
    const world = World.for(tools, 3, '2026-12-01');
    let checked = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const plan = planCall(update as CatalogTool, { rng: new Rng(seed), seed, ref: '2026-12-01', world, optional: 'all' });
      const idParam = update?.profile?.idParam as string;
      const record = world.store(world.binding(update as CatalogTool)!).get(plan.call.arguments[idParam]);
      if (!record) continue;
      for (const [k, v] of Object.entries(plan.call.arguments)) if (typeof v === 'boolean' && typeof record[k] === 'boolean') {
        checked++;
        expect(v, k).not.toBe(record[k]);
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});
