// Lorem ipsum is told from English that shares a word with faker's Latin: a company named "Tandem Bikes", said three
// times in one answer, is no filler (the quickstart's deal answer was counted as lorem once the answer named it).
import { describe, expect, it } from 'vitest';
import { isLorem } from '../../src/quality/values.js';

describe('lorem records', () => {
  it('are filler with three Latin words, not one English word said three times', () => {
    expect(isLorem('One deal came back for “Tandem Bikes”: “Tandem Bikes pilot” (won). Deleted the deal “Tandem Bikes pilot”.')).toBe(false);
    expect(isLorem('Vitae tempora voluptas, said the note.')).toBe(true);
    expect(isLorem('Lorem ipsum')).toBe(true);
    expect(isLorem('Cupiditate voluptas')).toBe(true);
  });
});
