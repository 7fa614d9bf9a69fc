// `toolforge validate`: run the validator chain over trajectories; each reject gets a code and the offending path.
import { Command } from 'commander';
import { validateConfigSchema } from '../validate/config.js';
import { validatorsOf } from '../validate/registry.js';
import { singleStep } from '../core/single-step.js';
import { statsLine } from '../core/stats.js';
import { parseConfig } from '../core/config-errors.js';
import { wholeNumber } from '../util/numbers.js';
import { createRegistries, stepNamed } from '../toolforge.js';

const log = (l: string) => process.stderr.write(l + '\n');
const list = (v: string) => v.split(',').map((s) => s.trim()).filter(Boolean);

export function makeValidateCommand(): Command {
  const registries = createRegistries();
  const names = validatorsOf(registries).names();
  return new Command('validate')
    .description(`check trajectories (${names.join(', ')}); rejects get a code`)
    .requiredOption('--catalog <file>', 'catalog JSONL')
    .option('--in <file>', 'trajectories JSONL ("-" for stdin)', '-')
    .option('-o, --out <file>', 'valid trajectories JSONL ("-" for stdout)', '-')
    .option('--rejects <file>', 'rejects JSONL (rewritten)', 'rejects.jsonl')
    .option('--tasks <file>', 'tasks JSONL, for the validators that compare with the task (skipped without it)')
    .option('--secrets <policy>', 'redact | reject', 'reject')
    .option('--max-tokens <n>', 'token limit per record', wholeNumber(1), 16_384)
    .option('--only <names>', `validators to run, in order, comma separated (known: ${names.join(', ')})`, list)
    .option('--skip <names>', 'validators to leave out, comma separated', list, [] as string[])
    .action(async (opts: { catalog: string; in: string; out: string; rejects: string; tasks?: string; secrets: string; maxTokens: number; only?: string[]; skip: string[] }) => {
      const schema = validateConfigSchema(names as [string, ...string[]]);
      const config = parseConfig(schema, { secrets: opts.secrets, maxTokens: opts.maxTokens, skip: opts.skip, ...(opts.only ? { only: opts.only } : {}) }, 'validate --secrets/--max-tokens/--only/--skip');
      const run = singleStep(registries, stepNamed(registries, 'validate'), config, { input: opts.in, output: opts.out, rejects: opts.rejects, artifacts: { catalog: opts.catalog, ...(opts.tasks ? { tasks: opts.tasks } : {}) } }, log);
      try {
        log(statsLine((await run.once()).stats));
      } finally {
        await run.dispose();
      }
    });
}
