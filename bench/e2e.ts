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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/**
 * Each size runs `repeats` times, alternating, and the medians are compared: one process's peak RSS depends on
 * when its collections happened to fall (a single 10k run has peaked anywhere from 231 to 349 MB here).
 */
export function benchE2e(small = 10_000, large = 100_000, repeats = Number(process.env.BENCH_E2E_REPEATS ?? 3)): BenchRow[] {
  const a: ChildResult[] = [];
  const b: ChildResult[] = [];
  for (let i = 0; i < repeats; i++) {
    a.push(runChild(small));
    b.push(runChild(large));
  }
  const rssA = median(a.map((r) => r.maxRssMb));
  const rssB = median(b.map((r) => r.maxRssMb));
  const rss = row({ suite: 'e2e', metric: `peak RSS MB at ${large} vs ${small} tasks (median of ${repeats})`, ours: rssB, baseline: rssA, unit: 'MB', target: '<= 1.2x', note: `each run: ${b.map((r) => r.maxRssMb).join(', ')} vs ${a.map((r) => r.maxRssMb).join(', ')}` });
  return [
    row({ suite: 'e2e', metric: `trajectories/s end to end (simulated tools), ${large} tasks (median of ${repeats})`, ours: median(b.map((r) => (r.n * 1000) / r.ms)), baseline: median(a.map((r) => (r.n * 1000) / r.ms)), unit: 'traj/s', note: `baseline: the same at ${small}` }),
    { ...rss, met: (rss.ratio ?? Infinity) <= 1.2 },
  ];
}
