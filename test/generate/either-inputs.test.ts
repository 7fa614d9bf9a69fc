// Inputs that stand in for one another: the real weather server's get_forecast takes coordinates, a saved
// location_name or a city_name ("Not required if location_name or city_name is provided"), requires none in its
// schema, and refused calls that gave none ("Provide one of: coordinates ..."); its city_name was asked for as "new-city".
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { CatalogToolSchema, type CatalogTool } from '../../src/records/index.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { eitherOf } from '../../src/generate/tasks/choose-keys.js';
import { CITIES } from '../../src/world/people-places.js';
import { PROJECT, readLines } from '../helpers.js';

const catalog: CatalogTool[] = readLines(join(PROJECT, 'catalogs/npm-real.jsonl')).map((l) => CatalogToolSchema.parse(l));
const weather = catalog.filter((t) => /^weather\/get_(forecast|current_conditions|weather_summary|alerts)$/.test(t.id));

describe('inputs of which one is needed', () => {
  it('are read from what the descriptions say, coordinates as a pair and a saved location last', () => {
    const forecast = weather.find((t) => t.name === 'get_forecast') as CatalogTool;
    expect(eitherOf(forecast)).toEqual([[['latitude', 'longitude'], ['location_name'], ['city_name']]]);
  });

  it('are never all left out of a request, and a city is a city', () => {
    const tasks = [...generateOfflineTasks(weather, { seed: 5, config: GenerateConfigSchema.parse({ count: 40, mix: { single: 1, parallel: 1 } }) })];
    const calls = tasks.flatMap((t) => t.expected.calls);
    expect(calls.length).toBeGreaterThanOrEqual(40);
    for (const c of calls) {
      const a = c.arguments as Record<string, unknown>;
      expect(a.city_name !== undefined || a.location_name !== undefined || (a.latitude !== undefined && a.longitude !== undefined), JSON.stringify(a)).toBe(true);
      if (a.city_name !== undefined) expect(CITIES.map(([city]) => city).some((city) => String(a.city_name).includes(city)), String(a.city_name)).toBe(true);
    }
  });
});
