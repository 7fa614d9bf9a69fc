// `toolforge report <run-dir>`: a static HTML page with charts of a run, opening offline.
import { Command } from 'commander';
import { writeFileAtomic } from '../util/atomic.js';
import { join } from 'node:path';
import { collectReport } from '../quality/report-collect.js';
import { renderReport } from '../quality/report-html.js';

export async function writeReport(runDir: string, out?: string): Promise<string> {
  const file = out ?? join(runDir, 'report.html');
  await writeFileAtomic(file, renderReport(await collectReport(runDir)));
  return file;
}

export function makeReportCommand(): Command {
  return new Command('report')
    .description('write a static HTML report with charts for a run directory')
    .argument('<run-dir>', 'a run directory, e.g. datasets/quickstart')
    .option('-o, --out <file>', 'where to write (default: <run-dir>/report.html)')
    .action(async (runDir: string, opts: { out?: string }) => {
      process.stderr.write(`report    -> ${await writeReport(runDir, opts.out)}\n`);
    });
}
