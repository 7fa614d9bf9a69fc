// A run makes the tasks it is asked for: a slot whose first draw fits no task (a parallel pair asking one thing twice)
// is drawn again. Asked for 160 over npm-real with the real-catalog mix, the generator made 157.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { generateOfflineTasksWithDrops } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import type { CatalogTool } from '../../src/records/index.js';
import { PROJECT, readLines } from '../helpers.js';

describe('the offline task engine', () => {
  it('makes as many tasks as it is asked for where tools fit, and says why a slot stays empty where none does', () => {
    const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));
    const mix = (JSON.parse(readFileSync(join(PROJECT, 'pipelines/real-catalog.json'), 'utf8')) as { generate: { mix: Record<string, number> } }).generate.mix;
    for (const count of [160, 240]) {
      const drops: string[] = [];
      const tasks = [...generateOfflineTasksWithDrops(real, { seed: 13, config: GenerateConfigSchema.parse({ count, mix }) }, (r) => drops.push(r))];
      expect(tasks.length, drops.join(', ')).toBe(count);
    }
    // A catalog with nothing to delete has no needs_confirmation task to make: each slot is dropped with its reason.
    const reads = real.filter((t) => t.serverId === 'time');
    const drops: string[] = [];
    const tasks = [...generateOfflineTasksWithDrops(reads, { seed: 1, config: GenerateConfigSchema.parse({ count: 4, mix: { needs_confirmation: 1 } }) }, (r) => drops.push(r))];
    expect(tasks.length + drops.length).toBe(4);
    expect(drops.every((d) => d === 'generate.no_fit_needs_confirmation')).toBe(true);
  });
});
