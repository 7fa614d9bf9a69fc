// Runs validators in order; the first finding rejects the record, and is counted by code.
import type { Reject, Trajectory } from '../records/index.js';
import type { Validator, ValidatorContext } from './validator.js';
import { formatValidator } from './format.js';
import { schemaValidator } from './schema.js';
import { executionValidator } from './execution.js';

export const DEFAULT_VALIDATORS: readonly Validator[] = [formatValidator, schemaValidator, executionValidator];

export function validateTrajectory(t: Trajectory, ctx: ValidatorContext, validators: readonly Validator[] = DEFAULT_VALIDATORS): Reject | null {
  for (const v of validators) {
    const finding = v.check(t, ctx);
    if (finding) return { id: t.id, taskId: t.taskId, step: `validate.${v.name}`, ...finding };
  }
  return null;
}
