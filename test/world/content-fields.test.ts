// A record of an entity its tools say nothing about holds what its words call for: npm-real's fetch_url returned no
// content, slack_get_channel_history no message text, brave_local_search places without an address and maps_elevation
// no elevation; 31% of its get, list and search tools answered with nothing but an id, a name and timestamps.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { CatalogToolSchema, type CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { argumentsFor } from '../../src/world/arguments.js';
import { CONSOLE_LINES } from '../../src/world/phrases.js';
import { PROJECT, readLines } from '../helpers.js';

const catalog: CatalogTool[] = fillProfiles(readLines(join(PROJECT, 'catalogs/npm-real.jsonl')).map((l) => CatalogToolSchema.parse(l)));
const model = WorldModel.of(catalog);
const STAMP = /^(created|updated|modified)(_?at|_?on)?$|^(createdAt|updatedAt)$/i;
const ID = /(^|_)(id|uuid|uid)$|[a-z](Id|ID|Uuid)$|^id$/i;

/** The records a result holds: a list's items, or the record itself. */
function recordsOf(text: string): Array<Record<string, unknown>> {
  const d = JSON.parse(text) as unknown;
  if (Array.isArray(d)) return d.filter((x) => x && typeof x === 'object') as Array<Record<string, unknown>>;
  const lists = Object.values(d as Record<string, unknown>).filter((v) => Array.isArray(v) && v.length > 0 && typeof v[0] === 'object') as Array<Array<Record<string, unknown>>>;
  return lists[0] ?? [d as Record<string, unknown>];
}

/** What a record says beyond its id, its name, its stamps and the call's own arguments. */
const said = (r: Record<string, unknown>, args: Record<string, unknown>) => Object.keys(r).filter((k) => !STAMP.test(k) && !ID.test(k) && k !== 'name' && k !== 'title' && !(k in args));

describe('records of hollow entities', () => {
  it.each([
    ['fetch_url', ['content']],
    ['slack_get_channel_history', ['text', 'author']],
    ['brave_local_search', ['address', 'rating']],
    ['maps_elevation', ['elevation_meters']],
    // In the units the call asked for (unit-views.ts).
    ['get_weather_summary', ['temperature_(celsius|fahrenheit)']],
    // Counts, not a latency: an automation has no p95.
    ['get_automation_statistics', ['total', 'this(_w|W)eek']],
    ['get_dashboard_summary', ['p95_ms']],
    ['browser_take_screenshot', ['width', 'height']],
  ])('%s returns what it is for', (name, keys) => {
    const tool = catalog.find((t) => t.name === name) as CatalogTool;
    for (let seed = 1; seed <= 5; seed++) {
      const world = new World(model, seed, '2026-12-05');
      const args = argumentsFor(tool, world, seed);
      const out = world.call(tool, args);
      expect(out.isError, out.text).toBe(false);
      for (const r of recordsOf(out.text)) for (const k of keys) expect(Object.keys(r).some((x) => new RegExp(`^${k}$`).test(x)), `${name} lacks ${k}: ${out.text.slice(0, 300)}`).toBe(true);
    }
  });

  it('leaves at most a fifth of the catalog\'s reads saying nothing but ids, names and stamps', () => {
    let reads = 0;
    let hollow = 0;
    for (const tool of catalog.filter((t) => ['get', 'list', 'search'].includes(t.profile?.action ?? ''))) {
      const world = new World(model, 5, '2026-12-05');
      const args = argumentsFor(tool, world, 5);
      const out = world.call(tool, args);
      let records: Array<Record<string, unknown>>;
      try {
        records = out.isError ? [] : recordsOf(out.text);
      } catch {
        continue;
      }
      if (records.length === 0) continue;
      reads++;
      if (records.every((r) => said(r, args).length === 0)) hollow++;
    }
    expect(reads).toBeGreaterThan(1000);
    expect(hollow / reads).toBeLessThanOrEqual(0.2);
  });

  // Seen on npm-real: Chrome DevTools' console messages were {"name": "Your September invoice", "text": "Could we move
  // the Willow Creek Farms call to Wednesday?", "author": "Vera Kowalski"}: an inbox, not a console.
  it('gives a browser console\'s messages console lines, without authors', () => {
    for (const id of ['chrome-devtools/list_console_messages', 'playwright/browser_console_messages']) {
      const tool = catalog.find((t) => t.id === id) as CatalogTool;
      const world = new World(model, 7, '2026-12-05');
      const records = recordsOf(world.call(tool, argumentsFor(tool, world, 7)).text);
      expect(records.length, id).toBeGreaterThan(0);
      for (const r of records) {
        expect(r, id).not.toHaveProperty('author');
        expect(String(r.name), id).toMatch(/Error|Warning|Failed|GET |\[|Service worker|Access to fetch|Mixed Content|ResizeObserver|DevTools/);
      }
    }
    // Short enough to be said as the message: an answer names nothing longer than 80 characters, and a CORS error was
    // listed by its id ("“Service worker registered …”, 9565224 and …").
    for (const line of CONSOLE_LINES) expect(line.length, line).toBeLessThanOrEqual(80);
  });
});


// Seen on npm-real (91 of 1,000 records held such names): "Payment retry segment", "CSV export class", "Webhook
// signatures criterion", "Report scheduler device": a contact segment, a CI resource class, a card's acceptance
// criterion and a test device named as features.
describe('records named as their kind is', () => {
  it('gives segments, resource classes, criteria, devices and cookies names of their own', () => {
    for (const id of ['hostinger/reach_listSegmentsV1', 'circleci/find_underused_resource_classes', 'trello/get_acceptance_criteria', 'mobile/mobile_list_remote_devices', 'selenium/get_cookies']) {
      const tool = catalog.find((t) => t.id === id) as CatalogTool;
      const world = new World(model, 3, '2026-12-01');
      const records = recordsOf(world.call(tool, argumentsFor(tool, world, 3)).text);
      expect(records.length, id).toBeGreaterThan(0);
      for (const r of records) expect(String(r.name), id).not.toMatch(/ (segment|class|criterion|device|cookie)$/);
    }
  });
});

describe('sizes in bytes', () => {
  it('spread over the range the entity gives, not the first few bytes of it', () => {
    // playwright_screenshot's records were all 40,001-40,015 bytes: "size" read as a page size, then clamped.
    const shot = catalog.find((t) => t.name === 'playwright_screenshot') as CatalogTool;
    const sizes = new Set<number>();
    for (let seed = 1; seed <= 30; seed++) {
      const world = new World(model, seed, '2026-12-01');
      const out = world.call(shot, argumentsFor(shot, world, seed));
      expect(out.isError, out.text).toBe(false);
      const rec = recordsOf(out.text)[0] as Record<string, unknown>;
      if (typeof rec.size_bytes === 'number') sizes.add(rec.size_bytes);
    }
    expect(sizes.size).toBeGreaterThan(20);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeGreaterThan(500_000);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(40_000);
  });
});
