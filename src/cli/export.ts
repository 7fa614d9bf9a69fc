// `toolforge export`: one format to a stream, or (--dir) the whole export of a run: split, formats, template checks, manifest, card.
import { join } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { ExportConfigSchema } from '../core/config.js';
import { exportStage } from '../core/stages.js';
import { statsLine } from '../core/stats.js';
import { EXPORT_FORMATS, exportStream, type ExportFormat } from '../export/stream.js';

const log = (l: string) => process.stderr.write(l + '\n');

export function makeExportCommand(): Command {
  return new Command('export')
    .description('write fine-tuning JSONL from valid trajectories (openai, hf, hermes); --dir writes a whole dataset')
    .option('--in <file>', 'trajectories JSONL ("-" for stdin)', '-')
    .option('-o, --out <file>', 'output JSONL ("-" for stdout)', '-')
    .option('--format <format>', EXPORT_FORMATS.join(' | '), (v) => {
      if (!(EXPORT_FORMATS as readonly string[]).includes(v)) throw new InvalidArgumentError(`unknown format "${v}"; allowed: ${EXPORT_FORMATS.join(', ')}`);
      return v;
    }, 'openai')
    .option('--template <name>', 'fit records to this chat template (../shared/chat-templates/<name>.jinja): split parallel turns, drop what still fails')
    .option('--hf-tools-as-string', 'hf: store tools as a JSON string (Arrow)')
    .option('--dir <dir>', 'write train/validation for every format, hf/, hermes/, template-report.jsonl, manifest.json and README.md here')
    .option('--rejects <file>', 'with --dir: rejects JSONL counted in the card')
    .option('--seed <n>', 'with --dir: split seed', (v) => Number.parseInt(v, 10), 1)
    .action(async (opts: { in: string; out: string; format: ExportFormat; template?: string; hfToolsAsString?: boolean; dir?: string; rejects?: string; seed: number }) => {
      if (opts.dir) {
        const exp = ExportConfigSchema.parse({ ...(opts.template ? { template: opts.template } : {}), hfToolsAsString: opts.hfToolsAsString ?? false });
        const run = { outDir: opts.dir, export: exp, seed: opts.seed, name: 'export', config: { export: exp, seed: opts.seed }, log, ...(opts.rejects ? { rejectsPath: opts.rejects } : {}) };
        log(statsLine(await exportStage({ validPath: opts.in, outPath: join(opts.dir, 'train.jsonl'), format: 'openai', run })));
        return;
      }
      log(statsLine(await exportStream({ in: opts.in, out: opts.out, format: opts.format, log, ...(opts.template ? { template: opts.template } : {}), ...(opts.hfToolsAsString ? { hfToolsAsString: true } : {}) })));
    });
}
