// The world's stamps are written by arithmetic, not Date#toISOString: they must be the same bytes, leap days,
// century rules and the ends of the range included.
import { describe, expect, it } from 'vitest';
import { isoDate, isoSeconds } from '../../src/util/time.js';
import { Rng } from '../../src/util/random.js';

const viaDate = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;

describe('ISO stamps from milliseconds', () => {
  it('match toISOString cut to the second, for 200,000 random times from year 0 to 9999', () => {
    const rng = new Rng(11);
    for (let i = 0; i < 200_000; i++) {
      const ms = Math.floor(rng.next() * 253_402_300_800_000);
      if (isoSeconds(ms) !== viaDate(ms)) expect(isoSeconds(ms)).toBe(viaDate(ms));
      if (isoDate(ms) !== viaDate(ms).slice(0, 10)) expect(isoDate(ms)).toBe(viaDate(ms).slice(0, 10));
    }
  });

  it('get leap days, century years and the edges right, and fall back to Date outside 1970-9999', () => {
    const cases = ['2024-02-29T23:59:59.999Z', '2000-02-29T00:00:00.000Z', '1900-03-01T00:00:00.000Z', '2100-03-01T12:00:00.000Z', '1970-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z', '0000-01-01T00:00:00.000Z', '0999-06-15T08:30:00.000Z'];
    for (const c of cases) expect(isoSeconds(Date.parse(c))).toBe(`${c.slice(0, 19)}Z`);
    expect(isoSeconds(-1)).toBe('1969-12-31T23:59:59Z');
    expect(isoDate(Date.parse('2024-02-29T23:59:59Z'))).toBe('2024-02-29');
  });
});
