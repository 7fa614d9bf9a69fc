// Two ways a final answer turns into a template a model learns: reading a result out field by field, each as its key
// and value ("word count 787, size bytes 40012, record count 21"), and saying when a record was made or changed though
// the user never asked when ("created at 14 July 2026 at 11:57, updated at 1 August 2026").
import { ASKS_WHEN, keyWords } from '../util/english.js';
import { normal } from './argument-checks.js';
import { escapeRegExp } from '../util/regex.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;
// A day said in words after its key: "updated at 1 august 2026", "created on 3 december 2026".
const SAID_DAY = String.raw`(at |on )?\d{1,2} [a-z]+ \d{4}`;
/** A record's time said in an answer: "created at 14 July 2026", "last updated on 1 August 2026", "created time 7 October 2026". */
const SAYS_TIME = /\b(created|updated|modified|changed|edited)( (at|on|time|date))? \d{1,2} [A-Z][a-z]{2,8} \d{4}\b/i;

/** The scalar fields of the results, top level and in the first records of their lists, as key and value. */
function fieldsOf(results: readonly unknown[]): Map<string, string> {
  const out = new Map<string, string>();
  const add = (o: unknown): void => {
    if (!o || typeof o !== 'object' || Array.isArray(o)) return;
    for (const [k, v] of Object.entries(o as Record<string, unknown>)) {
      if (v !== null && typeof v !== 'object') out.set(k, String(v));
      else if (Array.isArray(v)) out.set(k, String(v.length));
    }
  };
  for (const r of results) {
    const tops = Array.isArray(r) ? r.slice(0, 5) : [r];
    for (const top of tops) {
      add(top);
      if (top && typeof top === 'object') for (const v of Object.values(top as Record<string, unknown>)) (Array.isArray(v) ? v.slice(0, 5) : [v]).forEach(add);
    }
  }
  return out;
}

// A key that names its value's unit is read out with the unit after the number: "duration 90 minutes" for
// duration_minutes, "expires in 7 days" for expires_in_days.
const UNIT_TAIL = / (ms|seconds|secs|minutes|mins|hours|days|weeks|months|years|bytes|percent)$/;

/** How many of the results' fields, and of the arguments the user gave, the answer says as "<key in words> <value>":
 * "with start 8 January 2027 at 08:30, duration 90 minutes and visibility busy only" reads back a create's arguments
 * as a form, whether the result repeats them or not. */
export function fieldReadouts(answer: string, results: readonly unknown[], args: readonly Record<string, unknown>[] = []): number {
  const said = normal(answer).replace(/[“”"]/g, '');
  const fields = fieldsOf(results);
  for (const [k, v] of fieldsOf(args)) if (!fields.has(k)) fields.set(k, v);
  let n = 0;
  for (const [k, v] of fields) {
    const key = normal(keyWords(k));
    // "It has ID cgw_JwLJ" is how a person gives an id, not a field read out.
    if (key.length < 2 || key === 'id') continue;
    const value = ISO_DATE.test(v) ? SAID_DAY : escapeRegExp(normal(v).slice(0, 12));
    if (!value) continue;
    const unit = UNIT_TAIL.exec(key);
    const keys = unit ? [key, key.slice(0, unit.index)] : [key];
    if (keys.some((w) => new RegExp(`(^|[^a-z])${escapeRegExp(w)}:? ${value}`).test(said))) n++;
  }
  return n;
}

/** The answer says when a record was made or changed, and no user message asked when. */
export function unaskedTime(answer: string, userText: string): boolean {
  return SAYS_TIME.test(answer) && !ASKS_WHEN.test(userText);
}
