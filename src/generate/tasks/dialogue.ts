// `multi_turn` and `missing_info`: the request arrives over several user turns; the right answer asks before it
// calls, and asks in words ("Which folder should I look in?"), never by schema key.
import type { CatalogTool, Task } from '../../records/index.js';
import { writeRequest } from '../language/request.js';
import { ACKS, asked, OFFERS, opener } from '../language/dialogue-phrases.js';
import { joinSentences, lowerFirst } from '../language/personas.js';
import { scenario } from '../language/scenarios.js';
import { familyOf } from '../language/texts.js';
import type { Said } from '../language/said.js';
import { type BuildContext, nextToolWithDetail, notDestructive, requiredArgs } from './build-context.js';
import type { PlannedCall } from './call-plan.js';
import { finishSpoken, inVoice, needsSystem, sayRequest, typo } from './speak.js';
import { planNamed } from './named-call.js';
import type { KindDef } from './kind-def.js';
import { CONTROL_PARAM } from '../../world/model.js';

/** Tools whose calls have at least one argument to reveal late. */
export function hasArgs(tool: CatalogTool): boolean {
  return Object.keys((tool.inputSchema.properties ?? {}) as object).length > 0;
}

/** The request with one detail held back: what a person says before they are asked for the rest. */
function requestWithout(ctx: BuildContext, planned: PlannedCall, held: Said | undefined, toolset: readonly string[]): string {
  const said = planned.said.filter((s) => s !== held);
  return writeRequest({ profile: planned.profile, said, rng: ctx.rng, speaker: ctx.speaker, nameSystem: needsSystem(ctx, planned, toolset), avoid: planned.tool.description, bare: true });
}

/** Which detail to hold back: the thing acted on or a required one first, since those are what an assistant must ask for. */
function pickHeld(ctx: BuildContext, planned: PlannedCall, requiredOnly: boolean, named: boolean): Said | undefined {
  const required = new Set(requiredArgs(planned.tool));
  const given = planned.said.filter((s) => !requiredOnly || required.has(s.key));
  // No one is asked for a page size or a continuation token ("What continuation token should I use?" "5."): an
  // assistant takes the default. A required one is asked only when nothing else is missing.
  const askable = given.filter((s) => !CONTROL_PARAM.test(s.key));
  const pool = askable.length > 0 ? askable : requiredOnly ? given : [];
  const target = pool.find((s) => s.slot === 'target');
  // A record named by what it is called is what people leave out first ("Which note?" "The one about ...").
  return target && ctx.rng.next() < (named ? 0.75 : 0.6) ? target : pool.length > 0 ? ctx.rng.pick(pool) : undefined;
}

const lower = (s: string) => (/^I\b/.test(s) ? s : lowerFirst(s));

export function buildMultiTurn(ctx: BuildContext): Task | undefined {
  const tool = nextToolWithDetail(ctx, (t) => hasArgs(t) && notDestructive(t));
  if (!tool) return undefined;
  const { rng } = ctx;
  const { planned, calls, tools, rubric, lookup } = planNamed(ctx, tool, { refs: true });
  const toolset = ctx.toolsetFor(tools);
  const held = pickHeld(ctx, planned, false, Boolean(lookup));
  const reveal = requestWithout(ctx, planned, held, toolset);
  const why = rng.next() < 0.5 ? scenario(rng, familyOf(planned.profile.entity), planned.said.some((s) => s.slot === 'target' && typeof s.value === 'string' && s.value.startsWith('/'))) : '';
  const lead = rng.pick(['', 'So, ', 'Basically, ', 'Okay, ', 'Right, ', 'Well, ']);
  const turns = [{ assistant: rng.pick(OFFERS), user: typo(ctx, joinSentences(why, lead ? lead + lower(reveal) : reveal), planned.said) }];
  if (held) turns.push({ assistant: `${rng.pick(ACKS)} ${asked(held.question)}`, user: held.reply });
  return finishSpoken(ctx, {
    kind: 'multi_turn',
    toolset,
    text: opener(rng, ctx.speaker.style),
    expected: { calls, parallel: false, final: 'answer' },
    rubric: ['calls no tool until the goal is clear', ...(lookup ? rubric : [`then calls ${tool.name} with the details the user gave`])],
    turns,
    goal: sayRequest(ctx, planned, toolset, { bare: true }),
  });
}

export function buildMissingInfo(ctx: BuildContext): Task | undefined {
  const tool = nextToolWithDetail(ctx, (t) => requiredArgs(t).length > 0 && notDestructive(t));
  if (!tool) return undefined;
  const { planned, calls, tools, rubric, lookup } = planNamed(ctx, tool, { refs: true });
  const toolset = ctx.toolsetFor(tools);
  const missing = pickHeld(ctx, planned, true, Boolean(lookup));
  if (!missing) return undefined;
  const text = typo(ctx, inVoice(ctx, requestWithout(ctx, planned, missing, toolset), planned), planned.said.filter((s) => s !== missing));
  return finishSpoken(ctx, {
    kind: 'missing_info',
    toolset,
    text,
    expected: { calls, parallel: false, final: 'answer', missing: [missing.key] },
    rubric: [`first asks, in words, for what is missing (${missing.question}) and calls nothing`, ...(lookup ? rubric : [`after the reply, calls ${tool.name} with ${missing.key} as given`])],
    turns: [{ assistant: ctx.rng.next() < 0.5 ? asked(missing.question) : `${ctx.rng.pick(ACKS)} ${asked(missing.question)}`, user: missing.reply }],
    goal: sayRequest(ctx, planned, toolset, { bare: true }),
  });
}

export const multiTurnKind: KindDef = {
  name: 'multi_turn',
  description: 'a persona opens vaguely and reveals the goal over several turns; the call comes after the last',
  rules: 'a persona (in the draft) opens without saying what they want; the goal comes out in their next turn and the last detail only when the assistant asks for it in words; every value appears by the last user turn, not in the first message.',
  hasTurns: true,
  build: buildMultiTurn,
};

export const missingInfoKind: KindDef = {
  name: 'missing_info',
  description: 'the first message leaves out a required argument; the assistant asks for it before calling',
  rules: 'the first user message leaves out the argument named in the draft\'s "missing"; the one turn has the assistant ask for it in plain words (never the schema key) and the user give it.',
  hasTurns: true,
  build: buildMissingInfo,
};
