// A read of a text (a fetched page, a post) answers with what the text says: "Here it is: “Release checklist 5.0”,
// with url ..., word count 787" told the user everything but the page.
import { describe, expect, it } from 'vitest';
import { finalAnswer } from '../../src/execute/answers.js';
import { Rng } from '../../src/util/random.js';
import { catalogTool } from './helpers.js';

const fetchUrl = catalogTool('fetcher', 'fetch_url', { kind: 'synthetic', id: 'fetcher', domain: 'web', derivedFrom: [] }, {
  inputSchema: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
  profile: { action: 'get', entity: 'web page', system: 'Fetcher', params: { url: 'url' }, reversible: true },
});

describe('a read of a text', () => {
  it('says what the text says, its first sentence', () => {
    const page = { url: 'https://example.org/status', name: 'Status page', content: 'All systems are operational since the 2.4 release on Monday. Next maintenance window is on Friday at 22:00 UTC, lasting one hour.', word_count: 240 };
    for (let seed = 1; seed <= 10; seed++) {
      const answer = finalAnswer(new Rng(seed), [{ name: 'fetch_url', text: JSON.stringify(page), isError: false, args: { url: page.url }, tool: fetchUrl }]);
      expect(answer).toContain('“All systems are operational since the 2.4 release on Monday.”');
      expect(answer).not.toContain('Next maintenance window');
    }
  });

  it('cuts a long first sentence at a word', () => {
    const long = `${'word '.repeat(60)}end.`;
    const answer = finalAnswer(new Rng(1), [{ name: 'fetch_url', text: JSON.stringify({ url: 'https://example.org', name: 'Long', content: long }), isError: false, args: {}, tool: fetchUrl }]);
    expect(answer).toMatch(/“(word ){30,}word\.\.\.”/);
  });
});

// A search's docs with no name were listed by their ids ("I found three docs for “Pricing password”: 8247625, 2168252
// and 8275438"), which tell a reader nothing of what was found.
describe('a list of texts with no names', () => {
  const search = catalogTool('pinecone', 'search-docs', { kind: 'synthetic', id: 'pinecone', domain: 'docs', derivedFrom: [] }, {
    inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
    profile: { action: 'search', entity: 'doc', system: 'Pinecone', params: { query: 'query' }, reversible: true },
  });
  const answer = (docs: Array<Record<string, unknown>>, seed: number) => finalAnswer(new Rng(seed), [{ name: 'search-docs', text: JSON.stringify({ docs }), isError: false, args: { query: 'pricing' }, tool: search }]);

  it('names each by its first words', () => {
    const docs = [
      { id: '8247625', content: 'Pricing: password reset email is included in Business and Enterprise; Starter can add it.' },
      { id: '2168252', content: 'Step 1: connect your account. Step 2: choose what to sync. Step 3: run the import.' },
    ];
    for (let seed = 1; seed <= 6; seed++) {
      const said = answer(docs, seed);
      expect(said).toContain('“Pricing: password reset email is included…”');
      expect(said).toContain('“Step 1: connect your account”');
      expect(said).not.toMatch(/8247625|2168252/);
    }
  });

  it('keeps the ids where some have no text, rather than mix the two', () => {
    const said = answer([{ id: '8247625', content: 'Pricing: password reset email is included in Business and Enterprise; Starter can add it.' }, { id: '2168252' }], 2);
    expect(said).toMatch(/8247625/);
    expect(said).toMatch(/2168252/);
  });
});
