// Fault injection for the kill tests: with TOOLFORGE_CRASH_AT=<step>:<point>, the process kills itself with SIGKILL
// there, as `kill -9` would, at a point a test can name rather than a moment it has to guess.
export type CrashPoint = 'record' | 'shard' | 'merge' | 'finish' | 'commit' | 'catalog' | 'diff';

export function crashPoint(step: string, point: CrashPoint): void {
  if (process.env.TOOLFORGE_CRASH_AT === `${step}:${point}`) process.kill(process.pid, 'SIGKILL');
}
