// The export step: valid trajectories become the dataset: train/validation in every format (split by kind),
// every record rendered through the chat templates, the template report, the card and manifest.json.
import { TrajectorySchema, type Trajectory } from '../records/index.js';
import type { Step } from '../core/step.js';
import { exportConfigSchema, type ExportConfig } from './config.js';
import { exportRun } from './export-run.js';
import { BUILTIN_FORMATS, formatsOf } from './formats.js';

const DEFAULT_FORMATS = BUILTIN_FORMATS.map((f) => f.name);

export const exportStep: Step<ExportConfig, Trajectory, Trajectory> = {
  name: 'export',
  description: 'write the dataset: JSONL per format and split, template checks, a dataset card and manifest.json',
  config: (r) => exportConfigSchema(formatsOf(r).names() as [string, ...string[]], DEFAULT_FORMATS),
  input: { name: 'valid', schema: TrajectorySchema },
  produces: ['train'],
  codePrefix: 'export',
  codes: {
    'export.template_rejects': 'export.template is set and that chat template still rejects the record',
    'export.<format>_format.<rule>': "a format's checker (OpenAI's documented rules) rejects the line",
  },
  async finish(records, ctx, out) {
    const formats = formatsOf(ctx.registries);
    await exportRun(
      {
        records,
        out,
        formats: ctx.config.formats.map((f) => formats.get(f, 'export.formats')),
        rejectsPath: ctx.artifacts.path('rejects'),
        export: ctx.config,
        seed: ctx.seed,
        name: ctx.pipeline.name,
        ...(ctx.pipeline.description ? { description: ctx.pipeline.description } : {}),
        config: ctx.settings,
        log: (l) => ctx.log(l),
      },
      ctx.stats,
    );
  },
  describePlan: (c, at) => [`${c.formats.join(', ')} -> ${at.artifactPath('train')} (+ stats.json, README.md, manifest.json)`],
};
