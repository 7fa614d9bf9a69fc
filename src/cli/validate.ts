// `toolforge validate`: run the validator chain over trajectories; each reject gets a code and the offending path.
import { Command, InvalidArgumentError } from 'commander';
import { ValidateConfigSchema } from '../core/config.js';
import { validateStage } from '../core/stages.js';
import { statsLine } from '../core/stats.js';

const log = (l: string) => process.stderr.write(l + '\n');

export function makeValidateCommand(): Command {
  return new Command('validate')
    .description('check trajectories (format, schema, execution, semantic, safety, dedup, length); rejects get a code')
    .requiredOption('--catalog <file>', 'catalog JSONL')
    .option('--in <file>', 'trajectories JSONL ("-" for stdin)', '-')
    .option('-o, --out <file>', 'valid trajectories JSONL ("-" for stdout)', '-')
    .option('--rejects <file>', 'rejects JSONL (appended)', 'rejects.jsonl')
    .option('--tasks <file>', 'tasks JSONL, for the semantic validator (skipped without it)')
    .option('--secrets <policy>', 'redact | reject', (v) => {
      if (v !== 'redact' && v !== 'reject') throw new InvalidArgumentError('expected redact or reject');
      return v;
    }, 'reject')
    .option('--max-tokens <n>', 'token limit per record', (v) => Number.parseInt(v, 10), 16_384)
    .option('--skip <names>', 'validators to leave out, comma separated', (v) => v.split(','), [] as string[])
    .action(async (opts: { catalog: string; in: string; out: string; rejects: string; tasks?: string; secrets: string; maxTokens: number; skip: string[] }) => {
      const parsed = ValidateConfigSchema.safeParse({ secrets: opts.secrets, maxTokens: opts.maxTokens, skip: opts.skip });
      if (!parsed.success) throw new InvalidArgumentError(`--skip/--max-tokens: ${parsed.error.issues[0]?.message}; validators: format, schema, execution, semantic, safety, dedup, length`);
      log(statsLine(await validateStage({ catalogPath: opts.catalog, trajectoriesPath: opts.in, validPath: opts.out, rejectsPath: opts.rejects, appendRejects: true, validate: parsed.data, ...(opts.tasks ? { tasksPath: opts.tasks } : {}) })));
    });
}
