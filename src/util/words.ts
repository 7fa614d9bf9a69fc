// Word-level helpers the generator and the quality figures share: tokens, n-grams, and the longest run of words two
// texts share (how much of a tool's description a request copies).
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'._/-]*/gu;

export function words(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).map((w) => w.replace(/[._/-]+$/, ''));
}

export function ngrams(tokens: readonly string[], n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i + n <= tokens.length; i++) out.push(tokens.slice(i, i + n).join(' '));
  return out;
}

/** Length of the longest run of consecutive words `a` shares with `b` (both lower-cased word lists). */
export function longestSharedRun(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  // Classic longest common substring over words, one row at a time.
  let prev = new Uint16Array(b.length + 1);
  let best = 0;
  for (let i = 1; i <= a.length; i++) {
    const row = new Uint16Array(b.length + 1);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] === b[j - 1]) {
        const v = (prev[j - 1] as number) + 1;
        row[j] = v;
        if (v > best) best = v;
      }
    }
    prev = row;
  }
  return best;
}
