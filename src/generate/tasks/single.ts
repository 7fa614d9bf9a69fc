// `single`: one request served by one call, with tools from more than one server on offer.
import type { CatalogTool, Task } from '../../records/index.js';
import { type BuildContext, notDestructive } from './build-context.js';
import type { KindDef } from './kind-def.js';
import { finishSpoken, sayRequest } from './speak.js';

export function buildSingle(ctx: BuildContext): Task | undefined {
  const tool = (ctx.nextTool(notDestructive) ?? ctx.nextTool()) as CatalogTool | undefined;
  if (!tool) return undefined;
  const planned = ctx.plan(tool);
  const toolset = ctx.toolsetFor([tool]);
  const text = sayRequest(ctx, planned, toolset);
  return finishSpoken(ctx, { kind: 'single', toolset, text, expected: { calls: [planned.call], parallel: false, final: 'answer' }, rubric: [`calls ${tool.name} once`], goal: sayRequest(ctx, planned, toolset, { bare: true }) });
}

export const singleKind: KindDef = {
  name: 'single',
  description: 'one request served by one call',
  rules: 'one request served by one call; "turns" is empty.',
  build: buildSingle,
};
