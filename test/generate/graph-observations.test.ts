// An entity's observations are each said once. Seen in the quickstart: "Sam Osei (a person): Riverside Dental asked
// for a refund of 20% and Riverside Dental asked for a refund of 20%".
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
