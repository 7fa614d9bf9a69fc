// A chain's answer is one reply: no "First, … Then, …" log of steps; the record a later step acts on is named as the
// earlier step showed it, not by its id; the list that led to it is read once. A create confirms what the user gave
// and what the server set; an update names the record it changed (found on the quickstart: "Updated contact
// uwk_GQBCgsLnp6: …", "The new issue is in: …").
import { describe, expect, it } from 'vitest';
import type { CatalogTool, ToolProfile } from '../../src/records/index.js';
import { World } from '../../src/world/world.js';
import { finalAnswer, type SeenResult } from '../../src/execute/answers.js';
import { Rng } from '../../src/util/random.js';
import { catalogTool } from './helpers.js';

const source = { kind: 'synthetic' as const, id: 'tracker', domain: 'issues', derivedFrom: [] };
const issue = { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' }, priority: { type: 'string', enum: ['low', 'medium', 'high', 'urgent'] }, status: { type: 'string', enum: ['open', 'closed'] } }, required: ['id', 'title', 'priority', 'status'] };
const tool = (name: string, profile: Omit<ToolProfile, 'system' | 'entity' | 'reversible'>, extra: Partial<CatalogTool>): CatalogTool =>
  catalogTool('tracker', name, source, { ...extra, profile: { system: 'Tracker', entity: 'issue', reversible: profile.action !== 'delete', ...profile } });
const list = tool('list_issues', { action: 'list', params: { limit: 'count' } }, { inputSchema: { type: 'object', properties: { limit: { type: 'integer' } } }, outputSchema: { type: 'object', properties: { issues: { type: 'array', items: issue } }, required: ['issues'] } });
const get = tool('get_issue', { action: 'get', params: { id: 'id' }, idParam: 'id' }, { inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, outputSchema: issue });
const create = tool('create_issue', { action: 'create', params: { title: 'title', priority: 'enum' } }, { inputSchema: { type: 'object', properties: { title: { type: 'string' }, priority: issue.properties.priority }, required: ['title', 'priority'] }, outputSchema: issue });
const update = tool('update_issue', { action: 'update', params: { id: 'id', priority: 'enum' }, idParam: 'id' }, { inputSchema: { type: 'object', properties: { id: { type: 'string' }, priority: issue.properties.priority }, required: ['id'] }, outputSchema: issue });
const remove = tool('delete_issue', { action: 'delete', params: { id: 'id' }, idParam: 'id' }, { inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } });
const tools = [list, get, create, update, remove];

function play(w: World, t: CatalogTool, args: Record<string, unknown>): SeenResult {
  const r = w.call(t, args);
  return { name: t.name, text: r.text, isError: r.isError, args, tool: t, ...(r.structured !== undefined ? { structured: r.structured } : {}) };
}

