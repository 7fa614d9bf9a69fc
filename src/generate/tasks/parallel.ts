// `parallel`: two independent requests in one message, served by calls made together in one assistant turn.
import type { CatalogTool, ExpectedCall, Task } from '../../records/index.js';
import { type BuildContext, finishTask, notDestructive } from './build-context.js';
import type { KindDef } from './kind-def.js';
import { parallelRequest } from './templates.js';

export function buildParallel(ctx: BuildContext): Task | undefined {
  const { rng, seed } = ctx;
  const first = (ctx.nextTool(notDestructive) ?? ctx.nextTool()) as CatalogTool | undefined;
  if (!first) return undefined;
  const siblings = (ctx.byServer.get(first.serverId) ?? []).filter((t) => t.id !== first.id && notDestructive(t));
  const second = siblings.length > 0 && rng.next() < 0.5 ? rng.pick(siblings) : first;
  const calls = [ctx.call(first, seed), ctx.call(second, seed + 7919)];
  const items = [first, second].map((t, i) => ({ description: t.description, toolName: t.name, args: (calls[i] as ExpectedCall).arguments }));
  const text = parallelRequest(rng, items);
  return finishTask({ kind: 'parallel', toolset: ctx.toolsetFor([first, second]), text, expected: { calls, parallel: true, final: 'answer' }, rubric: ['makes both calls in one assistant turn'] }, seed);
}

export const parallelKind: KindDef = {
  name: 'parallel',
  description: 'two independent requests in one message, served by calls made together in one turn',
  rules: 'two independent requests in one message, served by calls made together; "turns" is empty.',
  build: buildParallel,
};
