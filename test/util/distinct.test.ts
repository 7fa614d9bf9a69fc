import { describe, expect, it } from 'vitest';
import { DistinctCounter } from '../../src/util/distinct.js';

describe('DistinctCounter', () => {
  it('is exact under its limit, repeats included', () => {
    const c = new DistinctCounter(1000);
    for (let i = 0; i < 900; i++) c.add(`gram ${i % 300}`);
    expect(c.size).toBe(300);
    expect(c.estimated).toBe(false);
  });
  it('past the limit estimates within 3% and stops holding strings', () => {
    const c = new DistinctCounter(1000);
    for (let round = 0; round < 2; round++) for (let i = 0; i < 250_000; i++) c.add(`open the file report-${i}.txt`);
    expect(c.estimated).toBe(true);
    expect(Math.abs(c.size - 250_000) / 250_000).toBeLessThan(0.03);
  });
  it('estimates small counts after the switch too (linear counting range)', () => {
    const c = new DistinctCounter(10);
    for (let i = 0; i < 5000; i++) c.add(`w${i}`);
    expect(Math.abs(c.size - 5000) / 5000).toBeLessThan(0.03);
  });
});
