// Render exported records through real chat templates (../shared/chat-templates/*.jinja) with @huggingface/jinja; fit records to one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Template } from '@huggingface/jinja';
import type { ChatMessage, Trajectory } from '../records/index.js';
import { PROJECT_ROOT } from '../util/project.js';
import { ConfigError } from '../util/errors.js';
import { toHf } from './hf.js';
import type { toolEntry } from './openai.js';

/** The shared templates sit beside the project root; TOOLFORGE_TEMPLATES overrides for other checkouts. */
export function templatesDir(): string {
  return process.env.TOOLFORGE_TEMPLATES ?? resolve(PROJECT_ROOT, '..', 'shared', 'chat-templates');
}

const compiled = new Map<string, Template>();

export function listTemplates(): string[] {
  const dir = templatesDir();
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.jinja')).map((f) => f.replace(/\.jinja$/, '')).sort() : [];
}

export function loadTemplate(name: string): Template {
  const hit = compiled.get(name);
  if (hit) return hit;
  const file = join(templatesDir(), `${name.replace(/\.jinja$/, '')}.jinja`);
  if (!existsSync(file)) throw new ConfigError(`export.template: no chat template ${file}; allowed: ${listTemplates().join(', ') || '(none found)'}`);
  const t = new Template(readFileSync(file, 'utf8'));
  compiled.set(name, t);
  return t;
}

type ToolEntry = ReturnType<typeof toolEntry>;

/**
 * Python's Jinja2 renders an undefined value as "" (so `param.description|trim` is empty for a parameter without one);
 * @huggingface/jinja refuses to filter undefined. Give such parameters the "" Python would print, so a template fails
 * here only where it fails for the model's own tokenizer.
 */
function pythonUndefinedDescriptions(tools: ToolEntry[]): ToolEntry[] {
  return tools.map((t) => {
    const props = t.function.parameters.properties;
    if (!props || typeof props !== 'object') return t;
    const filled = Object.fromEntries(Object.entries(props as Record<string, Record<string, unknown>>).map(([k, v]) => [k, v && typeof v === 'object' && v.description === undefined ? { ...v, description: '' } : v]));
    return { ...t, function: { ...t.function, parameters: { ...t.function.parameters, properties: filled } } };
  });
}

/**
 * `template`: the template itself refused the record (raise_exception, as the model's tokenizer would);
 * `undefined`: @huggingface/jinja stopped on an undefined value Python's Jinja2 would print as "" (e.g. the Hermes
 * template's json_to_python_type over an array parameter), so the real tokenizer may well accept the record.
 */
export type RenderFailure = 'template' | 'undefined';
export type RenderResult = { ok: true; text: string } | { ok: false; error: string; failure: RenderFailure };

/** Render one record as a training example: the whole conversation, tools passed, no generation prompt. */
export function renderTrajectory(t: Trajectory, name: string): RenderResult {
  const hf = toHf(t);
  try {
    const text = loadTemplate(name).render({
      messages: hf.messages,
      tools: pythonUndefinedDescriptions(hf.tools as ToolEntry[]),
      add_generation_prompt: false,
      bos_token: '<|begin_of_text|>',
      eos_token: '<|end_of_text|>',
    });
    return { ok: true, text };
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    const error = (err as Error).message;
    return { ok: false, error, failure: /UndefinedValue/.test(error) ? 'undefined' : 'template' };
  }
}

/** Parallel turns become sequential ones: each call in its own assistant turn, followed by its result. */
export function splitParallel(t: Trajectory): Trajectory {
  const messages: ChatMessage[] = [];
  for (let i = 0; i < t.messages.length; i++) {
    const m = t.messages[i] as ChatMessage;
    if (m.role !== 'assistant' || (m.tool_calls?.length ?? 0) < 2) {
      messages.push(m);
      continue;
    }
    const calls = m.tool_calls ?? [];
    const results = new Map<string, ChatMessage>();
    let j = i + 1;
    for (; j < t.messages.length; j++) {
      const r = t.messages[j] as ChatMessage;
      if (r.role !== 'tool') break;
      results.set(r.tool_call_id, r);
    }
    calls.forEach((c, k) => {
      messages.push({ role: 'assistant', content: k === 0 ? m.content : null, tool_calls: [c] });
      const r = results.get(c.id);
      if (r) messages.push(r);
    });
    i = j - 1;
  }
  return { ...t, messages };
}

export type FitResult = { ok: true; trajectory: Trajectory; changed: boolean } | { ok: false; error: string };

/** Make a record fit a template: as it is if it renders, else with parallel turns split, else not at all. */
export function fitToTemplate(t: Trajectory, name: string): FitResult {
  const first = renderTrajectory(t, name);
  if (first.ok) return { ok: true, trajectory: t, changed: false };
  const split = splitParallel(t);
  if (split.messages.length !== t.messages.length) {
    const again = renderTrajectory(split, name);
    if (again.ok) return { ok: true, trajectory: split, changed: true };
    return { ok: false, error: again.error };
  }
  return { ok: false, error: first.error };
}
