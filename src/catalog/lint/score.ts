// The 0-100 score of a tool from its findings, and the pass rule generators use.
import type { Finding, Severity } from './finding.js';

export const SEVERITY_WEIGHT: Record<Severity, number> = { error: 25, warning: 8, info: 2 };

/** Each distinct rule costs its weight once: ten untyped properties are one problem, not ten. */
export function scoreFindings(findings: readonly Finding[]): number {
  const worst = new Map<string, number>();
  for (const f of findings) worst.set(f.rule, Math.max(worst.get(f.rule) ?? 0, SEVERITY_WEIGHT[f.severity]));
  let penalty = 0;
  for (const w of worst.values()) penalty += w;
  return Math.max(0, 100 - penalty);
}

export const DEFAULT_PASS_SCORE = 70;

/** A tool passes when it has no error and scores at least `minScore`. */
export function passes(result: { score: number; findings: readonly Finding[] }, minScore = DEFAULT_PASS_SCORE): boolean {
  return result.score >= minScore && !result.findings.some((f) => f.severity === 'error');
}
