// The done-when bars of issue #14, asserted on a run's quality figures: the same numbers the issue names, shared by
// the quickstart test (test/core/quickstart.test.ts) and the real-catalog test so neither loosens them.
import { expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { QualityFigures } from '../../src/quality/figures.js';
import { ngrams, words } from '../../src/quality/text.js';

/** The quality step's figures of a run, read from beside its valid.jsonl. */
export function figuresOf(validFile: string): QualityFigures {
  return JSON.parse(readFileSync(join(dirname(validFile), 'quality.json'), 'utf8')) as QualityFigures;
}

/** Copying, dictation, inference, openings, lorem, raw answers and kinds, at the issue's thresholds. */
export function expectIssue14Bars(q: QualityFigures): void {
  // At most 1% of user messages share 8 consecutive words with a called tool's description, at most 10% share 5.
  expect(q.descriptionCopy8, 'descriptionCopy8').toBeLessThanOrEqual(0.01);
  expect(q.descriptionCopy5, 'descriptionCopy5').toBeLessThanOrEqual(0.1);
  // At most 20% of records dictate every argument; at least half need a value inferred from the wording.
  expect(q.dictatedArguments, 'dictatedArguments').toBeLessThanOrEqual(0.2);
  expect(q.inferredArguments, 'inferredArguments').toBeGreaterThanOrEqual(0.5);
  // Distinct first-3-word openings at least 0.5 per record, and no opening in more than 3% of records.
  expect(q.openingsPerRecord, 'openingsPerRecord').toBeGreaterThanOrEqual(0.5);
  expect(q.topOpeningShare, `topOpeningShare ("${q.topOpening}")`).toBeLessThanOrEqual(0.03);
  expect(q.loremRecords, 'loremRecords').toBe(0);
  // At most 5% of final answers contain the raw result.
  expect(q.rawResultAnswers, 'rawResultAnswers').toBeLessThanOrEqual(0.05);
  // Every kind is at least 8% of the exported records.
  expect(Object.keys(q.kindShares).length).toBe(8);
  for (const [kind, share] of Object.entries(q.kindShares)) expect(share, `share of ${kind}`).toBeGreaterThanOrEqual(0.08);
}

/** Distinct word trigrams over all word trigrams of the user's text (first messages and replies), as quality counts them. */
export function trigramRatio(texts: Iterable<string>): number {
  const seen = new Set<string>();
  let total = 0;
  for (const t of texts) {
    for (const g of ngrams(words(t), 3)) {
      seen.add(g);
      total++;
    }
  }
  return total === 0 ? 0 : seen.size / total;
}
