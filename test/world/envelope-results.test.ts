// A result schema that is an API envelope ({agent_hints, success, error, data}: Firecrawl's) holds its record or its
// records under `data`. Before, a monitor create answered {"success": true}, a monitor list listed its monitors as
// agent_hints, and the monitor's records had fields "success", "error" and "data" (drawn as "main-data").
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { compileSchema } from '../../src/schema/ajv.js';
import { PROJECT, readLines } from '../helpers.js';

const firecrawl = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl'))).filter((t) => t.serverId === 'firecrawl');
const model = WorldModel.of(firecrawl);
const tool = (name: string) => firecrawl.find((t) => t.name === name) as CatalogTool;

describe('results in an API envelope', () => {
  it('hold the record, or the page of records, under data, and stay valid', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const world = new World(model, seed, '2026-12-01');
      const create = tool('firecrawl_monitor_create');
      const made = JSON.parse(world.call(create, { url: 'https://northwind.io/pricing', name: 'Pricing watch' }).text) as { success: boolean; data: Record<string, unknown> };
      expect(made.success).toBe(true);
      expect(made.data).toMatchObject({ name: 'Pricing watch', url: 'https://northwind.io/pricing' });
      expect(compileSchema(create.outputSchema as object)?.fn(made)).toBe(true);
      const list = tool('firecrawl_monitor_list');
      const listed = JSON.parse(world.call(list, {}).text) as { data: Array<Record<string, unknown>>; agent_hints?: unknown };
      expect(Array.isArray(listed.data)).toBe(true);
      expect(listed.data.map((m) => m.id)).toContain(made.data.id);
      expect(compileSchema(list.outputSchema as object)?.fn(listed)).toBe(true);
    }
    // A delete says what went; a search with an untyped data (beside its own id and credits) lists its pages there.
    const world = new World(model, 2, '2026-12-01');
    const made = JSON.parse(world.call(tool('firecrawl_monitor_create'), { url: 'https://northwind.io/pricing', name: 'Pricing watch' }).text) as { data: { id: string } };
    expect(JSON.parse(world.call(tool('firecrawl_monitor_delete'), { id: made.data.id }).text)).toEqual({ success: true, data: { id: made.data.id, deleted: true } });
    const found = JSON.parse(world.call(tool('firecrawl_search'), { query: 'Hiring plan', limit: 3 }).text) as { data?: unknown[] };
    expect(Array.isArray(found.data) && found.data.length > 0).toBe(true);
    // A map lists a site's URLs: pages of the site it was given, not records named "Payment retry map".
    const mapped = JSON.parse(world.call(tool('firecrawl_map'), { url: 'https://www.redwoodenergy.com/events' }).text) as { links: unknown[] };
    expect(mapped.links.length).toBeGreaterThan(0);
    for (const l of mapped.links) expect(l).toMatch(/^https:\/\/www\.redwoodenergy\.com\/[a-z0-9-]+$/);
    const monitor = model.binding(tool('firecrawl_monitor_get'))!.entity;
    expect(monitor.fields.map((f) => f.name)).not.toEqual(expect.arrayContaining(['success']));
    expect(monitor.fields.map((f) => f.name).filter((n) => /^(success|error|data|agent_hints|pagination)$/.test(n))).toEqual([]);
  });
});

describe('fields whose schema gives no type', () => {
  it('are drawn as what their names call for, not as labels', async () => {
    const { typedSchema } = await import('../../src/world/untyped.js');
    expect(typedSchema('links', { description: 'Links on the page' })).toMatchObject({ type: 'array', items: { type: 'string', format: 'uri' } });
    expect(typedSchema('screenshot', {})).toMatchObject({ type: 'string', format: 'uri' });
    expect(typedSchema('links', { type: 'string' })).toEqual({ type: 'string' });
    const scrape = tool('firecrawl_scrape');
    for (let seed = 1; seed <= 5; seed++) {
      const page = JSON.parse(new World(model, seed, '2026-12-01').call(scrape, { url: 'https://northwind.io/pricing' }).text) as Record<string, unknown>;
      // Before: "screenshot": "team-screenshot", "audio": "default-audio", "links": "team-links".
      for (const k of ['screenshot', 'audio', 'video', 'links', 'images']) {
        const v = page[k];
        if (v === undefined) continue;
        for (const x of Array.isArray(v) ? v : [v]) expect(String(x), k).toMatch(/^https?:\/\//);
      }
      expect(page.screenshot ?? page.audio ?? page.video).toBeDefined();
    }
  });
});
