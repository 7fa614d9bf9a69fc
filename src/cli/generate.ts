// `toolforge generate tasks|tools`: tasks over a catalog (offline or LLM engine), or synthetic tools evolved from it.
import { Command, InvalidArgumentError } from 'commander';
import { GenerateConfigSchema } from '../core/config.js';
import { generateStage } from '../core/stages.js';
import { statsLine } from '../core/stats.js';
import { TaskKindSchema } from '../records/index.js';
import { generateToolsStage } from '../generate/tools/stage.js';
import { inBatches } from '../core/batch.js';
import { BatchSettingsSchema } from '../llm/batch-rounds.js';
import { ConfigError } from '../util/errors.js';

const log = (l: string) => process.stderr.write(l + '\n');
const int = (v: string) => {
  const n = Number.parseInt(v, 10);
  if (!Number.isFinite(n)) throw new InvalidArgumentError('expected a whole number');
  return n;
};
const num = (v: string) => {
  const n = Number(v);
  if (!Number.isFinite(n)) throw new InvalidArgumentError('expected a number');
  return n;
};

function parseMix(v: string): Record<string, number> {
  const mix: Record<string, number> = {};
  for (const part of v.split(',')) {
    const [k = '', w = '1'] = part.split('=');
    if (!TaskKindSchema.safeParse(k).success) throw new InvalidArgumentError(`unknown task kind "${k}"; allowed: ${TaskKindSchema.options.join(', ')}`);
    mix[k] = Number(w);
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
    .option('--seed <n>', 'seed', int, 1)
    .option('--count <n>', 'tasks in all', int, 100)
    .option('--mix <kinds>', `weights, e.g. single=5,parallel=3,irrelevance=2 (kinds: ${TaskKindSchema.options.join(', ')})`, parseMix)
    .option('--engine <engine>', 'offline | llm', 'offline')
    .option('--model <name>', 'LLM engine: model name')
    .option('--base-url <url>', 'LLM engine: OpenAI-compatible base URL (default OPENAI_BASE_URL)')
    .option('--temperature <t>', 'LLM engine: sampling temperature', num)
    .option('--batch <dir>', 'LLM engine: send requests through the OpenAI Batch API, state and cache in <dir> (rerun to resume)')
    .option('--batch-poll-ms <ms>', 'time between batch status polls (default 30000)', int)
    .action(async (opts: TaskOpts) => {
      if (opts.engine !== 'offline' && opts.engine !== 'llm') throw new InvalidArgumentError(`--engine: "${opts.engine}"; allowed: offline, llm`);
      const llm = { ...(opts.model ? { model: opts.model } : {}), ...(opts.baseUrl ? { baseURL: opts.baseUrl } : {}), ...(opts.temperature !== undefined ? { temperature: opts.temperature } : {}) };
      const generate = GenerateConfigSchema.parse({ count: opts.count, engine: opts.engine, ...(opts.mix ? { mix: opts.mix } : {}), ...(opts.engine === 'llm' ? { llm } : {}) });
      // Each batch round rewrites the tasks file, which stdout cannot take back.
      if (opts.batch && opts.out === '-') throw new ConfigError('generate tasks --batch: needs -o <file>; each batch round rewrites the tasks file');
      const batch = opts.batch ? { dir: opts.batch, settings: BatchSettingsSchema.parse({ enabled: true, ...(opts.batchPollMs ? { pollMs: opts.batchPollMs } : {}) }), log } : undefined;
      const stats = await inBatches(batch, 'generate', generate.llm, (client) => generateStage({ catalogPath: opts.catalog, tasksPath: opts.out, generate, seed: opts.seed, ...(client ? { llm: client } : {}) }));
      log(statsLine(stats));
    });
  cmd
    .command('tools')
    .description('evolve synthetic tools (JSONL of CatalogTool) from the domains of a real catalog')
    .requiredOption('--catalog <file>', 'real catalog JSONL')
    .option('-o, --out <file>', 'synthetic catalog JSONL ("-" for stdout)', '-')
    .option('--seed <n>', 'seed', int, 1)
    .option('--generations <n>', 'evolution steps past the directly reached domains', int, 1)
    .option('--max-domains <n>', 'most evolved domains', int, 20)
    .action(async (opts: { catalog: string; out: string; seed: number; generations: number; maxDomains: number }) => {
      log(statsLine(await generateToolsStage({ catalogPath: opts.catalog, outPath: opts.out, seed: opts.seed, generations: opts.generations, maxDomains: opts.maxDomains })));
    });
  return cmd;
}
