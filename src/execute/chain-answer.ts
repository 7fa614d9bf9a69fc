// A chain's answer is one reply, not a log of steps ("First, … Then, …"). A later call acts on a record an earlier
// step listed, found or made: the answer names that record as the user saw it ("the event “Demo day”"), not by its
// id, and a list that only led to the record is read out once, without its first record's details (the goal says them).
import { speechProfile } from '../catalog/speech-profile.js';
import type { SeenResult } from './answer-voice.js';
import { readResult, type Item } from './result-reading.js';
import { predicateOf, rankedPhrase, stateBefore } from '../util/field-phrases.js';
import { headNoun } from '../util/english.js';

export interface ChainReading {
  /** Per result: how the record it acts on was named by an earlier step, if it was. */
  refs: Array<string | undefined>;
  /** Per result: a later step acted on one of its records. */
  feeds: boolean[];
  /** Per result: a lookup that found just the one record a later step then named (or, where the user never asked to
   * see it, a lookup the answer need not read out): the answer says only that step. */
  folded: boolean[];
  /** Per result: the other records a folded lookup found beside the one this step changed ("also found …"), and
   * whether that lookup was a search or a listing. */
  passed: Array<{ names: string[]; search: boolean } | undefined>;
}

function itemsOf(r: SeenResult): Item[] {
  if (r.isError || r.denied || r.injection) return [];
  const reading = readResult(r.text, r.structured, r.data);
  return reading.kind === 'list' ? reading.items : reading.kind === 'record' ? [reading.item] : [];
}

/** The scalar arguments a call identifies records by: the values a lookup's ids are matched against. */
function idValues(args: Record<string, unknown> = {}): string[] {
  // A page is fetched again by its address (Tavily's extract takes "urls"): a list that led to it is read out once.
  return Object.entries(args)
    .filter(([k]) => /id$|ids?$|key$|slug|number|name$|uuid|path$|urls?$/i.test(k))
    .flatMap(([, x]) => (Array.isArray(x) ? x.slice(0, 1) : [x]))
    .filter((x) => typeof x === 'string' || typeof x === 'number')
    .map((x) => String(x));
}

