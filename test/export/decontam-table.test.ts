// The dataset card's decontamination table, from a summary; and the card without one is as it was.
import { describe, expect, it } from 'vitest';
import type { DecontamSummary } from '../../src/records/index.js';
import { renderCard, type CardInput } from '../../src/export/card.js';
import { renderDecontamTable } from '../../src/export/decontam-table.js';

const summary: DecontamSummary = {
  records: 1200,
  n: 13,
  minTurnTokens: 8,
  similarity: 0.9,
  action: 'drop',
  toolNames: 'flag',
  dataHash: 'ab'.repeat(32),
  benchmarks: [
    { benchmark: 'acebench', items: 1023, dropped: 0, flagged: 0, matches: { exact: 0, near: 0, ngram: 0, toolNames: 0 }, examples: [] },
    {
      benchmark: 'bfcl',
      items: 4733,
      dropped: 2,
      flagged: 5,
      matches: { exact: 1, near: 0, ngram: 1, toolNames: 5 },
      examples: [
        { record: 'traj_a1', item: 'simple_python_10', match: 'exact', evidence: 'calculate the area of a right angled triangle' },
        { record: 'traj_b2', item: 'multi_turn_base_3', match: 'ngram', evidence: 'i need to gather files that have test in their | x' },
        { record: 'traj_c3', item: 'live_multiple_5-3-0', match: 'tool_names', evidence: 'get_current_weather' },
      ],
    },
  ],
};

const card: CardInput = { name: 'demo', seed: 1, splits: { openai: { train: 9, validation: 1 } }, byKind: { single: 10 }, byServer: { srv: 10 }, rejects: {}, templates: {}, config: {} };

describe('decontamination table', () => {
  it('has a row per benchmark with items, n, dropped, flagged and example ids, and says how it checked', () => {
    const md = renderDecontamTable(summary);
    expect(md).toMatch(/^1200 records checked against 2 public tool-use test sets: a user turn that shares a 13-gram/);
    expect(md).toContain('is 90% alike to a short one');
    expect(md).toContain('| benchmark | items | n | records dropped | records flagged | examples (record ~ benchmark item) |');
    expect(md).toContain('| acebench | 1023 | 13 | 0 | 0 |  |');
    expect(md).toContain('| bfcl | 4733 | 13 | 2 | 5 | `traj_a1` ~ simple_python_10 (same turn); `traj_b2` ~ multi_turn_base_3 (13-gram "i need to gather files that have test in their \\| x"); `traj_c3` ~ live_multiple_5-3-0 (tool names get_current_weather) |');
    // Every table row has the header's six cells: an escaped pipe in the evidence does not split one.
    for (const line of md.split('\n').filter((l) => l.startsWith('| '))) expect(line.split(/(?<!\\)\|/).length).toBe(8);
  });

  it('appears in the dataset card when the validate step left decontam.json, and not otherwise', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { decontamSection } = await import('../../src/export/card-sections.js');
    const dir = mkdtempSync(join(tmpdir(), 'tf-card-'));
    expect(decontamSection(dir)).toBeUndefined();
    writeFileSync(join(dir, 'decontam.json'), JSON.stringify(summary));
    const section = decontamSection(dir);
    const withIt = renderCard({ ...card, sections: section ? [section] : [] });
    expect(withIt).toMatch(/## Chat templates\n\n[^#]+\n\n## Decontamination\n\n1200 records checked[\s\S]+\| bfcl \|[^\n]+\n\n## Pipeline config/);
    expect(renderCard(card)).not.toContain('Decontamination');
  });
});
