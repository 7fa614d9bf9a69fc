// A list asked for records in a scope its records hold no field for: a subreddit's posts, stays in Lisbon, the changes
// of one Percy project, issues that are fixed. The records it returns are in that scope from then on (they hold it,
// and a later list of another scope does not return them), so two scopes list different records and a repeat lists
// the same ones. Without this the scope was ignored: a category search for "restaurant" returned a museum.
import { fmix32 } from '../util/hash.js';
import { deriveSeed } from '../util/random.js';
import type { Rec } from './filters.js';
import type { ToolBinding } from './model.js';
import type { EntityStore, Row } from './store.js';

/** Inputs that steer how a list is made or read (its language, units, time window, base URL), not where its records are. */
const STEERS = /(url|uri|host|endpoint|base|token|secret|key|api|lang|language|locale|time_?zone|tz|format|units?|mode|provider|region|time|period|window|range|type|kind|version|theme|style|model|engine|source|safe_?search|country|freshness|output|encoding|depth|level|strategy|method|detail|view|sort|order)$/i;
/** The kinds of input that name where records are: a place, a name, an id, a status. A path is where the caller works
 * (Mastra's projectPath), which a record read later need not share. */
const SCOPE_TYPES = new Set(['name', 'title', 'city', 'id', 'other', 'enum', 'email']);

/** The call's arguments that name a scope the records do not hold: a short word or id, of a kind that places records. */
export function scopesOf(b: ToolBinding, args: Rec, unheld: readonly string[]): Array<[string, string | number]> {
  const out: Array<[string, string | number]> = [];
  for (const key of unheld) {
    const v = args[key];
    const short = (typeof v === 'string' && v.length > 0 && v.length <= 80) || (typeof v === 'number' && Number.isInteger(v));
    if (short && !STEERS.test(key) && SCOPE_TYPES.has(b.profile.params[key] ?? 'other')) out.push([key, v as string | number]);
  }
  return out;
}

/** The rows in every scope: a scope asked for the first time takes about half the rows no scope of its key holds yet
 * (at least one), by each row's seed, and they hold it from then on. */
export function inScopes(store: EntityStore, rows: readonly Row[], scopes: ReadonlyArray<[string, string | number]>): Row[] {
  let kept = [...rows];
  for (const [key, value] of scopes) {
    const tag = `${key}\u0000${String(value)}`;
    if (!store.scopes.has(tag)) {
      store.scopes.add(tag);
      const free = kept.filter((r) => store.valueOf(r, key) === undefined);
      const salt = deriveSeed(0, tag);
      const taken = free.filter((r) => (fmix32((r.seed ^ salt) >>> 0) & 1) === 0);
      for (const r of taken.length > 0 ? taken : free.slice(0, 1)) {
        if (r.rec) r.rec[key] = value;
        else (r.partial ??= {})[key] = value;
      }
    }
    kept = kept.filter((r) => String(store.valueOf(r, key)) === String(value));
  }
  return kept;
}
