// A record's facts as an answer says them: what a person reading the record out would say, not its fields one by one.
// A count is "787 words" (not "word count 787"), a size "39.1 KB" (not "size bytes 40,012"), an amount with its currency
// ("£4,550.51"), a flag by its word ("archived", "not pinned"), a number in its key's unit with that unit ("duration
// 45 minutes"), a list as how many it holds ("two parameters"). When a record was made or changed is said only when the
// user asked about time.
import { countOf, isAdjective, joinList, keyWords, pluralise, singularise } from '../util/english.js';
import { prose } from './answer-voice.js';
import type { Item } from './result-reading.js';
import { TROUBLE_FLAG, TROUBLE_LIST } from '../util/trouble.js';
import { isPredicate, predicateOf, predicates, sizeOf } from '../util/field-phrases.js';

// A key that ends in its unit: said with the unit after the number ("duration 34 minutes", not "duration minutes 34").
const UNIT_KEY = /^(.+?)\s+(seconds|minutes|hours|days|weeks|months|years|ms|kb|mb|gb|celsius|fahrenheit|percent|kmh|mph|mps|knots|inches|inhg|hpa|mm|meters|km|miles)$/;
/** A value that is a plain number, as a result's facts hold it ("12", "-20.5699"). */
export const NUMBER = /^-?\d+(\.\d+)?$/;
/** The key of a fact that names the unit of another ("units": "kilometers"). */
export const UNITS_KEY = /^units?$/i;
const UNIT_WORD: Record<string, string> = { ms: 'milliseconds', kb: 'KB', mb: 'MB', gb: 'GB', celsius: '°C', fahrenheit: '°F', percent: '%', kmh: 'km/h', mps: 'm/s', inhg: 'inHg', hpa: 'hPa' };

/** A key and its value said as words (`joiner` between them: " " or " is now "); a number in a key's unit is said with
 * the unit after it. `said` is the value as the answer says it. */
export function keyed(k: string, val: string, said: string, joiner = ' '): string {
  const words = keyWords(k).toLowerCase();
  const unit = NUMBER.test(val) ? UNIT_KEY.exec(words) : null;
  // A symbol follows its number closely ("22.9 °C", "68%"), a word after a space ("12 knots").
  const word = unit ? (UNIT_WORD[unit[2] as string] ?? (val === '1' ? (unit[2] as string).replace(/s$/, '') : (unit[2] as string))) : '';
  if (unit && unit[1]) return `${unit[1]}${joiner}${said}${word === '%' ? '' : ' '}${word}`;
  return `${words}${joiner}${said}`;
}

// "word count", "number of retries", "total views": a count of the noun the key names.
const COUNT_KEY = /^(?:(.+) (?:count|total)|(?:num|number of|count of|total|n) (.+))$/;
const SIZE_KEY = /^(?:(.*?) ?(?:in )?bytes|(.+) bytes)$/;
const MONEY_KEY = /(^| )(amount|price|cost|total|balance|revenue|budget|salary|fee|spend|subtotal|value)$/;
const CURRENCY_KEY = /^currency( ?code)?$/;
const SYMBOL: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥', INR: '₹' };

/** A byte count in the unit a person would say it in: "812 bytes", "39.1 KB", "2.4 MB". */
function bytes(n: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let i = 0;
  while (n >= 1024 && i < units.length - 1) (n /= 1024), i++;
  return i === 0 ? `${n} bytes` : `${n.toFixed(n >= 100 ? 0 : 1)} ${units[i]}`;
}

