// A numeric id names a record as a string id does: shortcut's epics-update(epicPublicId: 20173) was asked for as
// "set the epic public id to 20173", a change, because every number went down the quantities' path first.
import { describe, expect, it } from 'vitest';
import { sayValue } from '../../src/generate/language/said.js';
import { Rng } from '../../src/util/random.js';

describe('numeric ids', () => {
  it('are said as the record they name, on an update too', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const ctx = { rng: new Rng(seed), ref: '2026-12-03', action: 'update', entity: 'epic', verb: 'update' };
      const id = sayValue('epicPublicId', 20173, 'id', ctx);
      expect(id.slot).toBe('target');
      expect(id.text).toMatch(/^(epic 20173|the epic with ID 20173)$/);
      // A number that is no id is still a value to set.
      expect(sayValue('replicas', 3, 'count', ctx).slot).not.toBe('target');
    }
  });

  // Seen in a real-catalog run: "copy the source checklist with ID Login redirect checklist".
  it('name a record its server knows by name, not "with ID"', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const ctx = { rng: new Rng(seed), ref: '2026-12-03', action: 'create', entity: 'checklist', verb: 'copy' };
      const said = sayValue('sourceChecklistId', 'Login redirect checklist', 'id', ctx);
      expect(said.slot).toBe('target');
      expect(said.text).toContain("'Login redirect checklist'");
      expect(said.text).not.toMatch(/with ID|source/);
      expect(said.question).not.toMatch(/its ID/);
    }
  });
});
