// The `toolforge` command line: one subcommand per stage, plus `run` for a whole pipeline.
import { Command } from 'commander';
import { makeCrawlCommand } from './crawl.js';
import { makeCatalogCommand } from './catalog.js';
import { makeRunCommand } from './run.js';
import { makeReportCommand } from './report.js';
import { makeWorkerCommand } from './worker.js';
import { makeExecuteCommand, makeGenerateCommand } from './stages.js';
import { makeExportCommand } from './export.js';
import { makeValidateCommand } from './validate.js';
import { makeFinetuneCommand } from './finetune.js';
import { makeListCommand } from './list.js';
import { makeServeCommand } from './serve.js';
import { makeDecontamCommand } from './decontam.js';
import { handleCliError } from './errors.js';
import { keepHeapNearLiveSet } from '../util/heap.js';

export function makeProgram(): Command {
  return new Command('toolforge')
    .description('manufacture tool-use training data from real MCP servers')
    .version('0.1.0')
    .addCommand(makeCrawlCommand())
    .addCommand(makeCatalogCommand())
    .addCommand(makeGenerateCommand())
    .addCommand(makeExecuteCommand())
    .addCommand(makeValidateCommand())
    .addCommand(makeExportCommand())
    .addCommand(makeFinetuneCommand())
    .addCommand(makeDecontamCommand())
    .addCommand(makeRunCommand())
    .addCommand(makeReportCommand())
    .addCommand(makeWorkerCommand())
    .addCommand(makeListCommand())
    .addCommand(makeServeCommand());
}

await (async () => {
  keepHeapNearLiveSet();
  await makeProgram().parseAsync(process.argv);
})().catch(handleCliError);
