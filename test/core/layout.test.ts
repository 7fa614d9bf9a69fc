// The layout of DESIGN.md, checked: no import cycle in src/, no import from a lower floor to a higher one, no step
// folder importing another, and no source file over 300 lines.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { PROJECT } from '../helpers.js';

const SRC = join(PROJECT, 'src');
/** Floors, low to high: a file may import from its own floor or lower ones. */
const FLOOR: Record<string, number> = { util: 0, records: 1, schema: 2, mcp: 3, llm: 3, profile: 4, catalog: 5, servers: 6, core: 7, world: 8, crawl: 9, generate: 9, execute: 9, validate: 9, quality: 9, export: 9, serve: 10, 'toolforge.ts': 10, cli: 11 };
const STEPS = new Set(['crawl', 'generate', 'execute', 'validate', 'quality', 'export']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
  });
}

/** Relative imports of a file (static, re-exports, type-only and dynamic with a literal), resolved to .ts files. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map((m) => (m[1] ?? m[2]) as string);
  return specs.map((s) => resolve(dirname(file), s.replace(/\.js$/, '.ts')));
}

const floorOf = (file: string) => relative(SRC, file).split('/')[0] as string;
const all = files(SRC);
const graph = new Map(all.map((f) => [f, importsOf(f)]));

describe('the layout of src/', () => {
  it('imports only from its own floor or lower ones, and a step folder never imports another', () => {
    const wrong: string[] = [];
    for (const [file, deps] of graph) {
      const from = floorOf(file);
      for (const dep of deps) {
        const to = floorOf(dep);
        if (FLOOR[from] === undefined || FLOOR[to] === undefined) wrong.push(`${relative(SRC, file)}: floor of ${from} or ${to} unknown`);
        else if ((FLOOR[from] as number) < (FLOOR[to] as number)) wrong.push(`${relative(SRC, file)} (${from}) imports ${relative(SRC, dep)} (${to}), a higher floor`);
        else if (STEPS.has(from) && STEPS.has(to) && from !== to) wrong.push(`${relative(SRC, file)} (step ${from}) imports step ${to}: ${relative(SRC, dep)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has no import cycle', () => {
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (file: string, path: string[]): void => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...path.slice(path.indexOf(file)), file].map((f) => relative(SRC, f)).join(' -> '));
        return;
      }
      state.set(file, 'open');
      for (const dep of graph.get(file) ?? []) visit(dep, [...path, file]);
      state.set(file, 'done');
    };
    for (const f of all) visit(f, []);
    expect(cycles).toEqual([]);
  });

  it('has no source file over 300 lines', () => {
    const long = all.map((f) => [relative(SRC, f), readFileSync(f, 'utf8').split('\n').length] as const).filter(([, n]) => n > 300);
    expect(long).toEqual([]);
  });

  it('loads no package data at import that a process may never use', () => {
    // faker's index loads every locale it has (a second in each process: each CLI start, each test file); the English
    // module holds the same definitions. The tokenizer's tables load on the first count (util/token-count.ts).
    const heavy = all.flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/^import\s+(?!type\s)[^'"]*from\s*['"](@faker-js\/faker|gpt-tokenizer[^'"]*)['"]/gm)].map((m) => `${relative(SRC, f)}: ${m[1]}`),
    );
    expect(heavy).toEqual([]);
  });

  it('starts every source file with one line saying what it is for', () => {
    const bare = all.filter((f) => !readFileSync(f, 'utf8').startsWith('// ')).map((f) => relative(SRC, f));
    expect(bare).toEqual([]);
  });
});
