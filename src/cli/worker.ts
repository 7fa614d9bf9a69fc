// `toolforge worker --redis URL`: runs step shards and scheduled catalog refreshes from the BullMQ queues until stopped.
import { Command } from 'commander';
import { startShardWorker } from '../core/queue.js';
import { runShardJob } from '../core/worker-run.js';
import { startRefreshWorker } from '../crawl/schedule.js';
import { wholeNumber } from '../util/numbers.js';
import { pipelineFromValue } from '../toolforge.js';

export function makeWorkerCommand(): Command {
  return new Command('worker')
    .description('run pipeline shards from a Redis queue (start several, on one or many machines sharing the run directory)')
    .requiredOption('--redis <url>', 'Redis URL, e.g. redis://127.0.0.1:6379')
    .option('--concurrency <n>', 'shards at once in this worker', wholeNumber(1, 64), 1)
    .action(async (opts: { redis: string; concurrency: number }) => {
      const log = (l: string) => process.stderr.write(l + '\n');
      const worker = startShardWorker(opts.redis, (job) => runShardJob(job, (raw, file) => pipelineFromValue(raw, file), log), { concurrency: opts.concurrency, log });
      const refresher = startRefreshWorker(opts.redis, log);
      await Promise.all([worker.waitUntilReady(), refresher.waitUntilReady()]);
      log(`worker    ready on ${opts.redis} (concurrency ${opts.concurrency})`);
      await new Promise<void>((resolve) => {
        const stop = () => void Promise.all([worker.close(), refresher.close()]).then(() => resolve(), () => resolve());
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
      log('worker    stopped');
    });
}
