// The world's contract: the same seed builds the same records; create, update and delete change exactly what was asked;
// an unknown or deleted id is an honest "not found"; list and search read the world with filters and paging; results
// fit the outputSchema; compute computes; argumentsFor names records that exist.
import { describe, expect, it } from 'vitest';
import type { CatalogTool, ToolProfile } from '../../src/records/index.js';
import { World } from '../../src/world/world.js';
import { argumentsFor } from '../../src/world/arguments.js';
import { compileSchema } from '../../src/schema/ajv.js';
import { catalogTool } from '../execute/helpers.js';

const source = { kind: 'synthetic' as const, id: 'tracker', domain: 'issues', derivedFrom: [] };
const issue = { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' }, priority: { type: 'string', enum: ['low', 'medium', 'high', 'urgent'] }, status: { type: 'string', enum: ['open', 'closed'] } }, required: ['id', 'title', 'priority', 'status'] };
const tool = (name: string, profile: Omit<ToolProfile, 'system' | 'entity' | 'reversible'>, extra: Partial<CatalogTool>): CatalogTool =>
  catalogTool('tracker', name, source, { ...extra, profile: { system: 'Tracker', entity: 'issue', reversible: profile.action !== 'delete', ...profile } });
const list = tool('list_issues', { action: 'list', params: { status: 'enum', limit: 'count', cursor: 'other' } }, {
  inputSchema: { type: 'object', properties: { status: { type: 'string', enum: ['open', 'closed'] }, limit: { type: 'integer' }, cursor: { type: 'string' } } },
  outputSchema: { type: 'object', properties: { issues: { type: 'array', items: issue }, total: { type: 'integer' }, next_cursor: { type: ['string', 'null'] } }, required: ['issues', 'total'] },
});
const search = tool('search_issues', { action: 'search', params: { query: 'query' } }, { inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] } });
const get = tool('get_issue', { action: 'get', params: { id: 'id' }, idParam: 'id' }, { inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, outputSchema: issue });
const create = tool('create_issue', { action: 'create', params: { title: 'title', priority: 'enum' } }, { inputSchema: { type: 'object', properties: { title: { type: 'string' }, priority: issue.properties.priority }, required: ['title', 'priority'] }, outputSchema: issue });
const update = tool('update_issue', { action: 'update', params: { id: 'id', priority: 'enum', title: 'title' }, idParam: 'id' }, { inputSchema: { type: 'object', properties: { id: { type: 'string' }, priority: issue.properties.priority, title: { type: 'string' } }, required: ['id'] }, outputSchema: issue });
const remove = tool('delete_issue', { action: 'delete', params: { id: 'id' }, idParam: 'id' }, { inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } });
const convert = tool('convert_units', { action: 'compute', params: { value: 'number', from: 'other', to: 'other' } }, { inputSchema: { type: 'object', properties: { value: { type: 'number' }, from: { type: 'string' }, to: { type: 'string' } }, required: ['value', 'from', 'to'] } });
const tools = [list, search, get, create, update, remove, convert];
const json = (text: string) => JSON.parse(text) as Record<string, unknown>;

