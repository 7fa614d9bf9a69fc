// `toolforge generate tasks|tools`: tasks over a catalog (offline or LLM engine, optionally through the Batch API), or synthetic tools.
import { Command, InvalidArgumentError } from 'commander';
import { BUILTIN_KINDS } from '../generate/tasks/kinds.js';

const KIND_NAMES = BUILTIN_KINDS.map((k) => k.name);
import { GenerateConfigSchema } from '../generate/config.js';
import { ToolsConfigSchema } from '../generate/tools/step.js';
import { singleStep } from '../core/single-step.js';
import { statsLine } from '../core/stats.js';
import { parseConfig } from '../core/config-errors.js';
import { inBatches } from '../core/batch.js';
import { BatchSettingsSchema } from '../llm/batch-rounds.js';
import { ConfigError } from '../util/errors.js';
import { decimal, wholeNumber } from '../util/numbers.js';
import { createRegistries, stepNamed } from '../toolforge.js';

const log = (l: string) => process.stderr.write(l + '\n');

function parseMix(v: string): Record<string, number> {
  const mix: Record<string, number> = {};
  for (const part of v.split(',')) {
    const [k = '', w = '1'] = part.split('=');
    if (!KIND_NAMES.includes(k)) throw new InvalidArgumentError(`unknown task kind "${k}"; allowed: ${KIND_NAMES.join(', ')}`);
    mix[k] = decimal(0)(w);
  }
  return mix;
}

interface TaskOpts {
  catalog: string;
  out: string;
  seed: number;
  count: number;
  mix?: Record<string, number>;
  engine: string;
  model?: string;
  baseUrl?: string;
  temperature?: number;
  batch?: string;
  batchPollMs?: number;
}

export function makeGenerateCommand(): Command {
  const cmd = new Command('generate').description('generate synthetic data from a catalog');
  cmd
    .command('tasks')
    .description('generate tasks (JSONL of Task) over toolsets from the catalog')
    .requiredOption('--catalog <file>', 'catalog JSONL')
    .option('-o, --out <file>', 'tasks JSONL ("-" for stdout)', '-')
    .option('--seed <n>', 'seed', wholeNumber(0), 1)
    .option('--count <n>', 'tasks in all', wholeNumber(1), 100)
    .option('--mix <kinds>', `weights, e.g. single=5,parallel=3,irrelevance=2 (kinds: ${KIND_NAMES.join(', ')})`, parseMix)
    .option('--engine <engine>', 'offline | llm', 'offline')
    .option('--model <name>', 'LLM engine: model name')
    .option('--base-url <url>', 'LLM engine: OpenAI-compatible base URL (default OPENAI_BASE_URL)')
    .option('--temperature <t>', 'LLM engine: sampling temperature', decimal(0, 2))
    .option('--batch <dir>', 'LLM engine: send requests through the OpenAI Batch API, state and cache in <dir> (rerun to resume)')
    .option('--batch-poll-ms <ms>', 'time between batch status polls (default 30000)', wholeNumber(10))
    .action(async (opts: TaskOpts) => {
      const llm = { ...(opts.model ? { model: opts.model } : {}), ...(opts.baseUrl ? { baseURL: opts.baseUrl } : {}), ...(opts.temperature !== undefined ? { temperature: opts.temperature } : {}) };
      const generate = parseConfig(GenerateConfigSchema, { count: opts.count, engine: opts.engine, ...(opts.mix ? { mix: opts.mix } : {}), ...(opts.engine === 'llm' ? { llm } : {}) }, 'generate tasks --engine/--count/--mix');
      // Each batch round rewrites the tasks file, which stdout cannot take back.
      if (opts.batch && opts.out === '-') throw new ConfigError('generate tasks --batch: needs -o <file>; each batch round rewrites the tasks file');
      const registries = createRegistries();
      const run = singleStep(registries, stepNamed(registries, 'generate'), generate, { output: opts.out, seed: opts.seed, artifacts: { catalog: opts.catalog } }, log);
      try {
        const batch = opts.batch ? { dir: opts.batch, settings: BatchSettingsSchema.parse({ enabled: true, ...(opts.batchPollMs ? { pollMs: opts.batchPollMs } : {}) }), log } : undefined;
        const result = batch && generate.engine === 'llm' ? await inBatches(batch, 'generate', generate.llm ?? {}, (client) => run.once(client)) : await run.once();
        log(statsLine(result.stats));
      } finally {
        await run.dispose();
      }
    });
  cmd
    .command('tools')
    .description('evolve synthetic tools (JSONL of CatalogTool) from the domains of a real catalog')
    .requiredOption('--catalog <file>', 'real catalog JSONL')
    .option('-o, --out <file>', 'synthetic catalog JSONL ("-" for stdout)', '-')
    .option('--seed <n>', 'seed', wholeNumber(0), 1)
    .option('--generations <n>', 'evolution steps past the directly reached domains', wholeNumber(0, 10), 1)
    .option('--max-domains <n>', 'most evolved domains', wholeNumber(1, 1000), 20)
    .action(async (opts: { catalog: string; out: string; seed: number; generations: number; maxDomains: number }) => {
      const config = parseConfig(ToolsConfigSchema, { generations: opts.generations, maxDomains: opts.maxDomains }, 'generate tools');
      const registries = createRegistries();
      const run = singleStep(registries, stepNamed(registries, 'tools'), config, { output: opts.out, seed: opts.seed, artifacts: { catalog: opts.catalog } }, log);
      try {
        log(statsLine((await run.once()).stats));
      } finally {
        await run.dispose();
      }
    });
  return cmd;
}
