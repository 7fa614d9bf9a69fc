// A page asked for is the page served: BrowserStack's listTestCases takes its page as `p`, which the request said as
// "on page 3" while the world only knew page/page_number and served page 1 again.
import { describe, expect, it } from 'vitest';
import type { CatalogTool } from '../../src/records/index.js';
import { World } from '../../src/world/world.js';
import { catalogTool } from '../execute/helpers.js';
import { PAGE_KEY } from '../../src/world/filters.js';

const source = { kind: 'synthetic' as const, id: 'browserstack', domain: 'testing', derivedFrom: [] };
const listing = (key: string): CatalogTool =>
  catalogTool('browserstack', 'listTestCases', source, {
    inputSchema: { type: 'object', properties: { [key]: { type: 'number', description: 'Page number.' } } },
    profile: { action: 'list', entity: 'test case', system: 'BrowserStack', params: { [key]: 'count' }, reversible: true },
  });

describe('a page number', () => {
  for (const key of ['p', 'pg', 'page', 'pageNum', 'page_number']) {
    it(`named ${key} serves that page`, () => {
      const tool = listing(key);
      let paged = 0;
      for (let seed = 1; seed <= 30; seed++) {
        const world = World.for([tool], seed);
        const all = world.records(tool);
        if (all.length <= 5) continue;
        paged++;
        const out = JSON.parse(world.call(tool, { [key]: 2 }).text) as { test_cases: Array<{ id: unknown }>; total_count: number };
        expect(out.test_cases[0]?.id).toEqual(all[5]?.id);
      }
      expect(paged).toBeGreaterThan(3);
    });
  }

  it('is said as a page by the same rule the world pages by', () => {
    for (const key of ['p', 'pg', 'page', 'pageNum', 'page_num', 'page_number']) expect(PAGE_KEY.test(key), key).toBe(true);
    for (const key of ['pages', 'per_page', 'page_size', 'pp']) expect(PAGE_KEY.test(key), key).toBe(false);
  });
});
