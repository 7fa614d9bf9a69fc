// An off-topic request (the weather, a flight, walking the dog) comes with no work reason before it: "ironbark is
// slipping and the billing team wants numbers. What will the weather be like in Denver?" reads as two messages glued.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { PROJECT, readLines } from '../helpers.js';

// Phrases only the work scenarios say.
const WORK = /team (needs answers|wants numbers|is waiting on me)|asked me to|wants me to|needs me to|pinged me to|standup|triage|I'm catching up on|admin time|I promised|We ship|I'm covering|Audit prep|Quarter close|New starter|moved to .*so I'm prepping|I'm back after/;

describe('irrelevance requests', () => {
  it('carry at most a neutral aside, never a work scenario', () => {
    const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));
    const config = GenerateConfigSchema.parse({ count: 300, mix: { irrelevance: 1 } });
    const texts = [...generateOfflineTasks(real, { seed: 4, config })].map((t) => String(t.messages.find((m) => m.role === 'user')?.content ?? ''));
    expect(texts.length).toBeGreaterThan(250);
    expect(texts.filter((t) => WORK.test(t)).slice(0, 3)).toEqual([]);
    // Some still open with an aside: a context, not a bare request every time.
    expect(texts.filter((t) => /random question|off-topic, but|while I have you|different topic|side question|something else entirely/i.test(t)).length).toBeGreaterThan(10);
  });

  it('are declined in words that fit every capability: "weather forecasts is not among my tools" did not', () => {
    const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));
    const config = GenerateConfigSchema.parse({ count: 300, mix: { irrelevance: 1 } });
    const answers = [...generateOfflineTasks(real, { seed: 4, config })].map((t) => String(t.expected.answer ?? '')).filter((a) => /tools?|nothing that covers/.test(a));
    expect(answers.length).toBeGreaterThan(50);
    expect(answers.filter((a) => /\b[a-z]+s is not among|is not among my tools|no tool for (access|anything)/.test(a)).slice(0, 3)).toEqual([]);
  });
});
