// The composition root: every built-in step and extension registered into a fresh Registries, plugins on top, and
// the pipeline loaders the CLI, tests and benches use. This file sits above every step (DESIGN.md, "Registries").
import { dirname } from 'node:path';
import { Registries } from './core/registry.js';
import { DEFAULT_STEPS, resolvePipeline, stepsOf, type Pipeline } from './core/config.js';
import { readPipelineFile, parsePipelineText } from './core/config-file.js';
import { loadPlugins } from './core/plugins.js';
import type { Step } from './core/step.js';
import { singleStep, type SingleStepIo } from './core/single-step.js';
import type { StepStats } from './core/stats.js';
import { crawlStep } from './crawl/step.js';
import { toolsStep } from './generate/tools/step.js';
import { generateStep } from './generate/step.js';
import { executeStep } from './execute/step.js';
import { validateStep } from './validate/step.js';
import { qualityStep } from './quality/step.js';
import { exportStep } from './export/step.js';
import { BUILTIN_VALIDATORS } from './validate/validators.js';
import { validatorsOf } from './validate/registry.js';
import type { ValidatorDef } from './validate/validator.js';
import { BUILTIN_FORMATS, formatsOf, type FormatDef } from './export/formats.js';
import { BUILTIN_SOURCES } from './crawl/source-kinds.js';
import { sourcesOf, type SourceDef } from './crawl/source-def.js';
import { BUILTIN_BACKENDS } from './execute/backends.js';
import { backendsOf, type BackendDef } from './execute/backend.js';
import { BUILTIN_KINDS } from './generate/tasks/kinds.js';
import { kindsOf, type KindDef } from './generate/tasks/kind-def.js';

/** The built-in steps, in the order a default pipeline runs them (plus `tools`, which a pipeline lists when it wants it). */
export const BUILTIN_STEPS: readonly Step[] = [crawlStep, toolsStep, generateStep, executeStep, validateStep, qualityStep, exportStep];

/** What a plugin's `register(api)` gets: one `register` per extension point. */
export interface PluginApi {
  registries: Registries;
  step(step: Step): void;
  validator(def: ValidatorDef): void;
  format(def: FormatDef): void;
  source(def: SourceDef): void;
  backend(def: BackendDef): void;
  kind(def: KindDef): void;
  codes(owner: string, docs: Record<string, string>): void;
}

export function pluginApi(registries: Registries): PluginApi {
  return {
    registries,
    step: (s) => {
      stepsOf(registries).register(s);
      registries.addCodes(s.name, s.codes ?? {});
    },
    validator: (d) => {
      validatorsOf(registries).register(d);
      registries.addCodes(`validate.${d.name}`, d.codes);
    },
    format: (d) => void formatsOf(registries).register(d),
    source: (d) => void sourcesOf(registries).register(d),
    backend: (d) => void backendsOf(registries).register(d),
    kind: (d) => void kindsOf(registries).register(d),
    codes: (owner, docs) => registries.addCodes(owner, docs),
  };
}

/** A fresh set of registries holding every built-in entry. */
export function createRegistries(): Registries {
  const registries = new Registries();
  const api = pluginApi(registries);
  for (const s of BUILTIN_STEPS) api.step(s);
  for (const v of BUILTIN_VALIDATORS) api.validator(v);
  for (const f of BUILTIN_FORMATS) api.format(f);
  for (const s of BUILTIN_SOURCES) api.source(s);
  for (const b of BUILTIN_BACKENDS) api.backend(b);
  for (const k of BUILTIN_KINDS) api.kind(k);
  return registries;
}

/** Plugins named by the file (`plugins`) and by the caller, loaded into `registries`. */
async function withPlugins(value: unknown, file: string, registries: Registries, extra: readonly string[]): Promise<void> {
  const named = value && typeof value === 'object' && Array.isArray((value as { plugins?: unknown }).plugins) ? ((value as { plugins: unknown[] }).plugins.filter((p) => typeof p === 'string') as string[]) : [];
  await loadPlugins(named, dirname(file), pluginApi(registries), `${file}: plugins`);
  await loadPlugins(extra, process.cwd(), pluginApi(registries), '--plugin');
}

export interface LoadOptions {
  /** More plugin files (`--plugin`), relative to the current directory. */
  plugins?: readonly string[];
  /** Registries to load into instead of fresh built-ins. */
  registries?: Registries;
}

/** A pipelines/*.json, *.yaml or *.yml file, checked against the built-in registries and its plugins. */
export async function loadPipeline(file: string, options: LoadOptions = {}): Promise<Pipeline> {
  const source = await readPipelineFile(file);
  const registries = options.registries ?? createRegistries();
  await withPlugins(source.value, file, registries, options.plugins ?? []);
  return resolvePipeline(source.value, file, registries, source.locate, DEFAULT_STEPS);
}

/** A pipeline from a value already in memory (tests, benches, workers); `file` names it in errors. */
export async function pipelineFromValue(value: unknown, file = '(pipeline)', options: LoadOptions = {}): Promise<Pipeline> {
  const registries = options.registries ?? createRegistries();
  await withPlugins(value, file, registries, options.plugins ?? []);
  return resolvePipeline(value, file, registries, undefined, DEFAULT_STEPS);
}

/** A pipeline from the text of a file (JSON or YAML by `file`'s name). */
export async function pipelineFromText(text: string, file: string, options: LoadOptions = {}): Promise<Pipeline> {
  const source = parsePipelineText(text, file);
  const registries = options.registries ?? createRegistries();
  await withPlugins(source.value, file, registries, options.plugins ?? []);
  return resolvePipeline(source.value, file, registries, source.locate, DEFAULT_STEPS);
}

/** A registered step by name, with a one-line error naming the known ones. */
export function stepNamed(registries: Registries, name: string): Step {
  return stepsOf(registries).get(name);
}

/** Run one built-in (or registered) step over files, as the CLI's stage commands do; returns its stats. */
export async function runStepFiles(name: string, config: unknown, io: SingleStepIo, log: (line: string) => void = () => undefined, registries: Registries = createRegistries()): Promise<StepStats> {
  const run = singleStep(registries, stepNamed(registries, name), config, io, log);
  try {
    const result = await run.once();
    return result.stats;
  } finally {
    await run.dispose();
  }
}
