// `toolforge generate|execute|validate|export`: one stage at a time, JSONL in and out ("-" is stdin/stdout).
import { Command, InvalidArgumentError } from 'commander';
import { ExecuteConfigSchema } from '../pipeline/config.js';
import { executeStage, exportStage, validateStage } from '../pipeline/stages.js';
import { statsLine } from '../pipeline/stats.js';

const log = (l: string) => process.stderr.write(l + '\n');
const int = (v: string) => {
  const n = Number.parseInt(v, 10);
  if (!Number.isFinite(n)) throw new InvalidArgumentError('expected a whole number');
  return n;
};

export { makeGenerateCommand } from './generate.js';

export function makeExecuteCommand(): Command {
  return new Command('execute')
    .description('play tasks against the real servers and record trajectories')
    .requiredOption('--catalog <file>', 'catalog JSONL')
    .option('--tasks <file>', 'tasks JSONL ("-" for stdin)', '-')
    .option('-o, --out <file>', 'trajectories JSONL ("-" for stdout)', '-')
    .option('--rejects <file>', 'where failed tasks go', 'rejects.jsonl')
    .option('--sandbox <mode>', 'bubblewrap | none | auto', 'bubblewrap')
    .option('--concurrency <n>', 'trajectories at once', int, 4)
    .action(async (opts: { catalog: string; tasks: string; out: string; rejects: string; sandbox: string; concurrency: number }) => {
      const execute = ExecuteConfigSchema.parse({ sandbox: opts.sandbox, concurrency: opts.concurrency });
      log(statsLine(await executeStage({ catalogPath: opts.catalog, tasksPath: opts.tasks, trajectoriesPath: opts.out, rejectsPath: opts.rejects, execute, log })));
    });
}

export function makeValidateCommand(): Command {
  return new Command('validate')
    .description('check trajectories (format, arguments against schema, execution); rejects get a code')
    .requiredOption('--catalog <file>', 'catalog JSONL')
    .option('--in <file>', 'trajectories JSONL ("-" for stdin)', '-')
    .option('-o, --out <file>', 'valid trajectories JSONL ("-" for stdout)', '-')
    .option('--rejects <file>', 'rejects JSONL (appended)', 'rejects.jsonl')
    .action(async (opts: { catalog: string; in: string; out: string; rejects: string }) => {
      log(statsLine(await validateStage({ catalogPath: opts.catalog, trajectoriesPath: opts.in, validPath: opts.out, rejectsPath: opts.rejects, appendRejects: true })));
    });
}

export function makeExportCommand(): Command {
  return new Command('export')
    .description('write fine-tuning JSONL from valid trajectories')
    .option('--in <file>', 'trajectories JSONL ("-" for stdin)', '-')
    .option('-o, --out <file>', 'output JSONL ("-" for stdout)', '-')
    .option('--format <format>', 'openai', 'openai')
    .action(async (opts: { in: string; out: string; format: string }) => {
      if (opts.format !== 'openai') throw new InvalidArgumentError(`unknown format "${opts.format}"; allowed: openai`);
      log(statsLine(await exportStage({ validPath: opts.in, outPath: opts.out, format: 'openai' })));
    });
}
