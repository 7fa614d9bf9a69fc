// A list's answer: how many came back and their names, told apart where two share one, the first one's facts as
// often as not, and whether there is more (never of a list that only led to a chain's record). Also how a record is
// labelled, and whether a fact only repeats what the call was given, which a record's answer leaves out too.
import type { SpeechProfile } from '../catalog/speech-profile.js';
import { capitalise, countOf, joinList, keyWords, numberWord, pluralise, singularise } from '../util/english.js';
import { prose, type Voice } from './answer-voice.js';
import { placeOf, type Item, type Reading } from './result-reading.js';
import { detailsSaid, factList, facts, hasOrIs, NUMBER } from './answer-facts.js';
import { subjectOf } from '../util/field-phrases.js';

/** A record as a list or an answer names it: its name (quoted when it is words, not a person's), else its id. */
export function label(v: Voice, it: Item, withState = true): string | undefined {
  const name = v.safe(it.name);
  const head = name ? (/\s/.test(name) && !/^[A-Z][\p{L}]+ [A-Z][\p{L}]+$/u.test(name) ? `“${name}”` : name) : it.id;
  if (!head) return undefined;
  return withState && it.state ? `${head} (${prose(it.state)})` : head;
}

export function listAnswer(v: Voice, p: SpeechProfile, r: Extract<Reading, { kind: 'list' }>, args: Record<string, unknown>, brief = false): string {
  const noun = r.key && !['items', 'results', 'data', 'records', 'entries', 'hits', 'rows'].includes(r.key) ? singularise(keyWords(r.key).toLowerCase()) : p.entity;
  const n = r.items.length;
  // An item with no name but a text is said by its text's first words: a search's docs were "8247625, 2168252 and
  // 8275438", ids that tell a reader nothing of what was found.
  // Only where every such item has one: "“Heads up: the API…”, 8015447 and 7225415" mixed the two.
  const byText = r.items.every((it) => v.safe(it.name) || it.gist);
  const said = (it: Item, withState: boolean) => (byText && !v.safe(it.name) && it.gist ? `“${firstWords(it.gist)}”` : label(v, it, withState));
  const labels = r.items.map((it) => said(it, n <= 4));
  // Two records of one name are told apart, as a person reading the list would.
  const twice = new Set(labels.filter((x, i) => x && labels.indexOf(x) !== i));
  // By what differs between them (an "All-hands" on 7 December and one on 14 December) where a field does, else by id.
  const apart = (i: number): string | undefined => {
    const it = r.items[i] as Item;
    const same = r.items.filter((o, j) => j !== i && labels[j] === labels[i]);
    const fact = it.facts.find(([k, val]) => !/(^|_)(id|uuid)$|[a-z]Id$/.test(k) && same.every((o) => o.facts.find(([ok]) => ok === k)?.[1] !== val));
    return fact ? `${keyWords(fact[0]).toLowerCase()} ${prose(fact[1], fact[0])}` : it.id && it.id !== labels[i] ? `ID ${it.id}` : undefined;
  };
  const names = labels.map((x, i) => { const by = x && twice.has(x) ? apart(i) : undefined; return by ? `${said(r.items[i] as Item, false)} (${by})` : x; }).filter((x): x is string => Boolean(x));
  const shown = names.length > 5 ? `${names.slice(0, 5).join(', ')} and ${numberWord(names.length - 5)} more` : joinList(names);
  const query = typeof args.query === 'string' ? ` for ${v.quote(args.query) ?? 'that search'}` : '';
  // The entity's own plural, as the request said it ("structured contents"), not the uncountable reading of its head.
  const count = countOf(n, noun, noun === p.entity ? p.entityPlural : pluralise(noun));
  const first = r.items[0];
  let text = names.length === 0
    ? `I got ${count} back${first && facts(first) ? '' : ', without names I can show'}.`
    : p.action === 'create'
      ? v.rng.pick([`Done: I added ${count}: ${shown}.`, `Added ${count}: ${shown}.`, `That's saved: ${shown}.`])
      : v.rng.pick([`I found ${count}${query}: ${shown}.`, `There ${n === 1 ? 'is' : 'are'} ${count}${query}: ${shown}.`, `${capitalise(count)} came back${query}: ${shown}.`, n === 1 ? `Just ${count}${query}: ${shown}.` : /\)$/.test(shown) ? `Here's what came up${query}: ${shown}; ${count} in all.` : `Here's what came up${query}: ${shown} (${count} in all).`]);
  // A list that led to the record a later step acted on: that step says its details. The first one's facts, not its
  // stamps ("The first one has last updated on ..."), nor what the user asked for (every stay listed "in Dublin" is).
  const own = first ? { ...first, facts: first.facts.filter(([k, val]) => !echoes(args, k, val)) } : undefined;
  const told = own ? hasOrIs(factList({ ...own, stamps: undefined }, 2)) : '';
  // Said of the first by its name as often as not: 9% of the real catalog's answers read "The first one has".
  const firstName = first ? said(first, false) : undefined;
  if (!brief && n > 1 && told && v.rng.next() < 0.5) text += v.rng.pick([` The first one ${told}.`, ...(firstName ? [` ${capitalise(firstName)} ${told}.`, ` The top one, ${firstName}, ${told}.`] : [` The top one ${told}.`])]);
  text += !brief && n === 1 && own ? detailsSaid(factList(own, 3, v.asksWhen), subjectOf(p.entity, own.name)) : '';
  for (const [k, m] of r.others) if (m > 0) text += ` There ${m === 1 ? 'is' : 'are'} also ${countOf(m, singularise(keyWords(k).toLowerCase()))}.`;
  // A page that is not the last one, said in many ways (two fixed sentences closed 15% of the real catalog's answers); not
  // of a list that led to a record a later step acted on, where "Want the next page too?" interrupted the reply.
  if (r.more && !brief) text += v.rng.pick([' There are more on the next page if you want them.', ' That is one page; there are more.', ' There are more after these.', ' That is the first page; I can get the next one.', ` That's not all of them${n > 1 ? `, just the first ${numberWord(n)}` : ''}.`, ' More are on the next page.', ' Want the next page too?']);
  return text;
}

/** A text's first six words, closed with an ellipsis where it goes on. */
function firstWords(text: string): string {
  const words = text.replace(/[.!?]+$/, '').split(/\s+/);
  return words.length <= 7 ? words.join(' ') : `${words.slice(0, 6).join(' ').replace(/[,;:]$/, '')}…`;
}

/** Whether a result's fact only repeats an argument of the call (the same key, or any key, holding the same value). */
export function echoes(args: Record<string, unknown>, key: string, val: string): boolean {
  const given = args[key];
  if (given !== undefined && given !== null) return typeof given === 'object' ? placeOf(given) === val : String(given) === val;
  return NUMBER.test(val) ? false : Object.values(args).some((a) => typeof a === 'string' && a === val);
}
