// `toolforge catalog lint`: grade every tool definition of a catalog (score, findings) and its token cost, per tool and per server.
import { Command } from 'commander';
import { runCatalogLint, type CatalogLintOptions } from '../catalog/lint/run.js';
import { wholeNumber } from '../util/numbers.js';

export { runCatalogLint };

export function makeCatalogLintCommand(): Command {
  return new Command('lint')
    .description('lint every tool definition (name, description, read-only honesty, broad tools, schema, result contract) and count its tokens')
    .requiredOption('-c, --catalog <file>', 'catalog JSONL')
    .option('--json', 'print the full report (per tool findings, per server distribution) as JSON')
    .option('--findings', 'print each finding under its tool')
    .option('--tasks <file>', 'tasks JSONL: also report the definition tokens of each task toolset')
    .option('--min-score <n>', 'exit 1 when a tool scores below n', wholeNumber(0, 100))
    .action(async (opts: CatalogLintOptions) => {
      const { text, failing } = await runCatalogLint(opts);
      process.stdout.write(text + '\n');
      if (failing > 0) process.exitCode = 1;
    });
}
