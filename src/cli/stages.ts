// `toolforge generate|execute|validate|export`: one stage at a time, JSONL in and out ("-" is stdin/stdout).
import { Command, InvalidArgumentError } from 'commander';
import { ExecuteConfigSchema, GenerateConfigSchema } from '../pipeline/config.js';
import { executeStage, exportStage, generateStage, validateStage } from '../pipeline/stages.js';
import { statsLine } from '../pipeline/stats.js';
import { TaskKindSchema } from '../records/index.js';

const log = (l: string) => process.stderr.write(l + '\n');
const int = (v: string) => {
  const n = Number.parseInt(v, 10);
  if (!Number.isFinite(n)) throw new InvalidArgumentError('expected a whole number');
  return n;
};

function parseMix(v: string): Record<string, number> {
  const mix: Record<string, number> = {};
  for (const part of v.split(',')) {
    const [k = '', w = '1'] = part.split('=');
    if (!TaskKindSchema.safeParse(k).success) throw new InvalidArgumentError(`unknown task kind "${k}"; allowed: ${TaskKindSchema.options.join(', ')}`);
    mix[k] = Number(w);
  }
  return mix;
}

export function makeGenerateCommand(): Command {
  const cmd = new Command('generate').description('generate synthetic data from a catalog');
  cmd
    .command('tasks')
    .description('generate tasks (JSONL of Task) over toolsets from the catalog')
    .requiredOption('--catalog <file>', 'catalog JSONL')
    .option('-o, --out <file>', 'tasks JSONL ("-" for stdout)', '-')
    .option('--seed <n>', 'seed', int, 1)
    .option('--count <n>', 'tasks in all', int, 100)
    .option('--mix <kinds>', 'weights, e.g. single=5,parallel=3,irrelevance=2', parseMix)
    .action(async (opts: { catalog: string; out: string; seed: number; count: number; mix?: Record<string, number> }) => {
      const generate = GenerateConfigSchema.parse({ count: opts.count, ...(opts.mix ? { mix: opts.mix } : {}) });
      log(statsLine(await generateStage({ catalogPath: opts.catalog, tasksPath: opts.out, generate, seed: opts.seed })));
    });
  return cmd;
}

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
