// A record's field said as what the record does or is, by the role its key names: "starts on Friday 8 January 2027 at
// 08:30", "lasts an hour and a half", "is assigned to Kwame Jones", "is kept for 19 days", "is in the cold tier". Said
// as "<key> <value>" ("start 8 January 2027 at 08:30, duration 90 minutes, visibility busy only"), every answer read
// like a form the model would learn to fill in, and a create's answer read the user's own arguments back to them.
// A phrase is a predicate: it follows its subject ("It starts on …", "The first one is assigned to …").
import { joinList, keyWords } from './english.js';
import { longDay } from './time.js';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;

/** A day as people name it: "Friday 8 January 2027", with its time when it has one ("… at 08:30"). */
function day(val: string): string | undefined {
  const m = ISO_DAY.exec(val);
  if (!m) return undefined;
  if (Number.isNaN(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))) return undefined;
  return `${longDay(val)}${m[4] !== undefined && val.length > 10 ? ` at ${m[4]}:${m[5]}` : ''}`;
}

const MINUTES: Record<number, string> = { 15: 'a quarter of an hour', 30: 'half an hour', 60: 'an hour', 90: 'an hour and a half', 120: 'two hours', 180: 'three hours', 240: 'four hours', 480: 'eight hours' };

/** A span in the unit its key counts in, as said: 90 minutes is "an hour and a half", 7 days "7 days". */
function span(n: number, unit: string): string {
  if (unit === 'minutes' && MINUTES[n]) return MINUTES[n] as string;
  if (unit === 'hours' && n === 1) return 'an hour';
  if (unit === 'days' && n === 1) return 'a day';
  if (unit === 'days' && n === 7) return 'a week';
  if (unit === 'seconds' && n === 60) return 'a minute';
  return `${n} ${n === 1 ? unit.replace(/s$/, '') : unit}`;
}

/** An option as words: SLATE_BLUE and lightTeal are "slate blue" and "light teal", VOIDED is "voided". */
function words(v: string): string {
  return /^[A-Z][A-Z_]+$/.test(v) || /^[a-z]+([A-Z][a-z]+)+$/.test(v) ? keyWords(v).toLowerCase() : v;
}

/** States a record is, as people say them ("is published", "is in progress", "is a draft"); others it is marked. */
const STATE_WORD = /^(open|active|inactive|pending|new|live|online|offline|done|running|idle|healthy|available|ready|overdue|public|private|stale|paid|unpaid|valid|invalid|current|upcoming|ongoing|complete|incomplete|visible|hidden|[a-z]{3,}ed)$/;
const isStateWord = (w: string): boolean => STATE_WORD.test(w) && !/^(need|seed|feed|speed|bed|red|shed)$/.test(w);

/** A status said before its record's noun, as people pick a record out ("the published document"); undefined for any
 * other field, or a state that is no such word ("wont fix", "in progress"). */
export function stateBefore(key: string, value: string): string | undefined {
  if (!/^(status|state)$/i.test(key)) return undefined;
  const w = words(value).replace(/_/g, ' ');
  return isStateWord(w) ? w : undefined;
}

function stateSaid(w: string): string {
  if (w === 'draft') return 'is a draft';
  if (isStateWord(w) || /^(in|on) [a-z]+$/.test(w)) return `is ${w}`;
  return `is marked ${w}`;
}

const UNIT_OF: Record<string, string> = { minutes: 'minutes', mins: 'minutes', min: 'minutes', hours: 'hours', hrs: 'hours', h: 'hours', seconds: 'seconds', secs: 'seconds', sec: 'seconds', s: 'seconds', days: 'days', d: 'days', weeks: 'weeks' };

// Dates by what they are to the record.
const DATED: Array<[RegExp, (d: string) => string]> = [
  [/^(start|starts|start (time|date|at|datetime)|starts at|begins?( at)?|begin (time|date))$/, (d) => `starts on ${d}`],
  [/^(end|ends|end (time|date|at|datetime)|ends at|until|finish(es)?( at)?)$/, (d) => `ends on ${d}`],
  [/^(scheduled|scheduled (at|for|time|date)|when|event (date|time)|meeting (date|time))$/, (d) => `is on ${d}`],
  [/^(due|due (date|at|on|by)|deadline|target date)$/, (d) => `is due on ${d}`],
  [/^(expires?|expires (at|on)|expiry( date)?|expiration( (date|time))?|valid until)$/, (d) => `expires on ${d}`],
  [/^(remind(er)?( (at|time|date))?|remind at)$/, (d) => `has a reminder on ${d}`],
  [/^(published|published (at|on)|publish (date|at)|release date|released (at|on))$/, (d) => `came out on ${d}`],
];

