// End to end offline: trajectories/s and peak RSS at two sizes, each run in its own process; RSS at the
// larger size should stay within 1.2x of the smaller one, because every stage streams.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../src/util/project.js';
import { row, type BenchRow } from './measure.js';

interface ChildResult {
  n: number;
  ms: number;
  exported: number;
  maxRssMb: number;
}

function runChild(n: number): ChildResult {
  const out = execFileSync(process.execPath, [join(PROJECT_ROOT, 'dist-bench/bench/e2e-child.js'), String(n)], { encoding: 'utf8', maxBuffer: 1 << 20 });
  return JSON.parse(out.trim().split('\n').at(-1) as string) as ChildResult;
}

export function benchE2e(small = 10_000, large = 100_000): BenchRow[] {
  const a = runChild(small);
  const b = runChild(large);
  const rss = row({ suite: 'e2e', metric: `peak RSS MB at ${large} vs ${small} tasks`, ours: b.maxRssMb, baseline: a.maxRssMb, unit: 'MB', target: '<= 1.2x' });
  return [
    row({ suite: 'e2e', metric: `trajectories/s end to end (simulated tools), ${large} tasks`, ours: (b.n * 1000) / b.ms, baseline: (a.n * 1000) / a.ms, unit: 'traj/s', note: `baseline: the same at ${small}` }),
    { ...rss, met: (rss.ratio ?? Infinity) <= 1.2 },
  ];
}
