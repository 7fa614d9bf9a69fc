// What a multi_turn assistant asks for is a detail of the request, never a paging knob: "What continuation token should
// I use?" "5." taught a model to ask users for cursors.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { CONTROL_PARAM } from '../../src/world/model.js';
import { PROJECT, readLines } from '../helpers.js';

describe('multi_turn questions', () => {
  it('ask for a detail of the request, not for a limit, cursor or page', () => {
    const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));
    const config = GenerateConfigSchema.parse({ count: 400, mix: { multi_turn: 1 } });
    const asked: string[] = [];
    let held = 0;
    for (const task of generateOfflineTasks(real, { seed: 12, config })) {
      const call = task.expected.calls.at(-1);
      const question = task.turns?.[1]?.assistant;
      if (!call || !question) continue;
      held++;
      // The detail held back is the one the first request leaves out and the reply gives.
      const first = task.turns?.[0]?.user ?? '';
      for (const [k, v] of Object.entries(call.arguments)) if (CONTROL_PARAM.test(k) && /should I use|which|what/i.test(question) && !first.includes(String(v)) && question.toLowerCase().includes(k.replace(/[_-]/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())) asked.push(`${k}: ${question}`);
    }
    expect(held).toBeGreaterThan(200);
    expect(asked.slice(0, 5)).toEqual([]);
  });
});
