// `generate tools` as a file-to-file stage: a real catalog in, synthetic CatalogTools out (JSONL), with stats.
import { CatalogToolSchema } from '../../records/index.js';
import { JsonlWriter, readJsonlAll } from '../../util/jsonl.js';
import { newStats, timed, type StepStats } from '../../core/stats.js';
import { generateSyntheticTools, type SyntheticToolOptions } from './offline.js';

export async function generateToolsStage(opts: { catalogPath: string; outPath: string } & SyntheticToolOptions): Promise<StepStats> {
  const stats = newStats('generate-tools');
  await timed(stats, async () => {
    const catalog = await readJsonlAll(opts.catalogPath, CatalogToolSchema);
    stats.in = catalog.length;
    const report = generateSyntheticTools(catalog, opts);
    const out = await JsonlWriter.open(opts.outPath);
    for (const t of report.tools) await out.write(t);
    await out.close();
    stats.out = report.tools.length;
    stats.dropped = { ...report.dropped };
    stats.extra.domains_real = report.realDomains.length;
    stats.extra.domains_evolved = report.domains.length;
    stats.extra.destructive = report.tools.filter((t) => t.annotations?.destructiveHint === true).length;
  });
  return stats;
}
