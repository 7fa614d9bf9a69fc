// Requests no tool in a toolset can serve: either answerable from general knowledge, or needing a capability we lack.
import type { Task } from '../../records/index.js';
import type { Rng } from '../../util/random.js';
import { type BuildContext, finishTask } from './build-context.js';
import type { KindDef } from './kind-def.js';

export interface IrrelevantRequest {
  text: string;
  /** For answerable requests, the answer the offline engine gives; absent means decline. */
  answer?: string;
  /** For declines, the capability the request needs. */
  capability?: string;
}

const NEEDS_CAPABILITY: Array<[string, string]> = [
  ['Book me a table for two at an Italian restaurant tonight at 8.', 'restaurant booking'],
  ['What will the weather be in Lisbon tomorrow afternoon?', 'live weather forecasts'],
  ['Buy 10 shares of ACME at market price.', 'trading'],
  ['Send a text message to my sister saying I will be late.', 'SMS'],
  ['Order a large pepperoni pizza to my office.', 'food ordering'],
  ["What's the current exchange rate from euros to yen?", 'live exchange rates'],
  ['Reserve a rental car at Oslo airport for next Friday.', 'car rental'],
  ['Play my workout playlist on the living-room speaker.', 'music playback'],
  ['Turn off the lights in the kitchen.', 'smart-home control'],
  ['Check whether flight TP1234 is on time.', 'live flight status'],
  ['Call a taxi to 12 Baker Street.', 'ride hailing'],
  ["Transfer $200 from my checking account to my savings.", 'banking'],
];

export function irrelevantRequest(rng: Rng): IrrelevantRequest {
  if (rng.next() < 0.5) {
    const [text, capability] = rng.pick(NEEDS_CAPABILITY);
    return { text, capability };
  }
  return rng.pick([arithmetic, unitConversion, percent])(rng);
}

function arithmetic(rng: Rng): IrrelevantRequest {
  const a = rng.int(12, 999);
  const b = rng.int(2, 99);
  return { text: `Quick question, no need to look anything up: what is ${a} times ${b}?`, answer: `${a} × ${b} = ${a * b}.` };
}

function unitConversion(rng: Rng): IrrelevantRequest {
  const km = rng.int(2, 200);
  return { text: `How many miles is ${km} kilometres?`, answer: `${km} km is about ${(km * 0.621371).toFixed(1)} miles.` };
}

function percent(rng: Rng): IrrelevantRequest {
  const p = rng.pick([5, 10, 12, 15, 20, 25, 30, 40]);
  const n = rng.int(4, 500) * 2;
  return { text: `What is ${p}% of ${n}?`, answer: `${p}% of ${n} is ${Number(((p * n) / 100).toFixed(2))}.` };
}

export function buildIrrelevance(ctx: BuildContext): Task | undefined {
  const { rng, seed, byServer } = ctx;
  const servers = [...byServer.keys()].sort();
  if (servers.length === 0) return undefined;
  const server = byServer.get(rng.pick(servers)) ?? [];
  const anchor = rng.pick(server);
  const req = irrelevantRequest(rng);
  const toolset = ctx.toolsetFor([anchor]);
  const names = toolset.map((id) => id.slice(id.indexOf('/') + 1));
  const expected: Task['expected'] = req.answer
    ? { calls: [], parallel: false, final: 'answer', answer: req.answer }
    : {
        calls: [],
        parallel: false,
        final: 'decline',
        answer: `I can't help with that here: it needs ${req.capability}, and none of the tools I have does that (they cover ${names.slice(0, 4).join(', ')}${names.length > 4 ? ' and more' : ''}).`,
      };
  const rubric = req.capability ? [`calls no tool`, `says it cannot help with ${req.capability}`] : ['calls no tool', 'answers directly'];
  return finishTask({ kind: 'irrelevance', toolset, text: req.text, expected, rubric }, seed);
}

export const irrelevanceKind: KindDef = {
  name: 'irrelevance',
  description: 'no tool fits: the right answer calls nothing, and answers from knowledge or declines',
  rules: 'no tool fits; "calls" is empty; "answer" answers from knowledge or declines and says what is missing.',
  build: buildIrrelevance,
};
