// `toolforge run <pipeline>`: the whole pipeline from a pipelines/*.json or *.yaml file.
import { Command, InvalidArgumentError } from 'commander';
import { loadPipelineConfig } from '../core/config.js';
import { runPipeline } from '../core/pipeline.js';
import { cliReporter } from '../core/reporter.js';
import { planLines } from '../core/plan.js';
import { CleanupRegistry, installSignalCleanup } from '../servers/cleanup.js';

function positiveInt(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('expected a whole number of at least 1');
  return n;
}

export function makeRunCommand(): Command {
  return new Command('run')
    .description('run a whole pipeline: crawl, generate, execute, validate, export')
    .argument('<pipeline>', 'pipeline file (JSON or YAML), e.g. pipelines/quickstart.json')
    .option('--out <dir>', 'run directory (default: the pipeline\'s "out")')
    .option('--catalog <file>', 'catalog JSONL to write and read (default: the pipeline\'s "catalog")')
    .option('--skip-crawl', 'use the existing catalog instead of crawling')
    .option('--queue <url>', 'run execute shards as BullMQ jobs on this Redis (start `toolforge worker --redis <url>` processes)')
    .option('--batch', 'send LLM requests through the OpenAI Batch API (state in <out>/.batch; rerun to resume)')
    .option('--batch-poll-ms <ms>', 'time between batch status polls (default 30000)', positiveInt)
    .option('--batch-max-rounds <n>', 'batches per stage before giving up (default 10)', positiveInt)
    .option('--dry-run', 'print the plan (steps, sources, sandbox, paths) and exit')
    .action(async (file: string, opts: { out?: string; catalog?: string; skipCrawl?: boolean; dryRun?: boolean; queue?: string; batch?: boolean; batchPollMs?: number; batchMaxRounds?: number }) => {
      const config = await loadPipelineConfig(file);
      const batch = { ...(opts.batch ? { enabled: true } : {}), ...(opts.batchPollMs ? { pollMs: opts.batchPollMs } : {}), ...(opts.batchMaxRounds ? { maxRounds: opts.batchMaxRounds } : {}) };
      const overrides = { ...(opts.out ? { out: opts.out } : {}), ...(opts.catalog ? { catalog: opts.catalog } : {}), skipCrawl: Boolean(opts.skipCrawl), ...(opts.queue ? { queue: opts.queue } : {}), batch };
      if (opts.dryRun) {
        process.stdout.write(planLines(config, overrides).join('\n') + '\n');
        return;
      }
      const cleanup = new CleanupRegistry();
      installSignalCleanup(cleanup);
      await runPipeline(config, { ...overrides, cleanup }, cliReporter());
    });
}