// Spans of time, in the unit the key names (or the one given).
const SPANNED: Array<[RegExp, string | undefined, (s: string) => string]> = [
  [/^(?:duration|length|runtime)(?: (minutes|mins|hours|hrs))?$/, undefined, (s) => `lasts ${s}`],
  // A span in seconds is how long something ran: "took 22 seconds", not "lasts".
  [/^(?:duration|runtime|elapsed|elapsed time|took)(?: (seconds|secs))?$/, undefined, (s) => `took ${s}`],
  [/^(?:expires? in|expiry|valid for|ttl)(?: (minutes|hours|days|weeks|seconds))?$/, undefined, (s) => `expires in ${s}`],
  [/^(?:retention|retention period|retain|keep for|kept for)(?: (days|weeks|hours))?$/, 'days', (s) => `is kept for ${s}`],
  [/^(?:estimate|estimated|time estimate|estimate time)(?: (hours|minutes|days))?$/, 'hours', (s) => `is estimated at ${s}`],
];

// Who and where, by what the key says they are to the record.
const NAMED: Array<[RegExp, (v: string) => string]> = [
  [/^(assignee|assigned to|assignee (name|email|login))$/, (v) => `is assigned to ${v}`],
  [/^(requester|requester (email|name)|reporter|reporter email|reported by|submitted by|submitter|sender|from)$/, (v) => `is from ${v}`],
  [/^(author|author (name|email)|created by|creator|written by)$/, (v) => `is by ${v}`],
  [/^(company|company name|employer|organisation|organization name)$/, (v) => `is with ${v}`],
  [/^(status|state)$/, (v) => stateSaid(words(v))],
  [/^(stage|deal stage|pipeline stage)$/, (v) => `is at the ${words(v)} stage`],
  [/^priority$/, (v) => `has ${v} priority`],
  [/^severity$/, (v) => `has ${v} severity`],
  [/^(tier|storage tier|storage class)$/, (v) => `is in the ${v} tier`],
  [/^(colou?r|label colou?r)$/, (v) => (/^#|\d/.test(v) ? `has the color ${v}` : `is ${words(v)}`)],
  [/^(message|commit message)$/, (v) => (/\s/.test(v) ? `has the message “${v.replace(/\.$/, '')}”` : `has the message ${v}`)],
  [/^(permission|access|access level)$/, (v) => `gives ${v} access`],
  [/^role$/, (v) => `has the ${v} role`],
  [/^(format|file format|image format)$/, (v) => `is in ${v.length <= 5 ? v.toUpperCase() : v} format`],
  [/^(volume|volume name|disk)$/, (v) => `is on volume ${v}`],
  [/^(folder|directory|parent folder|folder path)$/, (v) => `is in ${v}`],
  [/^(city|country|region)$/, (v) => `is in ${v}`],
  [/^(venue|room|meeting room|address)$/, (v) => `is at ${v}`],
  // A ticket's channel is how it came in ("came in by chat"); a chat's or a release's is where it is ("is in #general").
  [/^(channel|source channel|via)$/, (v) => (/^(email|e-mail|chat|phone|web|sms|api|portal|widget|social|voice|mobile|whatsapp|twitter|form)$/i.test(v) ? `came in by ${v}` : `is in ${v}`)],
];

/** The field as a predicate of its record ("starts on Friday 8 January 2027 at 08:30"), or undefined when its key names
 * no role a person has words for (then it is said as its key and value). */
export function predicateOf(k: string, val: string): string | undefined {
  const words = keyWords(k).toLowerCase();
  if (ISO_DAY.test(val)) {
    const d = day(val);
    const hit = d ? DATED.find(([re]) => re.test(words)) : undefined;
    return hit && d ? hit[1](d) : undefined;
  }
  if (/^\d+(\.\d+)?$/.test(val)) {
    for (const [re, fallback, say] of SPANNED) {
      const m = re.exec(words);
      const unit = m ? (m[1] ? UNIT_OF[m[1]] : fallback) : undefined;
      if (m && unit) return say(span(Number(val), unit));
    }
    return undefined;
  }
  if (val.length > 60 || /^\s*[[{]/.test(val)) return undefined;
  const hit = NAMED.find(([re]) => re.test(words));
  // A state in snake case is said in words ("in_progress": "in progress"); a person's handle is not ("arjun_m").
  const said = /^[a-z]+(_[a-z]+)+$/.test(val) && !/^(assignee|assigned to|author|creator|created by|requester|reporter|sender|from)\b/.test(words) ? val.replace(/_/g, ' ') : val;
  return hit ? hit[1](said) : undefined;
}

/** A width and a height, said together as a size: "is 1920 × 640". */
export function sizeOf(pairs: ReadonlyArray<readonly [string, string]>): { said: string; keys: [string, string] } | undefined {
  const w = pairs.find(([k, v]) => /^(width|w)$/i.test(k) && /^\d+$/.test(v));
  const h = pairs.find(([k, v]) => /^(height|h)$/i.test(k) && /^\d+$/.test(v));
  return w && h ? { said: `is ${w[1]} × ${h[1]}`, keys: [w[0], h[0]] } : undefined;
}

const PERSON = /^(contact|person|people|user|member|employee|customer|lead|candidate|attendee|patient|student|speaker|guest|subscriber|prospect|collaborator|teammate|participant|reviewer|assignee)$/;

/** Whether the entity is a person ("who", a first name), not a thing ("that", "it"). */
export const isPerson = (entity: string): boolean => PERSON.test(entity);

/** Who a record's predicates are said of: a person by their first name ("Mateo is with Juniper Wellness"), else "It". */
export function subjectOf(entity: string, name: string | undefined): string {
  const first = name && isPerson(entity) ? /^([A-Z][\p{L}'-]+) [A-Z][\p{L}'-]+$/u.exec(name)?.[1] : undefined;
  return first ?? 'It';
}

const PREDICATE = /^(is|has|starts|ends|lasts|took|expires|came|gives|was) /;

/** Whether a said fact is a predicate (follows its subject) rather than "<key> <value>". */
export function isPredicate(said: string): boolean {
  return PREDICATE.test(said);
}

/** Predicates of one subject as one clause: "starts on … and lasts an hour", "is assigned to Kwame Jones, is due …". */
export function predicates(said: readonly string[]): string {
  // "is assigned to X and is due on Y" says "is" once when every one is an "is".
  return said.every((s) => s.startsWith('is ')) && said.length > 1 ? `is ${joinList(said.map((s) => s.slice(3)))}` : joinList([...said]);
}

/**
 * The one with the most or least of a field, as people pick it out of a list: before the noun ("the newest backup", "the
 * largest file") or after it ("the repository with the most stars"); undefined for a field no one ranks records by.
 */
export function rankedPhrase(key: string, order: 'max' | 'min'): { before: string } | { after: string } | undefined {
  const w = keyWords(key).toLowerCase();
  const max = order === 'max';
  if (/^(created|created (at|on|date|time)|creation (date|time)|date created)$/.test(w)) return { before: max ? 'newest' : 'oldest' };
  if (/^(updated|updated (at|on)|last updated|modified|modified (at|on)|last modified)$/.test(w)) return { before: max ? 'most recently updated' : 'least recently updated' };
  if (/^(size|size (mb|gb|kb|bytes)|file size|bytes|disk size)$/.test(w)) return { before: max ? 'largest' : 'smallest' };
  if (/^(price|cost)$/.test(w)) return { before: max ? 'most expensive' : 'cheapest' };
  if (/^(amount|total|total amount|amount due|fee|score|rating)$/.test(w)) return { after: `with the ${max ? 'highest' : 'lowest'} ${w}` };
  const counted = /^(stars|stargazers( count)?|followers|members|member count|views|view count|downloads|download count|votes|likes|comments|comment count|subscribers|forks( count)?|watchers)$/.exec(w);
  return counted ? { after: `with the ${max ? 'most' : 'fewest'} ${w.replace(/ count$/, '').replace(/^stargazers$/, 'stars')}` } : undefined;
}

/** The ranked one said alone: "the newest", "the one with the most stars". */
export function theRanked(phrase: { before: string } | { after: string }): string {
  return 'before' in phrase ? `the ${phrase.before}` : `the one ${phrase.after}`;
}
