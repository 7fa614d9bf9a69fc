// An update's locators say where its record is, never a change to it: "Small change to the workbook worksheet 184842:
// set the drive to 3899057, set the drive item to 534655" asked to move a worksheet nobody wanted moved.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { keyWords } from '../../src/util/english.js';
import { PROJECT, readLines } from '../helpers.js';

describe('update requests', () => {
  it('name the ids that place the record beside it, not among the changes', () => {
    const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));
    const updates = real.filter((t) => t.profile?.action === 'update' && Object.values(t.profile.params).filter((p) => p === 'id').length >= 2);
    expect(updates.length).toBeGreaterThan(20);
    const tasks = [...generateOfflineTasks(updates, { seed: 3, config: GenerateConfigSchema.parse({ count: 150, mix: { single: 1, needs_confirmation: 1 } }) })];
    const byId = new Map(updates.map((t) => [t.id, t]));
    let located = 0;
    const moved: string[] = [];
    for (const task of tasks) {
      const text = task.messages.map((m) => m.content).join(' ');
      for (const call of task.expected.calls) {
        const tool = byId.get(call.toolId);
        if (!tool?.profile || tool.profile.action !== 'update') continue;
        for (const [k, v] of Object.entries(call.arguments)) {
          if (tool.profile.params[k] !== 'id' || k === tool.profile.idParam || typeof v !== 'string') continue;
          if (text.includes(v)) located++;
          const w = keyWords(k).toLowerCase();
          if (new RegExp(`(set|change|update|switch|make) the ${w} (to )?${v}`, 'i').test(text)) moved.push(text);
        }
      }
    }
    expect(located).toBeGreaterThan(10);
    expect(moved).toEqual([]);
  }, 120_000);
});
