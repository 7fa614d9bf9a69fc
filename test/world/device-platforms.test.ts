// A device's platform is the one its name says: mobile-mcp's devices were listed as "Galaxy S24", platform ios, and
// "iPhone 15 Pro", platform android.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { World } from '../../src/world/world.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { PROJECT, readLines } from '../helpers.js';

const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));

describe('a device', () => {
  it('runs the platform its name says', () => {
    const tool = real.find((t) => t.name === 'mobile_list_available_devices') as CatalogTool;
    let seen = 0;
    for (let seed = 1; seed <= 6; seed++) {
      for (const r of World.for(real.filter((t) => t.serverId === tool.serverId), seed).records(tool)) {
        const name = String(r.name);
        if (/^(iPhone|iPad)/.test(name)) expect(String(r.platform).toLowerCase(), name).toBe('ios');
        if (/^(Pixel|Galaxy)/.test(name)) expect(String(r.platform).toLowerCase(), name).toBe('android');
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(10);
  });
});
