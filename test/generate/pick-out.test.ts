// A multi_step write acts on the record the user picks out by what it is ("delete the snapshot that is in the cold
// tier"), not on "whichever comes first": the quickstart's chains had renamed an "On-call runbook" to "Meeting notes May
// 10" only because it was listed first. The link finds that record by the same fact, wherever a server lists it.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { parsedResult } from '../../src/world/chains.js';
import { linkStands, resolveLink } from '../../src/records/links.js';
import { runsHere } from '../../src/catalog/runs-here.js';
import { declaredItemKeys, pickOut } from '../../src/generate/tasks/pick-out.js';
import { Rng } from '../../src/util/random.js';
import { PROJECT, readLines } from '../helpers.js';
import { catalogTool } from '../execute/helpers.js';

const FIRST = /whichever comes first|the first (one|hit|result|entry|of them)|number one|the top one|on top\b/i;

describe('multi_step records picked out by what they are', () => {
  it('say the fact that tells the record apart, and link by it even when the list comes back in another order', () => {
    // The real catalog's tools as the world's own (synthetic): a real server's lists are not the world's, so records
    // are picked out only on tools the world plays for certain.
    const tools = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl'))).map((t) => ({ ...t, source: { kind: 'synthetic' as const, id: t.serverId, domain: t.serverId, derivedFrom: [] } }));
    const model = WorldModel.of(tools);
    const byId = new Map(tools.map((t) => [t.id, t]));
    const config = GenerateConfigSchema.parse({ count: 200, mix: { multi_step: 1 } });
    let writes = 0;
    let notFirst = 0;
    // Where no fact tells it apart, by its own name ("delete the rich menu called 'Main menu'").
    let named = 0;
    let stated = 0;
    for (const task of generateOfflineTasks(tools, { seed: 7, config })) {
      const [first, second] = task.expected.calls;
      const list = first ? byId.get(first.toolId) : undefined;
      const act = second ? byId.get(second.toolId) : undefined;
      if (!first || !second || !list || !act) continue;
      if (!['list', 'search'].includes(model.binding(list)?.profile.action ?? '') || !['update', 'delete'].includes(model.binding(act)?.profile.action ?? '')) continue;
      const text = task.messages.map((m) => m.content).join(' ');
      const link = second.links?.[0];
      if (!link?.where) continue;
      writes++;
      expect(text).not.toMatch(FIRST);
      // Or by a state said before the noun, as people say it ("the resolved item", not "the item that is marked resolved").
      const state = /^(status|state)$/i.test(link.where.key) ? String(link.where.value).toLowerCase().replace(/_/g, ' ') : undefined;
      if (state && new RegExp(`\\bthe ${state} [a-z]+`).test(text)) stated++;
      else expect(text).toMatch(/\bthe [a-z ]+ ((that|who) (is|has|starts|ends|lasts|expires|gives|came) |called ')/);
      expect(text).not.toMatch(/that is marked (published|resolved|closed|archived|open|pending|running)\b/);
      if (/called '/.test(text)) named++;
      // Played as the executor plays it: the link gives the record the request picked out.
      const world = new World(model, task.seed, task.referenceDate);
      const result = world.call(list, first.arguments);
      const data = parsedResult(result) as Record<string, unknown> | unknown[];
      const id = resolveLink(link, [{ text: result.text, data }]);
      expect(String(id)).toBe(String(second.arguments[link.arg]));
      if (!/^[^.]*\[0\]/.test(link.path)) notFirst++;
      // Listed in reverse (another server's order), the same record.
      const items = Array.isArray(data) ? data : (Object.values(data).find(Array.isArray) as unknown[]);
      items.reverse();
      expect(resolveLink(link, [{ text: JSON.stringify(data), data }])).toEqual(id);
    }
    expect(writes).toBeGreaterThan(5);
    expect(notFirst).toBeGreaterThan(0);
    expect(named).toBeGreaterThan(0);
    expect(stated).toBeGreaterThan(0);
  }, 120_000);

  it('pick by a value only where the world plays both tools; on a server that runs here, only by a ranking its schema promises', () => {
    const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));
    const byId = new Map(real.map((t) => [t.id, t]));
    const model = WorldModel.of(real);
    const config = GenerateConfigSchema.parse({ count: 120, mix: { multi_step: 1 } });
    let played = 0;
    for (const task of generateOfflineTasks(real, { seed: 7, config })) {
      const [first, second] = task.expected.calls.map((c) => byId.get(c.toolId) as CatalogTool);
      const link = task.expected.calls[1]?.links?.[0];
      if (!first || !second || !link) continue;
      const runs = runsHere(first) || runsHere(second);
      // A real server lists its own records, not the world's: a value the world predicted would not be there.
      if (runs) expect(link.where).toBeUndefined();
      if (runs && link.ranked) expect(declaredItemKeys(first)?.has(link.ranked.key)).toBe(true);
      if (!runs && (link.where || link.ranked)) {
        played++;
        // The world lists what it listed when the pick was made: a count added after it (ten users where five were
        // listed) had brought a second admin onto the page, and the chain stopped.
        const result = new World(model, task.seed, task.referenceDate).call(first, task.expected.calls[0]!.arguments);
        expect(resolveLink(link, [{ text: result.text, data: parsedResult(result) }])).toBeDefined();
      }
    }
    // npm-real's servers that need a credential run nowhere here: the world plays them, and knows their records.
    expect(played).toBeGreaterThan(10);
  }, 120_000);

  it('pick on the page the world lists for the call as asked: no count is added after the pick', () => {
    const source = { kind: 'synthetic' as const, id: 'people', domain: 'people', derivedFrom: [] };
    const user = { type: 'object', properties: { user_id: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', enum: ['admin', 'member', 'guest'] } }, required: ['user_id', 'name', 'role'] };
    const list = catalogTool('people', 'list_users', source, { description: 'Lists the users of the workspace.', inputSchema: { type: 'object', properties: { page_size: { type: 'integer', minimum: 1, maximum: 100 } } }, outputSchema: { type: 'object', properties: { users: { type: 'array', items: user } }, required: ['users'] } });
    const get = catalogTool('people', 'get_user', source, { description: 'Returns one user of the workspace by id.', inputSchema: { type: 'object', properties: { user_id: { type: 'string' } }, required: ['user_id'] }, outputSchema: user });
    const update = catalogTool('people', 'update_user', source, { description: 'Updates one user of the workspace.', inputSchema: { type: 'object', properties: { user_id: { type: 'string' }, name: { type: 'string' } }, required: ['user_id', 'name'] }, outputSchema: user });
    const tools = fillProfiles([list, get, update]);
    const model = WorldModel.of(tools);
    let picks = 0;
    for (const task of generateOfflineTasks(tools, { seed: 5, config: GenerateConfigSchema.parse({ count: 40, mix: { multi_step: 1 } }) })) {
      const link = task.expected.calls[1]?.links?.[0];
      if (!link?.where && !link?.ranked) continue;
      picks++;
      const result = new World(model, task.seed, task.referenceDate).call(tools[0]!, task.expected.calls[0]!.arguments);
      expect(resolveLink(link, [{ text: result.text, data: parsedResult(result) }])).toBeDefined();
    }
    expect(picks).toBeGreaterThan(5);
  });

  it('rank by a number or a date every item has, and find the one meant in any order; a tie or a missing field gives nothing', () => {
    const data = { items: [{ id: 'b1', size_mb: 1200, created_at: '2026-11-28T03:00:00Z' }, { id: 'b2', size_mb: 1748, created_at: '2026-11-24T03:00:00Z' }, { id: 'b3', size_mb: '1337', created_at: '2026-11-26T03:00:00Z' }] };
    const sources = [{ text: JSON.stringify(data), data }];
    const link = (key: string, order: 'max' | 'min') => ({ arg: 'id', fromCall: 0, path: 'items[0].id', ranked: { key, order } });
    expect(resolveLink(link('size_mb', 'max'), sources)).toBe('b2');
    expect(resolveLink(link('size_mb', 'min'), sources)).toBe('b1');
    expect(resolveLink(link('created_at', 'min'), sources)).toBe('b2');
    expect(resolveLink(link('created_at', 'max'), sources)).toBe('b1');
    const tied = { items: [{ id: 'a', size_mb: 5 }, { id: 'b', size_mb: 5 }] };
    expect(resolveLink(link('size_mb', 'max'), [{ text: JSON.stringify(tied), data: tied }])).toBeUndefined();
    expect(resolveLink(link('stars', 'max'), sources)).toBeUndefined();
    expect(linkStands({ toolId: 't/delete', arguments: { id: 'b1' }, links: [link('stars', 'max')] }, link('stars', 'max'), sources)).toBe(false);
    // A real server is ranked only by fields its outputSchema requires of every item: one it only describes may be missing.
    const items = (required?: string[]) => ({ type: 'object', properties: { backups: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, size_mb: { type: 'integer' } }, ...(required ? { required } : {}) } } } });
    const lister = (outputSchema: Record<string, unknown>) => ({ outputSchema }) as unknown as CatalogTool;
    expect([...(declaredItemKeys(lister(items(['id', 'size_mb']))) ?? [])]).toEqual(['id', 'size_mb']);
    expect(declaredItemKeys(lister(items()))).toBeUndefined();
  });

  it('give nothing, and stop the chain, where the result holds no record picked out so', () => {
    const data = { items: [{ id: 'snap_a', tier: 'hot' }, { id: 'snap_b', tier: 'warm' }] };
    const link = { arg: 'id', fromCall: 0, path: 'items[1].id', where: { key: 'tier', value: 'cold' } };
    const sources = [{ text: JSON.stringify(data), data }];
    expect(resolveLink(link, sources)).toBeUndefined();
    // Even though the id the world predicted is in the text: it is not the cold one.
    expect(linkStands({ toolId: 't/delete', arguments: { id: 'snap_b' }, links: [link] }, link, sources)).toBe(false);
    expect(resolveLink({ ...link, where: { key: 'tier', value: 'hot' } }, sources)).toBe('snap_a');
  });

  // The quickstart renamed "the document that is in contracts/6523" and "the event that lasts 31 minutes": facts only the
  // list shows, which no one knows before looking.
  it('go by what a person knows before looking, not by a code or an odd number only the list shows', () => {
    const page = [
      { id: 'd1', folder: 'contracts/6523', minutes: 31, status: 'draft' },
      { id: 'd2', folder: 'contracts/5399', minutes: 47, status: 'draft' },
      { id: 'd3', folder: 'contracts/3510', minutes: 23, status: 'published' },
    ];
    const said = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) said.add(pickOut(page, 'document', {}, new Rng(seed))?.said ?? '');
    expect([...said]).toEqual(['the published document']);
    // A round number and a name with a short number in it are still facts a person knows.
    const hosts = [{ id: 'h1', name: 'worker-dev-06', retention_days: 30 }, { id: 'h2', name: 'worker-dev-07', retention_days: 45 }];
    const facts = new Set(Array.from({ length: 30 }, (_, i) => pickOut(hosts, 'host', {}, new Rng(i + 1))?.key));
    expect(facts).toEqual(new Set(['retention_days']));
    const named = new Set(Array.from({ length: 30 }, (_, i) => pickOut(hosts.map(({ id, name }) => ({ id, name })), 'host', {}, new Rng(i + 1))?.key));
    expect(named).toEqual(new Set(['name']));
  });
});
