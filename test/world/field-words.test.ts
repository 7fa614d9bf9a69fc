// Fields nothing else reads get what their words call for, not a label of those words: npm-real's tasks passed query
// "main-query", address "shared-address", digest "legacy-digest", If-Match "new-if-match" and a reply message
// "legacy-reply-message" (43 of 1,000 tasks had such a label).
import { describe, expect, it } from 'vitest';
import { labelFor } from '../../src/world/domain.js';
import { drawOf } from '../../src/world/kind-values.js';
import { seededFaker } from '../../src/world/seeded-faker.js';
import { nameWords } from '../../src/world/field.js';

const LABEL = /^(main|primary|default|shared|internal|legacy|new|team)-[a-z-]+$/;
const CASES: Array<[string, RegExp]> = [
  ['query', /\w+ \w+/],
  ['search_key', /\w+ \w+/],
  ['address', /\d.*, /],
  ['applicationName', /^[a-z]+(-[a-z]+)*$/],
  ['specNameFilter', /\.(cy|spec)\.ts$/],
  ['markdown', /^#/],
  ['reaction', /^[a-z_]+$/],
  ['tcpPort', /^\d+$/],
  ['column_name', /^[a-z_]+$/],
  ['textGone', /\w/],
  ['head', /^(feature|fix)\//],
  ['base', /^(main|develop|release\/)/],
  ['externalReplyMessage', /\w+ \w+ \w+/],
  ['bodyContains', /^[a-z ]+$/],
  ['businessHomePage', /^https:\/\//],
  ['Digest', /^sha256:[0-9a-f]{64}$/],
  ['If-Match', /^W\/"[0-9a-f]+"$/],
  ['context', /\w/],
  ['expr', /[()=_]/],
  ['shortHash', /^[0-9a-f]{7}$/],
  ['hash', /^[0-9a-f]{40}$/],
  ['page_age', /^2026-\d\d-\d\dT\d\d:00:00$/],
  ['patch', /^@@ -\d+,3 \+\d+,3 @@\n-.+\n\+.+$/],
  ['stat', /files changed/],
  ['error', /\w+ \w+ \w+/],
  ['old_str', /[;:,()]/],
  ['new_str', /[;:,()]/],
];

describe('values by a field’s words', () => {
  it.each(CASES)('%s gets what its words call for', (field, shape) => {
    const faker = seededFaker(7);
    for (let i = 0; i < 20; i++) {
      faker.seed(i);
      const v = labelFor(nameWords(field).join(' '), drawOf(faker));
      expect(v).not.toMatch(LABEL);
      expect(v).toMatch(shape);
    }
  });

  it('still labels a field whose words call for nothing known', () => {
    const faker = seededFaker(7);
    expect(labelFor('frobnicator', drawOf(faker))).toMatch(LABEL);
  });
});
