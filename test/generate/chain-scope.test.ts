// A chain's update says where the record is apart from what changes: an id naming the record's board or project
// (the tool's scope) is "on board 6722101", never "set the board to 6722101", which asks to move it.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { PROJECT, readLines } from '../helpers.js';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('multi_step updates over the real catalog', () => {
  it('say a scope id as where the record is, not as a change', () => {
    const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));
    const model = WorldModel.of(real);
    const byId = new Map(real.map((t) => [t.id, t]));
    const config = GenerateConfigSchema.parse({ count: 400, mix: { multi_step: 1 } });
    let updates = 0;
    let scoped = 0;
    const wrong: string[] = [];
    for (const task of generateOfflineTasks(real, { seed: 5, config })) {
      const second = task.expected.calls[1];
      const tool = second ? byId.get(second.toolId) : undefined;
      const b = tool ? model.binding(tool) : undefined;
      if (!second || !b || b.profile.action !== 'update') continue;
      updates++;
      const text = task.messages.map((m) => m.content).join(' ');
      for (const key of b.scope) {
        const v = second.arguments[key];
        if ((typeof v !== 'string' && typeof v !== 'number') || !text.includes(String(v))) continue;
        scoped++;
        if (new RegExp(`\\b(set|change|update|switch)\\s+the\\s+((?!to\\b)\\w+\\s+){1,4}to\\s+${escape(String(v))}\\b`, 'i').test(text)) wrong.push(text);
      }
    }
    expect(updates).toBeGreaterThan(20);
    expect(scoped).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  }, 120_000);

  // Seen in a real-catalog run: "Get me reports/2026/logo.drawio with page '1' in HTML, and after that for that page,
  // switch the page to 1." The page the first call was given is where the update acts, not a change.
  it('do not ask to set what the first call was already given', () => {
    const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl'))).filter((t) => t.serverId === 'drawio');
    const model = WorldModel.of(real);
    const byId = new Map(real.map((t) => [t.id, t]));
    const config = GenerateConfigSchema.parse({ count: 60, mix: { multi_step: 1 } });
    let updates = 0;
    for (const task of generateOfflineTasks(real, { seed: 5, config })) {
      const [first, second] = task.expected.calls;
      const tool = second ? byId.get(second.toolId) : undefined;
      if (!first || !second || !tool || model.binding(tool)?.profile.action !== 'update') continue;
      updates++;
      const text = task.messages.map((m) => m.content).join(' ');
      for (const [k, v] of Object.entries(second.arguments)) {
        if (k === second.links?.[0]?.arg || String(first.arguments[k]) !== String(v)) continue;
        expect(text).not.toMatch(new RegExp(`\\bthe ${k} to '?${escape(String(v))}\\b`, 'i'));
      }
    }
    expect(updates).toBeGreaterThan(0);
  }, 120_000);
});
