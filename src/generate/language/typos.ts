// A few typos at a configured rate, as people make them: a swapped, dropped or doubled letter in an ordinary word.
// Never inside a value the call needs (quoted text, paths, names, numbers), so the arguments stay recoverable.
import type { Rng } from '../../util/random.js';

/** Words typos may touch: lower-case, letters only, long enough to still be read. */
const PLAIN = /^[a-z]{5,}$/;

function mistype(word: string, rng: Rng): string {
  const i = rng.int(1, word.length - 2);
  switch (rng.int(0, 2)) {
    case 0:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    default:
      return word.slice(0, i) + word[i] + word.slice(i);
  }
}

/**
 * With probability `rate`, one word of the message gets a typo. `protect` lists the substrings that must survive
 * exactly (argument values); words inside quotes or backticks are never touched either.
 */
export function withTypos(text: string, rng: Rng, rate: number, protect: readonly string[] = []): string {
  if (rate <= 0 || rng.next() >= rate) return text;
  const guarded: Array<[number, number]> = [];
  for (const p of protect) {
    if (!p) continue;
    for (let at = text.indexOf(p); at >= 0; at = text.indexOf(p, at + 1)) guarded.push([at, at + p.length]);
  }
  for (const m of text.matchAll(/'[^']*'|"[^"]*"|`[^`]*`|\S*[/@]\S*/g)) guarded.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  const candidates = [...text.matchAll(/[A-Za-z]+/g)].filter((m) => {
    const start = m.index ?? 0;
    return PLAIN.test(m[0]) && !guarded.some(([a, b]) => start < b && start + m[0].length > a);
  });
  if (candidates.length === 0) return text;
  const m = rng.pick(candidates);
  const start = m.index ?? 0;
  return text.slice(0, start) + mistype(m[0], rng) + text.slice(start + m[0].length);
}
