// `toolforge generate|execute` (validate and export live in validate.ts and export.ts): one stage at a time, JSONL in and out ("-" is stdin/stdout).
import { z } from 'zod';
import { ConfigError } from '../util/errors.js';
import { formatZodIssue } from '../util/zod-errors.js';
import { Command, InvalidArgumentError } from 'commander';
import { ExecuteConfigSchema } from '../core/config.js';
import { executeStage } from '../core/stages.js';
import { statsLine } from '../core/stats.js';
import { CleanupRegistry, installSignalCleanup } from '../servers/cleanup.js';

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
      const parsed = ExecuteConfigSchema.safeParse({ sandbox: opts.sandbox, concurrency: opts.concurrency });
      if (!parsed.success) throw new ConfigError(`execute --sandbox/--concurrency: ${formatZodIssue(parsed.error.issues[0] as z.core.$ZodIssue)}`);
      const execute = parsed.data;
      const cleanup = new CleanupRegistry();
      installSignalCleanup(cleanup, { log });
      log(statsLine(await executeStage({ catalogPath: opts.catalog, tasksPath: opts.tasks, trajectoriesPath: opts.out, rejectsPath: opts.rejects, execute, log, cleanup })));
    });
}
