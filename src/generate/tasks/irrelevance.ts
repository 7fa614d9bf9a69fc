// `irrelevance`: requests from many domains that no offered tool can serve, each beside a near-miss toolset (an
// email request beside a notes app); the right answer calls nothing, and answers from reasoning or declines.
import type { CatalogTool, Task } from '../../records/index.js';
import { capitalise, joinList } from '../../util/english.js';
import { offTopic } from '../language/off-topic.js';
import { type BuildContext } from './build-context.js';
import type { ToolIndex } from './toolsets.js';
import { finishSpoken, typo } from './speak.js';
import { voice } from '../language/personas.js';
import { aside } from '../language/scenarios.js';
import type { KindDef } from './kind-def.js';

const VERB: Record<string, string> = { list: 'list', search: 'search', get: 'look up', create: 'create', update: 'update', delete: 'delete', send: 'send' };

/** What a toolset can do, in a few words: "list and look up notes, and create events". */
export function toolsetSummary(index: ToolIndex, tools: readonly CatalogTool[]): string {
  const phrases: string[] = [];
  for (const t of tools) {
    const p = index.profile(t);
    const verb = VERB[p.action] ?? p.verb;
    const phrase = `${verb} ${['control', 'other', 'execute', 'compute'].includes(p.action) ? `the ${p.entity}` : p.entityPlural}`;
    if (!phrases.includes(phrase)) phrases.push(phrase);
  }
  return joinList(phrases.slice(0, 3)) + (phrases.length > 3 ? ', and a few related things' : '');
}

const DECLINE = [
  "I can't help with that here: it needs {cap}, and none of my tools does that. They let me {summary}.",
  "Sorry, that's outside what I can do. {Cap} isn't something these tools offer; they {summary}.",
  "I'm not able to do that: none of my tools covers {cap}. What I can do here is {summary}.",
  'That needs {cap}, which I have no access to. The tools I have can {summary}, so I would be guessing. Is there something along those lines I can do?',
  "Unfortunately I can't: I have nothing that covers {cap}. I can {summary} if that helps.",
];

/** The server whose tools look most like what the request talks about: the near miss. */
function nearest(ctx: BuildContext, near: readonly string[]): CatalogTool {
  const servers = [...ctx.byServer.keys()].sort();
  const score = (id: string) =>
    (ctx.byServer.get(id) ?? []).reduce((n, t) => {
      const p = ctx.toolIndex.profile(t);
      const words = `${p.entity} ${t.name.replace(/[_-]/g, ' ')}`.toLowerCase();
      return n + near.filter((w) => words.includes(w)).length;
    }, 0) + ctx.rng.next();
  const best = servers.map((id) => [id, score(id)] as const).sort((a, b) => b[1] - a[1])[0]?.[0] as string;
  return ctx.rng.pick(ctx.byServer.get(best) ?? []);
}

export function buildIrrelevance(ctx: BuildContext): Task | undefined {
  if (ctx.byServer.size === 0) return undefined;
  const { rng } = ctx;
  const req = offTopic(rng, ctx.ref);
  const anchor = nearest(ctx, req.near);
  const toolset = ctx.toolsetFor([anchor]);
  const tools = toolset.map((id) => ctx.byId.get(id)).filter((t): t is CatalogTool => Boolean(t));
  const text = typo(ctx, voice(rng, ctx.speaker, req.text, aside(rng)));
  const answer = req.answer ?? rng.pick(DECLINE).replace('{cap}', req.capability ?? 'that').replace('{Cap}', capitalise(req.capability ?? 'that')).replace('{summary}', toolsetSummary(ctx.toolIndex, tools));
  const expected: Task['expected'] = { calls: [], parallel: false, final: req.answer ? 'answer' : 'decline', answer };
  const rubric = req.capability ? ['calls no tool', `says it cannot help with ${req.capability}`, 'says what the tools can do instead'] : ['calls no tool', 'answers directly'];
  return finishSpoken(ctx, { kind: 'irrelevance', toolset, text, expected, rubric, goal: req.text });
}

export const irrelevanceKind: KindDef = {
  name: 'irrelevance',
  description: 'no tool fits: the right answer calls nothing, and answers from knowledge or declines',
  rules: 'no tool fits though the tools look related; "calls" is empty; "answer" answers from knowledge or declines, says what is missing and what the tools can do instead.',
  build: buildIrrelevance,
};
