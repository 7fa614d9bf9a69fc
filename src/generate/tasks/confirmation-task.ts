// `needs_confirmation`: a destructive tool that writes; the assistant states target and effect (and the tool's own
// confirmation rules), asks, and the user says yes, yes with a remark, changes their mind about the scope, or declines.
import type { CatalogTool, ExpectedCall, Task } from '../../records/index.js';
import { compileSchema } from '../../schema/ajv.js';
import { speechProfile } from '../../catalog/speech-profile.js';
import { tidy, effectClause } from '../language/request.js';
import { ASKS, CANNOT_UNDO, DECLINED_ANSWERS, DECLINED_CREATE_ANSWERS, plainNo, plainYes, TAKES_EFFECT, yesBut } from '../language/dialogue-phrases.js';
import type { Said } from '../language/said.js';
import { type BuildContext, isDestructiveWrite, nextToolWithDetail } from './build-context.js';
import type { PlannedCall } from './call-plan.js';
import { changeOfMind } from './change-of-mind.js';
import { planNamed } from './named-call.js';
import { finishSpoken, sayRequest } from './speak.js';
import type { KindDef } from './kind-def.js';
import { isPreviewCall } from '../../util/dry-run.js';
import { CONFIRM_FLAG } from '../language/enum-phrases.js';

/** The question before the call: the effect, whether it can be undone (only if the profile says so), and what the tool asks to confirm. */
export function confirmationQuestion(ctx: BuildContext, planned: PlannedCall, named = false): { ask: string; thing: string } {
  const { rng } = ctx;
  const { clause, thing } = effectClause(planned.profile, planned.said, rng);
  let effect = clause;
  // The tool's own rule: "confirm the ID and timestamp" means both are read back to the user.
  const rule = planned.tool.description.match(/[^.]*\b(confirm|ask the user)[^.]*\./i)?.[0] ?? '';
  const id = planned.said.find((s: Said) => /(^|_)id$/i.test(s.key) && typeof s.value === 'string');
  // A record the user named is looked up after the go-ahead: its id is not known yet, its name is read back instead.
  if (/\bID\b|\bid\b/.test(rule) && id && !named && !effect.includes(String(id.value))) effect += ` (ID ${String(id.value)})`;
  const when = planned.said.find((s) => typeof s.value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(s.value));
  if (/timestamp|date|time/i.test(rule) && when) effect += `, dated ${String(when.value)}`;
  const undo = planned.profile.reversible ? rng.pick(TAKES_EFFECT) : rng.pick(CANNOT_UNDO);
  return { ask: tidy(rng.pick(ASKS).replace('{effect}', effect).replace('{undo}', undo)), thing };
}

/** A tool that asks for the go-ahead as an argument gets it once the user has said yes: the model infers it from "yes". */
function confirmed(calls: ExpectedCall[], tool: CatalogTool): ExpectedCall[] {
  // An update's flag reads as a field it changes; only a removal or an action takes a go-ahead as its argument.
  if (!['delete', 'control', 'execute', 'send'].includes(speechProfile(tool).action)) return calls;
  const props = (tool.inputSchema.properties ?? {}) as Record<string, { type?: unknown }>;
  const flag = Object.keys(props).find((k) => CONFIRM_FLAG.test(k) && props[k]?.type === 'boolean');
  const validate = compileSchema(tool.inputSchema);
  return calls.map((c) => {
    if (!flag || c.toolId !== tool.id || flag in c.arguments) return c;
    const args = { ...c.arguments, [flag]: true };
    return !validate || validate.fn(args) ? { ...c, arguments: args } : c;
  });
}

/** A preview changes nothing: asking before it, and saying "it takes effect right away", would be untrue. */
export function buildNeedsConfirmation(ctx: BuildContext): Task | undefined {
  // A plan that came out as a preview gives way to the next tool's (the tool cursor moves on with each try).
  for (let attempt = 0; attempt < 4; attempt++) {
    const task = confirmationTask(ctx);
    if (task !== 'preview' && !task?.expected.calls.some(isPreview)) return task;
  }
  return undefined;
}

/** A call that only previews: a dry-run flag set, or a mode that says so (figma_import_tokens' strategy "dry-run"). */
const isPreview = (c: ExpectedCall): boolean => isPreviewCall(c.arguments);

function confirmationTask(ctx: BuildContext): Task | 'preview' | undefined {
  const tool = nextToolWithDetail(ctx, (t) => isDestructiveWrite(t, (x) => ctx.toolIndex.profile(x)));
  if (!tool) return undefined;
  const { rng } = ctx;
  const named = planNamed(ctx, tool);
  const { planned, lookup } = named;
  // Declined, the plan leaves no call to check: the plan itself must be no preview.
  if (isPreview(planned.call)) return 'preview';
  const toolset = ctx.toolsetFor(named.tools);
  const text = sayRequest(ctx, planned, toolset);
  const { ask, thing } = confirmationQuestion(ctx, planned, Boolean(lookup));
  const roll = rng.next();
  const change = roll >= 0.45 && roll < 0.7 ? changeOfMind(ctx, named) : undefined;
  const base = { kind: 'needs_confirmation', toolset, text, goal: sayRequest(ctx, planned, toolset, { bare: true }) } as const;
  if (roll >= 0.7) {
    // A declined create leaves nothing "as it was": there was nothing yet.
    const answer = planned.profile.action === 'create' ? rng.pick(DECLINED_CREATE_ANSWERS) : rng.pick(DECLINED_ANSWERS).replace(/\{thing\}/g, thing);
    return finishSpoken(ctx, {
      ...base,
      expected: { calls: [], parallel: false, final: 'answer', confirm: true, answer },
      rubric: [`before calling, names the target (${thing}) and the effect, and asks`, 'after the user declines, calls nothing and says nothing was changed'],
      turns: [{ assistant: ask, user: plainNo(rng, planned.profile.action === 'create') }],
    });
  }
  if (change) {
    return finishSpoken(ctx, {
      ...base,
      // A correction may look up with a tool the first plan did not need.
      toolset: [...toolset, ...(change.tools ?? []).map((t) => t.id).filter((id) => !toolset.includes(id))],
      expected: { calls: confirmed(change.calls, tool), parallel: false, final: 'answer', confirm: true },
      rubric: [`before calling, names the target (${thing}) and the effect, and asks`, `calls ${tool.name} with the narrowed request (${change.said}), not the first one`],
      turns: [{ assistant: ask, user: change.reply }],
    });
  }
  return finishSpoken(ctx, {
    ...base,
    expected: { calls: confirmed(named.calls, tool), parallel: false, final: 'answer', confirm: true },
    rubric: [`before calling, names the target (${thing}) and the effect, and asks`, `calls ${tool.name} only after the user confirms`, ...(lookup ? named.rubric : [])],
    turns: [{ assistant: ask, user: roll < 0.33 ? plainYes(rng) : yesBut(rng, planned.profile.action) }],
  });
}

export const needsConfirmationKind: KindDef = {
  name: 'needs_confirmation',
  description: 'a destructive tool: the assistant states target and effect and asks before calling; the user may confirm, narrow the request or decline',
  rules: 'the tool is destructive; the one turn has the assistant state the target and the effect (saying it cannot be undone only if that is true) and ask, ending with "?"; the user confirms, changes the scope (then "calls" follow the change) or declines (then "calls" is empty and "answer" says nothing was changed).',
  hasTurns: true,
  build: buildNeedsConfirmation,
};
