// A record a user names is named for what it is: a backup snapshot for what it keeps, an alert rule for what it
// watches (the quickstart created a snapshot "High error rate on checkout-api", an alert's name).
import { describe, expect, it } from 'vitest';
import { thingName } from '../../src/generate/language/texts.js';
import { Rng } from '../../src/util/random.js';

describe('thing names', () => {
  it('name a snapshot like a backup, an alert rule like an alert and a DNS record like a host', () => {
    for (let seed = 1; seed <= 60; seed++) {
      expect(thingName('snapshot', new Rng(seed))).toMatch(/\b(backup|snapshot|check) of\b/);
      expect(thingName('dns record', new Rng(seed))).toMatch(/^[a-z]+$/);
      expect(thingName('alert rule', new Rng(seed))).toMatch(/^(High error rate|Slow responses|Disk almost full|Memory pressure|Queue backlog) on /);
    }
  });
});
