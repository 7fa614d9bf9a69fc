// `toolforge execute` (generate, validate and export have files of their own): one step at a time, JSONL in and out ("-" is stdin/stdout).
import { Command } from 'commander';
import { ExecuteConfigSchema } from '../execute/config.js';
import { singleStep } from '../core/single-step.js';
import { statsLine } from '../core/stats.js';
import { parseConfig } from '../core/config-errors.js';
import { wholeNumber } from '../util/numbers.js';
import { createRegistries, stepNamed } from '../toolforge.js';
import { CleanupRegistry, installSignalCleanup } from '../servers/cleanup.js';

const log = (l: string) => process.stderr.write(l + '\n');

export { makeGenerateCommand } from './generate.js';

export function makeExecuteCommand(): Command {
  return new Command('execute')
    .description('play tasks against the real servers and record trajectories')
    .requiredOption('--catalog <file>', 'catalog JSONL')
    .option('--tasks <file>', 'tasks JSONL ("-" for stdin)', '-')
    .option('-o, --out <file>', 'trajectories JSONL ("-" for stdout)', '-')
    .option('--rejects <file>', 'where failed tasks go', 'rejects.jsonl')
    .option('--sandbox <mode>', 'bubblewrap | none | auto', 'bubblewrap')
    .option('--concurrency <n>', 'trajectories at once', wholeNumber(1, 64), 4)
    .action(async (opts: { catalog: string; tasks: string; out: string; rejects: string; sandbox: string; concurrency: number }) => {
      const execute = parseConfig(ExecuteConfigSchema, { sandbox: opts.sandbox, concurrency: opts.concurrency }, 'execute --sandbox/--concurrency');
      const registries = createRegistries();
      const cleanup = new CleanupRegistry();
      installSignalCleanup(cleanup, { log });
      const run = singleStep(registries, stepNamed(registries, 'execute'), execute, { input: opts.tasks, output: opts.out, rejects: opts.rejects, artifacts: { catalog: opts.catalog }, cleanup }, log);
      try {
        log(statsLine((await run.once()).stats));
      } finally {
        await run.dispose();
      }
    });
}
