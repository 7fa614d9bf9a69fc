// A prompt or an instruction for a model-backed tool is what a person asks it to do, about what the tool works on. Each
// of the real catalog's 28 tools that take one had been given ticket prose: an image analysed "We need two-factor setup
// before the March launch", a crawler told "Budget for Nimbus is 85k, under review.", said as "the structured data that
// says '…'".
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { DESCRIPTIONS, MESSAGES } from '../../src/world/phrases.js';
import { PROMPT_KEY, promptsFor } from '../../src/world/prompts.js';
import { World } from '../../src/world/world.js';
import { argumentsFor } from '../../src/world/arguments.js';
import { PROJECT, readLines } from '../helpers.js';

const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));
const prompted = real.filter((t) => Object.keys((t.inputSchema.properties ?? {}) as object).some((k) => PROMPT_KEY.test(k) && t.profile?.params[k] === 'free_text'));
const prose = [...DESCRIPTIONS, ...MESSAGES].map((m) => m.split('{')[0] as string).filter((m) => m.length > 12);

describe('a tool\'s prompt', () => {
  it('asks the tool to do something of its kind, in the request and in the call, from either engine of values', () => {
    expect(prompted.length).toBeGreaterThan(15);
    const tasks = [...generateOfflineTasks(prompted, { seed: 3, config: GenerateConfigSchema.parse({ count: 80, mix: { single: 1 } }) })];
    let asked = 0;
    for (const t of tasks) for (const c of t.expected.calls) for (const [k, v] of Object.entries(c.arguments)) {
      if (!PROMPT_KEY.test(k) || typeof v !== 'string') continue;
      asked++;
      expect(prose.some((p) => v.startsWith(p)), `${c.toolId}: ${v}`).toBe(false);
      expect(t.messages[0]?.content, c.toolId).not.toMatch(new RegExp(`(that says|with the text) '${v.slice(0, 10)}`));
    }
    expect(asked).toBeGreaterThan(20);
    // The world's arguments (a chain's, a refit's) too.
    const image = prompted.find((t) => t.name === 'analyze_image') as CatalogTool;
    const w = World.for([image], 4);
    for (let seed = 1; seed <= 10; seed++) expect(promptsFor('image analyze')).toContain(argumentsFor(image, w, seed, { optional: 1 }).prompt);
  });
});
