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

// Seen on npm-real: BrowserStack's listFolders was asked for "the folders of 9.5" (its page key "p" drawn as 9.5) and
// then "our folders of on page 2".
describe('a page under a one-letter key', () => {
  it('is a whole page said as one', async () => {
    const { join } = await import('node:path');
    const { CatalogToolSchema } = await import('../../src/records/index.js');
    const { fillProfiles } = await import('../../src/catalog/profiles.js');
    const { planCall } = await import('../../src/generate/tasks/call-plan.js');
    const { writeRequest } = await import('../../src/generate/language/request.js');
    const { pickSpeaker } = await import('../../src/generate/language/personas.js');
    const { PROJECT, readLines } = await import('../helpers.js');
    const tool = fillProfiles(readLines(join(PROJECT, 'catalogs/npm-real.jsonl')).map((l) => CatalogToolSchema.parse(l))).find((t) => t.id === 'browserstack/listFolders')!;
    let pages = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const p = planCall(tool, { rng: new Rng(seed), seed, ref: '2026-12-01' });
      const page = p.call.arguments.p;
      if (page === undefined) continue;
      pages++;
      expect(Number.isInteger(page)).toBe(true);
      expect(writeRequest({ profile: p.profile, said: p.said, rng: new Rng(seed), speaker: pickSpeaker(new Rng(seed)), bare: true })).not.toMatch(/\bof (on|\d+\.\d)/);
    }
    expect(pages).toBeGreaterThan(3);
  });
});
