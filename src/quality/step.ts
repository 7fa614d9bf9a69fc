// The quality step: the figures of the run's valid records, written to quality.json, into the step's stats
// (so stats.json carries them) and read by the dataset card and report.html.
import { TrajectorySchema, type Trajectory } from '../records/index.js';
import { z } from 'zod';
import type { Step } from '../core/step.js';
import { QualityCollector } from './figures.js';

export const QualityConfigSchema = z.object({}).strict();

export const qualityStep: Step<z.infer<typeof QualityConfigSchema>, Trajectory, Trajectory> = {
  name: 'quality',
  description: 'measure the data: description copying, dictated arguments, openings, n-gram diversity, value realism, raw results in answers',
  config: () => QualityConfigSchema,
  input: { name: 'valid', schema: TrajectorySchema },
  reads: ['catalog'],
  produces: ['quality'],
  async finish(records, ctx, out) {
    const collect = new QualityCollector(await ctx.catalog());
    for await (const t of records()) collect.add(t);
    const figures = collect.figures();
    ctx.stats.in = figures.records;
    ctx.stats.out = figures.records;
    for (const [k, v] of Object.entries(figures)) {
      if (typeof v === 'number') ctx.stats.extra[k] = v;
      else if (typeof v === 'string') ctx.info(k, v);
    }
    out.text(out.path('quality.json'), JSON.stringify(figures, null, 2) + '\n');
  },
};
