// Bookings read as bookings (found on npm-real's airbnb tools: "31 adults and 8.5 pets", a check-in nine months in the
// past, checking out the day one checks in): a party is a few whole people, a stay starts ahead and lasts a night or more.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { PROJECT, readLines } from '../helpers.js';

const tools = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')).filter((t) => t.serverId === 'airbnb'));

describe('stays', () => {
  const tasks = [...generateOfflineTasks(tools, { seed: 5, config: GenerateConfigSchema.parse({ count: 60, mix: { single: 1, parallel: 1, multiple: 1 } }) })];
  const calls = tasks.flatMap((t) => t.expected.calls.map((c) => ({ args: c.arguments, ref: t.referenceDate ?? '', text: t.messages.map((m) => m.content).join(' ') })));

  it('has whole, small parties', () => {
    let seen = 0;
    for (const { args } of calls) {
      for (const [k, max] of [['adults', 4], ['children', 2], ['infants', 2], ['pets', 2]] as const) {
        if (args[k] === undefined) continue;
        seen++;
        expect(Number.isInteger(args[k]), `${k}=${String(args[k])}`).toBe(true);
        expect(args[k] as number).toBeGreaterThanOrEqual(1);
        expect(args[k] as number).toBeLessThanOrEqual(max);
      }
    }
    expect(seen).toBeGreaterThan(10);
  });

  it('checks in ahead of today and out at least a night later, and says so', () => {
    let seen = 0;
    for (const { args, ref, text } of calls) {
      if (typeof args.checkin !== 'string') continue;
      seen++;
      expect(args.checkin >= ref.slice(0, 10), `${args.checkin} on ${ref}`).toBe(true);
      if (typeof args.checkout === 'string') expect(args.checkout > args.checkin).toBe(true);
      expect(text).toMatch(/checking in|check-in|check in/i);
    }
    expect(seen).toBeGreaterThan(5);
  });
});
