// A URL is said by what it is to the record. Seen on npm-real: a website redirect asked for "called 'pwilliams', at
// pinecrestdental.com, at https://granitelegal.com/pricing and at https://app.zenithsolar.com/careers": the user, the
// domain and both ends of the redirect all "at", so nothing in the request said which URL was which.
import { describe, expect, it } from 'vitest';
import { sayValue } from '../../src/generate/language/said.js';
import { sayAnything } from '../../src/generate/language/said-compound.js';
import { Rng } from '../../src/util/random.js';

describe('URLs in requests', () => {
  it('says a redirect from one page to another, a domain, a webhook, an image and a username by what they are', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const ctx = { rng: new Rng(seed), ref: '2026-12-03', action: 'create', entity: 'website redirect', verb: 'create' };
      expect(sayValue('from', 'https://granitelegal.com/pricing', 'url', ctx).text).toBe('from https://granitelegal.com/pricing');
      expect(sayValue('to', 'https://app.zenithsolar.com/careers', 'url', ctx).text).toMatch(/^(to|pointing to) https:\/\/app\.zenithsolar\.com\/careers$/);
      expect(sayValue('domain', 'pinecrestdental.com', 'url', ctx).text).toMatch(/^(on|for the domain) pinecrestdental\.com$/);
      expect(sayValue('webhook_url', 'https://hooks.acme.io/x', 'url', ctx).text).toMatch(/^(sending to|with the webhook url) https:/);
      expect(sayValue('cover_image_url', 'https://cdn.acme.io/a.png', 'url', ctx).text).toMatch(/cover image url/);
      expect(sayValue('username', 'pwilliams', 'name', ctx).text).toMatch(/^(for the user|under the username) pwilliams$/);
      // A page to read is still where it is, and pages a read fetches are what it is about: "Look up https://…", not
      // "Look up the url with urls https://…".
      expect(sayValue('url', 'https://acme.io/pricing', 'url', { ...ctx, action: 'get', verb: 'fetch' }).text).toMatch(/^(at|from) https:/);
      const pages = sayAnything('urls', ['https://acme.io/pricing', 'https://acme.io/docs'], 'url', { ...ctx, action: 'get', verb: 'fetch' });
      expect([pages.slot, pages.text]).toEqual(['target', 'https://acme.io/pricing and https://acme.io/docs']);
    }
  });
});

describe('changes in requests', () => {
  // Seen on npm-real: "set the description to Brought forward the design review to Thursday at 14:30. and set the
  // status to archived": the text ran into the rest of the request.
  it('quotes a value of several words, and leaves a one-word value bare', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const ctx = { rng: new Rng(seed), ref: '2026-12-03', action: 'update', entity: 'product', verb: 'update' };
      expect(sayValue('description', 'Brought forward the design review to Thursday at 14:30.', 'free_text', ctx).change).toMatch(/'Brought forward the design review to Thursday at 14:30\.'$/);
      expect(sayValue('status_note', 'archived', 'other', ctx).change).toMatch(/ archived$/);
    }
  });
});
