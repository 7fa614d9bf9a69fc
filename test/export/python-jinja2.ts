// Python's Jinja2 as the oracle for our renderer: test/export/jinja2-oracle.py renders what transformers would.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { templatesDir } from '../../src/export/templates.js';

export type OracleResult = { ok: true; text: string } | { ok: false; error: string };

/** Whether python3 with Jinja2 is here (CI installs python3-jinja2). */
export function hasPythonJinja2(): boolean {
  return spawnSync('python3', ['-c', 'import jinja2'], { stdio: 'ignore' }).status === 0;
}

/** Render each request (a shared template by name, or template source) with Python's Jinja2 in one python3 process. */
export function renderWithPython(requests: Array<({ template: string } | { source: string }) & { context: Record<string, unknown> }>): OracleResult[] {
  const line = (r: (typeof requests)[number]) => ('template' in r ? { template: join(templatesDir(), `${r.template}.jinja`), context: r.context } : r);
  const input = requests.map((r) => JSON.stringify(line(r))).join('\n') + '\n';
  const p = spawnSync('python3', [join(import.meta.dirname, 'jinja2-oracle.py')], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (p.status !== 0) throw new Error(`jinja2 oracle failed: ${p.stderr}`);
  return p.stdout.trim().split('\n').map((l) => JSON.parse(l) as OracleResult);
}
