// `single`: one request served by one call, with tools from more than one server on offer. Where the user names the
// record by what it is called, the one call is preceded by the lookup that finds its id.
import type { CatalogTool, Task } from '../../records/index.js';
import { type BuildContext, nextToolWithDetail, notDestructive } from './build-context.js';
import type { KindDef } from './kind-def.js';
import { planNamed } from './named-call.js';
import { finishSpoken, sayRequest } from './speak.js';

export function buildSingle(ctx: BuildContext): Task | undefined {
  const tool = (nextToolWithDetail(ctx, notDestructive) ?? ctx.nextTool()) as CatalogTool | undefined;
  if (!tool) return undefined;
  const { planned, calls, tools, rubric } = planNamed(ctx, tool);
  const toolset = ctx.toolsetFor(tools);
  const text = sayRequest(ctx, planned, toolset);
  return finishSpoken(ctx, { kind: 'single', toolset, text, expected: { calls, parallel: false, final: 'answer' }, rubric, goal: sayRequest(ctx, planned, toolset, { bare: true }) });
}

export const singleKind: KindDef = {
  name: 'single',
  description: 'one request served by one call, after a lookup when the user names a record the tool takes by id',
  rules: 'one request served by one call; "turns" is empty.',
  build: buildSingle,
};
