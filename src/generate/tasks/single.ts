// `single`: one request served by one call.
import type { CatalogTool, Task } from '../../records/index.js';
import { type BuildContext, finishTask, notDestructive } from './build-context.js';
import type { KindDef } from './kind-def.js';
import { singleRequest } from './templates.js';

export function buildSingle(ctx: BuildContext): Task | undefined {
  const tool = (ctx.nextTool(notDestructive) ?? ctx.nextTool()) as CatalogTool | undefined;
  if (!tool) return undefined;
  const c = ctx.call(tool, ctx.seed);
  const text = singleRequest(ctx.rng, tool.description, tool.name, c.arguments);
  return finishTask({ kind: 'single', toolset: ctx.toolsetFor([tool]), text, expected: { calls: [c], parallel: false, final: 'answer' }, rubric: [`calls ${tool.name} once`] }, ctx.seed);
}

export const singleKind: KindDef = {
  name: 'single',
  description: 'one request served by one call',
  rules: 'one request served by one call; "turns" is empty.',
  build: buildSingle,
};
