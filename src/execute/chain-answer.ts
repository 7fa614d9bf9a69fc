// A chain's answer is one reply, not a log of steps ("First, … Then, …"). A later call acts on a record an earlier
// step listed, found or made: the answer names that record as the user saw it ("the event “Demo day”"), not by its
// id, and a list that only led to the record is read out once, without its first record's details (the goal says them).
import { speechProfile } from '../catalog/speech-profile.js';
import type { SeenResult } from './answer-voice.js';
import { readResult, type Item } from './result-reading.js';

export interface ChainReading {
  /** Per result: how the record it acts on was named by an earlier step, if it was. */
  refs: Array<string | undefined>;
  /** Per result: a later step acted on one of its records. */
  feeds: boolean[];
  /** Per result: a lookup that found just the one record a later step then named: the answer says only that step. */
  folded: boolean[];
}

function itemsOf(r: SeenResult): Item[] {
  if (r.isError || r.denied || r.injection) return [];
  const reading = readResult(r.text, r.structured, r.data);
  return reading.kind === 'list' ? reading.items : reading.kind === 'record' ? [reading.item] : [];
}

/** The scalar arguments a call identifies records by: the values a lookup's ids are matched against. */
function idValues(args: Record<string, unknown> = {}): string[] {
  return Object.entries(args)
    .filter(([k, x]) => (typeof x === 'string' || typeof x === 'number') && /id$|ids?$|key$|slug|number|name$|uuid|path$/i.test(k))
    .map(([, x]) => String(x));
}

export function readChain(results: readonly SeenResult[], label: (it: Item) => string | undefined): ChainReading {
  const refs: Array<string | undefined> = results.map(() => undefined);
  const feeds = results.map(() => false);
  const folded = results.map(() => false);
  const counts = results.map(() => 0);
  // An item is found again by its id, else by an id among its fields (a place's place_id); an id its fields share
  // with other items (their project_id) never names one of them.
  const found = new Map<string, [Item, number]>();
  const byField = new Map<string, [Item, number] | null>();
  results.forEach((r, i) => {
    const values = idValues(r.args);
    const hit = values.map((x) => found.get(x)).find(Boolean) ?? values.map((x) => byField.get(x)).find(Boolean);
    if (hit) {
      feeds[hit[1]] = true;
      const [item] = hit;
      const name = item.name ? label(item) : undefined;
      const entity = r.tool ? speechProfile(r.tool).entity : undefined;
      // Named only where the earlier step gave it a name: an id alone is said as the id, as before.
      if (name && entity && entity !== 'result') refs[i] = `the ${entity} ${name}`;
      if (refs[i] && counts[hit[1]] === 1 && hit[1] < i && ['list', 'search'].includes(results[hit[1]]?.tool ? speechProfile(results[hit[1]]!.tool!).action : '')) folded[hit[1]] = true;
    }
    const items = itemsOf(r);
    counts[i] = items.length;
    for (const it of items) {
      if (it.id && !found.has(it.id)) found.set(it.id, [it, i]);
      for (const [, x] of it.links ?? []) byField.set(x, byField.has(x) ? null : [it, i]);
    }
  });
  return { refs, feeds, folded };
}
