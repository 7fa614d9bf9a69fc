// A page number is said as a page: listTestCases(p: 3) was asked for as "the test cases of 3", and a key "page" fell
// through to "a page of three".
import { describe, expect, it } from 'vitest';
import { sayValue } from '../../src/generate/language/said.js';
import { Rng } from '../../src/util/random.js';

describe('page numbers', () => {
  it.each(['p', 'page', 'page_number', 'pageNum'])('%s is said as "on page N"', (key) => {
    for (let seed = 1; seed <= 10; seed++) {
      const ctx = { rng: new Rng(seed), ref: '2026-12-03', action: 'list', entity: 'test case', verb: 'list' };
      expect(sayValue(key, 3, 'number', ctx).text).toBe('on page 3');
      expect(sayValue(key, 1, 'number', ctx).text).toBe('on the first page');
    }
  });
});
