// The benchmark test-item extracts (data/benchmarks): where they are, what a line holds, and the hash that keys the index.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { ConfigError } from '../util/errors.js';
import { PROJECT_ROOT } from '../util/project.js';
import { formatZodIssue } from '../util/zod-errors.js';
import { NORMALISATION } from './decontam-text.js';

export const BenchmarkItemSchema = z.object({
  benchmark: z.string().regex(/^[a-z0-9_]+$/, 'a lower-case name (it becomes the reject code decontam.<benchmark>)'),
  subset: z.string(),
  id: z.string().min(1),
  user: z.array(z.string()),
  functions: z.array(z.string()),
});
export type BenchmarkItem = z.infer<typeof BenchmarkItemSchema>;

export interface BenchmarkFile {
  /** The file's name without .jsonl(.gz): every line's `benchmark` must say the same. */
  benchmark: string;
  path: string;
}

/** data/benchmarks in the project: shipped with the code, so a fresh clone can check without ../shared. */
export function defaultBenchmarkDir(): string {
  return join(PROJECT_ROOT, 'data', 'benchmarks');
}

/** One benchmark per <name>.jsonl.gz (or plain <name>.jsonl, e.g. ../shared/benchmarks itself), by name. */
export function listBenchmarkFiles(dir: string): BenchmarkFile[] {
  if (!existsSync(dir)) throw new ConfigError(`${dir}: no benchmark folder; a checkout has data/benchmarks, or pass the folder of <name>.jsonl(.gz) extracts`);
  const byName = new Map<string, string>();
  for (const f of readdirSync(dir).sort()) {
    const m = /^([a-z0-9_]+)\.jsonl(\.gz)?$/.exec(f);
    if (!m) continue;
    const name = m[1] as string;
    if (byName.has(name)) throw new ConfigError(`${dir}: both ${name}.jsonl and ${name}.jsonl.gz; keep one`);
    byName.set(name, join(dir, f));
  }
  if (byName.size === 0) throw new ConfigError(`${dir}: no <name>.jsonl or <name>.jsonl.gz benchmark extracts in it`);
  return [...byName].map(([benchmark, path]) => ({ benchmark, path }));
}

/**
 * What the index is built from, as one hash: the normalisation version and every file's name and bytes.
 * Reading the gzipped bytes (0.8 MB) costs a few milliseconds per open.
 */
export function dataHash(files: readonly BenchmarkFile[]): string {
  const h = createHash('sha256').update(`normalisation ${NORMALISATION}\n`);
  for (const f of files) h.update(`${f.benchmark}\n`).update(readFileSync(f.path));
  return h.digest('hex');
}

export function* readBenchmarkItems(file: BenchmarkFile): Generator<BenchmarkItem> {
  const raw = readFileSync(file.path);
  const text = (file.path.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
  let line = 0;
  for (const l of text.split('\n')) {
    line++;
    if (l.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(l);
    } catch (err) {
      throw new ConfigError(`${file.path}:${line}: not valid JSON (${(err as Error).message}); re-run data/benchmarks/sync.sh`);
    }
    const parsed = BenchmarkItemSchema.safeParse(value);
    if (!parsed.success) throw new ConfigError(`${file.path}:${line}: ${parsed.error.issues[0] ? formatZodIssue(parsed.error.issues[0]) : 'invalid item'}`);
    if (parsed.data.benchmark !== file.benchmark) throw new ConfigError(`${file.path}:${line}: benchmark "${parsed.data.benchmark}" in a file named for "${file.benchmark}"`);
    yield parsed.data;
  }
}
