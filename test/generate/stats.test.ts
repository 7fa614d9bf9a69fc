import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { crawlSources } from '../../src/crawl/crawl.js';
import { runStepFiles } from '../../src/toolforge.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { ngrams } from '../../src/generate/stats.js';
import type { CatalogTool, Task } from '../../src/records/index.js';
import { readLines, tempDir } from '../helpers.js';

let catalog: CatalogTool[];
beforeAll(async () => {
  catalog = (await crawlSources([{ kind: 'stdio', id: 'memory', package: '@modelcontextprotocol/server-memory', args: [], env: { MEMORY_FILE_PATH: '${workspace}/m.jsonl' }, workspace: {} }])).tools;
});

async function run(tools: CatalogTool[], mix: Record<string, number>, count: number) {
  const dir = tempDir();
  const catalogPath = join(dir, 'catalog.jsonl');
  writeFileSync(catalogPath, tools.map((t) => JSON.stringify(t)).join('\n') + '\n');
  const stats = await runStepFiles('generate', GenerateConfigSchema.parse({ count, mix }), { output: join(dir, 'tasks.jsonl'), seed: 2, artifacts: { catalog: catalogPath } });
  return { stats, tasks: readLines<Task>(join(dir, 'tasks.jsonl')) };
}

describe('generation stats', () => {
  it('counts kinds, distinct tools and servers, catalog coverage and the distinct trigram ratio', async () => {
    const { stats, tasks } = await run(catalog, { single: 2, multi_step: 1, missing_info: 1, irrelevance: 1 }, 30);
    expect(stats.out).toBe(tasks.length);
    expect(stats.extra.single).toBe(tasks.filter((t) => t.kind === 'single').length);
    expect(stats.extra.multi_step).toBeGreaterThan(0);
    const used = new Set(tasks.flatMap((t) => t.expected.calls.map((c) => c.toolId)));
    expect(stats.extra.distinct_tools).toBe(used.size);
    expect(stats.extra.distinct_servers).toBe(1);
    expect(stats.extra.tool_coverage).toBeCloseTo(used.size / catalog.length, 3);
    const grams = tasks.flatMap((t) => [...t.messages.map((m) => m.content), ...(t.turns ?? []).map((x) => x.user)]).flatMap((x) => ngrams(x));
    expect(stats.extra.distinct_trigram_ratio).toBeCloseTo(new Set(grams).size / grams.length, 3);
    expect(stats.extra.distinct_trigram_ratio).toBeGreaterThan(0);
    expect(stats.extra.distinct_trigram_ratio).toBeLessThan(1);
  });

  it('counts planned tasks no tool fits as drops with a reason', async () => {
    const readOnly = catalog.filter((t) => t.flags.some((f) => f.code === 'read_only'));
    const { stats, tasks } = await run(readOnly, { single: 1, needs_confirmation: 1 }, 6);
    expect(tasks.every((t) => t.kind === 'single')).toBe(true);
    expect(stats.dropped).toEqual({ 'generate.no_fit_needs_confirmation': 3 });
  });
});
