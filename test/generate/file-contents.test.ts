// What write_file writes is in its file's format. Seen in the quickstart: "Met Wei from Ironwood Capital; they prefer
// calls on Tuesday." went into draft-proposal.json and an agenda sentence into budget-2027.csv. A CSV's rows stay rows
// in what the user says, though a request's words are tidied onto one line.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { planCall } from '../../src/generate/tasks/call-plan.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { Rng } from '../../src/util/random.js';
import { PROJECT, readLines } from '../helpers.js';

const quickstart = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/quickstart.jsonl')));
const write = quickstart.find((t) => t.id === 'filesystem/write_file') as CatalogTool;

describe('file contents', () => {
  it('are written in the format the path names', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const args = planCall(write, { rng: new Rng(seed), seed, ref: '2026-12-01' }).call.arguments as { path: string; content: string };
      const ext = args.path.split('.').pop() as string;
      seen.add(ext);
      if (ext === 'json') expect(() => JSON.parse(args.content), args.content).not.toThrow();
      if (ext === 'csv') {
        const rows = args.content.split('\n').map((l) => l.split(',').length);
        expect(rows.length, args.content).toBeGreaterThan(1);
        expect(new Set(rows).size, args.content).toBe(1);
      }
      if (ext === 'md') expect(args.content).toMatch(/^# \S/);
    }
    expect([...seen]).toEqual(expect.arrayContaining(['json', 'csv']));
  });

  it("keep their line breaks in the user's words", () => {
    const tasks = [...generateOfflineTasks(quickstart, { seed: 4, config: GenerateConfigSchema.parse({ count: 100, mix: { needs_confirmation: 1 } }) })];
    const csv = tasks.filter((t) => t.expected.calls.some((c) => c.toolId === write.id && String(c.arguments.path).endsWith('.csv')));
    expect(csv.length).toBeGreaterThan(0);
    for (const t of csv) {
      const content = String(t.expected.calls.find((c) => c.toolId === write.id)?.arguments.content);
      const said = [t.messages[0]?.content, ...(t.turns ?? []).flatMap((x) => [x.user, x.assistant])].join('\n');
      expect(content).toContain('\n');
      expect(said).toContain(content);
      expect(said).not.toContain('\uE000');
    }
  });

  // Seen in the quickstart: "creating the draft-proposal.json file under projects saying '{"project":"infra-terraform",
  // "owner":"Leila",…}'", a file's JSON dictated inline as one quoted string.
  it('are pasted as a block in a code fence after the sentence that asks for them, indentation and all', () => {
    const tasks = [...generateOfflineTasks(quickstart, { seed: 4, config: GenerateConfigSchema.parse({ count: 120, mix: { needs_confirmation: 1, single: 1 } }) })];
    const written = tasks.filter((t) => t.expected.calls.some((c) => c.toolId === write.id && /\.(json|csv|md)$/.test(String(c.arguments.path))));
    expect(written.length).toBeGreaterThan(2);
    for (const t of written) {
      const content = String(t.expected.calls.find((c) => c.toolId === write.id)?.arguments.content);
      const first = t.messages[0]?.content as string;
      expect(first).toMatch(new RegExp(`[.?!]\\n\\n\`\`\`(json|csv|markdown)\\n`));
      expect(first).toContain(`\n${content}\n\`\`\``);
      expect(first).not.toMatch(/'\{|'item,|'#/);
      expect(first).not.toMatch(/[\uE000-\uE017]/);
      if (content.startsWith('{')) expect(content).toMatch(/^\{\n {2}"/);
      // An assistant that asks before writing shows the block and still ends on its question.
      for (const turn of t.turns ?? []) if (turn.assistant.includes('```')) expect(turn.assistant).toMatch(/\?$/);
    }
  });
});
