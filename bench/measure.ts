// Measurement helpers for `npm run bench`: rates, ratios and a printed table, all from one run.
export interface BenchRow {
  suite: string;
  metric: string;
  ours: number;
  baseline?: number;
  unit: string;
  /** ours / baseline, where a baseline was measured in this run. */
  ratio?: number;
  target?: string;
  met?: boolean;
  note?: string;
}

export async function timeIt<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await fn();
  return { ms: performance.now() - t0, value };
}

export function rate(count: number, ms: number): number {
  return count / (ms / 1000);
}

export function row(r: Omit<BenchRow, 'ratio'> & { targetRatio?: number; targetAbs?: number }): BenchRow {
  const ratio = r.baseline !== undefined && r.baseline > 0 ? r.ours / r.baseline : undefined;
  let met: boolean | undefined;
  if (r.targetRatio !== undefined && ratio !== undefined) met = ratio >= r.targetRatio;
  if (r.targetAbs !== undefined) met = r.ours >= r.targetAbs;
  const { targetRatio: _a, targetAbs: _b, ...rest } = r;
  return { ...rest, ...(ratio !== undefined ? { ratio: Number(ratio.toFixed(3)) } : {}), ...(met !== undefined ? { met } : {}) };
}

export function printTable(rows: readonly BenchRow[]): void {
  const fmt = (n: number | undefined) => (n === undefined ? '' : n >= 100 ? n.toFixed(0) : n.toFixed(2));
  const lines = [['suite', 'metric', 'ours', 'baseline', 'unit', 'ratio', 'target', 'met']];
  for (const r of rows) lines.push([r.suite, r.metric, fmt(r.ours), fmt(r.baseline), r.unit, r.ratio === undefined ? '' : `${r.ratio.toFixed(2)}x`, r.target ?? '', r.met === undefined ? '' : r.met ? 'yes' : 'NO']);
  const widths = lines[0]!.map((_, i) => Math.max(...lines.map((l) => (l[i] ?? '').length)));
  for (const l of lines) process.stdout.write(l.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ') + '\n');
}
