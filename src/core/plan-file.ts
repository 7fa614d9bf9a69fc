// A step without an input artifact plans its own units (generate's drafts, crawl's sources). The plan is written
// once per step key, through a temporary file, so shards, workers and a resumed run all read the same units.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../util/atomic.js';
import { ConfigError } from '../util/errors.js';
import { sha256 } from '../util/hash.js';
import { JsonlWriter, readJsonl } from '../util/jsonl.js';
import type { RunContext, StepContext } from './context.js';
import { stepContext } from './context.js';
import type { Item } from './drive.js';
import { newStats, type StepStats } from './stats.js';
import type { Step } from './step.js';

/** The plan's units with their ids, straight from `plan` (pipes plan in memory, as they go). */
export async function* planItems<I>(step: Step<unknown, I>, ctx: StepContext): AsyncGenerator<Item<I>> {
  if (!step.plan) throw new ConfigError(`step ${step.name} has neither an input nor a plan`);
  for await (const record of step.plan(ctx)) {
    yield { record, ids: step.recordId?.(record) ?? { id: `unit_${sha256(JSON.stringify(record)).slice(0, 16)}` } };
  }
}

/** Write `<dir>/plan.jsonl` unless the plan of this key is there already; the planning's own stats go beside it. */
export async function writePlan(run: RunContext, step: Step, config: unknown, dir: string, key: string): Promise<string> {
  const file = join(dir, 'plan.jsonl');
  const keyFile = join(dir, 'plan.key');
  if (existsSync(file) && existsSync(keyFile) && (await readFile(keyFile, 'utf8')) === key) return file;
  const stats = newStats(step.name);
  const ctx = stepContext(run, step.name, config, stats);
  const out = await JsonlWriter.open(file, { atomic: true });
  try {
    for await (const item of planItems(step, ctx)) await out.write(item.record);
  } catch (err) {
    await out.abort();
    throw err;
  }
  await out.commit();
  await writeFileAtomic(join(dir, 'plan-stats.json'), JSON.stringify(stats));
  await writeFileAtomic(keyFile, key);
  return file;
}

/** What planning counted (drops such as generate.no_fit_*), to add to the step's stats. */
export async function planStats(dir: string): Promise<StepStats | undefined> {
  const file = join(dir, 'plan-stats.json');
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as StepStats) : undefined;
}

/** The step's records as `finish` reads them, checked against the output schema (or the input's when they pass through). */
export function recordsOf<O>(step: Step<unknown, unknown, O>, file: string): AsyncIterable<O> {
  const schema = (step.process ? step.output?.schema : (step.input?.schema ?? step.output?.schema)) as z.ZodType<O> | undefined;
  return readJsonl(file, schema ?? (z.unknown() as z.ZodType<O>));
}
