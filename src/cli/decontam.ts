// `toolforge decontam`: check any chat JSONL (OpenAI, Hugging Face, Hermes/ShareGPT) against public tool-use test sets; the summary goes to stdout.
import { rename, writeFile } from 'node:fs/promises';
import { Command, InvalidArgumentError, Option } from 'commander';
import { renderDecontamTable } from '../export/decontam-table.js';
import { DecontamIndex } from '../validate/decontam-index.js';
import { decontamFile } from '../validate/decontam-file.js';

const log = (l: string) => process.stderr.write(l + '\n');

const number = (what: string, integer: boolean) => (v: string) => {
  const n = Number(v);
  if (!Number.isFinite(n) || (integer && !Number.isInteger(n))) throw new InvalidArgumentError(`expected ${what}`);
  return n;
};

interface Opts {
  in: string;
  clean?: string;
  flagged?: string;
  matches?: string;
  summary?: string;
  json?: boolean;
  n: number;
  minTurnTokens: number;
  similarity: number;
  toolNames: 'flag' | 'drop' | 'off';
  action: 'drop' | 'flag';
  data?: string;
  exitCode?: boolean;
}

export function makeDecontamCommand(): Command {
  return new Command('decontam')
    .description('check a chat JSONL (OpenAI, Hugging Face or Hermes/ShareGPT, made by toolforge or not) for overlap with public tool-use test sets (data/benchmarks: BFCL, tau2-bench, ACEBench, NESTFUL)')
    .requiredOption('--in <file>', 'JSONL to check ("-" for stdin)')
    .option('--clean <file>', 'write the lines that are kept here, unchanged')
    .option('--flagged <file>', 'write the dropped lines here, unchanged')
    .option('--matches <file>', 'write one JSON line per record with any match: line, id, benchmark items, shared words')
    .option('--summary <file>', 'write the summary as JSON (what the dataset card renders)')
    .option('--json', 'print the summary as JSON instead of a table')
    .option('--n <tokens>', 'n-gram length', number('an integer', true), 13)
    .option('--min-turn-tokens <tokens>', 'fewest tokens for an exact or near-exact turn match', number('an integer', true), 8)
    .option('--similarity <share>', 'character similarity of a near-exact match of a short turn', number('a number', false), 0.9)
    .addOption(new Option('--action <what>', 'what a user-text match does').choices(['drop', 'flag']).default('drop'))
    .addOption(new Option('--tool-names <what>', "what a tool named like a benchmark's function does").choices(['flag', 'drop', 'off']).default('flag'))
    .option('--data <dir>', 'folder of <benchmark>.jsonl(.gz) extracts (default: data/benchmarks)')
    .option('--exit-code', 'exit with status 1 when any record is dropped')
    .action(async (o: Opts) => {
      const index = DecontamIndex.open({ n: o.n, minTurnTokens: o.minTurnTokens, similarity: o.similarity, log, ...(o.data ? { dataDir: o.data } : {}) });
      try {
        const t0 = performance.now();
        const summary = await decontamFile(index, { action: o.action, toolNames: o.toolNames }, { input: o.in, ...(o.clean ? { clean: o.clean } : {}), ...(o.flagged ? { flagged: o.flagged } : {}), ...(o.matches ? { matches: o.matches } : {}) });
        if (o.summary) {
          await writeFile(`${o.summary}.tmp-${process.pid}`, JSON.stringify(summary, null, 2) + '\n');
          await rename(`${o.summary}.tmp-${process.pid}`, o.summary);
        }
        process.stdout.write(o.json ? JSON.stringify(summary, null, 2) + '\n' : renderDecontamTable(summary) + '\n');
        const dropped = summary.benchmarks.reduce((n, b) => n + b.dropped, 0);
        const per = summary.benchmarks.filter((b) => b.dropped + b.flagged > 0).map((b) => `${b.benchmark} ${b.dropped}/${b.flagged}`);
        log(`decontam  ${summary.records} records in ${Math.round(performance.now() - t0)} ms; dropped/flagged per benchmark: ${per.join(', ') || 'none'}`);
        if (o.exitCode && dropped > 0) process.exitCode = 1;
      } finally {
        index.close();
      }
    });
}
