// What a crash, a failed request or an alert says is a program's words, and a schedule's text or a menu button's label
// is what such a field holds: a real-catalog run's network errors read "I am out tomorrow; Noah is covering the on-call
// rotation", Firecrawl monitors ran on the schedule "Customer Willow Creek Farms reported that bulk user import is slow
// again", and LINE rich menus had chat bars saying "Can someone review the billing webhook change before lunch?" (142
// chat messages in fields that hold none).
import { describe, expect, it } from 'vitest';
import type { CatalogTool, ToolProfile } from '../../src/records/index.js';
import { World } from '../../src/world/world.js';
import { ERROR_TEXTS, MESSAGES } from '../../src/world/phrases.js';
import { catalogTool } from '../execute/helpers.js';

const source = { kind: 'synthetic' as const, id: 'ops', domain: 'ops', derivedFrom: [] };
const lister = (name: string, entity: string, item: Record<string, unknown>): CatalogTool =>
  catalogTool('ops', name, source, {
    inputSchema: { type: 'object', properties: {} },
    outputSchema: { type: 'object', properties: { items: { type: 'array', items: item } }, required: ['items'] },
    profile: { system: 'Ops', entity, reversible: true, action: 'list', params: {} } as ToolProfile,
  });
const obj = (props: string[]) => ({ type: 'object', properties: Object.fromEntries(props.map((p) => [p, { type: 'string' }])), required: props });
const tools = [
  lister('get_network_errors', 'network error', obj(['id', 'url', 'message'])),
  lister('list_crashes', 'crash', obj(['id', 'name', 'message'])),
  lister('get_alerts', 'alert', obj(['id', 'name', 'message'])),
  lister('list_monitors', 'monitor', obj(['id', 'name', 'scheduleText'])),
  lister('list_rich_menus', 'rich menu', obj(['richMenuId', 'name', 'chatBarText'])),
];
const chat = (v: unknown) => MESSAGES.some((m) => new RegExp(`^${m.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`).test(String(v)));
const filled = (bank: readonly string[], v: unknown) => bank.some((m) => new RegExp(`^${m.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`).test(String(v)));

describe('a program\'s words', () => {
  it('are what errors, crashes and alerts say, and a schedule or a button holds its own kind of text', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const w = World.for(tools, seed);
      const [errors, crashes, alerts, monitors, menus] = tools.map((t) => w.records(t));
      for (const r of errors ?? []) expect(filled(ERROR_TEXTS.network, r.message), String(r.message)).toBe(true);
      for (const r of crashes ?? []) expect(filled(ERROR_TEXTS.crash, r.message), String(r.message)).toBe(true);
      for (const r of alerts ?? []) expect(filled(ERROR_TEXTS.alert, r.message), String(r.message)).toBe(true);
      for (const r of monitors ?? []) expect(String(r.scheduleText)).toMatch(/^(every|weekdays|hourly)/);
      for (const r of menus ?? []) {
        expect(chat(r.chatBarText), String(r.chatBarText)).toBe(false);
        expect(String(r.chatBarText).length).toBeLessThanOrEqual(14);
      }
    }
  });
});
