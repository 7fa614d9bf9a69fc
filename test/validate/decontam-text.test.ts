// The pieces under the decontam index: normalisation, hashes, the scanner, edit distance, the Bloom filter and the posting table.
import { describe, expect, it } from 'vitest';
import { normalise, tokens, toolNameKey } from '../../src/validate/decontam-text.js';
import { TurnScan, forEachNgram, hashTokens, key52, turnKey } from '../../src/validate/decontam-hash.js';
import { NearTurns, boundedLevenshtein } from '../../src/validate/decontam-near.js';
import { BloomFilter, HashBitmap, measureFalsePositives } from '../../src/validate/decontam-bloom.js';
import { PostingTable } from '../../src/validate/decontam-postings.js';
import { Rng } from '../../src/util/random.js';

function levenshtein(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) for (let j = 1; j <= b.length; j++) d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length]![b.length]!;
}

describe('decontam normalisation', () => {
  it('folds case, punctuation, whitespace, compatibility forms and marks; splits Han per character', () => {
    expect(normalise("What's the  weather\tin São Paulo?!")).toBe('what s the weather in sao paulo');
    expect(normalise('ＡＢＣ ﬁle ² — “quoted” café')).toBe('abc file 2 quoted cafe');
    expect(normalise('3x^2 - 2x = 5')).toBe('3x 2 2x 5');
    expect(tokens('获取武汉的天气 please')).toEqual(['获', '取', '武', '汉', '的', '天', '气', 'please']);
    expect(tokens('...!!! ---')).toEqual([]);
    expect(toolNameKey('get_current_weather')).toBe(toolNameKey('GetCurrentWeather'));
    expect(toolNameKey('get-current.weather')).toBe('getcurrentweather');
  });

  it('treats every General Punctuation character as a separator, as the full Unicode path does (the fast path relies on it)', () => {
    for (let cp = 0x2000; cp <= 0x206f; cp++) {
      const text = `Alpha${String.fromCodePoint(cp)}beta`;
      expect(tokens(text), `U+${cp.toString(16)}`).toEqual(text.normalize('NFKD').toLowerCase().replace(/\p{M}+/gu, '').match(/[\p{L}\p{N}]+/gu));
    }
  });

  it('TurnScan gives the hashes, tokens, length and histogram of hashTokens(tokens(text)) on both paths', () => {
    const scan = new TurnScan();
    const texts = ['Please READ /workspace/notes.txt — and “summarise” it…', 'Café au lait, ﬁve times', '', ' !! ', Array.from({ length: 150 }, (_, i) => `w${i}`).join(' ')];
    for (const text of texts) {
      const toks = tokens(text);
      const h = hashTokens(toks);
      scan.scan(text);
      expect(scan.count).toBe(toks.length);
      expect([...scan.a.subarray(0, scan.count)]).toEqual([...h.a]);
      expect([...scan.b.subarray(0, scan.count)]).toEqual([...h.b]);
      expect(scan.join()).toBe(toks.join(' '));
      expect(scan.length).toBe(toks.join(' ').length);
      const viaScan = new Uint16Array(128);
      scan.histogram(viaScan, (c) => c & 127);
      const direct = new Uint16Array(128);
      for (const ch of toks.join(' ')) direct[ch.charCodeAt(0) & 127]!++;
      expect([...viaScan]).toEqual([...direct]);
    }
  });

  it('rolls n-gram keys that equal the keys of the same tokens taken alone, and keys whole turns by content', () => {
    const toks = tokens('one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen');
    const rolled: number[] = [];
    forEachNgram(hashTokens(toks), 13, (a, b) => rolled.push(key52(a, b)));
    const direct = [0, 1, 2].map((s) => {
      let k = 0;
      forEachNgram(hashTokens(toks.slice(s, s + 13)), 13, (a, b) => (k = key52(a, b)));
      return k;
    });
    expect(rolled).toEqual(direct);
    expect(new Set(rolled).size).toBe(3);
    expect(turnKey(hashTokens(tokens('Book a table for two')))).toBe(turnKey(hashTokens(tokens('book a TABLE, for two!'))));
    expect(turnKey(hashTokens(tokens('book a table for two')))).not.toBe(turnKey(hashTokens(tokens('book a table for three'))));
  });
});

