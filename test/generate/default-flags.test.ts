// A request asks for what differs from what a tool does anyway. Seen in the quickstart: edit_file requests read "set
// the edits to change '…' to '…' and turn dry run off" (dryRun's default is false): a switch set to its own default,
// and an edit said as a field set to a sentence.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { planCall } from '../../src/generate/tasks/call-plan.js';
import { writeRequest } from '../../src/generate/language/request.js';
import { pickSpeaker } from '../../src/generate/language/personas.js';
import { Rng } from '../../src/util/random.js';
import { PROJECT, readLines } from '../helpers.js';

const quickstart = readLines<CatalogTool>(join(PROJECT, 'catalogs/quickstart.jsonl'));
const edit = quickstart.find((t) => t.id === 'filesystem/edit_file') as CatalogTool;

describe('an edit request', () => {
  it('never asks for a flag at its default, and says its edits as changes', () => {
    let previews = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const p = planCall(edit, { rng: new Rng(seed), seed, ref: '2026-12-01', optional: 'all' });
      expect(p.call.arguments.dryRun, JSON.stringify(p.call.arguments)).not.toBe(false);
      if (p.call.arguments.dryRun === true) previews++;
      const request = writeRequest({ profile: p.profile, said: p.said, rng: new Rng(seed), speaker: pickSpeaker(new Rng(seed)), bare: true });
      expect(request).not.toMatch(/dry run off|set the edits to/);
    }
    expect(previews).toBeGreaterThan(5);
  });
});
