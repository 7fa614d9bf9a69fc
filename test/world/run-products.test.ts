// A run says what it made. maps_reverse_geocode answered "Geocoded address" and a duration with no address,
// generate_pie_chart no chart, maps_directions no distance and tavily_map no URLs (47 of 908 simulated results in a
// real-catalog run); the answer then said "That ran fine: geocoded address (502 ms)".
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { CatalogToolSchema, type CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { finalAnswer } from '../../src/execute/answers.js';
import { argumentsFor } from '../../src/world/arguments.js';
import { Rng } from '../../src/util/random.js';
import { PROJECT, readLines } from '../helpers.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';

const catalog: CatalogTool[] = fillProfiles(readLines(join(PROJECT, 'catalogs/npm-real.jsonl')).map((l) => CatalogToolSchema.parse(l)));
const model = WorldModel.of(catalog);
const tool = (id: string) => catalog.find((t) => t.id === id) as CatalogTool;
type Out = Record<string, unknown>;

function play(id: string, args: Out, seed = 1): { out: Out; answer: string } {
  const t = tool(id);
  const result = new World(model, seed, '2026-12-05').call(t, args);
  expect(result.isError).toBe(false);
  const out = JSON.parse(result.text) as Out;
  return { out, answer: finalAnswer(new Rng(seed), [{ name: t.name, text: result.text, isError: false, data: out, args, tool: t }]) };
}

const km = (a: [number, number], b: [number, number]) => {
  const r = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(r(b[0] - a[0]) / 2) ** 2 + Math.cos(r(a[0])) * Math.cos(r(b[0])) * Math.sin(r(b[1] - a[1]) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

describe('a run that makes something', () => {
  it('geocodes an address to where its city is, and says both', () => {
    const { out, answer } = play('google-maps/maps_geocode', { address: '12 Station Road, Lyon' });
    expect(km([out.latitude as number, out.longitude as number], [45.764, 4.8357])).toBeLessThan(6);
    expect(out.formatted_address).toBe('12 Station Road, Lyon, France');
    expect(answer).toContain('12 Station Road, Lyon, France');
    expect(answer).toContain(String(out.latitude));
  });

  it('reverse-geocodes coordinates to an address in the city they are in, and open sea to none', () => {
    const { out, answer } = play('google-maps/maps_reverse_geocode', { latitude: 48.2, longitude: 16.37 });
    expect(out.formatted_address).toMatch(/, Vienna, Austria$/);
    expect(answer).toContain(out.formatted_address as string);
    const sea = play('google-maps/maps_reverse_geocode', { latitude: -32.9, longitude: -140.2 });
    expect(sea.out.formatted_address).toBeNull();
    expect(sea.answer).toMatch(/no address found/i);
    expect(sea.answer).not.toMatch(/ran fine|done/i);
  });

  it('routes between the places named, by the mode asked, and not across an ocean', () => {
    const drive = play('google-maps/maps_directions', { origin: 'Denver, CO', destination: 'San Francisco, CA', mode: 'driving' });
    expect(drive.out.distance_meters).toBeGreaterThan(1_700_000);
    expect(drive.out.distance_meters).toBeLessThan(2_400_000);
    expect(drive.out.duration_seconds).toBeGreaterThan(15 * 3600);
    expect(drive.answer).toMatch(/From Denver, CO to San Francisco, CA is 1,9\d\d km|by car it is 1,9\d\d km/i);
    const town = play('google-maps/maps_directions', { origin: 'Berlin Hauptbahnhof', destination: 'Alexanderplatz, Berlin', mode: 'walking' });
    expect(town.out.distance_meters).toBeLessThan(30_000);
    expect(town.answer).toMatch(/on foot/i);
    const sea = play('google-maps/maps_directions', { origin: 'Berlin Hauptbahnhof', destination: 'Union Square, New York', mode: 'driving' });
    expect(sea.out.distance_meters).toBeUndefined();
    expect(sea.answer).toMatch(/no driving route/i);
  });

  it('gives a chart its image, a site map its pages, an audit its scores and a deploy its address', () => {
    const chart = play('antv-chart/generate_pie_chart', { data: [{ category: 'EU', value: 40 }, { category: 'US', value: 60 }] });
    expect(chart.out.image_url).toMatch(/^https:\/\/\S+\.png$/);
    expect(chart.answer).toContain(chart.out.image_url as string);
    const map = play('tavily/tavily_map', { url: 'https://kestrellabs.com/pricing', limit: 6 });
    const urls = map.out.urls as string[];
    expect(urls).toHaveLength(6);
    for (const u of urls) expect(u.startsWith('https://kestrellabs.com/')).toBe(true);
    expect(map.answer).toMatch(/six pages on kestrellabs\.com, including \/about/);
    const audit = play('chrome-devtools/lighthouse_audit', { pageId: 2 });
    for (const v of Object.values(audit.out.scores as Out)) expect(v).toBeGreaterThanOrEqual(0);
    expect(audit.answer).toMatch(/performance \d+, accessibility \d+/);
    const site = play('hostinger/hosting_deployStaticWebsite', { domain: 'kestrellabs.com', archivePath: '/tmp/site.zip' });
    expect(site.out.url).toBe('https://kestrellabs.com');
    expect(site.answer).toContain('https://kestrellabs.com');
  });

  it('validates to a verdict about the text given: its errors agree with it, and a sentence is no config', () => {
    let invalid = 0;
    const config = 'include:\n  - template: Security/SAST.gitlab-ci.yml\ndeploy:\n  stage: deploy\n  script: ./deploy.sh';
    for (let seed = 1; seed <= 24; seed++) {
      const { out, answer } = play('gitlab-zereight/validate_ci_lint', { project_id: '42', content: config }, seed);
      expect(out.characters).toBeUndefined();
      expect(typeof out.valid).toBe('boolean');
      expect((out.errors as unknown[]).length === 0).toBe(out.valid);
      // An error names only jobs and keys the config has ("unknown keys: scripts" beside a job with script: was one).
      for (const e of out.errors as string[]) for (const m of e.matchAll(/\bjobs:(\w+)|unknown keys: (\w+)/g)) expect(config).toContain(`${m[1] ?? m[2]}:`);
      if (!out.valid) invalid++;
      expect(answer).toMatch(out.valid ? /valid|passed/ : /not valid|failed/);
    }
    expect(invalid).toBeGreaterThan(0);
    expect(invalid).toBeLessThan(16);
    const prose = play('gitlab-zereight/validate_ci_lint', { project_id: '42', content: 'The invoice total is off by exactly the shipping fee.' });
    expect(prose.out).toMatchObject({ valid: false, errors: ['Invalid configuration format'] });
  });

  it('is asked to validate a config written in the language its description names, not a sentence', () => {
    const tools = catalog.filter((t) => t.id === 'gitlab-zereight/validate_ci_lint' || t.id === 'mermaid/generate_mermaid_diagram');
    const tasks = [...generateOfflineTasks(tools, { seed: 3, config: GenerateConfigSchema.parse({ count: 20, mix: { single: 1 } }) })];
    for (const task of tasks) {
      const args = task.expected.calls[0]?.arguments as Out;
      if (typeof args.content === 'string') expect(args.content).toMatch(/^\s*[\w.-]+:/m);
      if (typeof args.mermaid === 'string') expect(args.mermaid).toMatch(/^(graph|flowchart|sequenceDiagram)\b/);
    }
  });

  it('is asked about coordinates that are somewhere, so a reverse geocode finds an address', () => {
    const tools = catalog.filter((t) => t.id === 'google-maps/maps_reverse_geocode');
    const tasks = [...generateOfflineTasks(tools, { seed: 4, config: GenerateConfigSchema.parse({ count: 30, mix: { single: 1 } }) })];
    let found = 0;
    for (const task of tasks) {
      const args = task.expected.calls[0]?.arguments as Out;
      if (play('google-maps/maps_reverse_geocode', args, task.seed).out.formatted_address) found++;
    }
    expect(tasks.length).toBeGreaterThanOrEqual(20);
    expect(found / tasks.length).toBeGreaterThan(0.9);
  });

  it('is asked for trips that exist: across town on foot or by bike, within a region by car', () => {
    const ids = ['google-maps/maps_directions', 'google-maps/maps_distance_matrix', 'amap/maps_direction_walking', 'amap/maps_bicycling', 'amap/maps_direction_driving', 'amap/maps_distance'];
    const tools = catalog.filter((t) => ids.includes(t.id));
    const tasks = [...generateOfflineTasks(tools, { seed: 6, config: GenerateConfigSchema.parse({ count: 60, mix: { single: 1 } }) })];
    let routed = 0;
    for (const task of tasks) {
      const call = task.expected.calls[0] as { toolId: string; arguments: Out };
      const { out } = play(call.toolId, call.arguments, task.seed);
      const legs = Array.isArray(out.rows) ? (out.rows as Out[]) : [out];
      if (legs.every((l) => typeof l.distance_meters === 'number')) routed++;
    }
    expect(tasks.length).toBeGreaterThanOrEqual(40);
    expect(routed / tasks.length).toBeGreaterThan(0.9);
  });

  it('says an update by the change it made: a rename renamed what was named to the new name', () => {
    // rename-collection's outputSchema result drew oldCollection "customers", newCollection "sessions", renamed false.
    const rename = tool('mongodb/rename-collection');
    for (let seed = 1; seed <= 6; seed++) {
      const args = { ...argumentsFor(rename, new World(model, seed, '2026-12-05'), seed), newName: 'Webhooks' };
      const { out, answer } = play('mongodb/rename-collection', args, seed);
      expect(out).toMatchObject({ oldCollection: args.collection, newCollection: 'Webhooks', renamed: true });
      expect(answer).toContain('Webhooks');
      expect(answer).not.toMatch(/database is now/);
    }
  });
});
