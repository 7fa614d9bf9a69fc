// The quality step: the figures of the run's valid records, written to quality.json, into the step's stats
// (so stats.json carries them) and read by the dataset card and report.html.
import { existsSync } from 'node:fs';
import { RejectSchema, TrajectorySchema, type Trajectory } from '../records/index.js';
import { z } from 'zod';
import type { Step } from '../core/step.js';
import { readJsonl } from '../util/jsonl.js';
import { QualityCollector } from './figures.js';

export const QualityConfigSchema = z.object({}).strict();

export const qualityStep: Step<z.infer<typeof QualityConfigSchema>, Trajectory, Trajectory> = {
  name: 'quality',
  description: 'measure the data: description copying, dictated and inferred arguments, openings, n-gram diversity, value realism, raw results in answers, kinds, contradictions',
  config: () => QualityConfigSchema,
  input: { name: 'valid', schema: TrajectorySchema },
  reads: ['catalog'],
  produces: ['quality'],
  async finish(records, ctx, out) {
    const collect = new QualityCollector(await ctx.catalog());
    for await (const t of records()) collect.add(t);
    // Records dropped for contradicting their calls are counted from the validate step's rejects.
    const rejects = ctx.artifacts.path('rejects');
    if (existsSync(rejects)) for await (const r of readJsonl(rejects, RejectSchema)) collect.addReject(r.code);
    const figures = collect.figures();
    ctx.stats.in = figures.records;
    ctx.stats.out = figures.records;
    for (const [k, v] of Object.entries(figures)) {
      if (typeof v === 'number') ctx.stats.extra[k] = v;
      else if (typeof v === 'string') ctx.info(k, v);
    }
    for (const [kind, v] of Object.entries(figures.kindShares)) ctx.stats.extra[`share_${kind}`] = v;
    out.text(out.path('quality.json'), JSON.stringify(figures, null, 2) + '\n');
  },
};