/** `implicit`: the user asked for the goal, not for the lookup (a search the assistant ran to find a named record). */
export function readChain(results: readonly SeenResult[], label: (it: Item) => string | undefined, implicit = false): ChainReading {
  const refs: Array<string | undefined> = results.map(() => undefined);
  const feeds = results.map(() => false);
  const folded = results.map(() => false);
  const passed: ChainReading['passed'] = results.map(() => undefined);
  const lists = results.map(() => [] as Item[]);
  // An item is found again by its id, else by an id among its fields (a place's place_id); an id its fields share
  // with other items (their project_id) never names one of them.
  const found = new Map<string, [Item, number]>();
  const byField = new Map<string, [Item, number] | null>();
  const byNumber = new Map<string, [Item, number] | null>();
  results.forEach((r, i) => {
    // A lookup the assistant ran on its own may have found what an input names by no id-like key (mobile's "device").
    const values = implicit ? [...idValues(r.args), ...otherValues(r.args)] : idValues(r.args);
    const hit = values.map((x) => found.get(x)).find(Boolean) ?? values.map((x) => byField.get(x)).find(Boolean) ?? values.map((x) => byNumber.get(x)).find(Boolean);
    if (hit) {
      feeds[hit[1]] = true;
      const [item] = hit;
      const name = item.name ? label(item) : undefined;
      const entity = r.tool ? speechProfile(r.tool).entity : undefined;
      const lookup = results[hit[1]]?.tool ? speechProfile(results[hit[1]]?.tool as NonNullable<SeenResult['tool']>) : undefined;
      // A lookup of another thing than the call acts on (the device an app is installed on, the base of a comment; its
      // head noun differs: a "mail folder message" is a "mail message") only found where to act: it names no record of the call's, and is not read unless asked for.
      if (lookup && entity && headNoun(lookup.entity) !== headNoun(entity) && ['list', 'search'].includes(lookup.action)) {
        folded[hit[1]] = implicit;
        return keep(r, i);
      }
      // Named only where the earlier step gave it a name: an id alone is said as the id, as before.
      if (name && entity && entity !== 'result') refs[i] = `the ${entity} ${name}`;
      const among = lists[hit[1]] as Item[];
      if (refs[i] && lookup && ['list', 'search'].includes(lookup.action) && (among.length === 1 || implicit)) {
        folded[hit[1]] = true;
        // A write says what else the search found and left alone; a read needs no such word.
        const action = r.tool ? speechProfile(r.tool).action : undefined;
        if (among.length > 1 && (action === 'update' || action === 'delete')) passed[i] = { names: among.filter((x) => x !== item).map((x) => label(x)).filter((x): x is string => Boolean(x)), search: lookup.action === 'search' };
      }
    }
    keep(r, i);
  });
  /** Remembers the records result `i` shows, by id, link and number, for the steps after it. */
  function keep(r: SeenResult, i: number): void {
    const items = itemsOf(r);
    lists[i] = items;
    for (const it of items) {
      if (it.id && !found.has(it.id)) found.set(it.id, [it, i]);
      for (const [, x] of [...(it.links ?? []), ...it.facts.filter(([k]) => /^(url|link|href)$/i.test(k))]) byField.set(x, byField.has(x) ? null : [it, i]);
      // A record known by its number (GitHub's issue_number) is found again by it, where nothing else finds it: "Just one
      // issue: … Its details: issue number 33124, …" was said before the read of that issue said it all again.
      for (const [, x] of it.facts.filter(([k]) => /(^|_)(number|iid)$|[a-z](Number|Iid)$/.test(k))) byNumber.set(x, byNumber.has(x) ? null : [it, i]);
    }
  }
  return { refs, feeds, folded, passed };
}

/** The other scalar arguments that could name a record: words and numbers of some length, not flags or counts. */
function otherValues(args: Record<string, unknown> = {}): string[] {
  return Object.values(args).filter((x) => (typeof x === 'string' && x.length >= 3) || (typeof x === 'number' && x >= 1000)).map((x) => String(x));
}

/**
 * How a write's answer names the record the user picked out of a list by one of its facts: with that fact, so the reader
 * can check the choice ("Updated the published document “Meeting notes August 15”", "Deleted the snapshot db-us-01
 * (the one in the cold tier)"). It had said only the name, which no one reading the answer could match to the request.
 */
export function pickedRef(named: string | undefined, r: SeenResult): string | undefined {
  const p = r.tool ? speechProfile(r.tool) : undefined;
  if (!r.picked || !p || !['update', 'delete'].includes(p.action)) return named;
  // A record no earlier step named (a backup has an id and no name) is the one picked, by its id.
  const id = p.idParam ? r.args?.[p.idParam] : undefined;
  const ref = named ?? (typeof id === 'string' || typeof id === 'number' ? `the ${p.entity} ${id}` : undefined);
  if (!ref) return named;
  const phrase = r.picked.order ? rankedPhrase(r.picked.key, r.picked.order) : undefined;
  if (phrase) return 'before' in phrase ? ref.replace(/^the /, `the ${phrase.before} `) : `${ref} (the one ${phrase.after})`;
  const fact = r.picked.value !== undefined ? predicateOf(r.picked.key, String(r.picked.value)) : undefined;
  if (!fact || /^is called /.test(fact)) return ref;
  const state = stateBefore(r.picked.key, String(r.picked.value));
  if (state) return ref.replace(/^the /, `the ${state} `);
  const one = /^is (?!a |an )/.test(fact) ? `the one ${fact.slice(3)}` : /^has /.test(fact) ? `the one with ${fact.slice(4)}` : `the one that ${fact}`;
  return `${ref} (${one})`;
}
