// The conversational frame every offline task gets: the user's words for planned calls (in the speaker's voice, with
// the configured typo rate), and at the end the system prompt, persona and reference date stored in the task.
import type { CatalogTool, Task, ToolAction } from '../../records/index.js';
import { isDestructive } from '../../records/index.js';
import { VIRTUAL_WORKSPACE } from '../../servers/workspace.js';
import { styleNote, voice } from '../language/personas.js';
import { scenario } from '../language/scenarios.js';
import { familyOf } from '../language/texts.js';
import { writeRequest } from '../language/request.js';
import { speechProfile } from '../../catalog/speech-profile.js';
import { systemPrompt } from '../language/system-prompts.js';
import { withTypos } from '../language/typos.js';
import type { Said } from '../language/said.js';
import { type BuildContext, finishTask, type TaskParts } from './build-context.js';
import type { PlannedCall } from './call-plan.js';

/** Another offered tool does the same to the same kind of thing on another server: the request must say where. */
export function needsSystem(ctx: BuildContext, planned: PlannedCall, toolset: readonly string[]): boolean {
  return toolset.some((id) => {
    const t = ctx.byId.get(id);
    if (!t || t.id === planned.tool.id || t.serverId === planned.tool.serverId) return false;
    const p = speechProfile(t);
    return p.action === planned.profile.action && p.entity === planned.profile.entity;
  });
}

/** The substrings a typo must never touch: every value the calls need. */
export function protectedValues(said: readonly Said[]): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string' || typeof v === 'number') out.push(String(v));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const s of said) {
    walk(s.value);
    out.push(s.text, s.reply, ...(s.change ? [s.change] : []));
  }
  return out;
}

/** The user's message asking for one planned call. */
export function sayRequest(ctx: BuildContext, planned: PlannedCall, toolset: readonly string[], options: { bare?: boolean } = {}): string {
  const text = writeRequest({ profile: planned.profile, said: planned.said, rng: ctx.rng, speaker: ctx.speaker, nameSystem: needsSystem(ctx, planned, toolset), avoid: planned.tool.description, ...(options.bare ? { bare: true } : {}) });
  return options.bare ? text : typo(ctx, text, planned.said);
}

/** A request already written bare, said in the speaker's voice (greeting, why they ask, closing). */
export function inVoice(ctx: BuildContext, request: string, planned: PlannedCall): string {
  const files = planned.said.some((s) => typeof s.value === 'string' && s.value.startsWith(VIRTUAL_WORKSPACE));
  return voice(ctx.rng, ctx.speaker, request, scenario(ctx.rng, familyOf(planned.profile.entity), files));
}

export function typo(ctx: BuildContext, text: string, said: readonly Said[] = []): string {
  return withTypos(text, ctx.rng, ctx.typoRate, protectedValues(said));
}

function workspaceIn(tools: readonly (CatalogTool | undefined)[]): boolean {
  return tools.some((t) => Boolean((t?.source as { workspace?: unknown } | undefined)?.workspace));
}

/** What the task's calls do when no turn confirms them (a destructive tool's call counts as a delete). */
function unconfirmedActions(ctx: BuildContext, expected: Task['expected']): ToolAction[] {
  if (expected.confirm) return [];
  return expected.calls.flatMap((c) => {
    const t = ctx.byId.get(c.toolId);
    return t ? [isDestructive(t) ? 'delete' : ctx.toolIndex.profile(t).action] : [];
  });
}

/** Finish a task with its frame: system prompt (date, persona, policy), persona and reference date. */
export function finishSpoken(ctx: BuildContext, parts: Omit<TaskParts, 'persona' | 'referenceDate' | 'system'> & { goal: string }): Task {
  const { goal, ...rest } = parts;
  const tools = parts.toolset.map((id) => ctx.byId.get(id));
  const system = systemPrompt(ctx.rng, { ref: ctx.ref, speaker: ctx.speaker, destructive: tools.some((t) => t && isDestructive(t)), unconfirmed: unconfirmedActions(ctx, parts.expected), ...(workspaceIn(tools) ? { workspaceRoot: VIRTUAL_WORKSPACE } : {}) });
  const s = ctx.speaker;
  return finishTask({ ...rest, persona: { name: `${s.name}, ${s.role} at ${s.company}`, style: styleNote(s.style), goal }, referenceDate: ctx.ref, system }, ctx.seed);
}
