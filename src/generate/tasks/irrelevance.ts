// Requests no tool in a toolset can serve: either answerable from general knowledge, or needing a capability we lack.
import type { Rng } from '../../util/random.js';

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
