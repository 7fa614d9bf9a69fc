// A date pattern's generated string holds real days: brave's freshness "YYYY-MM-DDtoYYYY-MM-DD" was asked for as
// "(freshness: 0995-92-97to1656-93-53)" on npm-real.
import { describe, expect, it } from 'vitest';
import { realDates } from '../../src/util/time.js';
import { fakeValue } from '../../src/generate/tasks/args.js';

describe('real dates in patterned strings', () => {
  it('makes impossible dates real, in order, and leaves real ones alone', () => {
    const fixed = realDates('0995-92-97to1656-93-53', 7);
    expect(fixed).toMatch(/^2026-\d{2}-\d{2}to2026-\d{2}-\d{2}$/);
    const [a, b] = fixed.split('to') as [string, string];
    expect(Number.isNaN(Date.parse(a))).toBe(false);
    expect(b > a).toBe(true);
    expect(realDates('2026-11-30to2026-12-03', 7)).toBe('2026-11-30to2026-12-03');
  });

  it('reaches arguments generated from a pattern', () => {
    const schema = { type: 'object', properties: { freshness: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}to\\d{4}-\\d{2}-\\d{2}$' } }, required: ['freshness'] };
    for (let seed = 1; seed <= 10; seed++) {
      const v = fakeValue(schema, seed, () => undefined) as { freshness: string };
      for (const d of v.freshness.split('to')) expect(Number.isNaN(Date.parse(d)), v.freshness).toBe(false);
    }
  });
});

describe('bounded numbers in generated arguments', () => {
  it('keeps colour channels, coordinates and polygon points in their ranges', async () => {
    const { fakeValue } = await import('../../src/generate/tasks/args.js');
    const schema = { type: 'object', properties: { color: { type: 'object', properties: { red: { type: 'number' }, green: { type: 'number' }, blue: { type: 'number' } }, required: ['red', 'green', 'blue'] }, polygon1: { type: 'array', items: { type: 'array', items: { type: 'number' } }, minItems: 3 }, lat: { type: 'number' } }, required: ['color', 'polygon1', 'lat'] };
    for (let seed = 1; seed <= 10; seed++) {
      const v = fakeValue(schema, seed, () => undefined) as { color: Record<string, number>; polygon1: number[][]; lat: number };
      for (const c of Object.values(v.color)) expect(c >= 0 && c <= 1, String(c)).toBe(true);
      for (const p of v.polygon1.flat()) expect(Math.abs(p) <= 60, String(p)).toBe(true);
      expect(Math.abs(v.lat) <= 90).toBe(true);
    }
  });

  it('gives nested counts, minutes, prices and quantities the values a person passes, not raw floats', async () => {
    const { fakeValue } = await import('../../src/generate/tasks/args.js');
    const { valueFor } = await import('../../src/generate/language/values.js');
    const { Rng } = await import('../../src/util/random.js');
    const rng = new Rng(3);
    const leaf = (key: string, schema: Record<string, unknown>) => valueFor({ key, schema, type: 'other', rng, entity: 'task', readsExisting: false, wantsDirectory: false });
    const numbers = ['checklistItemCount', 'percentComplete', 'reminderMinutesBeforeStart', 'unitPrice', 'quantity', 'width'];
    // Plain, nullable by type and nullable by anyOf (Microsoft's schemas), in turn.
    const typed = (k: string, i: number) => (i % 3 === 0 ? { type: 'number' } : i % 3 === 1 ? { type: ['number', 'null'] } : { anyOf: [{ type: 'number' }, { type: 'null' }] });
    const body = { type: 'object', properties: Object.fromEntries(numbers.map((k, i) => [k, typed(k, i)])), required: numbers };
    const schema = { type: 'object', properties: { body, lines: { type: 'array', items: body, minItems: 1 } }, required: ['body', 'lines'] };
    let seen = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const v = fakeValue(schema, seed, leaf) as { body: Record<string, number>; lines: Array<Record<string, number>> };
      for (const rec of [v.body, ...v.lines]) {
        for (const k of numbers) {
          const n = rec[k] as number;
          if (n === null) continue;
          seen++;
          expect(n >= 0 && n <= 100_000, `${k}=${n}`).toBe(true);
          expect(Math.round(n * 100), `${k}=${n}`).toBe(n * 100);
        }
      }
    }
    expect(seen).toBeGreaterThan(60);
  });
});
