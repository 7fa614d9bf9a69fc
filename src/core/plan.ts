// `toolforge run --dry-run`: the plan a pipeline would carry out, step by step, without running anything.
import type { PipelineConfig } from './config.js';
import { runPaths, type RunOverrides } from './pipeline.js';
import { findBubblewrap } from '../servers/sandbox.js';
import { batchRunFor } from './batch.js';

function describeSource(s: PipelineConfig['sources'][number]): string {
  const o = s as Record<string, unknown>;
  const id = typeof o.id === 'string' ? o.id : '(from file)';
  const what = o.package ?? o.url ?? o.command ?? o.file ?? '';
  return `${String(s.kind).padEnd(10)} ${id.padEnd(22)} ${String(what)}`;
}

function batchLines(config: PipelineConfig, overrides: RunOverrides, outDir: string): string[] {
  const run = batchRunFor(config, overrides.batch, outDir, () => undefined);
  if (!run) return [];
  const stages = [config.generate.engine === 'llm' && 'generate', config.execute.engine === 'llm' && 'execute', config.validate.judge && 'judge'].filter(Boolean);
  const s = run.settings;
  return [`batch     OpenAI Batch API for ${stages.length ? stages.join(', ') : 'no stage (no LLM engine in this pipeline)'}: poll every ${s.pollMs / 1000}s, up to ${s.maxRounds} rounds per stage; state and cache in ${run.dir}`];
}

export function planLines(config: PipelineConfig, overrides: RunOverrides = {}): string[] {
  const p = runPaths(config, overrides);
  const mix = Object.entries(config.generate.mix)
    .map(([k, w]) => `${k}=${w}`)
    .join(' ');
  const sandbox = config.execute.sandbox === 'none' ? 'none (explicit)' : findBubblewrap() ? 'bubblewrap' : config.execute.sandbox === 'auto' ? 'none (bubblewrap missing, "auto")' : 'REFUSED: bubblewrap missing';
  return [
    `pipeline  ${config.name}  seed ${config.seed}`,
    ...(overrides.skipCrawl ? [`crawl     skipped: reading ${p.catalog}`] : [`crawl     ${config.sources.length} sources, pool ${config.crawl.concurrency} -> ${p.catalog}`, ...config.sources.map((s) => `            ${describeSource(s)}`)]),
    `generate  ${config.generate.count} tasks, engine ${config.generate.engine}, mix ${mix} -> ${p.tasks}`,
    `execute   sandbox ${sandbox}, concurrency ${config.execute.concurrency}, shards of ${config.execute.shardSize}${overrides.queue ? ` on queue ${overrides.queue}` : ' locally'} -> ${p.trajectories}`,
    `validate  -> ${p.valid}, rejects -> ${p.rejects}`,
    ...batchLines(config, overrides, p.outDir),
    `export    -> ${p.train} (+ stats.json in ${p.outDir})`,
  ];
}
