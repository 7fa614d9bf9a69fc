// Before a write the assistant reads the plan back in a few words. It had read a pasted JSON file back whole ("I will
// write … with the contents below." and the block again), asked to "change README.md in Local filesystem: change '# Atlas'
// to …", and before changing a block the user had named by its id said "That would change whichever block comes first".
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool, ToolProfile } from '../../src/records/index.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { catalogTool } from '../execute/helpers.js';
import { PROJECT, readLines } from '../helpers.js';

const quickstart = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/quickstart.jsonl')));
const textOf = (t: { messages: Array<{ content: string }> }) => t.messages[0]?.content ?? '';
const tasksOf = (catalog: CatalogTool[], mix: Record<string, number>, count: number, seed = 4) => [...generateOfflineTasks(catalog, { seed, config: GenerateConfigSchema.parse({ count, mix }) })];

describe('a confirmation', () => {
  it('names what the user pasted instead of pasting it back, and an edit as an edit of the file', () => {
    const tasks = tasksOf(quickstart, { needs_confirmation: 1 }, 120);
    const pasted = tasks.filter((t) => textOf(t).includes('```'));
    const edits = tasks.filter((t) => t.expected.calls.some((c) => c.toolId === 'filesystem/edit_file') || (t.turns?.[0]?.assistant ?? '').includes("change '"));
    expect(pasted.length).toBeGreaterThan(2);
    expect(edits.length).toBeGreaterThan(2);
    for (const t of pasted) {
      const ask = t.turns?.[0]?.assistant ?? '';
      expect(ask, ask).not.toContain('```');
      expect(ask, ask).toMatch(/\bthe (JSON|CSV|YAML|Markdown|HTML|code|script|contents) you pasted\b/);
      expect(ask.length, ask).toBeLessThan(260);
    }
    for (const t of [...pasted, ...edits]) {
      const ask = t.turns?.[0]?.assistant ?? '';
      expect(ask, ask).not.toMatch(/Local filesystem|\bchange \S+[^:]*: change /);
    }
  });
});

describe('a chain\'s confirmation', () => {
  const source = { kind: 'synthetic' as const, id: 'blocks', domain: 'blocks', derivedFrom: [] };
  const destructive = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true };
  const block = { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' }, archived: { type: 'boolean' } }, required: ['id', 'title', 'archived'] };
  const tool = (name: string, profile: Omit<ToolProfile, 'system' | 'entity' | 'reversible'>, extra: Partial<CatalogTool>): CatalogTool =>
    catalogTool('blocks', name, source, { ...extra, profile: { system: 'Blocks', entity: 'block', reversible: true, ...profile } });
  const get = tool('get_block', { action: 'get', params: { id: 'id' }, idParam: 'id' }, { inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, outputSchema: block });
  const update = tool('update_block', { action: 'update', params: { id: 'id', archived: 'boolean', title: 'title' }, idParam: 'id' }, { inputSchema: { type: 'object', properties: { id: { type: 'string' }, archived: { type: 'boolean' }, title: { type: 'string' } }, required: ['id'] }, outputSchema: block, annotations: destructive });

  it('names the record the user named by its id, not "whichever comes first"', () => {
    const tasks = tasksOf([get, update], { multi_step: 1 }, 12, 5);
    const agreed = tasks.filter((t) => t.turns?.length);
    expect(agreed.length).toBeGreaterThan(2);
    for (const t of agreed) {
      const ask = t.turns?.[0]?.assistant ?? '';
      const id = String(t.expected.calls[0]?.arguments.id);
      expect(textOf(t), textOf(t)).toContain(id);
      expect(ask, ask).toContain(`block ${id}`);
      expect(ask, ask).not.toMatch(/whichever|first block|look them up/);
    }
  });
});
