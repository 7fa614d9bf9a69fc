// The export of a run: split, every format, every record through the chat templates, then manifest.json and the README.md card.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { RejectSchema, TrajectorySchema, type Trajectory } from '../records/index.js';
import { JsonlWriter, readJsonl } from '../util/jsonl.js';
import type { ExportConfig } from '../core/config.js';
import type { StepStats } from '../core/stats.js';
import { bump, drop } from '../core/stats.js';
import { toOpenAI } from './openai.js';
import { checkOpenAIRecord } from './openai-checker.js';
import { toHf } from './hf.js';
import { toHermes } from './hermes.js';
import { fitToTemplate, renderTrajectory, type RenderFailure, type TemplateTally } from './templates.js';
import { SplitPlanner } from './split.js';
import { writeManifest } from './manifest.js';
import { writeCard } from './card.js';

export interface ExportRunOptions {
  validPath: string;
  outDir: string;
  /** Where train.jsonl goes (the OpenAI file); validation.jsonl sits beside it. */
  trainPath: string;
  rejectsPath?: string;
  export: ExportConfig;
  seed: number;
  name: string;
  description?: string;
  /** The pipeline config, written into the card. */
  config: unknown;
  log: (line: string) => void;
}

export interface TemplateFailure {
  id: string;
  template: string;
  error: string;
  failure: RenderFailure;
}

export interface ExportRunResult {
  files: string[];
  /** How many template failures template-report.jsonl lists. */
  templateFailures: number;
}

const SplitItemSchema = z.object({ id: z.string(), kind: z.string() });

const FORMAT_DIR: Record<string, string> = { hf: 'hf', hermes: 'hermes' };

export async function exportRun(o: ExportRunOptions, stats: StepStats): Promise<ExportRunResult> {
  // The split takes two light passes over the file (ids and kinds only), so no list of the run is held.
  const split = new SplitPlanner(o.export.split.validation, o.seed);
  for await (const t of readJsonl(o.validPath, SplitItemSchema)) split.count(t);
  for await (const t of readJsonl(o.validPath, SplitItemSchema)) split.offer(t);
  const splits = ['train', 'validation'] as const;
  const writers = new Map<string, JsonlWriter>();
  const paths = new Map<string, string>();
  for (const fmt of new Set(['openai', ...o.export.formats])) {
    for (const s of splits) {
      const path = fmt === 'openai' ? (s === 'train' ? o.trainPath : join(o.outDir, 'validation.jsonl')) : join(o.outDir, FORMAT_DIR[fmt] ?? fmt, `${s}.jsonl`);
      paths.set(`${fmt}:${s}`, path);
      writers.set(`${fmt}:${s}`, await JsonlWriter.open(path));
    }
  }
  // Failures stream into the report as they happen: a run where every record fails a template holds none of them.
  const reportPath = join(o.outDir, 'template-report.jsonl');
  const report = await JsonlWriter.open(reportPath);
  let templateFailures = 0;
  let firstFailure: TemplateFailure | undefined;
  const failed = async (f: TemplateFailure) => {
    templateFailures++;
    firstFailure ??= f;
    await report.write(f);
  };
  const templates: Record<string, TemplateTally> = Object.fromEntries(o.export.templates.map((n) => [n, { rendered: 0, refused: 0, error: 0, unsupported: 0 }]));
  const counts: Record<string, Record<string, number>> = {};
  const byKind: Record<string, number> = {};
  const byServer: Record<string, number> = {};
  for await (const raw of readJsonl(o.validPath, TrajectorySchema)) {
    stats.in++;
    let t: Trajectory = raw;
    if (o.export.template) {
      const fit = fitToTemplate(t, o.export.template);
      if (!fit.ok) {
        await failed({ id: t.id, template: o.export.template, error: fit.error, failure: fit.failure });
        drop(stats, 'export.template_rejects');
        o.log(`export    ${t.id}: dropped, ${o.export.template} rejects it: ${fit.error}`);
        continue;
      }
      if (fit.changed) bump(stats, 'split_parallel');
      t = fit.trajectory;
    }
    // Every record is rendered through every configured template; a failure is reported with the record id.
    for (const name of o.export.templates) {
      const r = renderTrajectory(t, name);
      const tally = templates[name] as TemplateTally;
      if (r.ok) tally.rendered++;
      else {
        tally[r.failure]++;
        await failed({ id: t.id, template: name, error: r.error, failure: r.failure });
      }
    }
    const openai = toOpenAI(t);
    const issues = checkOpenAIRecord(openai);
    if (issues.length > 0) {
      drop(stats, `export.openai_format.${issues[0]?.rule}`);
      o.log(`export    ${t.id}: dropped, not OpenAI fine-tuning format: ${issues[0]?.rule} at ${issues[0]?.path}: ${issues[0]?.message}`);
      continue;
    }
    const side = split.isValidation(t) ? 'validation' : 'train';
    for (const fmt of new Set(['openai', ...o.export.formats])) {
      const line = fmt === 'openai' ? openai : fmt === 'hf' ? toHf(t, { toolsAsString: o.export.hfToolsAsString }) : toHermes(t);
      await writers.get(`${fmt}:${side}`)?.write(line);
      const c = (counts[fmt] ??= { train: 0, validation: 0 });
      c[side] = (c[side] ?? 0) + 1;
    }
    byKind[t.kind] = (byKind[t.kind] ?? 0) + 1;
    for (const c of t.calls) byServer[c.serverId] = (byServer[c.serverId] ?? 0) + 1;
    stats.out++;
  }
  for (const w of writers.values()) await w.close();
  for (const [name, tally] of Object.entries(templates)) {
    for (const kind of ['refused', 'error', 'unsupported'] as const) if (tally[kind] > 0) stats.extra[`${name}_${kind}`] = tally[kind];
  }
  await report.close();
  if (firstFailure) {
    const first = firstFailure;
    o.log(`export    ${templateFailures} template rejections (first: ${first.id} under ${first.template}: ${first.error}); pass --template <name> to fit them`);
  }
  const rejects: Record<string, number> = {};
  if (o.rejectsPath && existsSync(o.rejectsPath)) {
    for await (const r of readJsonl(o.rejectsPath, RejectSchema)) rejects[`${r.step} ${r.code}`] = (rejects[`${r.step} ${r.code}`] ?? 0) + 1;
  }
  const files = [...paths.values(), reportPath];
  const cardPath = join(o.outDir, 'README.md');
  await writeCard(cardPath, { name: o.name, ...(o.description ? { description: o.description } : {}), seed: o.seed, splits: counts, byKind, byServer, rejects, templates, config: o.config });
  const manifest = await writeManifest(o.outDir, [...files, cardPath], { name: o.name, seed: o.seed, createdBy: 'toolforge export' });
  return { files: [...files, cardPath, manifest.path], templateFailures };
}