describe('the world', () => {
  it('is the same for the same seed, another for another, with 5 to 50 realistic records', () => {
    const a = World.for(tools, 3).records(get);
    expect(World.for(tools, 3).records(get)).toEqual(a);
    expect(World.for(tools, 4).records(get)).not.toEqual(a);
    expect(a.length).toBeGreaterThanOrEqual(5);
    expect(a.length).toBeLessThanOrEqual(50);
    for (const r of a) {
      expect(['low', 'medium', 'high', 'urgent']).toContain(r.priority);
      expect(String(r.title)).toMatch(/^[A-Z][a-z]+ .{5,}/);
      expect(String(r.title)).not.toMatch(/lorem|ipsum/i);
    }
  });

  it('creates exactly what was asked, reads it back, updates exactly the given fields, deletes once', () => {
    const w = World.for(tools, 5);
    const made = w.call(create, { title: 'Fix the login redirect on Safari', priority: 'urgent' });
    expect(made.isError).toBe(false);
    expect(compileSchema(issue)!.fn(made.structured)).toBe(true);
    const rec = made.structured as Record<string, unknown>;
    expect(rec).toMatchObject({ title: 'Fix the login redirect on Safari', priority: 'urgent' });
    expect(w.call(get, { id: rec.id }).structured).toEqual(rec);
    const before = w.call(get, { id: rec.id }).structured as Record<string, unknown>;
    const after = w.call(update, { id: rec.id, priority: 'low' }).structured as Record<string, unknown>;
    // Exactly the given field changed, and the change is stamped.
    expect({ ...after, updated_at: before.updated_at }).toEqual({ ...before, priority: 'low' });
    expect(String(after.updated_at) > String(before.updated_at)).toBe(true);
    expect(json(w.call(remove, { id: rec.id }).text)).toMatchObject({ deleted: true, id: rec.id });
    const again = w.call(remove, { id: rec.id });
    expect(again.isError).toBe(true);
    expect(again.text).toMatch(/not found|does not exist|could not find/i);
    expect(w.call(get, { id: rec.id }).isError).toBe(true);
    expect(w.call(get, { id: 'no-such-issue' }).isError).toBe(true);
  });

  it('finds a seeded record by id drawing ids only as far as it, with the same records whatever was looked up first', () => {
    const all = World.for(tools, 7).records(get);
    expect(all.length).toBeGreaterThan(4);
    const w = World.for(tools, 7);
    const drawn = () => (w.store(w.binding(get)!) as unknown as { drawn: number }).drawn;
    expect(w.call(get, { id: all[1]!.id }).structured).toEqual(all[1]);
    expect(drawn()).toBe(2);
    // The last one, deleted: every id drawn, and then it is gone for good while the others stay.
    const last = all[all.length - 1]!;
    expect(w.call(remove, { id: last.id }).isError).toBe(false);
    expect(drawn()).toBe(all.length);
    expect(w.call(get, { id: last.id }).isError).toBe(true);
    expect(w.call(get, { id: all[0]!.id }).structured).toEqual(all[0]);
    expect(w.call(get, { id: 'no-such-issue' }).isError).toBe(true);
  });

  it('names a record without a name field by its file path, a field its tools show', () => {
    const lsource = { kind: 'synthetic' as const, id: 'drive', domain: 'files', derivedFrom: [] };
    const link = { type: 'object', properties: { id: { type: 'string' }, file_path: { type: 'string' }, permission: { type: 'string', enum: ['view', 'edit'] } }, required: ['id', 'file_path', 'permission'], additionalProperties: false };
    const getLink = catalogTool('drive', 'get_share_link', lsource, { inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, outputSchema: link, profile: { system: 'Drive', entity: 'share link', reversible: true, action: 'get', params: { id: 'id' }, idParam: 'id' } });
    const w = World.for([getLink], 3);
    expect(w.binding(getLink)!.entity.label).toBe('file_path');
    for (const r of w.records(getLink)) expect(Object.keys(r)).not.toContain('name');
  });

  it('names seeded records apart, the same whichever record was read first', () => {
    const fsource = { kind: 'synthetic' as const, id: 'drive', domain: 'files', derivedFrom: [] };
    const folder = { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, parent: { type: 'string' } }, required: ['id', 'name'] };
    const ftool = (name: string, action: 'list' | 'get', extra: Partial<CatalogTool>) => catalogTool('drive', name, fsource, { ...extra, profile: { system: 'Drive', entity: 'folder', reversible: true, action, params: action === 'get' ? { id: 'id' } : {}, ...(action === 'get' ? { idParam: 'id' } : {}) } });
    const listFolders = ftool('list_folders', 'list', { inputSchema: { type: 'object', properties: {} }, outputSchema: { type: 'object', properties: { folders: { type: 'array', items: folder } }, required: ['folders'] } });
    const getFolder = ftool('get_folder', 'get', { inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, outputSchema: folder });
    let dupes = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const all = World.for([listFolders, getFolder], seed).records(getFolder);
      const first = all.slice(0, 5).map((r) => r.name);
      if (new Set(first).size < first.length) dupes++;
      // Read a late record first: it and the rest come out the same.
      const w = World.for([listFolders, getFolder], seed);
      const late = all[all.length - 1]!;
      expect(w.call(getFolder, { id: late.id }).structured).toEqual(late);
      expect(w.records(getFolder)).toEqual(all);
    }
    expect(dupes).toBe(0);
  });

  it("keeps a working-hours clock on a task's day: a change is stamped in the day, the same for the same seed", () => {
    const hours = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const stamp = (w: World) => String((w.call(create, { title: 'Fix the login redirect on Safari', priority: 'urgent' }).structured as Record<string, unknown>).updated_at);
      const at = stamp(new World(World.for(tools, seed).model, seed, '2027-01-04'));
      expect(at.slice(0, 10)).toBe('2027-01-04');
      const hour = Number(at.slice(11, 13));
      expect(hour).toBeGreaterThanOrEqual(8);
      expect(hour).toBeLessThanOrEqual(18);
      hours.add(hour);
      expect(stamp(new World(World.for(tools, seed).model, seed, '2027-01-04'))).toBe(at);
    }
    expect(hours.size).toBeGreaterThan(5);
    // A full timestamp is kept as given.
    expect(new World(World.for(tools, 1).model, 1, '2027-01-04T21:15:00.000Z').referenceDate).toBe('2027-01-04T21:15:00.000Z');
  });

  it('stamps seeded records in working hours, updated after created and before now', () => {
    const dated = tool('get_dated', { action: 'get', params: { id: 'id' }, idParam: 'id' }, { inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, outputSchema: { ...issue, properties: { ...issue.properties, created_at: { type: 'string', format: 'date-time' }, updated_at: { type: 'string', format: 'date-time' } } } });
    let n = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const w = World.for([...tools, dated], seed);
      for (const r of w.records(dated)) {
        const [created, updated] = [Date.parse(String(r.created_at)), Date.parse(String(r.updated_at))];
        for (const t of [created, updated]) expect(new Date(t).getUTCHours(), String(r.updated_at)).toBeGreaterThanOrEqual(7);
        for (const t of [created, updated]) expect(new Date(t).getUTCHours()).toBeLessThan(20);
        expect(updated).toBeGreaterThanOrEqual(created);
        expect(updated).toBeLessThanOrEqual(w.now);
        n++;
      }
    }
    expect(n).toBeGreaterThan(200);
  });

  it("holds one name per record: a deployment's deployment_name is its name, not another drawn apart", () => {
    const dep = { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, deployment_name: { type: 'string' }, version: { type: 'integer' } } };
    const deployTool = (name: string, action: 'list' | 'get') => catalogTool('deploys', name, source, { inputSchema: { type: 'object', properties: action === 'get' ? { id: { type: 'string' } } : {} }, outputSchema: action === 'get' ? dep : { type: 'object', properties: { items: { type: 'array', items: dep } } }, profile: { system: 'Deploys', entity: 'deployment', reversible: true, action, params: action === 'get' ? { id: 'id' } : {}, ...(action === 'get' ? { idParam: 'id' } : {}) } });
    const getDep = deployTool('get_deployment', 'get');
    for (let seed = 1; seed <= 10; seed++) {
      const recs = World.for([deployTool('list_deployments', 'list'), getDep], seed).records(getDep);
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) expect(r.deployment_name).toBe(r.name);
    }
    // A rename by either field renames both.
    const upd = catalogTool('deploys', 'update_deployment', source, { inputSchema: { type: 'object', properties: { id: { type: 'string' }, deployment_name: { type: 'string' } } }, outputSchema: dep, profile: { system: 'Deploys', entity: 'deployment', reversible: true, action: 'update', params: { id: 'id', deployment_name: 'name' }, idParam: 'id' } });
    const w = World.for([deployTool('list_deployments', 'list'), getDep, upd], 4);
    const first = w.records(getDep)[0] as Record<string, unknown>;
    expect(w.call(upd, { id: first.id, deployment_name: 'web-prod-01' }).structured).toMatchObject({ name: 'web-prod-01', deployment_name: 'web-prod-01' });
  });

  it('names a milestone as a stretch of work, not as a task', () => {
    const schema = { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, due_date: { type: 'string', format: 'date' } } };
    const getMilestone = catalogTool('tracker', 'get_milestone', source, { inputSchema: { type: 'object', properties: { id: { type: 'string' } } }, outputSchema: schema, profile: { system: 'Tracker', entity: 'milestone', reversible: true, action: 'get', idParam: 'id', params: { id: 'id' } } });
    for (let seed = 1; seed <= 5; seed++) {
      for (const r of World.for([getMilestone], seed).records(getMilestone)) {
        expect(String(r.name)).toMatch(/^(Q\d|Sprint \d|v\d|[A-Z][a-z]+ release)/);
        expect(String(r.name)).not.toMatch(/^(Fix|Add|Update|Investigate|Refactor|Migrate|Document|Improve|Remove|Speed up) /);
      }
    }
  });

  it('names tables, iterations, objectives and applications as such things are named, not "<feature> <entity>"', () => {
    const schema = { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } };
    for (const [entity, shape] of [['table', /^[A-Z][a-z]+( [a-z]+)?$/], ['iteration', /^(Sprint|Iteration|Q\d sprint) \d+$/], ['objective', /^[A-Z].* .* /], ['application', /^[a-z]+(-[a-z]+)*$/], ['collection', /^[A-Z]/], ['test case', /^[A-Z][a-z]+ .* /], ['vpc', /^[a-z]+-vpc-[a-z]+$/]] as const) {
      const get = catalogTool('things', `get_${entity}`, source, { inputSchema: { type: 'object', properties: { id: { type: 'string' } } }, outputSchema: schema, profile: { system: 'Things', entity, reversible: true, action: 'get', idParam: 'id', params: { id: 'id' } } });
      for (const r of World.for([get], 5).records(get)) {
        expect(String(r.name), entity).toMatch(shape);
        expect(String(r.name), entity).not.toMatch(new RegExp(` ${entity}$`, 'i'));
      }
    }
  });

  it('leaves out on a create what the caller did not give, and fills in what a server makes itself', () => {
    const card = { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' }, assignee: { type: 'string' }, estimate_hours: { type: 'integer' }, html_url: { type: 'string', format: 'uri' }, status: { type: 'string', enum: ['open', 'closed'] } } };
    const read = catalogTool('board', 'get_card', source, { inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, outputSchema: card, profile: { system: 'Board', entity: 'card', reversible: true, action: 'get', idParam: 'id', params: { id: 'id' } } });
    const add = catalogTool('board', 'create_card', source, { inputSchema: { type: 'object', properties: { title: { type: 'string' }, assignee: { type: 'string' } }, required: ['title'] }, profile: { system: 'Board', entity: 'card', reversible: true, action: 'create', params: { title: 'title', assignee: 'name' } } });
    for (let seed = 1; seed <= 10; seed++) {
      const w = World.for([read, add], seed);
      // Seeded cards have every field; a new one has only what it was given and what the server makes.
      expect(w.records(read).every((r) => typeof r.assignee === 'string' && typeof r.estimate_hours === 'number')).toBe(true);
      const made = json(w.call(add, { title: 'Ship the billing webhook' }).text);
      expect(made).toMatchObject({ title: 'Ship the billing webhook' });
      expect(made).not.toHaveProperty('assignee');
      expect(made).not.toHaveProperty('estimate_hours');
      expect(String(made.html_url)).toMatch(/^https?:/);
      expect(['open', 'closed']).toContain(made.status);
      expect(json(w.call(add, { title: 'Review the retro notes', assignee: 'Maya Chen' }).text)).toMatchObject({ assignee: 'Maya Chen' });
    }
  });

  it("changes a record's format when an update gives one (an image's encoding is a field, not the answer's shape)", () => {
    const asset = { type: 'object', properties: { id: { type: 'string' }, filename: { type: 'string' }, format: { type: 'string', enum: ['png', 'jpeg', 'webp'] } }, required: ['id', 'filename', 'format'] };
    const read = catalogTool('images', 'get_asset', source, { inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, outputSchema: asset, profile: { system: 'Images', entity: 'asset', reversible: true, action: 'get', idParam: 'id', params: { id: 'id' } } });
    const change = catalogTool('images', 'update_asset', source, { inputSchema: { type: 'object', properties: { id: { type: 'string' }, format: asset.properties.format }, required: ['id'] }, outputSchema: asset, profile: { system: 'Images', entity: 'asset', reversible: true, action: 'update', idParam: 'id', params: { id: 'id', format: 'enum' } } });
    for (let seed = 1; seed <= 10; seed++) {
      const w = World.for([read, change], seed);
      const first = w.records(read)[0] as Record<string, unknown>;
      const to = first.format === 'png' ? 'webp' : 'png';
      expect(w.call(change, { id: first.id, format: to }).structured).toMatchObject({ id: first.id, format: to });
      expect(w.call(read, { id: first.id }).structured).toMatchObject({ format: to });
    }
  });

  it('lists the world, filtered and paged, and searches its words', () => {
    const w = World.for(tools, 7);
    const all = w.records(get);
    const open = all.filter((r) => r.status === 'open');
    const first = w.call(list, { status: 'open', limit: 2 }).structured as { issues: Array<Record<string, unknown>>; total: number; next_cursor?: string | null };
    expect(first.total).toBe(open.length);
    expect(first.issues.map((r) => r.id)).toEqual(open.slice(0, 2).map((r) => r.id));
    if (open.length > 2) {
      const second = w.call(list, { status: 'open', limit: 2, cursor: first.next_cursor }).structured as { issues: Array<Record<string, unknown>> };
      expect(second.issues.map((r) => r.id)).toEqual(open.slice(2, 4).map((r) => r.id));
    }
    const title = String(all[0]!.title);
    const hits = json(w.call(search, { query: title }).text) as { issues: Array<Record<string, unknown>> };
    expect(hits.issues[0]!.title).toBe(title);
    expect(json(w.call(search, { query: 'zzqx wibble' }).text)).toMatchObject({ issues: [], total_count: 0 });
  });

  it('computes what it can', () => {
    expect(json(World.for(tools, 1).call(convert, { value: 10, from: 'km', to: 'mi' }).text)).toMatchObject({ result: 6.21 });
  });

  it('keeps an argument it cannot compute with as given: an echo answers with the message it got', () => {
    const echo = catalogTool('hello', 'echo', { kind: 'synthetic' as const, id: 'hello', domain: 'hello', derivedFrom: [] }, { inputSchema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] }, profile: { action: 'compute', entity: 'message', system: 'Hello', params: { message: 'free_text' }, reversible: true } });
    const message = 'Agenda: Lisbon offsite, partner integration.';
    expect(json(World.for([echo], 3).call(echo, { message }).text)).toMatchObject({ message });
  });

  it('gives arguments that name records that exist, and updates that change something', () => {
    const w = World.for(tools, 9);
    const ids = new Set(w.records(get).map((r) => r.id));
    for (let s = 0; s < 20; s++) {
      expect(ids.has(argumentsFor(get, w, s).id)).toBe(true);
      const u = argumentsFor(update, w, s);
      const target = w.records(get).find((r) => r.id === u.id)!;
      expect(Object.keys(u).length).toBeGreaterThan(1);
      expect(Object.entries(u).some(([k, v]) => k !== 'id' && target[k] !== v)).toBe(true);
    }
  });
});
