// A URL said by what it is to the record: a redirect goes "from" one page "to" another, a webhook is sent to its
// endpoint, an image is "at" its address. Every URL was said "at" or "from" whatever its key, and a redirect's three
// arguments read "at pinecrestdental.com, at https://granitelegal.com/pricing and at https://app.zenithsolar.com".
import type { Rng } from '../../util/random.js';

export interface UrlPhrase {
  text: string;
  question: string;
  change?: string;
  /** Where the record is (a DNS zone's or a website's domain), not a value an update changes. */
  locator?: boolean;
}

const TO = /^(to|target|dest(ination)?|redirect_?to|to_?url|target_?url|destination_?url|new_?url|forward_?to)$/i;
const FROM = /^(from|source|src|origin|redirect_?from|from_?url|source_?url|old_?url)$/i;
const HOOK = /hook|callback|endpoint|notify|notification/i;
const IMAGE = /image|avatar|icon|logo|cover|thumbnail|photo|picture|banner/i;
const SITE = /home_?page|website|site|blog|portfolio/i;
const DOMAIN = /^(domain|host|hostname|domain_?name)$/i;

/** The phrase for a URL (or a domain) under this key; `words` is the key in words. */
export function urlPhrase(key: string, v: string, words: string, rng: Rng): UrlPhrase {
  if (TO.test(key)) return { text: rng.pick([`to ${v}`, `pointing to ${v}`]), question: 'Where should it point?', change: `point it to ${v}` };
  if (FROM.test(key)) return { text: `from ${v}`, question: 'From which URL?' };
  // "Small change to two dns records: move it to zenithsolar.com" asked to move what the domain only located.
  if (DOMAIN.test(key) || !/[/:]/.test(v)) return { text: rng.pick([`on ${v}`, `for the domain ${v}`]), question: 'Which domain?', change: `move it to ${v}`, locator: DOMAIN.test(key) };
  if (HOOK.test(words)) return { text: rng.pick([`sending to ${v}`, `with the ${words} ${v}`]), question: `Which URL should it send to?`, change: `point the ${words} at ${v}` };
  if (IMAGE.test(words)) return { text: rng.pick([`using the ${words} ${v}`, `with the ${words} at ${v}`]), question: `Where is the ${words}?`, change: `set the ${words} to ${v}` };
  if (SITE.test(words)) return { text: rng.pick([`with the ${words} ${v}`, `whose ${words} is ${v}`]), question: `What is the ${words}?`, change: `set the ${words} to ${v}` };
  if (/^(url|uri|link|href|page_?url|address)$/i.test(key)) return { text: rng.pick([`at ${v}`, `from ${v}`]), question: 'Which URL?' };
  return { text: `with the ${words} ${v}`, question: `What ${words} should I use?`, change: `set the ${words} to ${v}` };
}
