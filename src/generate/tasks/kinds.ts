// The task-kind registry's built-in entries: a new kind is one file (its builder and rules) plus one line here.
import type { KindDef } from './kind-def.js';
import { singleKind } from './single.js';
import { parallelKind } from './parallel.js';
import { multipleKind } from './multiple.js';
import { multiStepKind } from './multi-step.js';
import { missingInfoKind, multiTurnKind } from './dialogue.js';
import { irrelevanceKind } from './irrelevance.js';
import { needsConfirmationKind } from './confirmation-task.js';

export const BUILTIN_KINDS: readonly KindDef[] = [singleKind, parallelKind, multipleKind, multiStepKind, multiTurnKind, irrelevanceKind, missingInfoKind, needsConfirmationKind];
