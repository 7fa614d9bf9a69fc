// A yes/no argument is said as what the record is or has. Seen on npm-real: "a mail rule ... with enabled on"
// (isEnabled), "with is enabled on" in the answer, and an update asked to "turn is archived on".
import { describe, expect, it } from 'vitest';
import { sayValue } from '../../src/generate/language/said.js';
import { Rng } from '../../src/util/random.js';

describe('flags in requests', () => {
  it('says is/has/enable/allow/use flags as words, and an update to one as a change of what it is', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const ctx = { rng: new Rng(seed), ref: '2026-12-03', action: 'create', entity: 'mail rule', verb: 'create' };
      expect(sayValue('isEnabled', true, 'boolean', ctx).text).toMatch(/^(switched|turned) on$/);
      expect(sayValue('is_archived', false, 'boolean', ctx).text).toBe('not marked as archived');
      expect(sayValue('has_attachments', true, 'boolean', ctx).text).toMatch(/^(with|that has) attachments$/);
      expect(sayValue('enable_comments', false, 'boolean', ctx).text).toMatch(/^with comments (disabled|switched off)$/);
      expect(sayValue('allowDownloads', true, 'boolean', ctx).text).toBe('allowing downloads');
      const update = { ...ctx, action: 'update', verb: 'update' };
      expect(sayValue('is_archived', true, 'boolean', update).change).toBe('mark it as archived');
      expect(sayValue('isEnabled', false, 'boolean', update).change).toBe('switch it off');
      for (const key of ['isEnabled', 'is_archived', 'has_attachments', 'enable_comments']) expect(sayValue(key, true, 'boolean', ctx).text).not.toMatch(/with \w+ (on|off)$|\bis \w+ (on|off)$/);
    }
  });

  // Seen on npm-real: "format workbook worksheet 3650785 with protection formula hidden on, with protection locked on",
  // and the assistant asking "Should I turn private on?".
  it('says a flag named by what it makes the record with that word, and asks whether it should be so', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const ctx = { rng: new Rng(seed), ref: '2026-12-03', action: 'update', entity: 'worksheet', verb: 'format' };
      expect(sayValue('protection_locked', true, 'boolean', ctx).text).toBe('with protection locked');
      expect(sayValue('protection_formulaHidden', false, 'boolean', ctx).text).toBe('with protection formula not hidden');
      expect(sayValue('visible', true, 'boolean', ctx).question).toBe('Should it be visible?');
      expect(sayValue('rebase', true, 'boolean', ctx).text).toMatch(/^with rebase (turned )?on$/);
    }
  });
});
