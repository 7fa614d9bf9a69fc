// The export of a run: split, every format, every record through the chat templates, then manifest.json and the README.md card.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RejectSchema, type Trajectory } from '../records/index.js';
import { readJsonl, type JsonlWriter } from '../util/jsonl.js';
import type { ExportConfig } from './config.js';
import type { StepStats } from '../core/stats.js';
import { bump, drop } from '../core/stats.js';
import type { Outputs } from '../core/step.js';
import { openaiFormat, type FormatDef } from './formats.js';
import { ChatTemplates, fitToTemplate, renderTrajectory, type RenderFailure, type TemplateTally } from './templates.js';
import { SplitPlanner } from './split.js';
import { manifestOf } from './manifest.js';
import { renderCard } from './card.js';
import { decontamSection, qualitySection, sandboxSection } from './card-sections.js';

export interface ExportRunOptions {
  /** The valid trajectories, readable as often as the export needs (the split counts first). */
  records: () => AsyncIterable<Trajectory>;
  /** Where every file goes, each through a temporary file committed with the step. */
  out: Outputs;
  /** The formats to write (the OpenAI one always: it is train.jsonl). */
  formats: readonly FormatDef[];
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

export async function exportRun(o: ExportRunOptions, stats: StepStats): Promise<ExportRunResult> {
  // The split takes two light passes over the records (ids and kinds only), so no list of the run is held.
  const compiled = new ChatTemplates();
  const split = new SplitPlanner(o.export.split.validation, o.seed);
  for await (const t of o.records()) split.count(t);
  for await (const t of o.records()) split.offer(t);
  const splits = ['train', 'validation'] as const;
  const formats = [openaiFormat, ...o.formats.filter((f) => f.name !== openaiFormat.name)];
  const writers = new Map<string, JsonlWriter>();
  for (const fmt of formats) for (const s of splits) writers.set(`${fmt.name}:${s}`, await o.out.jsonl(join(fmt.dir, `${s}.jsonl`)));
  // Failures stream into the report as they happen: a run where every record fails a template holds none of them.
  const report = await o.out.jsonl('template-report.jsonl');
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
  const byExecution: Record<string, number> = {};
  for await (const raw of o.records()) {
    stats.in++;
    let t: Trajectory = raw;
    if (o.export.template) {
      const fit = fitToTemplate(t, o.export.template, compiled);
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
      const r = renderTrajectory(t, name, compiled);
      const tally = templates[name] as TemplateTally;
      if (r.ok) tally.rendered++;
      else {
        tally[r.failure]++;
        await failed({ id: t.id, template: name, error: r.error, failure: r.failure });
      }
    }
    // A line one format cannot use drops the record from every format, so the splits stay the same records.
    const lines = formats.map((fmt) => ({ fmt, line: fmt.convert(t, o.export) }));
    const bad = lines.map(({ fmt, line }) => ({ fmt, issue: fmt.check?.(line)[0] })).find((x) => x.issue);
    if (bad?.issue) {
      drop(stats, `export.${bad.fmt.name}_format.${bad.issue.rule}`);
      o.log(`export    ${t.id}: dropped, not ${bad.fmt.name} format: ${bad.issue.rule} at ${bad.issue.path}: ${bad.issue.message}`);
      continue;
    }
    const side = split.isValidation(t) ? 'validation' : 'train';
    for (const { fmt, line } of lines) {
      await writers.get(`${fmt.name}:${side}`)?.write(line);
      const c = (counts[fmt.name] ??= { train: 0, validation: 0 });
      c[side] = (c[side] ?? 0) + 1;
    }
    byKind[t.kind] = (byKind[t.kind] ?? 0) + 1;
    for (const c of t.calls) byServer[c.serverId] = (byServer[c.serverId] ?? 0) + 1;
    for (const c of t.calls) if (c.execution) byExecution[c.execution] = (byExecution[c.execution] ?? 0) + 1;
    stats.out++;
  }
  for (const w of writers.values()) await w.close();
  await report.close();
  for (const [name, tally] of Object.entries(templates)) {
    for (const kind of ['refused', 'error', 'unsupported'] as const) if (tally[kind] > 0) stats.extra[`${name}_${kind}`] = tally[kind];
  }
  if (firstFailure) {
    const first = firstFailure;
    o.log(`export    ${templateFailures} template rejections (first: ${first.id} under ${first.template}: ${first.error}); pass --template <name> to fit them`);
  }
  const rejects: Record<string, number> = {};
  if (o.rejectsPath && existsSync(o.rejectsPath)) {
    for await (const r of readJsonl(o.rejectsPath, RejectSchema)) rejects[`${r.step} ${r.code}`] = (rejects[`${r.step} ${r.code}`] ?? 0) + 1;
  }
  const sections = [qualitySection(o.out.path('.')), sandboxSection(o.out.path('.')), decontamSection(o.out.path('.'))].filter((x): x is { title: string; body: string } => x !== undefined);
  const card = renderCard({ name: o.name, ...(o.description ? { description: o.description } : {}), seed: o.seed, splits: counts, byKind, byServer, byExecution, rejects, templates, sections, config: o.config });
  o.out.text('README.md', card);
  // The manifest hashes what is about to be committed: the closed temporary files and the card's text.
  const files = [...writers.values(), report].map((w) => ({ path: w.path, data: w.dataPath }));
  const manifest = await manifestOf(o.out.path('.'), [...files, { path: o.out.path('README.md'), text: card }], { name: o.name, seed: o.seed, createdBy: 'toolforge export' });
  o.out.text('manifest.json', JSON.stringify(manifest, null, 2) + '\n');
  return { files: [...files.map((f) => f.path), o.out.path('README.md'), o.out.path('manifest.json')], templateFailures };
}
