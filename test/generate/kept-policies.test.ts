// A system prompt's policy is one its task keeps. "Before anything that deletes or overwrites data, … wait for a clear
// yes" stood above updates made without asking (25 of 1,000 real-catalog tasks broke a rule of their prompt so), beside needs_confirmation
// records that ask before updates: a model learns the prompt can be ignored.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool, ToolAction } from '../../src/records/index.js';
import { isDestructive } from '../../src/records/index.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { speechProfile } from '../../src/catalog/speech-profile.js';
import { systemPrompt } from '../../src/generate/language/system-prompts.js';
import { Rng } from '../../src/util/random.js';
import { PROJECT, readLines } from '../helpers.js';

const OVERWRITES = 'Before anything that deletes or overwrites data';
const DESTRUCTIVE = 'Ask before destructive actions';
const IRREVERSIBLE = 'Confirm irreversible actions first';
const speaker = { name: 'Ana Silva', role: 'analyst', company: 'Acme', handle: 'anas', email: 'ana@acme.com', style: 'terse' } as never;
const prompts = (unconfirmed: ToolAction[], destructive = true) =>
  Array.from({ length: 200 }, (_, i) => systemPrompt(new Rng(i), { ref: '2026-12-07', speaker, destructive, unconfirmed }));

describe('system prompt policies', () => {
  it('leaves out the rule an unconfirmed call breaks, and keeps asking where the calls allow it', () => {
    const updates = prompts(['list', 'update']);
    expect(updates.filter((p) => p.includes(OVERWRITES))).toEqual([]);
    expect(updates.every((p) => p.includes(DESTRUCTIVE) || p.includes(IRREVERSIBLE))).toBe(true);
    const sends = prompts(['send']);
    expect(sends.filter((p) => p.includes(IRREVERSIBLE))).toEqual([]);
    expect(sends.every((p) => p.includes(DESTRUCTIVE) || p.includes(OVERWRITES))).toBe(true);
    expect(prompts(['delete']).filter((p) => [OVERWRITES, DESTRUCTIVE, IRREVERSIBLE].some((r) => p.includes(r)))).toEqual([]);
    // Nothing unconfirmed: every rule may be drawn, and a destructive toolset always gets one.
    const free = prompts([]);
    for (const rule of [OVERWRITES, DESTRUCTIVE, IRREVERSIBLE]) expect(free.some((p) => p.includes(rule))).toBe(true);
    expect(free.every((p) => [OVERWRITES, DESTRUCTIVE, IRREVERSIBLE].some((r) => p.includes(r)))).toBe(true);
  });

  it('holds over the tasks made from the quickstart catalog', () => {
    const catalog = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/quickstart.jsonl')));
    const byId = new Map(catalog.map((t) => [t.id, t]));
    const tasks = [...generateOfflineTasks(catalog, { seed: 11, config: GenerateConfigSchema.parse({ count: 400 }) })];
    let updates = 0;
    for (const task of tasks) {
      if (task.expected.confirm) continue;
      const actions = task.expected.calls.map((c) => ((t) => (isDestructive(t) ? 'delete' : speechProfile(t).action))(byId.get(c.toolId) as CatalogTool));
      if (actions.includes('update')) updates++;
      if (actions.some((a) => a === 'update' || a === 'delete')) expect(task.system).not.toContain(OVERWRITES);
      if (actions.some((a) => a === 'send' || a === 'delete')) expect(task.system).not.toContain(IRREVERSIBLE);
      if (actions.includes('delete')) expect(task.system).not.toContain(DESTRUCTIVE);
    }
    expect(updates).toBeGreaterThan(10);
  });
});
