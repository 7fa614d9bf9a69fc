// `toolforge finetune`: upload the exported train/validation files and start a fine-tuning job (or print what would be sent).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Command } from 'commander';
import { wholeNumber } from '../util/numbers.js';
import { planFinetune, runFinetune } from '../export/finetune.js';

export function makeFinetuneCommand(): Command {
  return new Command('finetune')
    .description('upload train/validation JSONL (purpose fine-tune) and create an OpenAI fine-tuning job')
    .option('--train <file>', 'training file (OpenAI chat format)', 'datasets/quickstart/train.jsonl')
    .option('--validation <file>', 'validation file (default: validation.jsonl beside --train, when present)')
    .option('--model <model>', 'base model', 'gpt-4o-mini-2024-07-18')
    .option('--suffix <text>', 'suffix for the fine-tuned model name')
    .option('--seed <n>', 'job seed', wholeNumber(0))
    .option('--base-url <url>', 'OpenAI-compatible API base (OPENAI_BASE_URL when absent)')
    .option('--dry-run', 'print the files and the job request, send nothing')
    .action(async (opts: { train: string; validation?: string; model: string; suffix?: string; seed?: number; baseUrl?: string; dryRun?: boolean }) => {
      const sibling = join(dirname(opts.train), 'validation.jsonl');
      const validation = opts.validation ?? (existsSync(sibling) ? sibling : undefined);
      const o = { train: opts.train, model: opts.model, ...(validation ? { validation } : {}), ...(opts.suffix ? { suffix: opts.suffix } : {}), ...(opts.seed !== undefined ? { seed: opts.seed } : {}), ...(opts.baseUrl ? { baseURL: opts.baseUrl } : {}) };
      if (opts.dryRun) {
        process.stdout.write(JSON.stringify(planFinetune(o), null, 2) + '\n');
        return;
      }
      const result = await runFinetune(o, (l) => process.stderr.write(l + '\n'));
      process.stdout.write(JSON.stringify(result) + '\n');
    });
}
