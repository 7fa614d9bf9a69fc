// Runs validators in order; the first finding rejects the record, and is counted by code. Secrets are redacted first when asked.
import type { Reject, Trajectory } from '../records/index.js';
import type { Validator, ValidatorContext } from './validator.js';
import { formatValidator } from './format.js';
import { schemaValidator } from './schema.js';
import { executionValidator } from './execution.js';
import { semanticValidator } from './semantic.js';
import { makeSafetyValidator, redactSecrets } from './safety.js';
import { makeDedupValidator } from './dedup.js';
import { makeLengthValidator } from './length.js';

export const DEFAULT_VALIDATORS: readonly Validator[] = [formatValidator, schemaValidator, executionValidator];

export interface ValidateOptions {
  secrets: 'redact' | 'reject';
  maxTokens: number;
  dedupThreshold: number;
  /** Validator names to leave out (e.g. ["semantic"]). */
  skip: readonly string[];
  /** A tool result that tries to steer the model: drop the record, or keep it as a labelled adversarial example. */
  resultInjection?: 'drop' | 'keep';
}

export const VALIDATOR_NAMES = ['format', 'schema', 'execution', 'semantic', 'safety', 'dedup', 'length'] as const;

/** The full chain for one run (dedup keeps state, so build one per run). */
export function buildValidators(o: ValidateOptions): Validator[] {
  const all = [formatValidator, schemaValidator, executionValidator, semanticValidator, makeSafetyValidator({ secrets: o.secrets, ...(o.resultInjection ? { resultInjection: o.resultInjection } : {}) }), makeDedupValidator({ threshold: o.dedupThreshold }), makeLengthValidator({ maxTokens: o.maxTokens })];
  return all.filter((v) => !o.skip.includes(v.name));
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
