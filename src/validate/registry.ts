// The validator registry of a run, read through the run's Registries.
import type { Registries, Registry } from '../core/registry.js';
import type { ValidatorDef } from './validator.js';

export const validatorsOf = (r: Registries): Registry<ValidatorDef> => r.of<ValidatorDef>('validators', 'validator');