describe('a chain answer', () => {
  it('names the listed record the next step read, changed or deleted, and never logs its steps', () => {
    for (let seed = 1; seed <= 12; seed++) {
      for (const [goal, extra] of [[get, {}], [update, { priority: 'urgent' }], [remove, {}]] as const) {
        const w = World.for(tools, seed);
        const listed = play(w, list, { limit: 3 });
        const first = (listed.structured as { issues: Array<{ id: string; title: string }> }).issues[0]!;
        const answer = finalAnswer(new Rng(seed), [listed, play(w, goal, { id: first.id, ...extra })], { chained: true });
        expect(answer).not.toMatch(/^First,|\bThen, /m);
        expect(answer).toContain(first.title);
        // The goal names the record by its title; the id is not how the user knows it.
        expect(answer).not.toContain(first.id);
        if (goal === update) expect(answer).toMatch(new RegExp(`Updated the issue “?${first.title}”?: priority is now urgent`));
        if (goal === remove) expect(answer).toMatch(new RegExp(`(Deleted|Done,) the issue “?${first.title}”?|The issue “?${first.title}”? is gone`));
        // The list is read once: its first record's details are the goal's to say.
        expect(answer).not.toMatch(/The first one has/);
      }
    }
  });

  it('offers no next page of a list that only led to the record the next step read', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const w = World.for(tools, seed);
      const listed = play(w, list, { limit: 3 });
      const page = { ...(listed.structured as object), has_more: true };
      const paged = { ...listed, text: JSON.stringify(page), structured: page };
      const first = (page as { issues: Array<{ id: string }> }).issues[0]!;
      const answer = finalAnswer(new Rng(seed), [paged, play(w, get, { id: first.id })], { chained: true });
      expect(answer).not.toMatch(/next page|more after these|one page|not all of them|first page|More are/);
      // Alone, the same page says there is more.
      const alone = finalAnswer(new Rng(seed), [paged]);
      expect(alone).toMatch(/next page|more after these|one page|not all of them|first page|More are/);
      // "“Fix the login” (open) (three issues in all)": one bracket after another.
      expect(alone).not.toMatch(/\) \(/);
      // Nor "Here's what came up: Design (one folder in all)" of one record.
      const one = { issues: [(page as { issues: unknown[] }).issues[0]] };
      expect(finalAnswer(new Rng(seed), [{ ...listed, text: JSON.stringify(one), structured: one }])).not.toMatch(/in all/);
    }
  });

  it('names a record the user picked out by a fact with that fact, so the choice can be checked', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const w = World.for(tools, seed);
      const listed = play(w, list, { limit: 3 });
      const picked = (listed.structured as { issues: Array<{ id: string; title: string; priority: string; status: string }> }).issues[1]!;
      const byPriority = finalAnswer(new Rng(seed), [listed, { ...play(w, update, { id: picked.id, priority: 'urgent' }), picked: { key: 'priority', value: picked.priority } }], { chained: true });
      expect(byPriority).toContain(`(the one with ${picked.priority} priority)`);
      const byStatus = finalAnswer(new Rng(seed), [listed, { ...play(w, remove, { id: picked.id }), picked: { key: 'status', value: picked.status } }], { chained: true });
      expect(byStatus).toMatch(new RegExp(`the ${picked.status} issue “?${picked.title}`, 'i'));
      // Picked as the one with the most of a field, said so: before the noun where the words go there.
      const again = World.for(tools, seed);
      const newest = finalAnswer(new Rng(seed), [play(again, list, { limit: 3 }), { ...play(again, remove, { id: picked.id }), picked: { key: 'created_at', order: 'max' } }], { chained: true });
      expect(newest).toMatch(new RegExp(`the newest issue “?${picked.title}`, 'i'));
      // A read says the fact itself, first: no such aside.
      const read = finalAnswer(new Rng(seed), [listed, { ...play(w, get, { id: picked.id }), picked: { key: 'priority', value: picked.priority } }], { chained: true });
      expect(read).not.toContain('(the one');
    }
  });

  it('names a record it just created by its title when the next step changes it', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const w = World.for(tools, seed);
      const made = play(w, create, { title: 'Fix the login redirect on Safari', priority: 'low' });
      const id = (made.structured as { id: string }).id;
      const answer = finalAnswer(new Rng(seed), [made, play(w, update, { id, priority: 'high' })], { chained: true });
      expect(answer).toMatch(/Updated the issue “Fix the login redirect on Safari”: priority is now high\./);
      expect(answer).not.toMatch(/^First,|\bThen, /m);
    }
  });

  it('confirms on a create the values the user gave as what the record is, and the state the server set, without "is in:"', () => {
    const said = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const made = play(World.for(tools, seed), create, { title: 'Fix the login redirect on Safari', priority: 'medium' });
      const answer = finalAnswer(new Rng(seed), [made]);
      expect(answer).toContain('“Fix the login redirect on Safari”');
      expect(answer).toMatch(/has medium priority/);
      expect(answer).not.toMatch(/priority medium/);
      expect(answer).toMatch(/It is open\./);
      expect(answer).not.toMatch(/is in:|Details:/);
      said.add(answer.replace(/[a-z]{2,4}_\w+/g, 'ID').slice(0, 12));
    }
    expect(said.size).toBeGreaterThan(1);
  });

  it('names an updated record by its name, not its id, outside a chain too', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const w = World.for(tools, seed);
      const rec = w.records(get)[0] as { id: string; title: string };
      const answer = finalAnswer(new Rng(seed), [play(w, update, { id: rec.id, priority: 'urgent' })]);
      expect(answer).toMatch(new RegExp(`^Updated the issue “?${rec.title}”?: priority is now urgent\\.$`));
    }
  });

  it('finds the record again by an id among its fields, never by an id the listed records share', () => {
    const places = catalogTool('maps', 'search_places', source, { inputSchema: { type: 'object', properties: { query: { type: 'string' } } }, profile: { system: 'Maps', entity: 'place', action: 'search', params: { query: 'query' }, reversible: true } as CatalogTool['profile'] });
    const details = catalogTool('maps', 'place_details', source, { inputSchema: { type: 'object', properties: { place_id: { type: 'string' }, project_id: { type: 'string' } } }, profile: { system: 'Maps', entity: 'place', action: 'get', params: { place_id: 'id' }, idParam: 'place_id', reversible: true } as CatalogTool['profile'] });
    const found = { places: [{ name: 'Central Station', place_id: 'pl_1', project_id: 'p9', city: 'Oslo' }, { name: 'Grand Hotel', place_id: 'pl_2', project_id: 'p9', city: 'Oslo' }] };
    const listed: SeenResult = { name: 'search_places', text: JSON.stringify(found), isError: false, args: { query: 'Oslo' }, tool: places, data: found };
    const remove = catalogTool('maps', 'delete_place', source, { inputSchema: { type: 'object', properties: { place_id: { type: 'string' }, project_id: { type: 'string' } } }, profile: { system: 'Maps', entity: 'place', action: 'delete', params: { place_id: 'id' }, idParam: 'place_id', reversible: false } as CatalogTool['profile'] });
    const gone = (id: string): SeenResult => ({ name: 'delete_place', text: JSON.stringify({ deleted: true, place_id: id }), isError: false, args: { project_id: 'p9', place_id: id }, tool: remove, data: { deleted: true, place_id: id } });
    for (let seed = 1; seed <= 6; seed++) {
      expect(finalAnswer(new Rng(seed), [listed, gone('pl_2')], { chained: true })).toMatch(/the place “?Grand Hotel”?/);
      const shown = finalAnswer(new Rng(seed), [listed, { name: 'place_details', text: JSON.stringify(found.places[0]), isError: false, args: { place_id: 'pl_1' }, tool: details, data: found.places[0] }], { chained: true });
      expect(shown).not.toMatch(/The first one has/);
    }
  });

  it('says a lookup that found just the record the next step acted on only through that step', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const w = World.for(tools, seed);
      const listed = play(w, list, { limit: 1 });
      const first = (listed.structured as { issues: Array<{ id: string; title: string }> }).issues[0]!;
      const answer = finalAnswer(new Rng(seed), [listed, play(w, remove, { id: first.id })], { chained: true });
      expect(answer).toMatch(new RegExp(`^(Deleted the issue “?${first.title}”?\\.|The issue “?${first.title}”? is gone now\\.|Done, the issue “?${first.title}”? has been deleted\\.)$`));
    }
  });

  it("never says where a record lives, or which it is, as a change: GitHub's owner and repo, a PayrollCalendarID", () => {
    const w = World.for(tools, 3);
    const rec = w.records(get)[0] as { id: string; title: string };
    const args = { id: rec.id, owner: 'Kwame Rossi', repo: 'auth-gateway', project_identifier: '6718449', priority: 'urgent' };
    const said = finalAnswer(new Rng(3), [{ ...play(w, update, { id: rec.id, priority: 'urgent' }), args }]);
    expect(said).toMatch(/priority is now urgent\.$/);
    expect(said).not.toMatch(/owner|repo|project identifier/);
    const made = play(World.for(tools, 3), create, { title: 'Timesheet for January', priority: 'low' });
    const withIds = finalAnswer(new Rng(3), [{ ...made, args: { title: 'Timesheet for January', priority: 'low', PayrollCalendarID: '5703010', EmployeeID: '4988127' } }]);
    expect(withIds).not.toMatch(/payroll|employee/i);
  });

  it('says a long number with thousands commas only when it counts something', async () => {
    const { prose } = await import('../../src/execute/answer-voice.js');
    expect(prose('5684047', 'workspace')).toBe('5684047');
    expect(prose('5684047', 'total_count')).toBe('5,684,047');
    expect(prose('48000', 'threshold')).toBe('48,000');
  });

  it("says a search the user never asked to see only through the change it found, and what else it left alone", () => {
    for (let seed = 1; seed <= 8; seed++) {
      const w = World.for(tools, seed);
      const listed = play(w, list, { limit: 2 });
      const [first, second] = (listed.structured as { issues: Array<{ id: string; title: string }> }).issues as [{ id: string; title: string }, { id: string; title: string }];
      const answer = finalAnswer(new Rng(seed), [listed, play(w, remove, { id: first.id })], { chained: true, implicitLookups: true });
      expect(answer).not.toMatch(/came back|came up|I found|There (is|are)/);
      expect(answer).toContain(first.title);
      expect(answer).toMatch(new RegExp(`The list also had “?${second.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”?; I left it as it was\\.$`));
      // Asked for both (a multi_step "list, then delete the first"), the list is read out.
      expect(finalAnswer(new Rng(seed), [listed, play(World.for(tools, seed), remove, { id: first.id })], { chained: true })).toContain(second.title);
    }
  });

  it('says an approval as one, not as the sha it now has', () => {
    const approve = catalogTool('gitlab', 'approve_merge_request', source, { inputSchema: { type: 'object', properties: { merge_request_iid: { type: 'string' }, sha: { type: 'string' } } }, profile: { system: 'GitLab', entity: 'merge request', action: 'update', verb: 'approve', idParam: 'merge_request_iid', params: { merge_request_iid: 'id', sha: 'other' }, reversible: true } as CatalogTool['profile'] });
    const mr = { merge_request_iid: '5693946', title: 'Update search pagination on Safari', sha: 'mer_sK364ySqHJ' };
    const args = { merge_request_iid: '5693946', sha: 'mer_sK364ySqHJ' };
    for (let seed = 1; seed <= 4; seed++) {
      expect(finalAnswer(new Rng(seed), [{ name: 'approve_merge_request', text: JSON.stringify(mr), isError: false, args, tool: approve, data: mr }])).toBe('Approved the merge request “Update search pagination on Safari”.');
    }
    // Seen on npm-real: decline-calendar-event answered "Updated the calendar event …: body now has no fields".
    const decline = catalogTool('ms-365', 'decline-calendar-event', source, { inputSchema: { type: 'object', properties: { eventId: { type: 'string' }, body: { type: 'object' } } }, profile: { system: 'Outlook', entity: 'calendar event', action: 'update', verb: 'decline', idParam: 'eventId', params: { eventId: 'id', body: 'json' }, reversible: true } as CatalogTool['profile'] });
    const ev = { id: 'ev_1', subject: 'Customer call: Helix Biotech' };
    expect(finalAnswer(new Rng(1), [{ name: 'decline-calendar-event', text: JSON.stringify(ev), isError: false, args: { eventId: 'ev_1', body: {} }, tool: decline, data: ev }])).toBe('Declined the calendar event “Customer call: Helix Biotech”.');
  });

  // Seen on npm-real: Tavily's search then its extract of the first page's url read the page out twice ("The first
  // one has url https://…, 2258 words." and then "Here it is: …, with 2258 words."): a fetch by url was no link.
  it('reads a list that led to a page fetched by its url once, without the first page\'s details', () => {
    const pages = { results: [{ title: 'Release checklist 2.4', url: 'https://app.fjordoutdoor.com/pricing', word_count: 2128 }, { title: 'Incident postmortem', url: 'https://app.fjordoutdoor.com/status', word_count: 900 }] };
    const page = { title: 'Release checklist 2.4', url: 'https://app.fjordoutdoor.com/pricing', word_count: 2128, content: 'Follow-up from the Wednesday retro: cache invalidation needs clearer error messages and a retry.' };
    const web = { kind: 'synthetic' as const, id: 'tavily', domain: 'web', derivedFrom: [] };
    const search = catalogTool('tavily', 'tavily_search', web, { profile: { action: 'search', entity: 'web page', system: 'Tavily', params: { query: 'query' }, reversible: true } });
    const extract = catalogTool('tavily', 'tavily_extract', web, { profile: { action: 'get', entity: 'web page', system: 'Tavily', params: { urls: 'url' }, reversible: true } });
    for (let seed = 0; seed < 4; seed++) {
      const answer = finalAnswer(new Rng(seed), [
        { name: search.name, text: JSON.stringify(pages), isError: false, args: { query: 'Release checklist' }, tool: search, data: pages },
        { name: extract.name, text: JSON.stringify(page), isError: false, args: { urls: [page.url] }, tool: extract, data: page },
      ], { chained: true });
      expect(answer.match(/2128 words|2,128 words/g) ?? []).toHaveLength(1);
      expect(answer.split('\n\n')[0]).not.toMatch(/words|https:/);
    }
  });
});

// GitHub's issues are known by their number, not an id: "Just one issue: “Refactor report scheduler” (open). Its
// details: issue number 33124, …" came before the read of that issue said it all again.
describe('a record known by its number', () => {
  const numbered = (name: string, action: 'list' | 'get', text: string, args: Record<string, unknown>): SeenResult => ({
    name, text, isError: false, args,
    tool: catalogTool('github', name, source, { profile: { system: 'GitHub', entity: 'issue', reversible: true, action, params: action === 'get' ? { issue_number: 'id' } : {} } }),
  });
  it('is found again by it: a list of one that led to its read is not said twice', () => {
    const item = { issue_number: 33124, title: 'Refactor report scheduler', state: 'open', milestone: 43, assignees: ['Tessa Jansen'] };
    for (let seed = 1; seed <= 6; seed++) {
      const answer = finalAnswer(new Rng(seed), [numbered('list_issues', 'list', JSON.stringify({ issues: [item] }), { repo: 'design-system' }), numbered('get_issue', 'get', JSON.stringify(item), { repo: 'design-system', issue_number: 33124 })], { chained: true });
      expect(answer.match(/Refactor report scheduler/g)?.length, answer).toBe(1);
    }
  });
});

