// A go-ahead flag (confirm, confirm_deletion) is the call's, never the user's words: genai-model-eval-delete-preset was
// asked for "with confirm deletion off" and called with confirm_deletion false, a deletion its own flag refused.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { PROJECT, readLines } from '../helpers.js';

const FLAG = /^(confirm|confirm_?deletion|confirmed)$/i;

describe('go-ahead flags', () => {
  it('are true in every call that carries one and never said', () => {
    const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));
    const flagged = real.filter((t) => Object.entries((t.inputSchema.properties ?? {}) as Record<string, { type?: unknown }>).some(([k, s]) => FLAG.test(k) && s?.type === 'boolean'));
    expect(flagged.some((t) => t.name === 'genai-model-eval-delete-preset')).toBe(true);
    const mix = { single: 1, multiple: 1, multi_step: 1, missing_info: 1, needs_confirmation: 1, multi_turn: 1 };
    const tasks = [...generateOfflineTasks(flagged, { seed: 6, config: GenerateConfigSchema.parse({ count: 120, mix }) })];
    const withFlag = tasks.filter((t) => t.expected.calls.some((c) => Object.keys(c.arguments).some((k) => FLAG.test(k))));
    expect(withFlag.length).toBeGreaterThan(10);
    const refused = withFlag.flatMap((t) => t.expected.calls.flatMap((c) => Object.entries(c.arguments).filter(([k, v]) => FLAG.test(k) && v !== true).map(([k]) => `${c.toolId} ${k}`)));
    expect(refused).toEqual([]);
    const said = tasks.filter((t) => /\bconfirm(ed)?( deletion)? (on|off|turned)\b|with confirm/i.test(t.messages.map((m) => m.content).join(' ')));
    expect(said.map((t) => t.messages[0]?.content)).toEqual([]);
  }, 120_000);
});
