// Runs validators in order; the first finding rejects the record, and is counted by code. Secrets are redacted first when asked.
import type { Reject, Trajectory } from '../records/index.js';
import { ConfigError } from '../util/errors.js';
import type { ValidateConfig } from './config.js';
import type { Validator, ValidatorContext, ValidatorDef, ValidatorEnv } from './validator.js';
import { formatValidator } from './format.js';
import { schemaValidator } from './schema.js';
import { executionValidator } from './execution.js';
import { redactSecrets } from './safety.js';

/** The structural checks every record gets when no chain is given (format, schema, execution). */
export const DEFAULT_VALIDATORS: readonly Validator[] = [formatValidator, schemaValidator, executionValidator];

/** The chain one run uses (dedup keeps state, so build one per run and close it after), in registry order unless `only` orders it. */
export function buildValidators(defs: readonly ValidatorDef[], config: ValidateConfig, env: ValidatorEnv): Validator[] {
  const byName = new Map(defs.map((d) => [d.name, d]));
  const chosen = config.only
    ? config.only.map((n) => byName.get(n) as ValidatorDef)
    : defs.filter((d) => (typeof d.byDefault === 'function' ? d.byDefault(config) : d.byDefault));
  const run = chosen.filter((d) => !config.skip.includes(d.name));
  if (run.length === 0) throw new ConfigError(`validate: every validator is left out (only: ${config.only?.join(', ') ?? 'all'}, skip: ${config.skip.join(', ')}); run at least one`);
  return run.map((d) => d.create(config, env));
}

export function validateTrajectory(t: Trajectory, ctx: ValidatorContext, validators: readonly Validator[] = DEFAULT_VALIDATORS): Reject | null {
  for (const v of validators) {
    const finding = v.check(t, ctx);
    if (finding) return { id: t.id, taskId: t.taskId, step: `validate.${v.name}`, ...finding };
  }
  return null;
}

/** Redact (when the policy says so), then validate: the record to keep, or why it was dropped. */
export function validateAndClean(
  t: Trajectory,
  ctx: ValidatorContext,
  validators: readonly Validator[],
  secrets: 'redact' | 'reject',
): { ok: true; trajectory: Trajectory; redacted: number } | { ok: false; reject: Reject } {
  const { trajectory, redacted } = secrets === 'redact' ? redactSecrets(t) : { trajectory: t, redacted: 0 };
  const reject = validateTrajectory(trajectory, ctx, validators);
  return reject ? { ok: false, reject } : { ok: true, trajectory, redacted };
}
