// A list picked by a file type is said as files of that type: "our assets as a JPG" read as the listing drawn as a
// picture (list_assets' format is the image's encoding). A format that shapes a single result is still said "as".
import { describe, expect, it } from 'vitest';
import { enumPhrase } from '../../src/generate/language/enum-phrases.js';
import { Rng } from '../../src/util/random.js';

describe('a file type in a request', () => {
  it('picks the records of a list or a search by their type', () => {
    for (let seed = 1; seed <= 20; seed++) {
      for (const action of ['list', 'search']) {
        const said = enumPhrase('format', 'jpeg', new Rng(seed), ['png', 'jpeg', 'webp'], action);
        expect(said).toMatch(/JPEG/);
        expect(said).not.toMatch(/^as a /);
      }
    }
  });

  it('is still the shape of what a call makes or fetches', () => {
    const said = new Set(Array.from({ length: 20 }, (_, i) => enumPhrase('format', 'png', new Rng(i), ['png', 'jpeg'], 'get')));
    expect([...said]).toContain('as a PNG');
    expect(enumPhrase('format', 'json', new Rng(1), ['json', 'text'], 'list')).toBe('as JSON');
  });
});
