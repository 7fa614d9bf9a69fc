// Shared test helpers: temp dirs, the quickstart catalog built once per test file, reading JSONL.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

export function tempDir(prefix = 'tf-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export function readLines<T = unknown>(file: string): T[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as T);
}

export const PROJECT = join(import.meta.dirname, '..');

/** Every value under `key` anywhere in `value` (a tool's parsed result), arrays flattened. */
export function valuesUnder(value: unknown, key: string): unknown[] {
  const out: unknown[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) (k === key ? out.push(x) : walk(x));
  };
  walk(value);
  return out.flat();
}
