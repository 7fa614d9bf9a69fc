// `multiple`: one right tool among distractors from other servers, so the model must pick by meaning, not by neighbourhood.
import type { CatalogTool, Task } from '../../records/index.js';
import { type BuildContext, finishTask, notDestructive } from './build-context.js';
import { hasArgs } from './dialogue.js';
import { singleRequest } from './templates.js';
import type { KindDef } from './kind-def.js';

export function buildMultiple(ctx: BuildContext): Task | undefined {
  // Tools with arguments: a no-argument request reads the same every time, and dedup drops the copies.
  const tool = ctx.nextTool((t) => hasArgs(t) && notDestructive(t)) ?? ctx.nextTool(notDestructive);
  if (!tool) return undefined;
  const others = ctx.tools.filter((t) => t.serverId !== tool.serverId);
  // With a single server, distractors are that server's tools of a different name stem.
  const stem = (t: CatalogTool) => t.name.split(/[-_]/)[0];
  const pool = others.length > 0 ? others : ctx.tools.filter((t) => t.id !== tool.id && stem(t) !== stem(tool));
  const distractors = ctx.rng.sample(pool, Math.max(1, Math.min(ctx.maxToolset - 1, 5)));
  if (distractors.length === 0) return undefined;
  const c = ctx.call(tool, ctx.seed);
  const text = singleRequest(ctx.rng, tool.description, tool.name, c.arguments);
  const toolset = ctx.rng.shuffle([tool.id, ...distractors.map((t) => t.id)]);
  return finishTask(
    { kind: 'multiple', toolset, text, expected: { calls: [c], parallel: false, final: 'answer' }, rubric: [`calls ${tool.name} once`, `calls none of ${distractors.map((d) => d.name).join(', ')}`] },
    ctx.seed,
  );
}

export const multipleKind: KindDef = {
  name: 'multiple',
  description: 'one request, several plausible tools offered, one fits',
  rules: 'one request; several tools are offered but only the one in the draft fits; "turns" is empty.',
  build: buildMultiple,
};
