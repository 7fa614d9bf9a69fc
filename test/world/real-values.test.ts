// Values over the real catalog: a sample of pipelines/real-catalog.json played in the simulated world, measured by
// the run's own quality step (formatValid, randomStrings, lorem) and, for results, by the same format check applied
// to what each tool returned. The run stops after quality: export has its own tests.
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { loadPipeline, pipelineFromValue } from '../../src/toolforge.js';
import { runPipeline, type RunResult } from '../../src/core/pipeline.js';
import { FormatChecker } from '../../src/quality/formats.js';
import type { QualityFigures } from '../../src/quality/figures.js';
import type { Trajectory } from '../../src/records/index.js';
import { PROJECT, readLines, tempDir } from '../helpers.js';

const COUNT = 300;
const dir = tempDir('tf-real-values-');

/** Every string a tool returned whose key promises a format, judged by that format: [valid, all]. */
function resultFormats(records: Trajectory[]): [number, number, string[]] {
  const check = new FormatChecker();
  let ok = 0;
  let all = 0;
  const bad: string[] = [];
  const walk = (v: unknown, key: string): void => {
    if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
    else if (typeof v === 'string') {
      const verdicts = check.formatsOf(key, undefined).map((f) => check.keeps(f, v, undefined));
      if (verdicts.length === 0) return;
      all++;
      if (verdicts.every(Boolean)) ok++;
      else bad.push(`${key}=${v.slice(0, 40)}`);
    }
  };
  for (const t of records) {
    for (const m of t.messages) {
      if (m.role !== 'tool') continue;
      try {
        walk(JSON.parse(m.content as string), '');
      } catch {
        // a plain-text result has no keys to read
      }
    }
  }
  return [ok, all, bad];
}

describe('values over the real catalog', () => {
  let result: RunResult;
  let figures: QualityFigures;
  beforeAll(async () => {
    const base = await loadPipeline(join(PROJECT, 'pipelines/real-catalog.json'));
    const raw = structuredClone(base.raw) as { generate: { count: number }; execute: Record<string, unknown>; catalog: string; out: string; steps: string[]; seed: number };
    raw.generate.count = COUNT;
    raw.execute.backend = 'simulated';
    raw.steps = raw.steps.filter((s) => s !== 'export');
    raw.seed = 29;
    raw.catalog = join(PROJECT, 'catalogs/npm-real.jsonl');
    raw.out = join(dir, 'run');
    result = await runPipeline(await pipelineFromValue(raw, join(PROJECT, 'pipelines/real-catalog.json')), {}, () => undefined);
    figures = JSON.parse(readFileSync(join(dir, 'run', 'quality.json'), 'utf8')) as QualityFigures;
  }, 180_000);

  it('keeps formats, writes no random strings and no lorem ipsum in its arguments', () => {
    expect(figures.records).toBeGreaterThan(COUNT * 0.9);
    expect(figures.formatValid).toBeGreaterThanOrEqual(0.95);
    expect(figures.randomStrings).toBeLessThanOrEqual(0.02);
    expect(figures.loremRecords).toBe(0);
  });

  it('returns results whose typed fields keep their formats too', () => {
    const [ok, all, bad] = resultFormats(readLines<Trajectory>(result.files.valid as string));
    expect(all).toBeGreaterThan(200);
    expect(ok / all, bad.slice(0, 10).join(', ')).toBeGreaterThanOrEqual(0.97);
  });
});
