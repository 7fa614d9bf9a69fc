// An optional input is not given its own default: puppeteer_navigate was asked "with dangerous off" (allowDangerous
// false, "Default false." says its description), get_project_details passed five flags at their defaults; 3.9% of
// npm-real's optional arguments restated a default.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { CatalogToolSchema, type CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { argumentsFor } from '../../src/world/arguments.js';
import { PROJECT, readLines } from '../helpers.js';

const catalog: CatalogTool[] = fillProfiles(readLines(join(PROJECT, 'catalogs/npm-real.jsonl')).map((l) => CatalogToolSchema.parse(l)));
const model = WorldModel.of(catalog);
const STATED = /\bdefaults?(?: to|:| is)?\s+`?(true|false|-?\d+(?:\.\d+)?)`?(?=[\s.,;)]|$)/i;

describe('optional arguments', () => {
  it('leave out a default, whether the schema or the description states it', () => {
    let optional = 0;
    let defaults = 0;
    for (const tool of catalog) {
      const props = (tool.inputSchema.properties ?? {}) as Record<string, { default?: unknown; description?: string }>;
      const required = new Set((tool.inputSchema.required as string[] | undefined) ?? []);
      for (let seed = 1; seed <= 2; seed++) {
        const args = argumentsFor(tool, new World(model, seed, '2026-12-05'), seed);
        for (const [k, v] of Object.entries(args)) {
          if (required.has(k) || !props[k]) continue;
          optional++;
          const d = props[k]!.default ?? (typeof props[k]!.description === 'string' ? STATED.exec(props[k]!.description!)?.[1] : undefined);
          if (d !== undefined && String(d) === String(v)) defaults++;
        }
      }
    }
    expect(optional).toBeGreaterThan(2000);
    expect(defaults / optional).toBeLessThanOrEqual(0.01);
  });

  it('never turn puppeteer_navigate\'s allowDangerous off, which it is already', () => {
    const navigate = catalog.find((t) => t.name === 'puppeteer_navigate') as CatalogTool;
    for (let seed = 1; seed <= 40; seed++) expect(argumentsFor(navigate, new World(model, seed, '2026-12-05'), seed).allowDangerous).not.toBe(false);
  });
});
