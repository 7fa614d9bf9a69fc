// What a record's decontamination matches decide (drop, or keep and count), and the tally over a run that the card shows.
import type { DecontamExample, DecontamRow, DecontamSummary } from '../records/index.js';
import type { DecontamIndex } from './decontam-index.js';
import { describeToolMatch, describeTurnMatch, type ToolMatch, type TurnMatch } from './decontam-match.js';

export interface DecontamPolicy {
  /** What a user-text match does: drop the record (default) or keep it and count it. */
  action: 'drop' | 'flag';
  /** What an overlap of offered tool names with a benchmark's function set does: count it (default), drop, or nothing. */
  toolNames: 'flag' | 'drop' | 'off';
}

export const DEFAULT_POLICY: DecontamPolicy = { action: 'drop', toolNames: 'flag' };

export interface DecontamVerdict {
  matches: TurnMatch[];
  tools: ToolMatch[];
  /** Set when the record goes: the benchmark its code names, the message, and the user turn (absent for tool names). */
  drop?: { benchmark: string; message: string; turn?: number };
}

/** Check one conversation's user turns (in order) and offered tool names. */
export function checkConversation(index: DecontamIndex, userTexts: readonly string[], toolNames: readonly string[], policy: DecontamPolicy): DecontamVerdict {
  const matches = index.matchTurns(userTexts);
  const tools = policy.toolNames === 'off' ? [] : index.matchToolNames(toolNames);
  const first = matches[0];
  if (first && policy.action === 'drop') return { matches, tools, drop: { benchmark: first.benchmark, message: describeTurnMatch(first, index.n), turn: first.turn } };
  const tool = tools[0];
  if (tool && policy.toolNames === 'drop') return { matches, tools, drop: { benchmark: tool.benchmark, message: describeToolMatch(tool) } };
  return { matches, tools };
}

const TEXT_EXAMPLES = 3;
const TOOL_EXAMPLES = 2;

/** Counts verdicts per benchmark for the summary; one per run (or per shard, merged after). */
export class DecontamTally {
  private records = 0;
  private readonly rows = new Map<string, DecontamRow>();

  constructor(
    private readonly index: DecontamIndex,
    private readonly policy: DecontamPolicy,
  ) {
    for (const b of index.benchmarks) this.rows.set(b.benchmark, emptyRow(b.benchmark, b.items));
  }

  add(record: string, v: DecontamVerdict): void {
    this.records++;
    if (v.matches.length === 0 && v.tools.length === 0) return;
    const touched = new Set<string>();
    for (const m of v.matches) {
      const row = this.row(m.benchmark);
      row.matches[m.kind]++;
      touched.add(m.benchmark);
      addExample(row, { record, item: m.item, match: m.kind, evidence: m.evidence });
    }
    for (const t of v.tools) {
      const row = this.row(t.benchmark);
      row.matches.toolNames++;
      touched.add(t.benchmark);
      addExample(row, { record, item: t.item, match: 'tool_names', evidence: t.names.join(', ') });
    }
    for (const b of touched) this.row(b)[v.drop ? 'dropped' : 'flagged']++;
  }

  summary(): DecontamSummary {
    const { n, minTurnTokens, similarity } = this.index;
    return { records: this.records, n, minTurnTokens, similarity, ...this.policy, dataHash: this.index.meta.dataHash, benchmarks: [...this.rows.values()].map((r) => structuredClone(r)) };
  }

  private row(benchmark: string): DecontamRow {
    let row = this.rows.get(benchmark);
    if (!row) this.rows.set(benchmark, (row = emptyRow(benchmark, 0)));
    return row;
  }
}

function emptyRow(benchmark: string, items: number): DecontamRow {
  return { benchmark, items, dropped: 0, flagged: 0, matches: { exact: 0, near: 0, ngram: 0, toolNames: 0 }, examples: [] };
}

function addExample(row: DecontamRow, e: DecontamExample): void {
  const tool = e.match === 'tool_names';
  const have = row.examples.filter((x) => (x.match === 'tool_names') === tool).length;
  if (have >= (tool ? TOOL_EXAMPLES : TEXT_EXAMPLES) || row.examples.some((x) => x.record === e.record)) return;
  // Text matches come first: they are what the table is about.
  if (tool) row.examples.push(e);
  else row.examples.splice(have, 0, e);
}

/** One summary from the summaries of shards (or workers) checked with the same index and policy. */
export function mergeDecontamSummaries(parts: readonly DecontamSummary[]): DecontamSummary {
  const [head, ...rest] = parts;
  if (!head) throw new Error('mergeDecontamSummaries: no summaries');
  const out: DecontamSummary = structuredClone(head);
  for (const p of rest) {
    if (p.dataHash !== out.dataHash || p.n !== out.n) throw new Error(`mergeDecontamSummaries: summaries of different indexes (${p.dataHash.slice(0, 8)} n${p.n} vs ${out.dataHash.slice(0, 8)} n${out.n})`);
    out.records += p.records;
    for (const r of p.benchmarks) {
      let row = out.benchmarks.find((x) => x.benchmark === r.benchmark);
      if (!row) out.benchmarks.push((row = emptyRow(r.benchmark, r.items)));
      row.dropped += r.dropped;
      row.flagged += r.flagged;
      for (const k of ['exact', 'near', 'ngram', 'toolNames'] as const) row.matches[k] += r.matches[k];
      for (const e of r.examples) addExample(row, e);
    }
  }
  return out;
}
