// `parallel`: two independent requests in one message, served by calls made together in one assistant turn.
import type { CatalogTool, Task } from '../../records/index.js';
import { hasFlag } from '../../records/index.js';
import { hasArgs } from './dialogue.js';
import { type BuildContext, nextToolWithDetail, notDestructive } from './build-context.js';
import type { KindDef } from './kind-def.js';
import { JOINERS } from '../language/dialogue-phrases.js';
import { lowerFirst } from '../language/personas.js';
import { finishSpoken, inVoice, sayRequest, typo } from './speak.js';
import type { PlannedCall } from './call-plan.js';
import { flatArgs } from '../../world/envelope.js';
import { QUERY_KEY } from '../../world/arguments.js';
import { CONTROL_PARAM } from '../../world/model.js';

/** Lower-cased to run on after a joiner, without a filler opening of its own ("So, ", "Okay, "). */
const lower = (s: string) => {
  const t = s.replace(/^(So|Okay|Right|Well|Now|Next|Also),\s+/, '');
  return /^I\b/.test(t) ? t : lowerFirst(t);
};

/** Two requests in one message, joined the way people join them. */
export function joinTwo(ctx: BuildContext, a: string, b: string): string {
  const frame = ctx.rng.pick(JOINERS);
  return frame
    .replace('{A}', a)
    .replace('{B}', b)
    .replace('{a-}', lower(a).replace(/[.?!]+$/, ''))
    .replace('{a}', lower(a))
    .replace('{b}', lower(b));
}

// How many come back and from where: not what is asked for.
const PAGING = /^(limit|page|per_?page|page_?size|offset|skip|top|max_?results|max|count|n|k|cursor|page_?token|next_?cursor|start_?cursor)$/i;

/** A call without its paging: two calls that differ only there ask for the same thing. */
function lookupOf(call: Task['expected']['calls'][number]): string {
  return `${call.toolId} ${JSON.stringify(Object.entries(call.arguments).filter(([k]) => !PAGING.test(k)))}`;
}

/** What a call of a tool is about: the record it names, else the words it searches for. Two calls of one tool about
 * the same thing read the same result, whatever else they set ("look up post 8abc2d8 with qa as the comment sort …
 * Get me the post with ID 8abc2d8" was answered twice alike). */
function aboutOf(ctx: BuildContext, plan: PlannedCall): string {
  const args = flatArgs(plan.tool, plan.call.arguments);
  const key = ctx.model.binding(plan.tool)?.idParam ?? Object.keys(args).find((k) => QUERY_KEY.test(k));
  if (key !== undefined && args[key] !== undefined) return `${plan.tool.id} ${key} ${JSON.stringify(args[key])}`;
  // Else what it picks by (a category, a repository), whatever its page size, format and switches: a category search
  // for "restaurant" with limit 5, then with limit 3 as a JSON string, listed the same places twice.
  const picks = Object.entries(args).filter(([k, v]) => typeof v !== 'boolean' && !CONTROL_PARAM.test(k));
  return `${plan.tool.id} ${JSON.stringify(picks.sort(([a], [b]) => (a < b ? -1 : 1)))}`;
}

export function buildParallel(ctx: BuildContext): Task | undefined {
  const { rng } = ctx;
  const first = (nextToolWithDetail(ctx, notDestructive) ?? ctx.nextTool()) as CatalogTool | undefined;
  if (!first) return undefined;
  const siblings = (ctx.byServer.get(first.serverId) ?? []).filter((t) => t.id !== first.id && notDestructive(t));
  // The same tool twice only where it reads (two lookups at once); two writes to one thing at once would race.
  const twice = hasFlag(first, 'read_only') && hasArgs(first) && rng.next() < 0.4;
  const second = twice || siblings.length === 0 ? first : rng.pick(siblings);
  const plans = [ctx.plan(first), ctx.plan(second)];
  // The same lookup twice is one lookup, whatever the page size ("four pages about 'Customer interview'. Separately, the
  // top five pages matching 'Customer interview'"): ask for something else the same server offers, or for more detail.
  const same = () => lookupOf(plans[0]!.call) === lookupOf(plans[1]!.call) || aboutOf(ctx, plans[0]!) === aboutOf(ctx, plans[1]!);
  for (let i = 0; i < 4 && same(); i++) plans[1] = ctx.plan(siblings.length > 0 && i % 2 === 0 ? rng.pick(siblings) : first, 'all');
  if (same()) return undefined;
  const toolset = ctx.toolsetFor([first, plans[1]!.tool].filter((t, i, all) => all.indexOf(t) === i));
  const [a, b] = plans.map((p) => sayRequest(ctx, p, toolset, { bare: true })) as [string, string];
  const text = typo(ctx, inVoice(ctx, joinTwo(ctx, a, b), plans[0]!), plans.flatMap((p) => p.said));
  return finishSpoken(ctx, { kind: 'parallel', toolset, text, expected: { calls: plans.map((p) => p.call), parallel: true, final: 'answer' }, rubric: ['makes both calls in one assistant turn'], goal: `${a} ${b}` });
}

export const parallelKind: KindDef = {
  name: 'parallel',
  description: 'two independent requests in one message, served by calls made together in one turn',
  rules: 'two independent requests in one message, served by calls made together; "turns" is empty.',
  build: buildParallel,
};
