// Two requests in one message ask for two things. Seen on npm-real: "look up post 8abc2d8 with qa as the comment sort
// … Get me the post with ID 8abc2d8 with extract links on" was two calls of one tool about one record, answered twice
// word for word (14 of 121 parallel records had two identical results).
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { CatalogToolSchema } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { CONTROL_PARAM, WorldModel } from '../../src/world/model.js';
import { flatArgs } from '../../src/world/envelope.js';
import { PROJECT, readLines } from '../helpers.js';

const real = fillProfiles(readLines(join(PROJECT, 'catalogs/npm-real.jsonl')).map((l) => CatalogToolSchema.parse(l)));
const catalog = new Map(real.map((t) => [t.id, t]));

describe('a parallel request', () => {
  it('never asks one tool twice about the same record', () => {
    const model = WorldModel.of(real);
    const tasks = [...generateOfflineTasks(real, { seed: 5, config: GenerateConfigSchema.parse({ count: 240, mix: { parallel: 1 } }) })];
    expect(tasks.length).toBeGreaterThan(200);
    let twice = 0;
    for (const task of tasks) {
      const [a, b] = task.expected.calls;
      if (!a || !b || a.toolId !== b.toolId) continue;
      twice++;
      const tool = catalog.get(a.toolId)!;
      const id = model.binding(tool)?.idParam;
      if (id === undefined) {
        // Without an id, by what it picks: not a category search for "restaurant" twice with another page size.
        const picks = (args: Record<string, unknown>) => Object.entries(flatArgs(tool, args)).filter(([k, v]) => typeof v !== 'boolean' && !CONTROL_PARAM.test(k)).sort();
        expect(picks(a.arguments), `${task.id}: ${JSON.stringify([a.arguments, b.arguments])}`).not.toEqual(picks(b.arguments));
        continue;
      }
      expect(flatArgs(tool, a.arguments)[id], `${task.id}: ${JSON.stringify([a.arguments, b.arguments])}`).not.toEqual(flatArgs(tool, b.arguments)[id]);
    }
    expect(twice).toBeGreaterThan(10);
  });
});
