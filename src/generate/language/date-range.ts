// A range said as two dates ends after it starts: "from next Monday until the 14th", never a start after its end.
// Dates are chosen one argument at a time, so a pair that came out backwards is said the other way round.
import type { Said, SayContext } from './said-types.js';
import { sayKnownDate } from './said.js';
import { isoDate, isoSeconds } from '../../util/time.js';
import { eventPlan } from '../../world/event-plans.js';
import { familyOf } from '../../world/domain.js';

// Snake or kebab words case-blind, camelCase words by their capitals: "minSetupMinutes" is a minimum, "maxSetupMinutes"
// is not one for the "Min" of "Minutes".
const either = (blind: RegExp, camel: RegExp) => ({ test: (k: string) => blind.test(k) || camel.test(k) });
const START = either(/(^|_|-)(start|from|since|after|begin|min|earliest)(_|-|$)|^check_?in|^arrival|^depart(ure)?(_?date)?$/i, /^(start|from|since|after|begin|min|earliest)(?=[A-Z])|[a-z](Start|From|Since|After|Begin|Min)(?=[A-Z_]|$)/);
// A task's due moment ends what its start begins: Graph's planner task was asked to start on the 27th, due the 25th.
const END = either(/(^|_|-)(end|to|until|before|max|latest|due)(_|-|$)|^check_?out|^return(_?date)?$/i, /^(end|to|until|before|max|latest|due)(?=[A-Z])|[a-z](End|Until|Before|Max)(?=[A-Z_]|$)/);
const BOUND = /(^|_|-)(start|from|since|after|begin|min|earliest|end|to|until|before|max|latest|due)(?=_|-|$)|(Start|From|Since|After|Begin|Min|End|Until|Before|Max)|^(check_?in|check_?out|arrival|departure|depart|return|due)/gi;
// A stay or a trip lasts at least a night: its end is never its start.
const STAY = /^(check_?in|arrival|depart)/i;
const DAY = 86_400_000;

const isDate = (s: Said) => typeof s.value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(s.value);
/** What the range is of: "due_on_after" and "due_on_before" are both "due_on". */
const stem = (key: string) => key.replace(BOUND, '').toLowerCase();

/** Swap the values of any start/end pair of dates that came out backwards, and say each again for its own field. */
export function orderDateRanges(said: Said[], ctx: SayContext): void {
  for (const start of said.filter((s) => isDate(s) && START.test(s.key))) {
    const end = said.find((s) => s !== start && isDate(s) && END.test(s.key) && !START.test(s.key) && stem(s.key) === stem(start.key));
    if (end && STAY.test(start.key) && String(start.value).slice(0, 10) === String(end.value).slice(0, 10)) {
      const at = Date.parse(String(start.value).slice(0, 10)) + ctx.rng.int(2, 6) * DAY;
      const later = sayKnownDate(end.key, String(end.value).length === 10 ? isoDate(at) : isoSeconds(at), ctx);
      if (later) said[said.indexOf(end)] = { ...later, slot: end.slot };
      continue;
    }
    if (!end || String(start.value) <= String(end.value)) continue;
    const a = sayKnownDate(start.key, String(end.value), ctx);
    const b = sayKnownDate(end.key, String(start.value), ctx);
    if (!a || !b) continue;
    said[said.indexOf(start)] = { ...a, slot: start.slot };
    said[said.indexOf(end)] = { ...b, slot: end.slot };
  }
}

/** Swap the values of a start/end pair of numbers that came out backwards ("with a start index of 16, with an end index
 * of 8"), each said again for its own field by `say`. */
export function orderNumberRanges(said: Said[], say: (s: Said, value: number) => Said): void {
  const isNumber = (s: Said) => typeof s.value === 'number';
  for (const start of said.filter((s) => isNumber(s) && START.test(s.key))) {
    const end = said.find((s) => s !== start && isNumber(s) && END.test(s.key) && !START.test(s.key) && stem(s.key) === stem(start.key));
    if (!end || (start.value as number) <= (end.value as number)) continue;
    said[said.indexOf(start)] = { ...say(start, end.value as number), slot: start.slot };
    said[said.indexOf(end)] = { ...say(end, start.value as number), slot: end.slot };
  }
}

const LENGTH = /^(duration|length)(_?(in_?)?(minutes|mins))?$/i;
const STARTS_AT = /^(start|starts_?at|start_?time|start_?date_?time|when|time)$/i;

/** A meeting asked for is as long as its kind lasts and starts when such meetings do: "Lighthouse standup, an hour and
 * a half long" and a team lunch "at 5pm" were drawn apart from their titles. A length or hour its kind allows is kept. */
export function fitMeeting(said: Said[], ctx: SayContext, say: (s: Said, value: number) => Said): void {
  if (familyOf(ctx.entity) !== 'event') return;
  const plan = eventPlan(said.find((s) => /^(title|summary|name|subject)$/i.test(s.key))?.value);
  if (!plan) return;
  const length = said.find((s) => typeof s.value === 'number' && LENGTH.test(s.key));
  if (length && !plan.minutes.includes(length.value as number)) said[said.indexOf(length)] = { ...say(length, ctx.rng.pick(plan.minutes)), slot: length.slot };
  const start = said.find((s) => typeof s.value === 'string' && STARTS_AT.test(s.key) && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(s.value));
  const value = String(start?.value);
  if (!start || plan.starts.includes(Number(value.slice(11, 13)) * 60 + Number(value.slice(14, 16)))) return;
  const at = Date.parse(`${value.slice(0, 10)}T00:00:00Z`) + ctx.rng.pick(plan.starts) * 60_000;
  const again = sayKnownDate(start.key, `${isoSeconds(at).slice(0, 19)}${value.slice(19)}`, ctx);
  if (again) said[said.indexOf(start)] = { ...again, slot: start.slot };
}

/** Every range the call's values state in order, and a meeting as long as its kind lasts. */
export function orderSpans(said: Said[], ctx: SayContext, say: (s: Said, value: number) => Said): void {
  orderDateRanges(said, ctx);
  orderNumberRanges(said, say);
  fitMeeting(said, ctx, say);
}
