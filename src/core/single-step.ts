// One step on its own, as the CLI's stage commands run it: records from a file or stdin, to a file or stdout, with
// the run's chores (rejects, stats, concurrency) and no checkpoints.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ConfigError } from '../util/errors.js';
import type { LlmClient } from '../llm/client.js';
import { Artifacts } from './artifacts.js';
import { createRunContext, type RunContext } from './context.js';
import type { Registries } from './registry.js';
import { lineReporter, type Reporter } from './reporter.js';
import { runStep, type StepResult } from './run-step.js';
import type { Step } from './step.js';
import type { CleanupRegistry } from '../servers/cleanup.js';

export interface SingleStepIo {
  /** The step's input records ("-" for stdin). */
  input?: string;
  /** Its output records ("-" for stdout). */
  output?: string;
  /** Its rejects file. */
  rejects?: string;
  /** Paths of artifacts it reads or produces besides input and output (catalog, tasks). */
  artifacts?: Record<string, string>;
  /** Base of relative output paths (export's dataset folder). */
  outDir?: string;
  seed?: number;
  name?: string;
  now?: string;
  /** What an interrupt must stop and remove (the CLI installs the signal handlers). */
  cleanup?: CleanupRegistry;
}

export interface SingleStepRun {
  run: RunContext;
  /** Run the step once; in batch mode, `client` answers every LLM request of the step. */
  once(client?: LlmClient): Promise<StepResult>;
  dispose(): Promise<void>;
}

export function singleStep(registries: Registries, step: Step, config: unknown, io: SingleStepIo, sink: ((line: string) => void) | Reporter = (l) => process.stderr.write(l + '\n')): SingleStepRun {
  const reporter = typeof sink === 'function' ? lineReporter(sink) : sink;
  const outDir = resolve(io.outDir ?? (io.output && io.output !== '-' ? dirname(io.output) : '.'));
  // Paths a user gave are theirs, relative to where they ran the command, not to the output's folder.
  const paths: Record<string, string> = Object.fromEntries(Object.entries(io.artifacts ?? {}).map(([name, p]) => [name, resolve(p)]));
  // A file the step reads whole and the user named must be there: an empty read would make an empty run, silently.
  for (const name of step.reads ?? []) {
    const p = paths[name];
    if (p && !existsSync(p)) throw new ConfigError(`${io.artifacts?.[name]}: no such ${name} file; give the path of an existing one (--${name})`);
  }
  if (step.input && io.input && io.input !== '-') paths[step.input.name] = resolve(io.input);
  if (step.output && io.output && io.output !== '-') paths[step.output.name] = resolve(io.output);
  const run = createRunContext({
    outDir,
    pipeline: { name: io.name ?? step.name, seed: io.seed ?? 1 },
    settings: { [step.configKey ?? step.name]: config },
    registries,
    artifacts: new Artifacts(outDir, paths),
    reporter,
    now: io.now ?? process.env.TOOLFORGE_NOW ?? new Date().toISOString(),
    ...(io.cleanup ? { cleanup: io.cleanup } : {}),
  });
  const options = { config, key: 'single', ...(io.rejects ? { rejects: io.rejects } : {}), ...(io.input ? { input: io.input } : {}), ...(io.output ? { output: io.output } : {}) };
  return {
    run,
    once: (client) => runStep(client ? { ...run, llm: () => client } : run, step, options),
    dispose: () => run.resources.dispose(),
  };
}
