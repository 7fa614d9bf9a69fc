// What a task kind is to the registry: its name, a line for the README, the rule the LLM engine is given, and the
// offline builder that drafts one task of the kind (undefined when no tool of the catalog fits it).
import type { Task } from '../../records/index.js';
import type { Registries, Registry } from '../../core/registry.js';
import type { BuildContext } from './build-context.js';

export interface KindDef {
  name: string;
  description: string;
  /** What the LLM engine's rewrite of a draft of this kind must keep (src/generate/tasks/llm.ts checks what it can). */
  rules: string;
  /** Kinds whose drafts carry turns between the first message and the calls. */
  hasTurns?: boolean;
  build(ctx: BuildContext): Task | undefined;
}

export const kindsOf = (r: Registries): Registry<KindDef> => r.of<KindDef>('kinds', 'task kind');
