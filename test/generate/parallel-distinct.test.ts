// A parallel task asks for two things: never the same lookup twice with another page size ("four pages about
// 'Customer interview'. Separately, the top five pages matching 'Customer interview'", 3 of 24 quickstart records).
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { PROJECT, readLines } from '../helpers.js';

const PAGING = /^(limit|page|per_?page|page_?size|offset|skip|top|max_?results|max|count|cursor)$/i;

describe('parallel tasks', () => {
  it('never ask for the same lookup twice, whatever the page sizes', () => {
    for (const file of ['catalogs/quickstart.jsonl', 'catalogs/npm-real.jsonl']) {
      const tools = fillProfiles(readLines<CatalogTool>(join(PROJECT, file)));
      const config = GenerateConfigSchema.parse({ count: 300, mix: { parallel: 1 } });
      const twice: string[] = [];
      let n = 0;
      for (const task of generateOfflineTasks(tools, { seed: 21, config })) {
        n++;
        const keys = task.expected.calls.map((c) => `${c.toolId} ${JSON.stringify(Object.entries(c.arguments).filter(([k]) => !PAGING.test(k)))}`);
        if (new Set(keys).size < keys.length) twice.push(keys[0]!);
      }
      expect(n, file).toBeGreaterThan(200);
      expect(twice.slice(0, 3), file).toEqual([]);
    }
  });
});
