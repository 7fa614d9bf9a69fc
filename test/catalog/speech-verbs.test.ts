// A tool named by a noun is not asked for with that noun as a verb: maps_distance, maps_directions and maps_geo gave
// "could you distance the distance", "can you directions the direction" and "geo the coordinate".
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { CatalogToolSchema, type CatalogTool } from '../../src/records/index.js';
import { speechProfile } from '../../src/catalog/speech-profile.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { PROJECT, readLines } from '../helpers.js';

const catalog: CatalogTool[] = readLines(join(PROJECT, 'catalogs/npm-real.jsonl')).map((l) => CatalogToolSchema.parse(l));
const ids = ['google-maps/maps_directions', 'google-maps/maps_distance_matrix', 'amap/maps_distance', 'amap/maps_geo'];

describe('a tool named by a noun', () => {
  it('is spoken of with a verb', () => {
    for (const id of ids) expect(speechProfile(catalog.find((t) => t.id === id) as CatalogTool).verb, id).toMatch(/^(get|measure|look up)$/);
  });

  it('is never asked for with its noun as the verb', () => {
    const tools = catalog.filter((t) => ids.includes(t.id));
    const tasks = [...generateOfflineTasks(tools, { seed: 2, config: GenerateConfigSchema.parse({ count: 40, mix: { single: 1 } }) })];
    expect(tasks.length).toBeGreaterThanOrEqual(30);
    for (const task of tasks) expect(task.messages.map((m) => m.content).join(' ')).not.toMatch(/\b(distance|directions|geo) the\b/i);
  });
});
