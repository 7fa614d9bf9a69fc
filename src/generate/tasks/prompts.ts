// Prompt files for the LLM engine (src/generate/prompts/*.md), filled by {{name}} placeholders.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TaskKind } from '../../records/index.js';
import { PROJECT_ROOT } from '../../util/project.js';

const cache = new Map<string, string>();

export function loadPrompt(name: string): string {
  let text = cache.get(name);
  if (text === undefined) {
    text = readFileSync(join(PROJECT_ROOT, 'src/generate/prompts', `${name}.md`), 'utf8');
    cache.set(name, text);
  }
  return text;
}

export function fillPrompt(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (m, key: string) => values[key] ?? m);
}

/** What each kind asks of the rewritten task; the checks in llm.ts enforce the parts that can be checked. */
export const KIND_RULES: Record<TaskKind, string> = {
  single: 'one request served by one call; "turns" is empty.',
  parallel: 'two independent requests in one message, served by calls made together; "turns" is empty.',
  multiple: 'one request; several tools are offered but only the one in the draft fits; "turns" is empty.',
  multi_step: 'the second call needs a value from the first call\'s result (the draft names it); the user asks for both steps; "turns" is empty.',
  multi_turn: 'a persona (in the draft) starts vaguely and reveals the goal over the turns; every value appears by the last user turn, not in the first message.',
  irrelevance: 'no tool fits; "calls" is empty; "answer" answers from knowledge or declines and says what is missing.',
  missing_info: 'the first user message leaves out the argument named in the draft\'s "missing"; the one turn has the assistant ask for it and the user give it.',
  needs_confirmation: 'the tool is destructive; the one turn has the assistant state the target and the effect and ask (ending with "?"), and the user confirm.',
};
