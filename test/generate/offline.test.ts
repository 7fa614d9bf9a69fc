import { beforeAll, describe, expect, it } from 'vitest';
import { crawlSources } from '../../src/crawl/crawl.js';
import { generateOfflineTasks, planCounts } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { compileSchema } from '../../src/schema/ajv.js';
import type { CatalogTool } from '../../src/records/index.js';

let catalog: CatalogTool[];
beforeAll(async () => {
  const report = await crawlSources([
    { kind: 'stdio', id: 'filesystem', package: '@modelcontextprotocol/server-filesystem', args: ['${workspace}'], env: {}, workspace: { seed: 'catalogs/workspaces/basic' } },
    { kind: 'stdio', id: 'memory', package: '@modelcontextprotocol/server-memory', args: [], env: { MEMORY_FILE_PATH: '${workspace}/m.jsonl' }, workspace: {} },
  ]);
  catalog = report.tools;
});

const config = GenerateConfigSchema.parse({ count: 60 });

describe('offline task engine', () => {
  it('splits the count across kinds by weight', () => {
    expect(planCounts(10, { single: 0.5, parallel: 0.3, irrelevance: 0.2 })).toEqual([['single', 5], ['parallel', 3], ['irrelevance', 2]]);
    expect(planCounts(7, { single: 1, parallel: 1 }).reduce((s, [, n]) => s + n, 0)).toBe(7);
  });
  it('gives the same bytes for the same seed, and different tasks for another', () => {
    const a = JSON.stringify([...generateOfflineTasks(catalog, { seed: 7, config })]);
    const b = JSON.stringify([...generateOfflineTasks(catalog, { seed: 7, config })]);
    const c = JSON.stringify([...generateOfflineTasks(catalog, { seed: 8, config })]);
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });
  it('produces arguments that satisfy each tool schema, with workspace paths for path fields', () => {
    const tasks = [...generateOfflineTasks(catalog, { seed: 3, config })];
    const byId = new Map(catalog.map((t) => [t.id, t]));
    let paths = 0;
    for (const task of tasks) {
      for (const call of task.expected.calls) {
        const tool = byId.get(call.toolId) as CatalogTool;
        expect(compileSchema(tool.inputSchema)?.fn(call.arguments), `${tool.id} ${JSON.stringify(call.arguments)}`).toBe(true);
        if (typeof call.arguments.path === 'string') {
          paths++;
          expect(call.arguments.path).toMatch(/^\/workspace(\/|$)/);
        }
      }
      expect(task.toolset).toEqual(expect.arrayContaining(task.expected.calls.map((c) => c.toolId)));
    }
    expect(paths).toBeGreaterThan(0);
    expect(new Set(tasks.map((t) => t.kind))).toEqual(new Set(['single', 'parallel', 'irrelevance']));
    expect(tasks.filter((t) => t.kind === 'irrelevance').every((t) => t.expected.calls.length === 0)).toBe(true);
    expect(tasks.filter((t) => t.kind === 'parallel').every((t) => t.expected.parallel && t.expected.calls.length === 2)).toBe(true);
  });
});