describe('decontam edit distance, Bloom filter and posting table', () => {
  it('boundedLevenshtein equals the full distance when it is within k, and says k+1 otherwise', () => {
    const rng = new Rng(7);
    const word = () => Array.from({ length: rng.int(0, 30) }, () => 'abcde '[rng.int(0, 5)]).join('');
    for (let i = 0; i < 400; i++) {
      const a = word();
      const b = rng.next() < 0.5 ? word() : a.slice(0, rng.int(0, a.length)) + 'x' + a.slice(rng.int(0, a.length));
      const k = rng.int(0, 8);
      const full = levenshtein(a, b);
      expect(boundedLevenshtein(a, b, k), `${a} / ${b} / ${k}`).toBe(full <= k ? full : k + 1);
    }
  });

  it('holds every key added and has a measured false-positive rate near the theory for its size', () => {
    const rng = new Rng(3);
    const bloom = BloomFilter.sized(20_000);
    const members = new Set<number>();
    for (let i = 0; i < 20_000; i++) {
      const a = Math.floor(rng.next() * 2 ** 32);
      const b = Math.floor(rng.next() * 2 ** 32);
      bloom.add(a, b);
      members.add(key52(a, b));
      expect(bloom.has(a, b)).toBe(true);
    }
    const fp = measureFalsePositives(bloom, members, 100_000);
    expect(fp).toBeLessThan(0.002); // ~26 bits per key, k 8, blocked: measured 3e-4 to 1e-3 on the real index
    const copy = BloomFilter.fromBuffer(bloom.toBuffer());
    expect(measureFalsePositives(copy, members, 100_000)).toBe(fp);
  });

  it('PostingTable finds every list it was given and nothing else', () => {
    const lists = new Map<number, number[]>([
      [0x12345678, [1, 4, 9]],
      [0x92345678, [2]],
      [0x00000008, [3, 5]],
    ]);
    const t = new PostingTable(lists);
    for (const [k, list] of lists) {
      const slot = t.find(k);
      expect([...t.rows.subarray(t.start(slot), t.end(slot))]).toEqual(list);
    }
    expect(t.find(0x22345678)).toBe(-1);
  });
});

describe('decontam hash bitmap', () => {
  it('never says no to a hash it holds, and says no to most others', () => {
    const rng = new Rng(11);
    const bits = HashBitmap.empty(17);
    const held = Array.from({ length: 15_000 }, () => Math.floor(rng.next() * 2 ** 32));
    for (const h of held) bits.add(h);
    for (const h of held) expect(bits.has(h)).toBe(true);
    let maybe = 0;
    for (let i = 0; i < 20_000; i++) if (bits.has(Math.floor(rng.next() * 2 ** 32))) maybe++;
    expect(maybe / 20_000).toBeLessThan(0.15);
    expect(HashBitmap.fromBuffer(bits.toBuffer()).has(held[0]!)).toBe(true);
  });
});

describe('decontam near-exact index', () => {
  const rows = [
    { norm: 'calculate the circumference of a circle with radius 3', tids: [1] },
    { norm: 'book a table for two at the harbour restaurant tonight', tids: [2, 5] },
    { norm: `aaaa ${'z'.repeat(300)} bbbb`, tids: [3] },
  ];
  const near = new NearTurns(rows, 0.9);
  const find = (text: string) => near.find(new TurnScan().scan(text));

  it('finds a short turn a few characters away, with its similarity and every turn id of that text', () => {
    expect(find('Calculate the circumference of a circle with radius 7!')).toEqual([{ tids: [1], norm: rows[0]!.norm, similarity: 1 - 1 / rows[0]!.norm.length }]);
    expect(find('Book a table for two at the harbor restaurant tonight')[0]?.tids).toEqual([2, 5]);
  });

  it('finds nothing under the threshold, and saturated character counts do not hide a match', () => {
    expect(find('calculate the area of a circle with diameter 12')).toEqual([]);
    expect(find(`aaaa ${'z'.repeat(299)} bbbb`)).toHaveLength(1);
  });
});
