// The LLM task engine: the offline engine drafts each task (kind, toolset, calls, links); the model rewrites it, checked and retried.
import { z } from 'zod';
import type { CatalogTool, Task } from '../../records/index.js';
import type { GenerateConfig } from '../config.js';
import { LlmClient, LlmError, type LlmMessage } from '../../llm/client.js';
import { compileSchema } from '../../schema/ajv.js';
import { mapOrdered } from '../../util/pool.js';
import { DEFERRED, orDeferred } from '../../llm/deferred.js';
import { longestSharedRun, words } from '../../util/words.js';
import { canonicalJson } from '../../util/hash.js';
import { toolRefs } from '../../records/tool-refs.js';
import { finishTask } from './build-context.js';
import { generateOfflineTasksWithDrops } from './offline.js';
import { fillPrompt, loadPrompt } from './prompts.js';
import type { KindDef } from './kind-def.js';
import { BUILTIN_KINDS } from './kinds.js';
import { escapeRegExp } from '../../util/regex.js';

export const LlmTaskAnswerSchema = z.object({
  user: z.string().min(1),
  calls: z.array(z.object({ tool: z.string(), arguments: z.record(z.string(), z.unknown()) })),
  turns: z.array(z.object({ assistant: z.string(), user: z.string() })).default([]),
  answer: z.string().optional(),
});
export type LlmTaskAnswer = z.infer<typeof LlmTaskAnswerSchema>;

/** Whether drafts of this kind carry turns (its registry entry says). */
function hasTurns(kind: string, kinds: readonly KindDef[]): boolean {
  return kinds.find((k) => k.name === kind)?.hasTurns === true;
}

export interface LlmTaskEngineOptions {
  seed: number;
  config: GenerateConfig;
  client: LlmClient;
  /** Requests in flight at once. */
  concurrency?: number;
}

/** Problems with an answer for this draft, as the one line the model is sent back; undefined when it is fine. */
export function checkAnswer(answer: LlmTaskAnswer, draft: Task, names: ReadonlyMap<string, string>, catalog: ReadonlyMap<string, CatalogTool>, kinds: readonly KindDef[] = BUILTIN_KINDS): string | undefined {
  const want = draft.expected.calls.map((c) => names.get(c.toolId));
  const got = answer.calls.map((c) => c.tool);
  if (want.join() !== got.join()) return `"calls" must call ${want.length ? want.join(', ') : 'no tool'} in that order, got ${got.length ? got.join(', ') : 'none'}`;
  for (const [i, c] of answer.calls.entries()) {
    const tool = catalog.get(draft.expected.calls[i]!.toolId)!;
    const validate = compileSchema(tool.inputSchema);
    if (validate && !validate.fn(c.arguments)) {
      const e = validate.fn.errors?.[0];
      return `arguments of calls[${i}] (${c.tool}) do not match its schema: ${e?.instancePath || '(root)'} ${e?.message ?? 'invalid'}`;
    }
  }
  // A link with a prefix (a folder) was built for the draft's earlier arguments; those must stay.
  for (const [i, c] of draft.expected.calls.entries()) {
    for (const link of c.links ?? []) {
      const from = draft.expected.calls[link.fromCall];
      if (link.prefix !== undefined && from && canonicalJson(from.arguments) !== canonicalJson(answer.calls[link.fromCall]?.arguments ?? {})) {
        return `calls[${link.fromCall}] must keep the draft's arguments ${JSON.stringify(from.arguments)}: calls[${i}] takes its ${link.arg} from that result`;
      }
    }
  }
  if (hasTurns(draft.kind, kinds) && answer.turns.length === 0) return `a ${draft.kind} task needs at least one entry in "turns"`;
  if (!hasTurns(draft.kind, kinds) && answer.turns.length > 0) return `a ${draft.kind} task has no "turns"; leave it empty`;
  if (draft.kind === 'needs_confirmation' && !/\?\s*$/.test(answer.turns.at(-1)?.assistant ?? '')) return 'the last assistant turn must ask for confirmation and end with "?"';
  for (const arg of draft.expected.missing ?? []) {
    const v = answer.calls[0]?.arguments[arg];
    const text = typeof v === 'string' ? v : JSON.stringify(v);
    if (text && answer.user.includes(text)) return `the first user message must not contain the withheld ${arg} (${text})`;
  }
  if (draft.kind === 'irrelevance' && !answer.answer) return 'an irrelevance task needs "answer"';
  return speechProblem(answer, draft, catalog);
}

/** The offline engine's bars, held for the model too: no run of 8 words from a called tool's description, and
 * not every argument dictated as "field value". */
