// `multiple`: one right tool among plausible near misses (the same action on another entity, the same entity on
// another server, similar names), so the model must pick by meaning, not by neighbourhood.
import type { Task } from '../../records/index.js';
import { type BuildContext, nextToolWithDetail, notDestructive } from './build-context.js';
import { hasArgs } from './dialogue.js';
import type { KindDef } from './kind-def.js';
import { nearMisses } from './toolsets.js';
import { finishSpoken, sayRequest } from './speak.js';

export function buildMultiple(ctx: BuildContext): Task | undefined {
  // Tools with arguments: a no-argument request reads the same every time, and dedup drops the copies.
  const tool = nextToolWithDetail(ctx, (t) => hasArgs(t) && notDestructive(t)) ?? ctx.nextTool(notDestructive);
  if (!tool) return undefined;
  const distractors = nearMisses(ctx.toolIndex, tool, ctx.tools, Math.max(1, Math.min(ctx.maxToolset - 1, 5)), ctx.rng);
  if (distractors.length === 0) return undefined;
  const planned = ctx.plan(tool);
  const toolset = ctx.rng.shuffle([tool.id, ...distractors.map((t) => t.id)]);
  const text = sayRequest(ctx, planned, toolset);
  return finishSpoken(ctx, {
    kind: 'multiple',
    toolset,
    text,
    expected: { calls: [planned.call], parallel: false, final: 'answer' },
    rubric: [`calls ${tool.name} once`, `calls none of ${distractors.map((d) => d.name).join(', ')}`],
    goal: sayRequest(ctx, planned, toolset, { bare: true }),
  });
}

export const multipleKind: KindDef = {
  name: 'multiple',
  description: 'one request, several plausible tools offered, one fits',
  rules: 'one request; several tools are offered but only the one in the draft fits; "turns" is empty.',
  build: buildMultiple,
};
