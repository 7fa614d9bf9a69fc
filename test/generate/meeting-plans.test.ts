// A meeting asked for is as long as its kind lasts and starts when such meetings do: the quickstart asked for a
// "Lighthouse standup, an hour and a half long" and a team lunch "at 5pm", lengths and hours drawn apart from the title.
import { describe, expect, it } from 'vitest';
import type { CatalogTool } from '../../src/records/index.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { withProfiles } from '../../src/catalog/profiles.js';
import { eventPlan } from '../../src/world/event-plans.js';
import { catalogTool } from '../execute/helpers.js';

const source = { kind: 'synthetic' as const, id: 'calendar', domain: 'calendar', derivedFrom: [] };
const createEvent = catalogTool('calendar', 'create_event', source, {
  description: 'Create a calendar event.',
  inputSchema: {
    type: 'object',
    properties: { title: { type: 'string', description: 'Event title' }, start: { type: 'string', format: 'date-time', description: 'When the event starts' }, duration_minutes: { type: 'integer', minimum: 5, maximum: 480 } },
    required: ['title', 'start', 'duration_minutes'],
  },
});

describe('a meeting asked for', () => {
  it('lasts as long as its kind does and starts at an hour its kind starts at, in the words too', () => {
    const tasks = [...generateOfflineTasks(withProfiles([createEvent]), { seed: 9, config: GenerateConfigSchema.parse({ count: 60, mix: { single: 1 } }) })];
    let planned = 0;
    for (const t of tasks) {
      const args = t.expected.calls[0]?.arguments as { title: string; start: string; duration_minutes: number };
      const plan = eventPlan(args.title);
      if (!plan) continue;
      planned++;
      expect(plan.minutes, args.title).toContain(args.duration_minutes);
      const at = new Date(args.start);
      expect(plan.starts, `${args.title} at ${args.start}`).toContain(at.getUTCHours() * 60 + at.getUTCMinutes());
      // The request says the length it asks for.
      const said = ({ 15: 'a quarter of an hour', 30: 'half an hour', 45: 'three quarters of an hour', 60: 'an hour', 90: 'an hour and a half', 120: 'two hours' } as Record<number, string>)[args.duration_minutes];
      if (said) expect(t.messages.map((m) => m.content).join(' ') + (t.turns ?? []).map((x) => x.user).join(' ')).toContain(said);
    }
    expect(planned).toBeGreaterThan(20);
  });
});
