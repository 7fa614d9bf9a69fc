// A write or a run that went well reports no trouble. Seen in a real-catalog run: git_merge answered {"success": true,
// "conflicts": true, "conflictedFiles": ["docs/customer-list.csv"]} and the answer said "Merged branch …", a failure
// told as done. Its outputSchema requires both fields; the world had drawn them at random.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { PROJECT, readLines } from '../helpers.js';
import { finalAnswer } from '../../src/execute/answers.js';
import { Rng } from '../../src/util/random.js';

const tools = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl'))).filter((t) => t.serverId === 'git-cyanheads');
const model = WorldModel.of(tools);
const merge = tools.find((t) => t.name === 'git_merge') as CatalogTool;

describe('a call that went well', () => {
  it('has no conflicts, errors or failures in its result', () => {
    let merged = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const world = new World(model, seed, '2026-12-01');
      const branch = world.records(merge).find((r) => typeof r[model.binding(merge)?.entity.idField ?? ''] === 'string');
      if (!branch) continue;
      const out = world.call(merge, { path: '/repo', branch: branch[model.binding(merge)?.entity.idField ?? ''], strategy: 'recursive' });
      if (out.isError) continue;
      const data = JSON.parse(out.text) as Record<string, unknown>;
      expect(data.success).toBe(true);
      expect(data.conflicts).toBe(false);
      expect(data.conflictedFiles).toEqual([]);
      merged++;
    }
    expect(merged).toBeGreaterThan(10);
  });

  it('is answered without the trouble it did not have', () => {
    const pick = tools.find((t) => t.name === 'git_cherry_pick') as CatalogTool;
    const data = { success: true, pickedCommits: ['d2a1a26'], conflicts: false, conflictedFiles: [], error: false };
    for (let seed = 0; seed < 4; seed++) {
      const said = finalAnswer(new Rng(seed), [{ name: pick.name, text: JSON.stringify(data), data, isError: false, args: { commits: ['d2a1a26'] }, tool: pick }]);
      expect(said).not.toMatch(/conflict|error/i);
    }
  });
});
