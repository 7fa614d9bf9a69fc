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
