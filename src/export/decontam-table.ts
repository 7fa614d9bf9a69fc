// The dataset card's decontamination section: per public benchmark, its items and n, and the records dropped or flagged, with example ids.
import type { DecontamExample, DecontamSummary } from '../records/index.js';

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/`/g, "'").replace(/\s+/g, ' ');
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

function example(e: DecontamExample, n: number): string {
  const what = e.match === 'ngram' ? `${n}-gram "${clip(e.evidence, 70)}"` : e.match === 'exact' ? 'same turn' : e.match === 'near' ? `near turn "${clip(e.evidence, 50)}"` : `tool names ${clip(e.evidence, 50)}`;
  return `\`${cell(e.record)}\` ~ ${cell(e.item)} (${cell(what)})`;
}

/** Markdown: one line saying what was checked and how, then the table. */
export function renderDecontamTable(s: DecontamSummary): string {
  const textRule = `a user turn that shares a ${s.n}-gram with a benchmark's user turn, equals one (${s.minTurnTokens} tokens or more) or is ${Math.round(s.similarity * 100)}% alike to a short one, after normalisation (Unicode NFKD, lower case, marks removed, runs of letters and digits), ${s.action === 'drop' ? 'drops the record' : 'flags the record, which is kept'}`;
  const toolRule = s.toolNames === 'off' ? 'tool names were not compared' : s.toolNames === 'drop' ? "offering a tool named like one of a benchmark's functions drops the record" : "offering a tool named like one of a benchmark's functions flags the record, which is kept (names such as get_weather are common to many sets)";
  const rows = s.benchmarks.map((b) => {
    const examples = b.examples.length ? b.examples.map((e) => example(e, s.n)).join('; ') : '';
    return `| ${cell(b.benchmark)} | ${b.items} | ${s.n} | ${b.dropped} | ${b.flagged} | ${examples} |`;
  });
  return [
    `${s.records} records checked against ${s.benchmarks.length} public tool-use test sets: ${textRule}; ${toolRule}. Index data sha256 \`${s.dataHash.slice(0, 16)}\` (data/benchmarks).`,
    '',
    '| benchmark | items | n | records dropped | records flagged | examples (record ~ benchmark item) |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...(rows.length ? rows : ['| (none) | 0 | 0 | 0 | 0 | |']),
  ].join('\n');
}
