// A count in a list's request is had, not been. Seen on npm-real: "that are six lengths" (fetch_urls' maxLength 6),
// "that are 0 safesearch and that are ten results", "that are six maximum number of snippets", "that are six tail lines".
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { planCall } from '../../src/generate/tasks/call-plan.js';
import { writeRequest } from '../../src/generate/language/request.js';
import { pickSpeaker } from '../../src/generate/language/personas.js';
import type { CatalogTool } from '../../src/records/index.js';
import { Rng } from '../../src/util/random.js';
import { PROJECT, readLines } from '../helpers.js';

const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));

describe('counts in a request', () => {
  it.each(['fetcher/fetch_urls', 'searxng/searxng_web_search', 'perplexity/perplexity_search', 'brave-search-official/brave_summarizer'])('%s says its counts as counts', (id) => {
    const tool = real.find((t) => t.id === id) as CatalogTool;
    for (let seed = 1; seed <= 12; seed++) {
      const plan = planCall(tool, { rng: new Rng(seed), seed, ref: '2026-12-01' });
      const text = writeRequest({ profile: plan.profile, said: plan.said, rng: new Rng(seed), speaker: pickSpeaker(new Rng(seed)), bare: true });
      expect(text).not.toMatch(/that are (\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b|that are [a-z ]+ \d|\blengths\b/);
      const max = (plan.call.arguments as { maxLength?: number }).maxLength;
      // A page cut to six characters is no page.
      if (max !== undefined) expect(max).toBeGreaterThanOrEqual(1000);
    }
  });
});
