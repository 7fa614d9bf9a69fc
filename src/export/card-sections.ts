// Card sections from what earlier steps left in the run directory: the sandbox the execute step ran servers in and
// which of its walls were not in force, the quality step's figures, the decontamination tally. A file that is not there is a section that is not written.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { DecontamSummarySchema, QualityFileSchema, qualityRows } from '../records/index.js';
import { renderDecontamTable } from './decontam-table.js';

const SandboxFileSchema = z.object({
  mode: z.string(),
  uidDropped: z.boolean().optional(),
  walls: z.record(z.string(), z.boolean()).optional(),
  missing: z.array(z.string()).default([]),
});

/** The card's "Sandbox" section from `<run>/sandbox.json`, or none. */
export function sandboxSection(outDir: string): { title: string; body: string } | undefined {
  const file = join(outDir, 'sandbox.json');
  if (!existsSync(file)) return undefined;
  const parsed = SandboxFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) return undefined;
  const s = parsed.data;
  const walls = Object.entries(s.walls ?? {}).map(([name, held]) => `| ${name} | ${held ? 'in force' : '**not in force**'} |`);
  const lines = [
    `Real servers ran with sandbox **${s.mode}**${s.uidDropped === false ? ', as root (the process cap does not hold for root)' : ''}.`,
    s.missing.length ? `Walls not in force: ${s.missing.join(', ')}.` : 'Every wall was in force.',
    ...(walls.length ? ['', '| wall | state |', '| --- | --- |', ...walls] : []),
  ];
  return { title: 'Sandbox', body: lines.join('\n') };
}

/** The card's "Decontamination" section from `<run>/decontam.json` (the decontam validator's tally), or none. */
export function decontamSection(outDir: string): { title: string; body: string } | undefined {
  const file = join(outDir, 'decontam.json');
  if (!existsSync(file)) return undefined;
  const parsed = DecontamSummarySchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  return parsed.success ? { title: 'Decontamination', body: renderDecontamTable(parsed.data) } : undefined;
}

/** The card's "Quality" section from `<run>/quality.json` (the quality step's figures beside their bars), or none. */
export function qualitySection(outDir: string): { title: string; body: string } | undefined {
  const file = join(outDir, 'quality.json');
  if (!existsSync(file)) return undefined;
  const parsed = QualityFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) return undefined;
  const rows = qualityRows(parsed.data);
  const missed = rows.filter((r) => !r.met).length;
  return {
    title: 'Quality',
    body: [
      `Measured by the quality step over the ${parsed.data.records} exported records (quality.json); ${missed === 0 ? 'every figure meets its bar' : `**${missed} figure${missed === 1 ? '' : 's'} miss${missed === 1 ? 'es' : ''} the bar**`}.`,
      '',
      '| figure | value | bar | |',
      '| --- | --- | --- | --- |',
      ...rows.map((r) => `| ${r.label} | ${r.value} | ${r.target} | ${r.met ? 'met' : '**missed**'} |`),
    ].join('\n'),
  };
}
