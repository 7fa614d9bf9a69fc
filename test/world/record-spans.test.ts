// A record's times and bounds in order: 11 of 30 records of a real-catalog run with a start and an end or due date ended
// or fell due before they started (a Trello card due 6 January starting 12 January), a deployment had 33 minimum
// instances and a maximum of 7, and the quickstart's events started at 10:53 and 13:42, a quarterly business review
// lasting a quarter of an hour.
import { describe, expect, it } from 'vitest';
import type { CatalogTool, ToolProfile } from '../../src/records/index.js';
import { World } from '../../src/world/world.js';
import { eventPlan } from '../../src/world/event-plans.js';
import { catalogTool } from '../execute/helpers.js';

const source = { kind: 'synthetic' as const, id: 'work', domain: 'work', derivedFrom: [] };
const tool = (name: string, entity: string, profile: Omit<ToolProfile, 'system' | 'entity' | 'reversible'>, extra: Partial<CatalogTool>): CatalogTool =>
  catalogTool('work', name, source, { ...extra, profile: { system: 'Work', entity, reversible: true, ...profile } });
const s = (extra: Record<string, unknown> = {}) => ({ type: 'string', ...extra });
const lister = (name: string, entity: string, item: Record<string, unknown>, params: Record<string, unknown> = {}, kinds: ToolProfile['params'] = {}) =>
  tool(name, entity, { action: 'list', params: kinds }, { inputSchema: { type: 'object', properties: params }, outputSchema: { type: 'object', properties: { items: { type: 'array', items: item } }, required: ['items'] } });

const card = { type: 'object', properties: { cardId: s(), name: s(), start: s({ format: 'date' }), dueDate: s({ format: 'date' }) }, required: ['cardId', 'name', 'start', 'dueDate'] };
const todo = { type: 'object', properties: { id: s(), title: s(), startDateTime: { type: 'object', properties: { dateTime: s(), timeZone: s() }, required: ['dateTime', 'timeZone'] }, dueDateTime: { type: 'object', properties: { dateTime: s(), timeZone: s() }, required: ['dateTime', 'timeZone'] } }, required: ['id', 'title', 'startDateTime', 'dueDateTime'] };
const deployment = { type: 'object', properties: { id: s(), name: s(), min_instances: { type: 'integer', minimum: 0, maximum: 50 }, max_instances: { type: 'integer', minimum: 0, maximum: 50 } }, required: ['id', 'name', 'min_instances', 'max_instances'] };
const event = { type: 'object', properties: { id: s(), title: s(), start: s({ format: 'date-time' }), end: s({ format: 'date-time' }), duration_minutes: { type: 'integer' } }, required: ['id', 'title', 'start', 'end', 'duration_minutes'] };
const listCards = lister('list_cards', 'card', card);
const listTodos = lister('list_todo_tasks', 'todo task', todo);
const listDeployments = lister('list_deployments', 'deployment', deployment);
const listEvents = lister('list_events', 'event', event, { title: s(), duration_minutes: { type: 'integer' } }, { title: 'title', duration_minutes: 'number' });
const tools = [listCards, listTodos, listDeployments, listEvents];
type Rec = Record<string, unknown>;
const moment = (v: unknown) => Date.parse(String((v as { dateTime?: string })?.dateTime ?? v).slice(0, 16) + (String(v).length === 10 ? '' : 'Z'));

describe('a record\'s spans', () => {
  it('end after they start, fall due after they start, and keep a maximum at or over the minimum', () => {
    let n = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const w = World.for(tools, seed);
      for (const r of w.records(listCards)) expect(String(r.dueDate) >= String(r.start), JSON.stringify(r)).toBe(true);
      for (const r of w.records(listTodos)) {
        expect(moment(r.dueDateTime) >= moment(r.startDateTime), JSON.stringify(r)).toBe(true);
        // A moment inside an object is the object's: a due date lies ahead, not long past.
        expect(moment(r.dueDateTime), JSON.stringify(r)).toBeGreaterThan(w.now);
        // The object keeps its zone and its shape.
        expect(Object.keys(r.dueDateTime as Rec).sort()).toEqual(['dateTime', 'timeZone']);
      }
      for (const r of w.records(listDeployments)) expect(r.max_instances as number).toBeGreaterThanOrEqual(r.min_instances as number);
      n += w.records(listCards).length;
    }
    expect(n).toBeGreaterThan(50);
  });

  it('make a meeting start when its kind starts and last as long as its kind lasts, its end that long after', () => {
    let planned = 0;
    for (let seed = 1; seed <= 12; seed++) {
      for (const r of World.for(tools, seed).records(listEvents)) {
        const plan = eventPlan(r.title);
        const start = new Date(String(r.start));
        expect(start.getUTCMinutes() % 15, String(r.start)).toBe(0);
        expect(moment(r.end) - moment(r.start), JSON.stringify(r)).toBe((r.duration_minutes as number) * 60_000);
        if (!plan) continue;
        planned++;
        expect(plan.minutes, `${r.title}`).toContain(r.duration_minutes);
        expect(plan.starts, `${r.title} at ${r.start}`).toContain(start.getUTCHours() * 60 + start.getUTCMinutes());
      }
    }
    expect(planned).toBeGreaterThan(30);
    expect(eventPlan('Quarterly business review')?.minutes).not.toContain(15);
    expect(eventPlan('Lighthouse standup')?.minutes).toContain(15);
  });

  it('agree whether a filter read one field first or the record was drawn whole', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const whole = World.for(tools, seed).records(listEvents);
      // A filter by length reads every record's length alone (and the title it follows), then draws those it keeps.
      const w = World.for(tools, seed);
      const hits = (w.call(listEvents, { duration_minutes: whole[0]?.duration_minutes }).structured as { items: Rec[] }).items;
      expect(hits.length).toBeGreaterThan(0);
      for (const h of hits) expect(h).toEqual(whole.find((r) => r.id === h.id));
    }
  });
});
