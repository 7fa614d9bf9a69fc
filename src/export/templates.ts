// Render exported records through real chat templates (../shared/chat-templates/*.jinja) as Python's Jinja2 would; fit records to one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Template } from '@huggingface/jinja';
import type { ChatMessage, Trajectory } from '../records/index.js';
import { PROJECT_ROOT } from '../util/project.js';
import { ConfigError, errorMessage } from '../util/errors.js';
import { toHf } from './hf.js';
import { renderLikePython } from './py-jinja.js';
import { PythonJinjaError, TemplateRefusal } from './py-values.js';

/** The shared templates sit beside the project root; TOOLFORGE_TEMPLATES overrides for other checkouts. */
export function templatesDir(): string {
  return process.env.TOOLFORGE_TEMPLATES ?? resolve(PROJECT_ROOT, '..', 'shared', 'chat-templates');
}

/** Templates compiled once per owner (an export run): parsing a template costs more than rendering a record. */
export class ChatTemplates {
  private readonly compiled = new Map<string, Template>();
  load(name: string): Template {
    let t = this.compiled.get(name);
    if (!t) this.compiled.set(name, (t = loadTemplate(name)));
    return t;
  }
}

export function listTemplates(): string[] {
  const dir = templatesDir();
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.jinja')).map((f) => f.replace(/\.jinja$/, '')).sort() : [];
}

export function loadTemplate(name: string): Template {
  const file = join(templatesDir(), `${name.replace(/\.jinja$/, '')}.jinja`);
  if (!existsSync(file)) throw new ConfigError(`export.template: no chat template ${file}; allowed: ${listTemplates().join(', ') || '(none found)'}`);
  return new Template(readFileSync(file, 'utf8'));
}

/**
 * `refused`: the template refused the record with raise_exception (Llama 3.1 and two calls in one turn);
 * `error`: the template errs on the record where Python's Jinja2 errs too (an UndefinedError or TypeError, e.g. a tool
 * without a description under Hermes), so transformers' apply_chat_template fails on it as well;
 * `unsupported`: @huggingface/jinja lacks something the template uses (a filter, a form of `map`): Python may render it.
 */
export type RenderFailure = 'refused' | 'error' | 'unsupported';
/** Per template: records rendered and failures of each kind; the stats name them `<template>_<kind>`. */
export type TemplateTally = { rendered: number } & Record<RenderFailure, number>;
export type RenderResult = { ok: true; text: string } | { ok: false; error: string; failure: RenderFailure };

/** What a template sees for one record as a training example: the whole conversation, tools passed, no generation prompt. */
export function templateContext(t: Trajectory): Record<string, unknown> {
  const hf = toHf(t);
  return { messages: hf.messages, tools: hf.tools, add_generation_prompt: false, bos_token: '<|begin_of_text|>', eos_token: '<|end_of_text|>' };
}

/** Render one record through a template as transformers would; an unknown template name is a ConfigError, thrown. */
export function renderTrajectory(t: Trajectory, name: string, templates: ChatTemplates = new ChatTemplates()): RenderResult {
  const template = templates.load(name);
  try {
    return { ok: true, text: renderLikePython(template.parsed, templateContext(t)) };
  } catch (err) {
    const error = errorMessage(err);
    return { ok: false, error, failure: err instanceof TemplateRefusal ? 'refused' : err instanceof PythonJinjaError ? 'error' : 'unsupported' };
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

export type FitResult = { ok: true; trajectory: Trajectory; changed: boolean } | { ok: false; error: string; failure: RenderFailure };

/** Make a record fit a template: as it is if it renders, else with parallel turns split, else not at all. */
export function fitToTemplate(t: Trajectory, name: string, templates: ChatTemplates = new ChatTemplates()): FitResult {
  const first = renderTrajectory(t, name, templates);
  if (first.ok) return { ok: true, trajectory: t, changed: false };
  const split = splitParallel(t);
  if (split.messages.length !== t.messages.length) {
    const again = renderTrajectory(split, name, templates);
    if (again.ok) return { ok: true, trajectory: split, changed: true };
    return { ok: false, error: again.error, failure: again.failure };
  }
  return { ok: false, error: first.error, failure: first.failure };
}
