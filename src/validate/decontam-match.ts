// What a decontamination check finds, and the one line that tells a person which test item and which words.
export type MatchKind = 'exact' | 'near' | 'ngram';

/** A user turn that matches a benchmark test item's user turn. */
export interface TurnMatch {
  benchmark: string;
  subset: string;
  /** The benchmark's own item id. */
  item: string;
  kind: MatchKind;
  /** Index of the user turn among the checked record's user turns (0-based). */
  turn: number;
  /** ngram: the shared n-gram; exact and near: the benchmark's turn; both normalised. */
  evidence: string;
  /** near: 1 - edit distance / longer length. */
  similarity?: number;
}

/** Offered tool names that a benchmark's function set also has. */
export interface ToolMatch {
  benchmark: string;
  /** One benchmark item that offers the first such function. */
  item: string;
  /** The record's names. */
  names: string[];
  /** The benchmark's spelling of the first of them. */
  functions: string[];
}

const RANK: Record<MatchKind, number> = { exact: 0, near: 1, ngram: 2 };

/** Sort order: stronger kind first, then higher similarity, then benchmark name. */
export function strongerMatch(a: TurnMatch, b: TurnMatch): number {
  return RANK[a.kind] - RANK[b.kind] || (b.similarity ?? 1) - (a.similarity ?? 1) || a.benchmark.localeCompare(b.benchmark);
}

const clip = (s: string, max = 160) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

export function describeTurnMatch(m: TurnMatch, n: number): string {
  const where = `${m.benchmark} item ${m.item} (${m.subset})`;
  switch (m.kind) {
    case 'ngram':
      return `user turn ${m.turn + 1} shares the ${n}-gram "${m.evidence}" with ${where}`;
    case 'exact':
      return `user turn ${m.turn + 1} equals a user turn of ${where} after normalisation: "${clip(m.evidence)}"`;
    case 'near':
      return `user turn ${m.turn + 1} is ${Math.floor((m.similarity ?? 0) * 100)}% alike (characters) to a user turn of ${where}: "${clip(m.evidence)}"`;
  }
}

export function describeToolMatch(m: ToolMatch): string {
  return `offers ${m.names.map((x) => `"${x}"`).join(', ')}, also a function of ${m.benchmark} (e.g. "${m.functions[0] ?? ''}" in item ${m.item})`;
}
