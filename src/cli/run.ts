// `toolforge run <pipeline>`: the whole pipeline from a pipelines/*.json or *.yaml file.
import { Command } from 'commander';
import { runPipeline } from '../core/pipeline.js';
import { cliReporter } from '../core/reporter.js';
import { planLines } from '../core/plan.js';
import { wholeNumber } from '../util/numbers.js';
import { loadPipeline } from '../toolforge.js';
import { CleanupRegistry, installSignalCleanup } from '../servers/cleanup.js';

const collect = (v: string, all: string[]) => [...all, v];

interface RunOptions {
  out?: string;
  catalog?: string;
  skipCrawl?: boolean;
  dryRun?: boolean;
  fresh?: boolean;
  queue?: string;
  batch?: boolean;
  batchPollMs?: number;
  batchMaxRounds?: number;
  plugin: string[];
}

export function makeRunCommand(): Command {
  return new Command('run')
    .description('run a whole pipeline: its steps in order (by default crawl, generate, execute, validate, quality, export)')
    .argument('<pipeline>', 'pipeline file (JSON or YAML), e.g. pipelines/quickstart.json')
    .option('--out <dir>', 'run directory (default: the pipeline\'s "out")')
    .option('--catalog <file>', 'catalog JSONL to write and read (default: the pipeline\'s "catalog")')
    .option('--skip-crawl', 'use the existing catalog instead of crawling')
    .option('--fresh', 'forget the checkpoints of an earlier run in this directory and redo every step')
    .option('--queue <url>', 'run the shards of sharded steps as BullMQ jobs on this Redis (start `toolforge worker --redis <url>` processes)')
    .option('--batch', 'send LLM requests through the OpenAI Batch API (state in <out>/.batch; rerun to resume)')
    .option('--batch-poll-ms <ms>', 'time between batch status polls (default 30000)', wholeNumber(10))
    .option('--batch-max-rounds <n>', 'batches per step before giving up (default 10)', wholeNumber(1, 100))
    .option('--plugin <file>', 'a module whose register(api) adds steps, validators or export formats; repeatable', collect, [])
    .option('--dry-run', 'print the plan (steps, sources, sandbox, paths) and exit')
    .action(async (file: string, opts: RunOptions) => {
      const pipeline = await loadPipeline(file, { plugins: opts.plugin });
      const batch = { ...(opts.batch ? { enabled: true } : {}), ...(opts.batchPollMs ? { pollMs: opts.batchPollMs } : {}), ...(opts.batchMaxRounds ? { maxRounds: opts.batchMaxRounds } : {}) };
      const overrides = { ...(opts.out ? { out: opts.out } : {}), ...(opts.catalog ? { catalog: opts.catalog } : {}), skipCrawl: Boolean(opts.skipCrawl), fresh: Boolean(opts.fresh), ...(opts.queue ? { queue: opts.queue } : {}), batch };
      if (opts.dryRun) {
        process.stdout.write(planLines(pipeline, overrides).join('\n') + '\n');
        return;
      }
      const cleanup = new CleanupRegistry();
      installSignalCleanup(cleanup);
      await runPipeline(pipeline, { ...overrides, cleanup }, cliReporter());
    });
}
