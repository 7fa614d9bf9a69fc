// A preview is not asked about: needs_confirmation over a dry run ("as a preview only") had the assistant say "it takes
// effect right away" and ask before a call that changes nothing.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { PROJECT, readLines } from '../helpers.js';

const DRY = /^(dry_?run|dryRun|preview|preview_?only|validate_?only|plan_?only)$/i;

describe('needs_confirmation', () => {
  it('never asks before a dry run', () => {
    const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));
    const withDry = real.filter((t) => Object.keys((t.inputSchema.properties ?? {}) as object).some((k) => DRY.test(k)));
    expect(withDry.length).toBeGreaterThan(3);
    const tasks = [...generateOfflineTasks(withDry, { seed: 4, config: GenerateConfigSchema.parse({ count: 150, mix: { needs_confirmation: 1 } }) })];
    expect(tasks.length).toBeGreaterThan(20);
    const previews = tasks.filter((t) => t.expected.calls.some((c) => Object.entries(c.arguments).some(([k, v]) => (DRY.test(k) && v === true) || v === 'dry-run')));
    expect(previews.map((t) => t.messages[0]?.content)).toEqual([]);
    // Declined, a task has no call to show it: its request must not ask for a preview either.
    const asked = tasks.filter((t) => /\b(as a preview|preview only|just a preview|trial run that changes nothing|as a dry run|dry run only)\b/i.test(t.messages.map((m) => m.content).join(' ')));
    expect(asked.map((t) => t.messages[0]?.content)).toEqual([]);
  }, 120_000);
});
