// Prompt files for the LLM engine (src/generate/prompts/*.md), filled by {{name}} placeholders.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
