// A record's body says what its title says: the quickstart's note "Onboarding guide for new engineers" held a bug report,
// an issue "Fix CSV export on Safari" was about payment retries, and a web page "Design review: payment retry" read
// "timezone handling is available on every paid plan" at a url about a third feature. 95% of the real catalog's records
// whose title and body both named a feature named two.
import { describe, expect, it } from 'vitest';
import type { CatalogTool, ToolProfile } from '../../src/records/index.js';
import { World } from '../../src/world/world.js';
import { argumentsFor } from '../../src/world/arguments.js';
import { FEATURES } from '../../src/world/phrases.js';
import { catalogTool } from '../execute/helpers.js';

const source = { kind: 'synthetic' as const, id: 'notes', domain: 'notes', derivedFrom: [] };
const tool = (name: string, entity: string, profile: Omit<ToolProfile, 'system' | 'entity' | 'reversible'>, extra: Partial<CatalogTool>): CatalogTool =>
  catalogTool('notes', name, source, { ...extra, profile: { system: 'Notes', entity, reversible: true, ...profile } });
const note = { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' }, body: { type: 'string' }, url: { type: 'string', format: 'uri' } }, required: ['id', 'title', 'body', 'url'] };
const issue = { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' }, description: { type: 'string' } }, required: ['id', 'title', 'description'] };
const listNotes = tool('list_notes', 'note', { action: 'list', params: { limit: 'count' } }, { inputSchema: { type: 'object', properties: { limit: { type: 'integer' } } }, outputSchema: { type: 'object', properties: { items: { type: 'array', items: note } }, required: ['items'] } });
const searchNotes = tool('search_notes', 'note', { action: 'search', params: { query: 'query' } }, { inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] }, outputSchema: { type: 'object', properties: { items: { type: 'array', items: note } }, required: ['items'] } });
const getNote = tool('get_note', 'note', { action: 'get', params: { id: 'id' }, idParam: 'id' }, { inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, outputSchema: note });
const listIssues = tool('list_issues', 'issue', { action: 'list', params: {} }, { inputSchema: { type: 'object', properties: {} }, outputSchema: { type: 'object', properties: { items: { type: 'array', items: issue } }, required: ['items'] } });
const createIssue = tool('create_issue', 'issue', { action: 'create', params: { title: 'title', description: 'free_text' } }, { inputSchema: { type: 'object', properties: { title: { type: 'string' }, description: { type: 'string' } }, required: ['title', 'description'] }, outputSchema: issue });
const tools = [listNotes, searchNotes, getNote, listIssues, createIssue];

const featuresIn = (text: unknown) => FEATURES.filter((f) => String(text).toLowerCase().includes(f.toLowerCase()));
const slug = (f: string) => f.toLowerCase().replace(/[^a-z0-9]+/g, '-');
type Rec = Record<string, unknown>;

describe('a record\'s title and body', () => {
  it('are about one thing: a note\'s body is of its title\'s kind, about its feature, at a url that names it', () => {
    let checked = 0;
    for (let seed = 1; seed <= 12; seed++) {
      for (const r of World.for(tools, seed).records(listNotes)) {
        const title = String(r.title);
        const body = String(r.body);
        // Bodies of other kinds of document: a bug report, a customer call, a retro's follow-up.
        if (/^(Onboarding guide|Hiring plan|Team offsite|Quarterly OKRs|On-call runbook|Pricing page)/.test(title)) expect(body, title).not.toMatch(/Steps to reproduce|Expected: one request|Follow-up from the/);
        if (/^Incident postmortem/.test(title)) expect(body, title).toMatch(/outage|down for/);
        if (/^Meeting notes/.test(title)) expect(body, title).toMatch(/Attendees|Notes from the call/);
        const named = featuresIn(title);
        if (named.length === 0) continue;
        checked++;
        if (featuresIn(body).length > 0) expect(featuresIn(body), `${title}: ${body}`).toContain(named[0]);
        if (/\/(docs|help|blog)\//.test(String(r.url))) expect(String(r.url), title).toContain(slug(named[0] as string));
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('agree whether a search read the body first or the record was drawn whole', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const whole = World.for(tools, seed).records(listNotes);
      const w = World.for(tools, seed);
      // The search scores every note by its text before any is drawn whole.
      const hits = (w.call(searchNotes, { query: String(whole[0]?.title) }).structured as { items: Rec[] }).items;
      expect(hits.length).toBeGreaterThan(0);
      for (const h of hits) expect(h.body).toBe(whole.find((r) => r.id === h.id)?.body);
    }
  });

  it('of a piece of work: the description is about the title\'s feature, in the title\'s own terms', () => {
    let fixes = 0;
    for (let seed = 1; seed <= 12; seed++) {
      for (const r of World.for(tools, seed).records(listIssues)) {
        const named = featuresIn(r.title);
        if (named.length === 0) continue;
        expect(featuresIn(r.description), `${String(r.title)}: ${String(r.description)}`).toContain(named[0]);
        if (/^Fix /.test(String(r.title))) fixes++;
        if (/^Remove /.test(String(r.title))) expect(String(r.description)).toMatch(/remove it/);
      }
    }
    expect(fixes).toBeGreaterThan(0);
  });

  it('a call gives about one thing: a new issue\'s title and description name one feature', () => {
    let both = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const args = argumentsFor(createIssue, World.for(tools, seed), seed);
      const [t, d] = [featuresIn(args.title), featuresIn(args.description)];
      if (t.length === 0 || d.length === 0) continue;
      both++;
      expect(d, `${String(args.title)}: ${String(args.description)}`).toContain(t[0]);
    }
    expect(both).toBeGreaterThan(5);
  });
});
