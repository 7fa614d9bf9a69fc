// The singular of an entity's head word: "-ics" is plural (epics, topics) unless the word is one thing (analytics).
import { describe, expect, it } from 'vitest';
import { singularPhrase, singularWord } from '../../src/profile/words.js';

describe('singular entities', () => {
  it('reads epics and topics as plurals and analytics, statistics and usage metrics as one thing', () => {
    expect(singularWord('epics')).toBe('epic');
    expect(singularWord('topics')).toBe('topic');
    expect(singularWord('comics')).toBe('comic');
    expect(singularWord('analytics')).toBe('analytics');
    expect(singularWord('statistics')).toBe('statistics');
    expect(singularPhrase('scan metrics')).toBe('scan metrics');
    expect(singularWord('diagnostics')).toBe('diagnostics');
    expect(singularWord('status')).toBe('status');
  });
});
