// One format, one stream: valid trajectories in, JSONL of that format out, optionally fitted to a chat template first.
import { TrajectorySchema } from '../records/index.js';
import { JsonlWriter, readJsonl } from '../util/jsonl.js';
import { drop, bump, newStats, timed, type StepStats } from '../core/stats.js';
import { toOpenAI } from './openai.js';
import { toHf } from './hf.js';
import { toHermes } from './hermes.js';
import { fitToTemplate } from './templates.js';

export type ExportFormat = 'openai' | 'hf' | 'hermes';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['openai', 'hf', 'hermes'];

export async function exportStream(o: { in: string; out: string; format: ExportFormat; template?: string; hfToolsAsString?: boolean; log: (l: string) => void }): Promise<StepStats> {
  const stats = newStats('export');
  await timed(stats, async () => {
    const out = await JsonlWriter.open(o.out);
    for await (const raw of readJsonl(o.in, TrajectorySchema)) {
      stats.in++;
      let t = raw;
      if (o.template) {
        const fit = fitToTemplate(t, o.template);
        if (!fit.ok) {
          drop(stats, 'export.template_rejects');
          o.log(`export    ${t.id}: dropped, ${o.template} rejects it: ${fit.error}`);
          continue;
        }
        if (fit.changed) bump(stats, 'split_parallel');
        t = fit.trajectory;
      }
      await out.write(o.format === 'openai' ? toOpenAI(t) : o.format === 'hf' ? toHf(t, { toolsAsString: o.hfToolsAsString ?? false }) : toHermes(t));
      stats.out++;
    }
    await out.close();
  });
  return stats;
}
