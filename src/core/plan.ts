// `toolforge run --dry-run`: the plan a pipeline would carry out, step by step, without running anything.
import { Artifacts } from './artifacts.js';
import { batchRunFor } from './batch.js';
import type { Pipeline } from './config.js';
import { runPaths, type RunOverrides } from './pipeline.js';

export function planLines(pipeline: Pipeline, overrides: RunOverrides = {}): string[] {
  const p = runPaths(pipeline, overrides);
  const artifacts = new Artifacts(p.outDir, { catalog: p.catalog });
  const at = { outDir: p.outDir, artifactPath: (name: string) => artifacts.path(name) };
  const lines = [`pipeline  ${pipeline.run.name}  seed ${pipeline.run.seed}`, `run dir   ${p.outDir}`];
  for (const { step, config } of pipeline.steps) {
    if (overrides.skipCrawl && step.name === 'crawl') {
      lines.push(`crawl     skipped: reading ${p.catalog}`);
      continue;
    }
    const where = step.sharded ? (overrides.queue ? ` (shards on queue ${overrides.queue})` : ' (shards run locally)') : '';
    const described = step.describePlan?.(config as never, at) ?? [`${step.input ? `${artifacts.path(step.input.name)} ` : ''}-> ${step.output ? artifacts.path(step.output.name) : (step.produces ?? []).join(', ')}`];
    lines.push(...described.map((d, i) => `${(i === 0 ? step.name : '').padEnd(9)} ${d}${i === 0 ? where : ''}`));
    const sources = (config as { sources?: Array<Record<string, unknown>> }).sources;
    if (step.name === 'crawl' && sources) for (const s of sources) lines.push(`            ${String(s.kind).padEnd(10)} ${String(s.id ?? '(from file)').padEnd(22)} ${String(s.package ?? s.url ?? s.command ?? s.file ?? '')}`);
  }
  const batch = batchRunFor(pipeline.run.batch, overrides.batch, p.outDir, () => undefined);
  if (batch) {
    const llmSteps = pipeline.steps.filter(({ step, config }) => step.llm?.(config as never)).map(({ step }) => step.name);
    lines.push(`batch     OpenAI Batch API for ${llmSteps.length ? llmSteps.join(', ') : 'no step (no LLM engine in this pipeline)'}: poll every ${batch.settings.pollMs / 1000}s, up to ${batch.settings.maxRounds} rounds per step; state and cache in ${batch.dir}`);
  }
  return lines;
}
