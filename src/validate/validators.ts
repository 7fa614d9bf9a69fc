// The validator registry's built-in entries, in the order they run: a new validator is one file plus one line here.
import type { ValidatorDef } from './validator.js';
import { validateConfigSchema } from './config.js';
import { formatValidatorDef } from './format.js';
import { schemaValidatorDef } from './schema.js';
import { executionValidatorDef } from './execution.js';
import { semanticValidatorDef } from './semantic.js';
import { safetyValidatorDef } from './safety.js';
import { dedupValidatorDef } from './dedup.js';
import { lengthValidatorDef } from './length.js';
import { judgeValidatorDef } from './judge.js';
import { decontamValidatorDef } from './decontam.js';

export const BUILTIN_VALIDATORS: readonly ValidatorDef[] = [
  formatValidatorDef,
  schemaValidatorDef,
  executionValidatorDef,
  semanticValidatorDef,
  safetyValidatorDef,
  dedupValidatorDef,
  lengthValidatorDef,
  decontamValidatorDef,
  judgeValidatorDef,
];

/** The section's schema over the built-in validators (a run's own schema also knows its plugins'). */
export const ValidateConfigSchema = validateConfigSchema(BUILTIN_VALIDATORS.map((v) => v.name) as [string, ...string[]]);
