// The card's Quality section: quality.json's figures beside their bars; no file, no section; a file of another shape,
// no section rather than a wrong one.
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { qualitySection } from '../../src/export/card-sections.js';
import { tempDir } from '../helpers.js';

const figures = { records: 200, kindShares: { single: 0.5, irrelevance: 0.05 }, descriptionCopy8: 0, descriptionCopy5: 0.004, dictatedArguments: 0.075, inferredArguments: 0.61, openingsPerRecord: 0.89, topOpeningShare: 0.015, distinct3: 0.83, loremRecords: 0, randomStrings: 0, formatValid: 0.99, rawResultAnswers: 0.018, systemPrompts: 200 };

describe('the Quality section of the dataset card', () => {
  it('lists each figure with its bar and marks the ones missed', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'quality.json'), JSON.stringify(figures));
    const section = qualitySection(dir);
    expect(section?.title).toBe('Quality');
    expect(section?.body).toContain('| records with a value inferred from the wording | 61.0% | ≥ 50.0% | met |');
    expect(section?.body).toContain('| user messages with ≥8 words in a row from a called tool’s description | 0.0% | ≤ 1.0% | met |');
    // irrelevance at 5% is under the 8% every kind must reach.
    expect(section?.body).toContain('| share of irrelevance | 5.0% | ≥ 8.0% | **missed** |');
    expect(section?.body).toMatch(/\*\*1 figure misses the bar\*\*/);
    // A quality.json from before the answer-habit figures reads them as 0; a run that says times unasked misses.
    expect(section?.body).toContain('| final answers saying when a record changed, though no one asked | 0.0% | ≤ 1.0% | met |');
    writeFileSync(join(dir, 'quality.json'), JSON.stringify({ ...figures, unaskedTimes: 0.25 }));
    expect(qualitySection(dir)?.body).toContain('| final answers saying when a record changed, though no one asked | 25.0% | ≤ 1.0% | **missed** |');
  });

  it('is absent without quality.json, and absent rather than wrong for a file of another shape', () => {
    const dir = tempDir();
    expect(qualitySection(dir)).toBeUndefined();
    writeFileSync(join(dir, 'quality.json'), JSON.stringify({ records: 3 }));
    expect(qualitySection(dir)).toBeUndefined();
  });
});
