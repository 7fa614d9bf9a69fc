// A user declines a create without a reason to keep something. Seen in the quickstart: "Create the draft-proposal.json
// file under projects/atlas …" was declined with "Actually, don't. I still need it."
import { describe, expect, it } from 'vitest';
import { plainNo, yesBut } from '../../src/generate/language/dialogue-phrases.js';
import { Rng } from '../../src/util/random.js';

const KEEPS = /need it|keep it|keep things|touch it|leave it as it is/;

describe('declines', () => {
  it('give no reason to keep what a create has not made yet, and still do for a change or a delete', () => {
    const creating = Array.from({ length: 300 }, (_, seed) => plainNo(new Rng(seed), true));
    const changing = Array.from({ length: 300 }, (_, seed) => plainNo(new Rng(seed)));
    for (const no of creating) expect(no).not.toMatch(KEEPS);
    expect(changing.some((no) => KEEPS.test(no))).toBe(true);
    expect(new Set(creating).size).toBeGreaterThan(20);
  });

  // Seen in the quickstart: writing a new file retro.md was confirmed "Yep, go for it. The new one replaces it."
  it('and a yes gives a reason that something can go only to a delete', () => {
    const GOES = /outdated|moved on|a copy|leftover|replaces it/;
    for (const action of ['create', 'update', 'send', 'control']) {
      const yeses = Array.from({ length: 300 }, (_, seed) => yesBut(new Rng(seed), action));
      for (const yes of yeses) expect(yes, action).not.toMatch(GOES);
      expect(new Set(yeses).size).toBeGreaterThan(40);
    }
    expect(Array.from({ length: 300 }, (_, seed) => yesBut(new Rng(seed), 'delete')).some((yes) => GOES.test(yes))).toBe(true);
  });

  // Seen in the quickstart: a new draft-proposal.json was confirmed "That's the right one. Sure, go ahead."
  it('says "the right one" only of a record that exists', () => {
    for (const action of ['create', 'send', 'execute']) for (let seed = 0; seed < 300; seed++) expect(yesBut(new Rng(seed), action)).not.toMatch(/right one/);
    expect(Array.from({ length: 300 }, (_, seed) => yesBut(new Rng(seed), 'update')).some((yes) => /right one/.test(yes))).toBe(true);
  });
});

