// What the assistant says when a call failed or was refused: what it tried, what the tool said (unless that reads as
// instructions), and truthfully whether anything changed. The execution validator checks that a failure is reacted to.
import type { SpeechProfile } from '../catalog/speech-profile.js';
import { capitalise } from '../util/english.js';
import { thingOf, type SeenResult, type Voice } from './answer-voice.js';

/** The message of an error a tool returned as JSON ({"error": "..."}, {"error": {"message": "..."}}, {"message": "..."}). */
function jsonMessage(value: unknown): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const o = value as Record<string, unknown>;
  for (const k of ['error', 'errorMessage', 'error_message', 'message', 'detail', 'details', 'reason']) {
    const e = o[k];
    const text = typeof e === 'string' ? e : jsonMessage(e);
    if (text && text.trim()) return text;
  }
  return undefined;
}

/** The tool's error, without the "Error:" and "MCP error -32602:" prefixes people do not need to read; a JSON error is
 * read for its message (its first line was "{", and kubectl's failure was answered 'failed with “{”'). */
function errorLine(r: SeenResult): string {
  const text = jsonMessage(r.structured) ?? jsonMessage(r.data) ?? r.text;
  return (text.split('\n').find((l) => l.trim()) ?? text).replace(/^(Error:\s*)+/i, '').replace(/^MCP error -?\d+:\s*/i, '').trim();
}

export function failureAnswer(v: Voice, r: SeenResult, p: SpeechProfile | undefined): string {
  const thing = p ? thingOf(p, r.args, r.ref) : r.name;
  const verb = p && p.verb !== 'use' ? p.verb : 'run';
  const writes = p ? !['list', 'search', 'get', 'compute'].includes(p.action) : true;
  if (r.denied) {
    return v.rng.pick([
      `I did not ${verb} ${thing}: it changes data and was not approved here, so nothing was changed. Tell me if you want to approve it.`,
      `That was blocked before it ran (it needs approval), so nothing was changed.`,
      `I couldn't go ahead: ${verb === 'run' ? 'the call' : `${verb}ing ${thing}`} needs your approval first. Nothing was changed.`.replace('eing', 'ing'),
    ]);
  }
  const line = errorLine(r);
  // Its first sentence, without the full stop, is what went wrong: the hints after it ("Use the … tool to see …",
  // "Please fix …") are for the caller, and pasted whole they made the answer the raw result.
  const first = (line.split(/(?<=[.!?])\s+(?=[A-Z"“'])/)[0] ?? line).replace(/\.+$/, '');
  // Instructions anywhere in it are left out and said to be (the answer ends with that), the first sentence or not.
  v.safe(line);
  const said = v.quote(first, 160) ?? 'an error I will not repeat';
  const after = writes ? v.rng.pick([' Nothing was changed.', ' So nothing was changed.', ' Nothing changed on that side.']) : v.rng.pick([' Want me to try something else?', ' Should I try with different details?', '']);
  if (/not found|no such|ENOENT|does not exist|unknown (id|entity)|404/i.test(line)) {
    if (thing.startsWith('the ')) return v.rng.pick([`That didn't work: the server could not find what it needed and said ${said}.${after}`, `It failed because something it refers to does not exist: ${said}.${after}`]);
    return v.rng.pick([`I couldn't find ${thing}: the server says ${said}.${after}`, `${capitalise(thing)} doesn't seem to exist; the lookup failed with ${said}.${after}`]);
  }
  if (/denied|permission|not allowed|outside (of )?allowed|EACCES|forbidden|401|403/i.test(line)) {
    return v.rng.pick([`I'm not allowed to do that: the server refused with ${said}.${after}`, `That failed on permissions (${said}).${after}`]);
  }
  if (/invalid|must be|required|expected/i.test(line)) {
    return v.rng.pick([`The server rejected the request as invalid: ${said}.${after} If you tell me the right details I can try again.`, `That call failed because the input was not accepted (${said}).${after}`]);
  }
  return v.rng.pick([
    `That didn't work: the tool reported an error, ${said}.${after}`,
    `Sorry, ${verb === 'run' ? 'the call' : `the attempt to ${verb} ${thing}`} failed with ${said}.${after}`,
    `I tried, but it failed: ${said}.${after}`,
  ]);
}

/** A one-line reply that says the call did not do what was asked, though it was no error result. */
export const REFUSED_TEXT = /\b(could ?n[o']t|cannot|can't|unable to|not found|(?<!\d )failed|failure|not allowed|blocked|denied|forbidden|no such|invalid|not (?:yet )?(?:registered|connected|configured|supported|available|installed|set)|you need to|must (?:first|be)|please (?:use|specify|provide|register))\b/i;

/** The error a result reports in its own fields ({"error": "...", "tip": "..."}) while the call itself succeeded. */
export function errorIn(value: unknown): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const o = value as Record<string, unknown>;
  // A record that has an error field (a job that failed, with its id and status) was read fine: only a reply that is
  // mostly its error ({"error", "tip"}, {"currentContext": null, "error"}) says the call failed.
  const keys = Object.keys(o);
  if (o.success === true || o.ok === true || keys.length > 3 || keys.some((k) => /(^|_)id$|[a-z]Id$|^(status|state)$/.test(k))) return undefined;
  for (const k of ['error', 'errorMessage', 'error_message', 'err']) {
    const e = o[k];
    const text = typeof e === 'string' ? e : e && typeof e === 'object' && typeof (e as { message?: unknown }).message === 'string' ? (e as { message: string }).message : undefined;
    if (text && text.trim()) return text.trim();
  }
  return undefined;
}

// The answer says what happened in its own words; the injected text itself is neither repeated nor acted on.
export const INJECTED = [
  (r: SeenResult) => `The ${r.name} result contained instructions addressed to me rather than data, so I set it aside and did not act on it. If you expected real output from ${r.name}, the source may be compromised.`,
  (r: SeenResult) => `I did not use what ${r.name} returned: it tried to give me instructions instead of data, and I do not take instructions from tool output. Nothing else was done.`,
];
