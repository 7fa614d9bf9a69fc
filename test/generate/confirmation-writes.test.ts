// Confirmation turns ask before writes only: a read its server annotates as destructive (excel_read_sheet) is no
// needs_confirmation task and no multi_step second step.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { withProfiles } from '../../src/catalog/profiles.js';
import { speechProfile } from '../../src/catalog/speech-profile.js';
import { isDestructive, type CatalogTool, type ToolProfile } from '../../src/records/index.js';
import { catalogTool } from '../execute/helpers.js';
import { PROJECT, readLines } from '../helpers.js';

const source = { kind: 'stdio' as const, id: 'excel', command: 'x', args: [], env: {} };
const destructive = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true };
const str = (description: string) => ({ type: 'string', description });
const sheet = (name: string, description: string, input: Record<string, unknown>, required: string[]): CatalogTool =>
  catalogTool('excel', name, source, { description, inputSchema: { type: 'object', properties: input, required }, annotations: destructive });
const file = { fileAbsolutePath: str('Absolute path to the Excel file') };
const reads = [
  sheet('excel_describe_sheets', 'List all sheet information of specified Excel file', file, ['fileAbsolutePath']),
  sheet('excel_read_sheet', 'Read values from Excel sheet with pagination.', { ...file, sheetName: str('Sheet name'), range: str('Range of cells to read') }, ['fileAbsolutePath', 'sheetName']),
];
const write = sheet('excel_write_to_sheet', 'Write values to the Excel sheet', { ...file, sheetName: str('Sheet name'), range: str('Range of cells'), values: { type: 'array', items: { type: 'array', items: { type: 'string' } } } }, ['fileAbsolutePath', 'sheetName', 'range', 'values']);

const READS = ['list', 'search', 'get'];
const confirmations = (catalog: CatalogTool[], count: number, seed = 3) =>
  [...generateOfflineTasks(catalog, { seed, config: GenerateConfigSchema.parse({ count, mix: { needs_confirmation: 1 } }) })];

describe('needs_confirmation picks writes', () => {
  it('makes no task of reads annotated destructive, and asks before the write beside them', () => {
    const onlyReads = withProfiles(reads);
    expect(onlyReads.map((t) => speechProfile(t).action)).toEqual(['list', 'get']);
    expect(confirmations(onlyReads, 12)).toEqual([]);
    const catalog = withProfiles([...reads, write]);
    const tasks = confirmations(catalog, 12);
    expect(tasks).toHaveLength(12);
    for (const task of tasks) {
      expect(task.turns?.[0]?.assistant).toMatch(/\?$/);
      for (const call of task.expected.calls) expect(call.toolId).toBe(write.id);
    }
  });

  it('over npm-real, never calls a read for its confirmed call, whatever its annotations say', () => {
    const catalog = readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl'));
    const byId = new Map(catalog.map((t) => [t.id, t]));
    const annotatedReads = catalog.filter((t) => isDestructive(t) && READS.includes(speechProfile(t).action));
    expect(annotatedReads.map((t) => t.name)).toContain('excel_read_sheet');
    const tasks = confirmations(catalog, 300, 8);
    const called = tasks.flatMap((t) => t.expected.calls.map((c) => byId.get(c.toolId)!)).filter(isDestructive);
    expect(called.length).toBeGreaterThan(100);
    expect(called.filter((t) => READS.includes(speechProfile(t).action)).map((t) => t.name)).toEqual([]);
  }, 60_000);
});

describe('multi_step agrees writes only', () => {
  const listSource = { kind: 'synthetic' as const, id: 'sheets', domain: 'sheets', derivedFrom: [] };
  const row = { type: 'object', properties: { sheetId: { type: 'string' }, name: { type: 'string' }, rows: { type: 'integer' } }, required: ['sheetId', 'name'] };
  const tool = (name: string, profile: Omit<ToolProfile, 'system' | 'entity' | 'reversible'>, extra: Partial<CatalogTool>): CatalogTool =>
    catalogTool('sheets', name, listSource, { ...extra, profile: { system: 'Sheets', entity: 'sheet', reversible: true, ...profile } });
  const list = tool('list_sheets', { action: 'list', params: {} }, { inputSchema: { type: 'object', properties: {} }, outputSchema: { type: 'object', properties: { sheets: { type: 'array', items: row } }, required: ['sheets'] } });
  const read = tool('read_sheet', { action: 'get', params: { sheetId: 'id' }, idParam: 'sheetId' }, { inputSchema: { type: 'object', properties: { sheetId: { type: 'string' } }, required: ['sheetId'] }, outputSchema: row, annotations: destructive });
  const remove = tool('delete_sheet', { action: 'delete', params: { sheetId: 'id' }, idParam: 'sheetId' }, { inputSchema: { type: 'object', properties: { sheetId: { type: 'string' } }, required: ['sheetId'] }, annotations: destructive });

  it('chains a list to the delete beside it, agreed first, and never to a read annotated destructive', () => {
    const tasks = [...generateOfflineTasks([list, read, remove], { seed: 4, config: GenerateConfigSchema.parse({ count: 10, mix: { multi_step: 1 } }) })];
    expect(tasks.length).toBeGreaterThan(0);
    for (const task of tasks) {
      expect(task.expected.calls.map((c) => c.toolId)).toEqual([list.id, remove.id]);
      expect(task.turns?.[0]?.assistant).toMatch(/delete/);
    }
  });
});
