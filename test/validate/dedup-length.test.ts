import { describe, expect, it } from 'vitest';
import { estimatedJaccard, makeDedupValidator, minhash } from '../../src/validate/dedup.js';
import { makeLengthValidator, recordTokens } from '../../src/validate/length.js';
import { catalogOf, catalogTool, trajectory } from './fixtures.js';

const ctx = { catalog: catalogOf(catalogTool('read_file')) };

describe('dedup validator', () => {
  it('dedup.exact for the same content under another id, across a streamed run', () => {
    const v = makeDedupValidator();
    expect(v.check(trajectory({ id: 'a' }), ctx)).toBeNull();
    expect(v.check(trajectory({ id: 'b' }), ctx)).toMatchObject({ code: 'dedup.exact', message: 'same content as a' });
  });
  it('dedup.near for the same request worded almost alike with the same call signature', () => {
    const v = makeDedupValidator({ threshold: 0.7 });
    const long = 'please read the file at /workspace/notes/today.txt and tell me what the first line of it says about the weather in lisbon';
    expect(v.check(trajectory({ id: 'a', user: long }), ctx)).toBeNull();
    const r = v.check(trajectory({ id: 'b', user: long + ' today', final: 'Different answer.' }), ctx);
    expect(r?.code).toBe('dedup.near');
    expect(r?.message).toMatch(/near duplicate of a/);
  });
  it('different requests pass, and MinHash estimates Jaccard', () => {
    const v = makeDedupValidator();
    expect(v.check(trajectory({ id: 'a', user: 'Read /workspace/a.txt please.' }), ctx)).toBeNull();
    expect(v.check(trajectory({ id: 'b', user: 'What is in the cities csv under data, in full?' }), ctx)).toBeNull();
    const x = minhash(['a', 'b', 'c', 'd']);
    expect(estimatedJaccard(x, minhash(['a', 'b', 'c', 'd']))).toBe(1);
    expect(estimatedJaccard(x, minhash(['w', 'x', 'y', 'z']))).toBeLessThan(0.2);
  });
});

describe('length validator', () => {
  it('counts tokens with the o200k tokenizer and rejects past the limit as length.too_long', () => {
    const t = trajectory();
    const n = recordTokens(t);
    expect(n).toBeGreaterThan(20);
    expect(makeLengthValidator({ maxTokens: n }).check(t, ctx)).toBeNull();
    expect(makeLengthValidator({ maxTokens: n - 1 }).check(t, ctx)).toMatchObject({ code: 'length.too_long', path: 'messages' });
    const longer = trajectory({ user: 'word '.repeat(500) });
    expect(recordTokens(longer)).toBeGreaterThan(n + 400);
  });
});

describe('length validator bound', () => {
  it('decides by exact tokens when the byte bound is over the limit: multi-byte text under the limit passes, over it fails', () => {
    // 3 bytes a character but about one token per few characters: the bound says "maybe over", the tokenizer decides.
    const t = trajectory({ user: '日本語のテキストです。'.repeat(200) });
    const exact = recordTokens(t);
    const bytes = recordTokens(t, (s) => Buffer.byteLength(s, 'utf8'));
    expect(bytes).toBeGreaterThan(exact * 2);
    expect(makeLengthValidator({ maxTokens: exact }).check(t, ctx)).toBeNull();
    expect(makeLengthValidator({ maxTokens: exact - 1 }).check(t, ctx)).toMatchObject({ code: 'length.too_long', message: `${exact} tokens, over the limit of ${exact - 1} (validate.maxTokens)` });
  });
});

describe('dedup index past its memory size', () => {
  it('moves to disk and still finds exact and near duplicates of records from before and after the move', () => {
    const v = makeDedupValidator({ threshold: 0.7, spillAt: 10 });
    const words = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu'.split(' ');
    // Each record its own words: twelve drawn by a stride, so no two share a trigram.
    const long = (i: number) => Array.from({ length: 12 }, (_, k) => `${words[(i * 7 + k * (i + 3)) % words.length]}${i}`).join(' ');
    try {
      for (let i = 0; i < 25; i++) expect(v.check(trajectory({ id: `t${i}`, user: long(i), final: `Answer ${i}.` }), ctx)).toBeNull();
      expect(v.index.spilled).toBe(true);
      // t3 went to disk in the first move; t24 is still in the in-memory buffer.
      expect(v.check(trajectory({ id: 'again3', user: long(3), final: 'Answer 3.' }), ctx)).toMatchObject({ code: 'dedup.exact', message: 'same content as t3' });
      expect(v.check(trajectory({ id: 'near3', user: long(3) + ' today', final: 'Other.' }), ctx)).toMatchObject({ code: 'dedup.near', message: expect.stringMatching(/near duplicate of t3 /) });
      expect(v.check(trajectory({ id: 'near24', user: long(24) + ' today', final: 'Other.' }), ctx)).toMatchObject({ code: 'dedup.near', message: expect.stringMatching(/near duplicate of t24 /) });
      expect(v.check(trajectory({ id: 'new', user: 'What is in the cities csv under data, in full?' }), ctx)).toBeNull();
    } finally {
      v.close?.();
    }
  });
});
