// Before the first record moves: every artifact a step reads is written by an earlier step, or is already on disk.
import { ConfigError } from '../util/errors.js';
import type { Artifacts } from './artifacts.js';
import { stepsOf, type PipelineStep } from './config.js';
import type { Registries } from './registry.js';

export function checkInputs(file: string, steps: readonly PipelineStep[], artifacts: Artifacts, registries: Registries): void {
  const available = new Set<string>();
  for (const { step } of steps) {
    for (const need of [...(step.input ? [step.input.name] : []), ...(step.reads ?? [])]) {
      if (available.has(need) || artifacts.exists(need)) continue;
      const writers = stepsOf(registries)
        .values()
        .filter((s) => s.output?.name === need || s.produces?.includes(need))
        .map((s) => s.name);
      throw new ConfigError(
        `${file}: step "${step.name}" reads ${need}, which no earlier step writes and ${artifacts.path(need)} does not exist; ${writers.length ? `list ${writers.join(' or ')} before it` : 'give the file'}`,
      );
    }
    if (step.output) available.add(step.output.name);
    for (const p of step.produces ?? []) available.add(p);
  }
}
