// The record a multi_step request picks out of a list by what it is: "delete the snapshot that is in the cold tier",
// "open the ticket that is assigned to Kwame Jones". Chains had always acted on "whichever comes first", a choice no
// user makes and one a model learns as a shortcut (take item [0]); a record told apart by one of its own facts asks the
// model to read the list.
import type { Rng } from '../../util/random.js';
import type { CatalogTool } from '../../records/index.js';
import { isPerson, predicateOf, rankedPhrase, stateBefore, theRanked } from '../../util/field-phrases.js';
import { rank, ranked } from '../../records/links.js';

export interface PickedOut {
  /** Its index in the page the list returned, and how many items that page held. */
  index: number;
  of: number;
  /** How the user names it: "the snapshot that is in the cold tier". */
  said: string;
  /** The predicate alone ("is in the cold tier"), for the rubric. */
  fact: string;
  /** The field and value that tell it apart, as the list shows them. */
  key: string;
  value: string | number;
  /** Picked out as the one with the most (max) or least (min) of its field ("the largest backup"), not by the value. */
  order?: 'max' | 'min';
}

/** What a pick may go by. `facts`: a value of the record (only where the world is the server and knows the values);
 * `declared`: the item fields a real server's outputSchema promises, the only ones a ranking can count on there. */
export interface PickOptions {
  facts: boolean;
  declared?: ReadonlySet<string>;
}

/** The items' one highest or lowest value of a field every item has (a number, or a date), and how the user says it. */
function rankedOut(page: readonly Record<string, unknown>[], entity: string, given: Record<string, unknown>, declared: ReadonlySet<string> | undefined): PickedOut[] {
  const keys = Object.keys(page[0] ?? {}).filter((k) => !(k in given) && (!declared || declared.has(k)) && !ID_KEY.test(k));
  return keys.flatMap((key) =>
    (['max', 'min'] as const).flatMap((order): PickedOut[] => {
      const phrase = rankedPhrase(key, order);
      const index = phrase ? ranked(page.map((item) => rank(item[key])), order) : [];
      if (!phrase || index.length !== 1) return [];
      const said = 'before' in phrase ? `the ${phrase.before} ${entity}` : `the ${entity} ${phrase.after}`;
      return [{ index: index[0] as number, of: page.length, said, fact: `is ${theRanked(phrase)}`, key, value: page[index[0] as number]?.[key] as string | number, order }];
    }),
  );
}

/** A value with a run of digits joined to letters or a slash: a code ("contracts/6523", "cus_48213"), not a name. */
const CODED = /[a-z_/#-]\d{3,}|\d{3,}[a-z_/-]/i;
const ID_KEY = /(^|_)(id|uuid|iid|key|slug|url|href|link)$|[a-z](Id|ID|Url|Key)$/;
const NAME_KEY = /^(name|title|subject|filename|file_?name|full_?name|display_?name|displayName|fullName|label)$/;
const STAMP_KEY = /(created|updated|modified|changed|deleted)(_?(at|on|time|date))?$|^(date_)?(created|modified)$/i;

/**
 * A record of `page` that one of its facts tells apart from every other item there, and how the user says it; undefined
 * when no item has such a fact. `given`: the list call's arguments (a list filtered by tier holds only that tier).
 */
export function pickOut(page: readonly Record<string, unknown>[], entity: string, given: Record<string, unknown>, rng: Rng, how: PickOptions = { facts: true }): PickedOut | undefined {
  // One item needs no picking out.
  if (page.length < 2) return undefined;
  // The newest, the largest: said of whatever the server lists, so a real server's list gives the one meant too.
  const rankings = rankedOut(page, entity, given, how.declared);
  if (!how.facts) return rankings.length ? rng.pick(rankings) : undefined;
  if (rankings.length && rng.next() < 0.25) return rng.pick(rankings);
  const options: PickedOut[] = [];
  page.forEach((item, index) => {
    for (const [k, v] of Object.entries(item)) {
      if ((typeof v !== 'string' && typeof v !== 'number') || k in given || ID_KEY.test(k) || STAMP_KEY.test(k)) continue;
      // A time of day no one remembers a record by ("the event that starts on Friday 8 January 2027 at 14:18"), nor a
      // code only the list shows ("the document that is in contracts/6523") or an odd number ("lasts 31 minutes").
      if (typeof v === 'string' && (/T\d{2}:\d{2}/.test(v) || CODED.test(v))) continue;
      if (typeof v === 'number' && v > 10 && v % 5 !== 0) continue;
      const fact = predicateOf(k, String(v));
      if (!fact) continue;
      // Told apart: no other item shows the same value (an item without the field is not the same).
      if (page.some((o, j) => j !== index && String(o[k]) === String(v))) continue;
      // A state that is a word before the noun: "the published document", not "the document that is published".
      const state = stateBefore(k, String(v));
      const said = state ? `the ${state} ${entity}` : `the ${entity} ${isPerson(entity) ? 'who' : 'that'} ${fact}`;
      options.push({ index, of: page.length, said, fact, key: k, value: v });
    }
  });
  // Not the first one more often than a list would have it: any item that can be told apart is as likely.
  if (options.length) return rng.pick(options);
  // Else by its own name, where no other item there has it ("rename the document called 'On-call runbook'").
  const named = page.flatMap((item, index) => {
    const [key, value] = Object.entries(item).find(([k, v]) => NAME_KEY.test(k) && typeof v === 'string' && /[a-z]{2}/i.test(v) && v.length <= 60) ?? [];
    return key && typeof value === 'string' && page.filter((o) => o[key] === value).length === 1 ? [{ index, of: page.length, said: `the ${entity} called '${value}'`, fact: `is called '${value}'`, key, value }] : [];
  });
  return named.length ? rng.pick(named) : undefined;
}

/** The fields a list tool's outputSchema promises each listed item has (the `required` of its first array of objects);
 * undefined where it promises none (a field it only describes may be missing from a real server's items). */
export function declaredItemKeys(tool: CatalogTool): ReadonlySet<string> | undefined {
  const walk = (schema: unknown, depth: number): ReadonlySet<string> | undefined => {
    if (!schema || typeof schema !== 'object' || depth > 3) return undefined;
    const s = schema as { type?: unknown; items?: unknown; properties?: Record<string, unknown> };
    const items = s.items as { properties?: Record<string, unknown>; required?: unknown } | undefined;
    if (items?.properties) return Array.isArray(items.required) && items.required.length ? new Set(items.required.map(String)) : undefined;
    for (const p of Object.values(s.properties ?? {})) {
      const found = walk(p, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  return walk(tool.outputSchema, 0);
}
