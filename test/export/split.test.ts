import { describe, expect, it } from 'vitest';
import { SplitPlanner, validationIds } from '../../src/export/split.js';

const items = (kind: string, n: number, prefix = kind) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}_${i}`, kind }));

describe('streaming stratified split', () => {
  it('holds out exactly round(share * n) of each kind, for small and large kinds', () => {
    const all = [...items('single', 100_003), ...items('parallel', 7), ...items('irrelevance', 4), ...items('multi_turn', 1)];
    const held = validationIds(all, 0.1, 42);
    const count = (k: string) => [...held].filter((id) => id.startsWith(`${k}_`)).length;
    expect(count('single')).toBe(10_000);
    expect(count('parallel')).toBe(1);
    expect(count('irrelevance')).toBe(0);
    expect(count('multi_turn')).toBe(0);
  });
  it('gives the same answer through the streaming passes as for a list, in any order, and another for another seed', () => {
    const all = [...items('single', 500), ...items('parallel', 300)];
    const shuffled = [...all].sort((a, b) => (a.id.length - b.id.length) || (a.id < b.id ? 1 : -1));
    const plan = new SplitPlanner(0.2, 9);
    for (const it of shuffled) plan.count(it);
    for (const it of shuffled) plan.offer(it);
    const streamed = new Set(all.filter((it) => plan.isValidation(it)).map((it) => it.id));
    expect(streamed.size).toBe(160);
    expect([...streamed].sort()).toEqual([...validationIds(all, 0.2, 9)].sort());
    expect([...validationIds(all, 0.2, 10)].sort()).not.toEqual([...streamed].sort());
  });
  it('a share of 1 holds out everything and 0 nothing', () => {
    const all = items('single', 50);
    expect(validationIds(all, 1, 1).size).toBe(50);
    expect(validationIds(all, 0, 1).size).toBe(0);
  });
});
