// get_forecast asked for knots, inches and hPa and answered wind_speed_kmh: a result that contradicts its call. The
// world keeps the record in metric and reads it out in the units the call asks for.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { finalAnswer } from '../../src/execute/answers.js';
import { Rng } from '../../src/util/random.js';
import { PROJECT, readLines } from '../helpers.js';

describe('units a call asks for', () => {
  const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));
  const weather = real.filter((t) => t.serverId === 'weather');
  const forecast = weather.find((t) => t.name === 'get_forecast') as CatalogTool;
  const place = { latitude: 40.7137, longitude: -74.0158 };

  it('convert and rename the fields a record keeps in metric, and leave the rest as they are', () => {
    const world = new World(WorldModel.of(weather), 11);
    const read = (args: Record<string, unknown>) => JSON.parse(world.call(forecast, { ...place, ...args }).text) as Record<string, number>;
    const metric = read({});
    expect(metric.temperature_celsius).toEqual(expect.any(Number));
    const asked = read({ temperature_unit: 'F', wind_speed_unit: 'kn' });
    expect(asked.temperature_celsius).toBeUndefined();
    expect(asked.wind_speed_kmh).toBeUndefined();
    expect(asked.temperature_fahrenheit).toBeCloseTo(((metric.temperature_celsius as number) * 9) / 5 + 32, 0);
    expect(asked.wind_speed_knots).toBeCloseTo((metric.wind_speed_kmh as number) * 0.539957, 0);
    expect(asked.humidity_percent).toBe(metric.humidity_percent);
    // "imperial" means °F and mph, unless a unit of its own overrides it.
    const imperial = read({ units: 'imperial', temperature_unit: 'C' });
    expect(imperial.temperature_celsius).toBe(metric.temperature_celsius);
    expect(imperial.wind_speed_mph).toBeCloseTo((metric.wind_speed_kmh as number) * 0.621371, 0);
  });

  it('say a measure with its unit, not the unit as part of its name', () => {
    const rec = { id: '1', name: 'Sunny', temperature_fahrenheit: 58.9, humidity_percent: 87, wind_speed_knots: 12.3 };
    for (let seed = 0; seed < 4; seed++) {
      const answer = finalAnswer(new Rng(seed), [{ name: 'get_forecast', text: JSON.stringify(rec), data: rec, isError: false, args: place, tool: forecast }]);
      expect(answer).toMatch(/temperature 58\.9 °F, humidity 87%, wind speed 12\.3 knots/);
    }
  });
});
