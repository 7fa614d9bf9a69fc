// The quality figures a run writes to quality.json, read back by the dataset card and report.html, with the bar each
// figure is held to (issue #14's "done when"): one table of targets, so the card, the report and the tests agree.
import { z } from 'zod';

export const QualityFileSchema = z
  .object({
    records: z.number(),
    kindShares: z.record(z.string(), z.number()).default({}),
    contradictions: z.number().default(0),
    descriptionCopy8: z.number(),
    descriptionCopy5: z.number(),
    dictatedArguments: z.number(),
    inferredArguments: z.number(),
    openingsPerRecord: z.number(),
    topOpeningShare: z.number(),
    distinct3: z.number(),
    loremRecords: z.number(),
    randomStrings: z.number(),
    formatValid: z.number(),
    rawResultAnswers: z.number(),
    // Written since 2026-12-06; a quality.json from before reads as 0.
    fieldReadouts: z.number().default(0),
    unaskedTimes: z.number().default(0),
    systemPrompts: z.number(),
  })
  .passthrough();
export type QualityFile = z.infer<typeof QualityFileSchema>;

export interface QualityTarget {
  figure: keyof QualityFile & string;
  label: string;
  /** The figure must be at most (max) or at least (min) the bar. */
  bound: 'max' | 'min';
  bar: number;
  /** Shown as a percentage (a share) or as a number. */
  percent: boolean;
}

export const QUALITY_TARGETS: readonly QualityTarget[] = [
  { figure: 'descriptionCopy8', label: 'user messages with ≥8 words in a row from a called tool’s description', bound: 'max', bar: 0.01, percent: true },
  { figure: 'descriptionCopy5', label: 'user messages with ≥5 words in a row from a called tool’s description', bound: 'max', bar: 0.1, percent: true },
  { figure: 'dictatedArguments', label: 'records dictating every argument as “field value”', bound: 'max', bar: 0.2, percent: true },
  { figure: 'inferredArguments', label: 'records with a value inferred from the wording', bound: 'min', bar: 0.5, percent: true },
  { figure: 'openingsPerRecord', label: 'distinct 3-word openings per record', bound: 'min', bar: 0.5, percent: false },
  { figure: 'topOpeningShare', label: 'records sharing the commonest opening', bound: 'max', bar: 0.03, percent: true },
  { figure: 'distinct3', label: 'distinct word-trigram ratio of user text', bound: 'min', bar: 0.7, percent: false },
  { figure: 'loremRecords', label: 'records with lorem ipsum', bound: 'max', bar: 0, percent: false },
  { figure: 'randomStrings', label: 'random strings in natural-language fields', bound: 'max', bar: 0.02, percent: true },
  { figure: 'formatValid', label: 'format-typed values that are valid', bound: 'min', bar: 0.95, percent: true },
  { figure: 'rawResultAnswers', label: 'final answers containing the raw result', bound: 'max', bar: 0.05, percent: true },
  { figure: 'unaskedTimes', label: 'final answers saying when a record changed, though no one asked', bound: 'max', bar: 0.01, percent: true },
];

export interface QualityRow {
  label: string;
  value: string;
  target: string;
  met: boolean;
}

const show = (x: number, percent: boolean): string => (percent ? `${(x * 100).toFixed(1)}%` : String(Math.round(x * 1000) / 1000));

/** Each figure beside its bar, plus every kind's share (each at least 8%). */
export function qualityRows(q: QualityFile): QualityRow[] {
  const rows = QUALITY_TARGETS.map((t) => {
    const v = Number(q[t.figure] ?? 0);
    return { label: t.label, value: show(v, t.percent), target: `${t.bound === 'max' ? '≤' : '≥'} ${show(t.bar, t.percent)}`, met: t.bound === 'max' ? v <= t.bar : v >= t.bar };
  });
  for (const [kind, share] of Object.entries(q.kindShares)) rows.push({ label: `share of ${kind}`, value: show(share, true), target: '≥ 8.0%', met: share >= 0.08 });
  return rows;
}
