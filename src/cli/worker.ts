// `toolforge worker --redis URL`: runs execute shards from the BullMQ queue until stopped.
import { Command, InvalidArgumentError } from 'commander';
import { processShardJob } from '../execute/shards.js';
import { startShardWorker } from '../core/queue.js';
import { startRefreshWorker } from '../crawl/schedule.js';

export function makeWorkerCommand(): Command {
  return new Command('worker')
    .description('run pipeline shards from a Redis queue (start several, on one or many machines sharing the run directory)')
    .requiredOption('--redis <url>', 'Redis URL, e.g. redis://127.0.0.1:6379')
    .option('--concurrency <n>', 'shards at once in this worker', (v) => {
      const n = Number.parseInt(v, 10);
      if (!(n >= 1)) throw new InvalidArgumentError('expected a whole number >= 1');
      return n;
    }, 1)
    .action(async (opts: { redis: string; concurrency: number }) => {
      const log = (l: string) => process.stderr.write(l + '\n');
      const worker = startShardWorker(opts.redis, (job) => processShardJob(job, log), { concurrency: opts.concurrency, log });
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
