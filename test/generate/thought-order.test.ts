// A step of a sequence is never past its total: the quickstart asked sequentialthinking for "the second thought" of
// "a total thoughts of 1", and the real server answered totalThoughts 2 (validation rejected the record).
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import type { CatalogTool } from '../../src/records/index.js';
import { PROJECT, readLines } from '../helpers.js';

describe('sequential thinking tasks', () => {
  it('ask for a thought number no greater than the total', () => {
    const tools = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/quickstart.jsonl'))).filter((t) => t.serverId === 'sequential-thinking');
    let seen = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const tasks = generateOfflineTasks(tools, { seed, config: GenerateConfigSchema.parse({ count: 30, mix: { single: 1, multi_turn: 1, parallel: 1 } }) });
      for (const task of tasks) {
        for (const call of task.expected.calls) {
          const { thoughtNumber, totalThoughts } = call.arguments as { thoughtNumber?: number; totalThoughts?: number };
          if (thoughtNumber === undefined || totalThoughts === undefined) continue;
          seen++;
          expect(thoughtNumber, JSON.stringify(call.arguments)).toBeLessThanOrEqual(totalThoughts);
        }
      }
    }
    expect(seen).toBeGreaterThan(20);
  });
});
