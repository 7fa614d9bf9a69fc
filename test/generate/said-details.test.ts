// A date bound and a demoted name are said as people say them. Seen on npm-real: Grafana's label values were asked
// for "until in three days at 9:30" and "until in four weeks first thing, 8:30", and ranges ran "until on Tuesday at 9".
import { describe, expect, it } from 'vitest';
import { sayDateArgument } from '../../src/generate/language/said.js';
import { Rng } from '../../src/util/random.js';

describe('an until or since date', () => {
  it('is never "until in …" or "until on …"', () => {
    const texts = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      for (const key of ['endRfc3339', 'until', 'since', 'created_after']) {
        const said = sayDateArgument(key, 'datetime', { rng: new Rng(seed), ref: '2026-12-01', action: 'list', entity: 'label value', verb: 'list' });
        if (said && /^(until|since) /.test(said.text)) texts.add(said.text);
      }
    }
    expect(texts.size).toBeGreaterThan(40);
    for (const t of texts) expect(t).not.toMatch(/^(until|since) (in|on) /);
    expect([...texts].some((t) => / from now/.test(t))).toBe(true);
  });
});

// Seen on npm-real: Grafana's loki label values were asked for "with the label name the one called 'backend'".
describe('a name demoted to a detail', () => {
  it('is said as its value, not as "the one called"', async () => {
    const { asDetail } = await import('../../src/generate/language/said.js');
    const detail = asDetail({ key: 'labelName', value: 'backend', slot: 'target', text: "the one called 'backend'", reply: 'backend.', question: 'Which label?' }, false);
    expect(detail.text).toBe("with the label name 'backend'");
  });
});
