// Final assistant answers written by the offline engine from the tool results it saw.
import type { Rng } from '../util/random.js';

export interface SeenResult {
  name: string;
  text: string;
  isError: boolean;
  /** The confirmation gate refused the call: it never ran. */
  denied?: boolean;
  /** The result tries to instruct the model (the scanner's first reason): never quoted, never followed. */
  injection?: string | undefined;
}

function snippet(text: string, max = 400): string {
  const t = text.trim();
  return t.length > max ? `${t.slice(0, max).trimEnd()}…` : t;
}

const OK = [
  (r: SeenResult) => `Done. ${r.name} returned:\n${snippet(r.text)}`,
  (r: SeenResult) => `Here is what ${r.name} gave back:\n${snippet(r.text)}`,
  (r: SeenResult) => `${r.name} finished. Result:\n${snippet(r.text)}`,
];

const FAILED = [
  (r: SeenResult) => `The ${r.name} call failed: ${snippet(r.text, 240)} I did not retry; tell me if you want to change the request and try again.`,
  (r: SeenResult) => `${r.name} reported an error: ${snippet(r.text, 240)} Nothing else was changed. Want me to try with different details?`,
];

const DENIED = [
  (r: SeenResult) => `I did not run ${r.name}: it changes or deletes data, and it was not approved here. Nothing was changed.`,
  (r: SeenResult) => `${r.name} was blocked before it ran (it is destructive and needs approval), so nothing changed. Tell me if you want to approve it.`,
];

// The answer says what happened in its own words; the injected text itself is neither repeated nor acted on.
const INJECTED = [
  (r: SeenResult) => `The ${r.name} result contained instructions addressed to me rather than data, so I set it aside and did not act on it. If you expected real output from ${r.name}, the source may be compromised.`,
  (r: SeenResult) => `I did not use what ${r.name} returned: it tried to give me instructions instead of data, and I do not take instructions from tool output. Nothing else was done.`,
];

export function finalAnswer(rng: Rng, results: readonly SeenResult[]): string {
  const lines = results.map((r) => (r.denied ? rng.pick(DENIED)(r) : r.injection ? rng.pick(INJECTED)(r) : r.isError ? rng.pick(FAILED)(r) : rng.pick(OK)(r)));
  return lines.join('\n\n');
}
