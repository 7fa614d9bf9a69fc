// `multi_turn` and `missing_info`: the request arrives over several user turns; the right answer asks before it calls.
import type { CatalogTool, Persona, Task } from '../../records/index.js';
import { type BuildContext, finishTask, notDestructive, requiredArgs } from './build-context.js';
import { capitalise, describeArguments, requestPhrase } from './templates.js';
import type { KindDef } from './kind-def.js';

const PERSONAS: Array<Omit<Persona, 'goal'> & { open: string[]; reveal: (req: string) => string; give: (args: string) => string }> = [
  {
    name: 'Dana, a busy project manager',
    style: 'terse, gives details only when asked',
    open: ['Need a hand with something.', 'Quick one for you.', 'Got a minute? Something to sort out.'],
    reveal: (req) => `I want you to ${req}.`,
    give: (args) => `Use ${args}.`,
  },
  {
    name: 'Sam, a curious student',
    style: 'chatty, thinks out loud',
    open: ["Hi! I'm trying to get something done and I'm not sure how.", 'Hello there, I hope you can help me with a small thing.'],
    reveal: (req) => `Okay so basically, I'd like to ${req}. Does that make sense?`,
    give: (args) => `Oh right, sorry! It's ${args}. Thanks so much!`,
  },
  {
    name: 'Ms. Okafor, an operations lead',
    style: 'formal and precise',
    open: ['Good morning. I have a request regarding our systems.', 'Hello. I need an operation carried out.'],
    reveal: (req) => `The task is to ${req}.`,
    give: (args) => `The parameters are: ${args}.`,
  },
];

/** Tools whose calls have at least one argument to reveal late. */
export function hasArgs(tool: CatalogTool): boolean {
  return Object.keys((tool.inputSchema.properties ?? {}) as object).length > 0;
}

export function buildMultiTurn(ctx: BuildContext): Task | undefined {
  const tool = ctx.nextTool((t) => hasArgs(t) && notDestructive(t));
  if (!tool) return undefined;
  const c = ctx.call(tool, ctx.seed);
  const p = ctx.rng.pick(PERSONAS);
  const req = requestPhrase(tool.description, tool.name);
  const args = describeArguments(c.arguments);
  const goal = `${capitalise(req)}${args ? ` with ${args}` : ''}.`;
  const turns = [{ assistant: ctx.rng.pick(['Of course. What would you like me to do?', 'Sure, happy to help. What do you need?', 'Certainly. What is the task?']), user: p.reveal(req) }];
  if (args) turns.push({ assistant: `I can do that. Which details should I use (${Object.keys(c.arguments).map((k) => k.replace(/[_-]+/g, ' ')).join(', ')})?`, user: p.give(args) });
  return finishTask(
    {
      kind: 'multi_turn',
      toolset: ctx.toolsetFor([tool]),
      text: ctx.rng.pick(p.open),
      expected: { calls: [c], parallel: false, final: 'answer' },
      rubric: ['calls no tool until the goal is clear', `then calls ${tool.name} with the details the user gave`],
      turns,
      persona: { name: p.name, style: p.style, goal },
    },
    ctx.seed,
  );
}

/** A tool with a required argument the user can leave out and supply when asked. */
function askable(tool: CatalogTool): boolean {
  return requiredArgs(tool).length > 0;
}

export function buildMissingInfo(ctx: BuildContext): Task | undefined {
  const tool = ctx.nextTool((t) => askable(t) && notDestructive(t));
  if (!tool) return undefined;
  const c = ctx.call(tool, ctx.seed);
  const required = requiredArgs(tool).filter((a) => a in c.arguments);
  if (required.length === 0) return undefined;
  const missing = ctx.rng.pick(required);
  const { [missing]: value, ...given } = c.arguments;
  const req = requestPhrase(tool.description, tool.name);
  const givenText = describeArguments(given);
  const label = missing.replace(/[_-]+/g, ' ');
  const text = ctx.rng.pick([
    `Please ${req}${givenText ? ` (${givenText})` : ''}.`,
    `Can you ${req}?${givenText ? ` I know ${givenText}.` : ''}`,
    `I need to ${req}${givenText ? `; ${givenText}` : ''}.`,
  ]);
  const supplied = describeArguments({ [missing]: value });
  return finishTask(
    {
      kind: 'missing_info',
      toolset: ctx.toolsetFor([tool]),
      text,
      expected: { calls: [c], parallel: false, final: 'answer', missing: [missing] },
      rubric: [`first asks for the ${label} and calls nothing`, `after the reply, calls ${tool.name} with ${missing} as given`],
      turns: [
        {
          assistant: ctx.rng.pick([`I can do that, but I need the ${label} first. What should it be?`, `Before I start: which ${label} should I use?`, `What ${label} do you want me to use?`]),
          user: ctx.rng.pick([`Use ${supplied}.`, `Oh, ${supplied}.`, `Sorry: ${supplied}.`]),
        },
      ],
    },
    ctx.seed,
  );
}

export const multiTurnKind: KindDef = {
  name: 'multi_turn',
  description: 'a persona opens vaguely and reveals the goal over several turns; the call comes after the last',
  rules: 'a persona (in the draft) starts vaguely and reveals the goal over the turns; every value appears by the last user turn, not in the first message.',
  hasTurns: true,
  build: buildMultiTurn,
};

export const missingInfoKind: KindDef = {
  name: 'missing_info',
  description: 'the first message leaves out a required argument; the assistant asks for it before calling',
  rules: 'the first user message leaves out the argument named in the draft\'s "missing"; the one turn has the assistant ask for it and the user give it.',
  hasTurns: true,
  build: buildMissingInfo,
};
