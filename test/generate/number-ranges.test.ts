// A range given as two numbers ends after it starts: "with a start index of 16, with an end index of 8" read a sheet
// backwards.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { PROJECT, readLines } from '../helpers.js';

const PAIR: Array<[RegExp, RegExp]> = [[/^start_?index$/i, /^end_?index$/i], [/^start_?line$/i, /^end_?line$/i], [/^min_?(\w+)$/i, /^max_?(\w+)$/i]];

describe('number ranges', () => {
  it('start at or before their end, in the arguments and in the words', () => {
    const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));
    const keys = (t: CatalogTool) => Object.keys((t.inputSchema.properties ?? {}) as object);
    const ranged = real.filter((t) => PAIR.some(([a, b]) => keys(t).some((k) => a.test(k)) && keys(t).some((k) => b.test(k))));
    expect(ranged.length).toBeGreaterThan(3);
    const tasks = [...generateOfflineTasks(ranged, { seed: 5, config: GenerateConfigSchema.parse({ count: 200, mix: { single: 1, multiple: 1 } }) })];
    let pairs = 0;
    const backwards: string[] = [];
    for (const t of tasks) for (const c of t.expected.calls) for (const [a, b] of PAIR) {
      const start = Object.entries(c.arguments).find(([k, v]) => a.test(k) && typeof v === 'number');
      const end = Object.entries(c.arguments).find(([k, v]) => b.test(k) && typeof v === 'number');
      if (!start || !end) continue;
      pairs++;
      if ((start[1] as number) > (end[1] as number)) backwards.push(`${c.toolId} ${JSON.stringify(c.arguments)}`);
    }
    expect(pairs).toBeGreaterThan(10);
    expect(backwards).toEqual([]);
  }, 120_000);
});
