// "with a action of get screenshot": the article before a field's name follows its sound.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { PROJECT, readLines } from '../helpers.js';

describe('requests', () => {
  it('say "an" before a vowel sound', () => {
    const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));
    const tasks = [...generateOfflineTasks(real, { seed: 21, config: GenerateConfigSchema.parse({ count: 400, mix: { single: 1, multiple: 1, parallel: 1, needs_confirmation: 1 } }) })];
    const text = tasks.map((t) => t.messages.map((m) => m.content).join(' '));
    // The phrase itself occurs, so the test can fail: "with an X of" and "with a X of" both appear.
    expect(text.filter((t) => /\bwith an? \w+( \w+)? of\b/.test(t)).length).toBeGreaterThan(5);
    expect(text.filter((t) => /\bwith a (?!u[^n]|one|eu)[aeiou]\w*( \w+)? of\b/i.test(t))).toEqual([]);
  }, 120_000);
});
