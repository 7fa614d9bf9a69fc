// `toolforge export`: one format to a stream, or (--dir) the whole export of a run: split, formats, template checks, manifest, card.
import { Command, InvalidArgumentError } from 'commander';
import { exportConfigSchema } from '../export/config.js';
import { formatsOf } from '../export/formats.js';
import { exportStream } from '../export/stream.js';
import { singleStep } from '../core/single-step.js';
import { statsLine } from '../core/stats.js';
import { parseConfig } from '../core/config-errors.js';
import { wholeNumber } from '../util/numbers.js';
import { createRegistries, stepNamed } from '../toolforge.js';

const log = (l: string) => process.stderr.write(l + '\n');

export function makeExportCommand(): Command {
  const registries = createRegistries();
  const formats = formatsOf(registries);
  return new Command('export')
    .description(`write fine-tuning JSONL from valid trajectories (${formats.names().join(', ')}); --dir writes a whole dataset`)
    .option('--in <file>', 'trajectories JSONL ("-" for stdin)', '-')
    .option('-o, --out <file>', 'output JSONL ("-" for stdout)', '-')
    .option('--format <format>', formats.names().join(' | '), (v) => {
      if (!formats.has(v)) throw new InvalidArgumentError(`unknown format "${v}"; allowed: ${formats.names().join(', ')}`);
      return v;
    }, 'openai')
    .option('--template <name>', 'fit records to this chat template (../shared/chat-templates/<name>.jinja): split parallel turns, drop what still fails')
    .option('--hf-tools-as-string', 'hf: store tools as a JSON string (Arrow)')
    .option('--dir <dir>', 'write train/validation for every format, hf/, hermes/, template-report.jsonl, manifest.json and README.md here')
    .option('--rejects <file>', 'with --dir: rejects JSONL counted in the card')
    .option('--seed <n>', 'with --dir: split seed', wholeNumber(0), 1)
    .action(async (opts: { in: string; out: string; format: string; template?: string; hfToolsAsString?: boolean; dir?: string; rejects?: string; seed: number }) => {
      const schema = exportConfigSchema(formats.names() as [string, ...string[]], ['openai', 'hf', 'hermes']);
      const config = parseConfig(schema, { ...(opts.template ? { template: opts.template } : {}), hfToolsAsString: opts.hfToolsAsString ?? false }, 'export');
      if (!opts.dir) {
        log(statsLine(await exportStream({ in: opts.in, out: opts.out, format: formats.get(opts.format), config, log })));
        return;
      }
      const run = singleStep(registries, stepNamed(registries, 'export'), config, { input: opts.in, outDir: opts.dir, seed: opts.seed, name: 'export', ...(opts.rejects ? { artifacts: { rejects: opts.rejects } } : {}) }, log);
      try {
        log(statsLine((await run.once()).stats));
      } finally {
        await run.dispose();
      }
    });
}
