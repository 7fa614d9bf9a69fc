// After a declined action the last word says nothing was done, never in words that claim an action: "All right, I've
// cancelled that" after declining "cancel the calendar event" read as if the event had been cancelled.
import { describe, expect, it } from 'vitest';
import { DECLINED_ANSWERS, DECLINED_CREATE_ANSWERS } from '../../src/generate/language/dialogue-phrases.js';

const VERBS = ['cancel', 'delete', 'remove', 'archive', 'drop', 'close', 'stop', 'revoke', 'clear', 'reset', 'purge', 'update', 'create', 'send', 'discard', 'abort', 'undo'];

describe('declined answers', () => {
  it('claim no action: no "I\'ve cancelled", "I dropped" after a no', () => {
    for (const answer of [...DECLINED_ANSWERS, ...DECLINED_CREATE_ANSWERS]) {
      for (const v of VERBS) expect(answer, v).not.toMatch(new RegExp(`\\bI('ve| have)?\\s+${v.replace(/e$/, '')}\\w*ed\\b`, 'i'));
    }
  });
});
