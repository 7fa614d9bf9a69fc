// Inputs no semantic type says how to speak were dictated in npm-real's requests: "(destination: Chicago, IL)",
// "(origin: Berlin Hauptbahnhof)", "(provider: gh)", "(freshness: 2026-01-23to2026-02-12)". They are said in words.
import { describe, expect, it } from 'vitest';
import { sayValue } from '../../src/generate/language/said.js';
import { Rng } from '../../src/util/random.js';

const cases: Array<[string, string, RegExp]> = [
  ['origin', 'Union Square, New York', /^from Union Square, New York$/],
  ['destination', 'Chicago, IL', /^to Chicago, IL$/],
  ['provider', 'gh', /^on GitHub$/],
  ['provider', 'bb', /^on Bitbucket$/],
  ['llmProvider', 'Anthropic', /^(using|via) Anthropic$/],
  ['freshness', '2026-01-23to2026-02-12', /^from between 23 January and 12 February$/],
  ['freshness', 'pw', /^from the past week$/],
];

describe('inputs said in words', () => {
  it.each(cases)('%s %s', (key, value, phrase) => {
    for (let seed = 1; seed <= 8; seed++) {
      const ctx = { rng: new Rng(seed), ref: '2026-12-03', action: 'search', entity: 'route', verb: 'find' };
      const said = sayValue(key, value, 'other', ctx);
      expect(said.text).toMatch(phrase);
      expect(said.text).not.toMatch(/\(.*:/);
      // The assistant asks in words too, not "What freshness should I use?" (a provider by name may still be asked so).
      if (!/llm/i.test(key)) expect(said.question).not.toMatch(/^What .* should I use\?$/);
    }
  });
});
