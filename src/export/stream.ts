// One format, one stream: valid trajectories in, JSONL of that format out, optionally fitted to a chat template first.
import { TrajectorySchema } from '../records/index.js';
import { JsonlWriter, readJsonl } from '../util/jsonl.js';
import { drop, bump, newStats, timed, type StepStats } from '../core/stats.js';
import type { ExportConfig } from './config.js';
import type { FormatDef } from './formats.js';
import { ChatTemplates, fitToTemplate } from './templates.js';

export async function exportStream(o: { in: string; out: string; format: FormatDef; config: ExportConfig; log: (l: string) => void }): Promise<StepStats> {
  const stats = newStats('export');
  const templates = new ChatTemplates();
  await timed(stats, async () => {
    const out = await JsonlWriter.open(o.out, { atomic: true });
    for await (const raw of readJsonl(o.in, TrajectorySchema)) {
      stats.in++;
      let t = raw;
      if (o.config.template) {
        const fit = fitToTemplate(t, o.config.template, templates);
        if (!fit.ok) {
          drop(stats, 'export.template_rejects');
          o.log(`export    ${t.id}: dropped, ${o.config.template} rejects it: ${fit.error}`);
          continue;
        }
        if (fit.changed) bump(stats, 'split_parallel');
        t = fit.trajectory;
      }
      await out.write(o.format.convert(t, o.config));
      stats.out++;
    }
    await out.commit();
  });
  return stats;
}