/** A number as an amount of money is written: 4550.5 -> "4,550.50". */
function money(val: string): string {
  const n = Number(val);
  return n.toLocaleString('en-US', Number.isInteger(n) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A flag said by its word: is_active -> "active" / "not active", has_attachments -> "has attachments" / "has no attachments". */
export function flag(words: string, on: boolean): string | undefined {
  const has = words.match(/^has (.+)$/);
  if (has) return on ? words : `has no ${has[1]}`;
  const can = words.match(/^can (.+)$/);
  if (can) return on ? words : `cannot ${can[1]}`;
  // A setting named by what it lets the call do (allow_empty, include_archived) is no state of the record: "It is allow
  // empty" said a commit's option as if the commit were it.
  if (/^(allow|enable|include|use|skip|force|keep|show|hide|notify|send|auto|dry|create|overwrite|ignore)\b/.test(words)) return undefined;
  const is = words.match(/^(?:is|was) (.+)$/);
  const adjective = is?.[1] ?? (isAdjective(words.split(' ').at(-1) ?? '') ? words : undefined);
  return adjective === undefined ? undefined : on ? adjective : `not ${adjective}`;
}

/** The currency fact ("currency": "GBP") and the amount it prices ("amount": "4550.51"), when both are there. */
export function pricedBy(pairs: ReadonlyArray<[string, string]>): { currency?: [string, string]; priced?: [string, string] } {
  const currency = pairs.find(([k, val]) => CURRENCY_KEY.test(keyWords(k).toLowerCase()) && /^[A-Z]{3}$/.test(val));
  const priced = currency ? pairs.find(([k, val]) => NUMBER.test(val) && MONEY_KEY.test(keyWords(k).toLowerCase())) : undefined;
  return priced ? { currency, priced } : {};
}

/** One fact as words: what it counts, measures or is, else its key, then its value. */
export function sayFact(k: string, val: string, currency?: string): string {
  const pred = predicateOf(k, val);
  if (pred) return pred;
  const words = keyWords(k).toLowerCase();
  if (NUMBER.test(val)) {
    const count = COUNT_KEY.exec(words);
    const noun = count ? (count[1] ?? count[2] ?? '') : '';
    if (noun && Number.isInteger(Number(val)) && !/\b(total|count|sum)$/.test(noun)) {
      const n = Number(val);
      const one = singularise(noun);
      return n >= 0 && n <= 12 ? countOf(n, one) : `${prose(val, k)} ${n === 1 ? one : pluralise(one)}`;
    }
    const size = /bytes/.test(words) ? SIZE_KEY.exec(words) : null;
    if (size) return `${size[1] || size[2] || 'size'} ${bytes(Number(val))}`;
    // A rate between 0 and 1 is a share: "failure rate 9%", not "failure rate 0.09".
    if (/(^| )(rate|ratio|share)$/.test(words) && Number(val) > 0 && Number(val) < 1 && /\./.test(val)) return `${words} ${Number((Number(val) * 100).toFixed(1))}%`;
    if (currency && MONEY_KEY.test(words)) return `${words} ${SYMBOL[currency] ? `${SYMBOL[currency]}${money(val)}` : `${money(val)} ${currency}`}`;
  }
  if (val === 'true' || val === 'false') return flag(words, val === 'true') ?? `${words}: ${val === 'true' ? 'yes' : 'no'}`;
  // One value under a plural key ("urls" holding one address, a list of one tag) is said in the singular.
  const one = !NUMBER.test(val) && /s$/.test(words) && !/ and /.test(val) && singularise(words) !== words;
  // A sentence is quoted, so its full stop does not end the answer's: description “Ivan is drafting the plan.”, owner ...
  return keyed(one ? singularise(words).replace(/ /g, '_') : k, val, /\s/.test(val) && /[.!?]$/.test(val) ? `“${val}”` : prose(val, k));
}

// Units of length: an area measured in them is in their squares ("area 6.73 square miles").
const LENGTHS = /^(meters|metres|kilometers|kilometres|feet|miles|yards|m|km|ft|mi)$/i;

/** A value no one reads out: a full hash, a uuid, a long token ("base sha 27a36348f530…, head sha 473a3a48…"). */
const OPAQUE = /^([0-9a-f]{12,}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?=[A-Za-z_-]*\d)(?=[\d_-]*[A-Za-z])[A-Za-z0-9_-]{20,})$/i;

/** Facts that begin with when the record changed, as stampOf says it. */
export const SAID_STAMP = /^(last updated|created) on/;

/** One record's details as sentences: when it was made and changed as a sentence of their own ("It was created on 1
 * December 2025 and last updated on 21 September 2026."), the rest after "Its details:". Both in one list had read "Its
 * details: last updated on 21 September 2026, created on 1 December 2025, level error." */
export function detailsSaid(said: readonly string[], subject = 'It'): string {
  const stamps = said.filter((f) => SAID_STAMP.test(f)).sort((a, b) => (a.startsWith('created') ? -1 : 0) - (b.startsWith('created') ? -1 : 0));
  // What it does or is ("It starts on … and lasts an hour.") is a sentence of its own too.
  const preds = said.filter(isPredicate);
  const rest = said.filter((f) => !SAID_STAMP.test(f) && !isPredicate(f));
  // Flags alone are what it is ("It is not private."), not details.
  const flags = rest.length > 0 && rest.every((f) => /^(not )?[a-z-]+$/.test(f));
  return `${stamps.length ? ` It was ${joinList(stamps)}.` : ''}${preds.length ? ` ${subject} ${predicates(preds)}.` : ''}${flags ? ` It ${hasOrIs(rest)}.` : rest.length ? ` ${preds.length ? 'Other details' : 'Its details'}: ${rest.join(', ')}.` : ''}`;
}

/** When it changed, said as a person would: "last updated on 1 August 2026", "created on 14 July 2026". */
function stampOf([k, val]: [string, string]): string {
  const when = prose(val, k).replace(/ at \d{2}:\d{2}$/, '');
  return /creat/i.test(k) ? `created on ${when}` : `last updated on ${when}`;
}

/** Up to `max` facts; a "units" fact is said after the number it measures ("distance 5,164.27 kilometers", not
 * "distance 5,164.27, units kilometers"), and not at all when no number is left for it; a currency with its amount.
 * `when`: the user asked about time, so when it was made and changed come first. */
export function facts(it: Item, max = 3, when = false): string {
  return factList(it, max, when).join(', ');
}

/** A record's facts as what it is and what it has: "is not pinned and has color blue", never "has not pinned". */
export function hasOrIs(said: readonly string[]): string {
  const flags = said.filter((f) => /^(not )?[a-z-]+$/.test(f));
  const preds = said.filter(isPredicate);
  const rest = said.filter((f) => !flags.includes(f) && !preds.includes(f));
  // "is pinned and blue", not "is pinned and is blue".
  const said2 = flags.length && preds.length && preds.every((f) => f.startsWith('is ')) ? [`is ${joinList([...flags, ...preds.map((f) => f.slice(3))])}`] : [flags.length ? `is ${joinList(flags)}` : '', preds.length ? predicates(preds) : ''];
  return [...said2, rest.length ? `has ${rest.join(', ')}` : ''].filter(Boolean).join(' and ');
}

/** facts(), one phrase per fact. */
export function factList(it: Item, max = 3, when = false): string[] {
  const given = it.facts.find(([k]) => UNITS_KEY.test(k));
  // turf's "nauticalmiles" is said as two words.
  const unit = given ? ([given[0], given[1].replace(/^nautical(?=miles?$)/i, 'nautical ')] as [string, string]) : undefined;
  const { currency, priced } = pricedBy(it.facts);
  // What only says the call ran is no fact of the record: a code "Ok", an exit code 0, a message naming what ran
  // ("Calculated matrix"), the action it was ("action navigate, action status completed"). Mapbox's matrix was answered
  // "message Calculated matrix", its optimization "code Ok, exit code 0".
  // Nor trouble that is not there ("conflicts: no", "error: no").
  const told = it.facts.filter(([k, val]) => !(val === 'false' && TROUBLE_FLAG.test(k)) && !/^(ok|success|succeeded|done|completed)$/i.test(val) && !(val === '0' && /exit_?code|return_?code/i.test(k)) && !(/^(message|msg|status_?message|result)$/i.test(k) && /^[A-Z][a-z]+ed( [a-z]+){0,3}\.?$/.test(val)) && !(/^action$/i.test(k) && /^[a-z]+$/.test(val)));
  // The ids of other records (project id 462373) tell the user nothing: said only when nothing else is.
  const linked = new Set((it.links ?? []).map(([k]) => k));
  const own = told.filter(([k, val]) => !linked.has(k) && !OPAQUE.test(val));
  const rest = (own.length > 0 || (it.counts ?? []).length > 0 || (when && (it.stamps ?? []).length > 0) ? own : told).filter((f) => f !== given && !(priced && f === currency));
  // A width and a height are one size ("is 1920 × 640"), not two readouts.
  const size = sizeOf(rest);
  const sized = size ? rest.filter(([k]) => k !== size.keys[1]) : rest;
  const measured = unit ? sized.findIndex(([, val]) => NUMBER.test(val)) : -1;
  const said = sized.map(([k, val], i) => (size && k === size.keys[0] ? size.said : i === measured && unit ? `${sayFact(k, val)} ${/area/i.test(k) && LENGTHS.test(unit[1]) ? `square ${unit[1]}` : unit[1]}` : sayFact(k, val, priced?.[0] === k ? currency?.[1] : undefined)));
  const counted = (it.counts ?? []).filter(([k, n]) => !(n === 0 && TROUBLE_LIST.test(k))).map(([k, n]) => countOf(n, singularise(keyWords(k).toLowerCase())));
  const stamps = it.stamps ?? [];
  // Only when the user asked when, and then first: otherwise "last updated on ..." closes answers as a habit (7% of
  // the real catalog's, for records with nothing else to say) that no question called for.
  const times = when ? [...stamps].reverse().map(stampOf) : [];
  return [...times, ...said, ...counted].slice(0, max);
}

/** A flag a write set, said as what the record now is: "it is now archived", "it is no longer pinned", "it now has
 * attachments"; undefined for a setting with no such word (rebase, validate), which is said as "on" or "off". */
export function flagSet(key: string, on: boolean, now = true): string | undefined {
  const said = flag(keyWords(key).toLowerCase(), on);
  if (!said) return undefined;
  if (/^(has|can|cannot) /.test(said)) return now ? `it now ${said}` : `it ${said}`;
  const adjective = said.replace(/^not /, '');
  return now ? (on ? `it is now ${adjective}` : `it is no longer ${adjective}`) : `it is ${said}`;
}