function speechProblem(answer: LlmTaskAnswer, draft: Task, catalog: ReadonlyMap<string, CatalogTool>): string | undefined {
  const said = words([answer.user, ...answer.turns.map((t) => t.user)].join(' '));
  for (const c of draft.expected.calls) {
    const tool = catalog.get(c.toolId);
    if (tool && longestSharedRun(said, words(tool.description)) >= 8) return `the user copies 8 or more words in a row from the description of ${tool.name}; say what the person wants in their own words`;
  }
  const text = [answer.user, ...answer.turns.map((t) => t.user)].join(' ').toLowerCase();
  const pairs = answer.calls.flatMap((c) => Object.entries(c.arguments).filter(([, v]) => typeof v === 'string' || typeof v === 'number'));
  const dictated = pairs.filter(([k, v]) => new RegExp(`${escapeRegExp(k.toLowerCase()).replace(/[_-]+/g, '[ _-]?')}\\s*(:|=|is|to)?\\s*['"]?${escapeRegExp(String(v).toLowerCase())}`).test(text));
  if (pairs.length >= 2 && dictated.length === pairs.length) return 'the user dictates every argument as "field value"; refer to things as a person would (by name, relative dates, plain words) and let some values follow from the wording';
  return undefined;
}

function draftView(draft: Task, names: ReadonlyMap<string, string>): string {
  return JSON.stringify({
    user: draft.messages[0]?.content,
    calls: draft.expected.calls.map((c) => ({ tool: names.get(c.toolId), arguments: c.arguments, ...(c.links ? { linked: c.links } : {}) })),
    turns: draft.turns ?? [],
    ...(draft.expected.missing ? { missing: draft.expected.missing } : {}),
    ...(draft.persona ? { persona: draft.persona } : {}),
    ...(draft.expected.answer ? { answer: draft.expected.answer } : {}),
  });
}

/** Rewrite one draft; a drop reason when the model gives no valid answer within its attempts. */
export async function rewriteTask(draft: Task, catalog: ReadonlyMap<string, CatalogTool>, client: LlmClient, kinds: readonly KindDef[] = BUILTIN_KINDS): Promise<Task | { dropped: string; message: string }> {
  const tools = draft.toolset.map((id) => catalog.get(id)).filter((t): t is CatalogTool => Boolean(t));
  const refs = toolRefs(tools);
  const names = new Map(refs.map((r) => [r.toolId, r.name]));
  const toolText = refs.map((r) => `- ${r.name}: ${r.description.split('\n')[0]}\n  arguments schema: ${JSON.stringify(r.parameters)}`).join('\n');
  const messages: LlmMessage[] = [
    { role: 'system', content: loadPrompt('task-system') },
    { role: 'user', content: fillPrompt(loadPrompt('task-user'), { kind: draft.kind, kind_rule: kinds.find((k) => k.name === draft.kind)?.rules ?? '', tools: toolText, draft: draftView(draft, names) }) },
  ];
  let result;
  try {
    result = await client.chatJson(LlmTaskAnswerSchema, messages, { name: 'task', seed: draft.seed, check: (a) => checkAnswer(a, draft, names, catalog, kinds) });
  } catch (err) {
    if (err instanceof LlmError && !err.retryable) return { dropped: 'generate.llm_invalid', message: err.message };
    throw err;
  }
  const a = result.value;
  const calls = a.calls.map((c, i) => ({ ...draft.expected.calls[i]!, arguments: c.arguments }));
  const expected: Task['expected'] = { ...draft.expected, calls, ...(draft.kind === 'irrelevance' && a.answer ? { answer: a.answer } : {}) };
  const task = finishTask(
    { kind: draft.kind, toolset: draft.toolset, text: a.user, expected, rubric: draft.rubric, turns: hasTurns(draft.kind, kinds) ? a.turns : [], ...(draft.persona ? { persona: draft.persona } : {}) },
    draft.seed,
    'llm',
  );
  return {
    ...task,
    llm: { model: result.model, temperature: result.temperature, ...(result.seed !== undefined ? { seed: result.seed } : {}), attempts: result.attempts, promptTokens: result.usage.promptTokens, completionTokens: result.usage.completionTokens },
  };
}

/** Tasks in plan order; each draft's seed is the request seed, so a rerun asks the same questions. */
export async function* generateLlmTasks(catalog: readonly CatalogTool[], options: LlmTaskEngineOptions, onDrop: (reason: string) => void): AsyncGenerator<Task> {
  const byId = new Map(catalog.map((t) => [t.id, t]));
  const drafts = generateOfflineTasksWithDrops(catalog, { seed: options.seed, config: options.config }, onDrop);
  for await (const r of mapOrdered(drafts, options.concurrency ?? 4, (d: Task) => orDeferred(rewriteTask(d, byId, options.client)))) {
    // Batch mode: a deferred task is written by a later pass, once its answer is in the cache.
    if (r === DEFERRED) continue;
    if ('dropped' in r) onDrop(r.dropped);
    else yield r;
  }
}
