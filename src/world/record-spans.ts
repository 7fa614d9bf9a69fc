// A record's times and bounds in order. Each field was drawn from a seed of its own, so 11 of 30 records of a
// real-catalog run that had a start and an end or due date ended or fell due before they started (a Trello card due
// 6 January starting 12 January, a to-do due in March starting in July), and a deployment had 33 minimum instances and
// a maximum of 7. An end now counts from its record's start: a meeting ends as long after it starts as its kind lasts
// (event-plans.ts), which also sets the hour it starts at; a due date falls days after the start; a maximum is never
// under its minimum. A drawn value already in order is kept, in its own format.
import type { EntityModel } from './model.js';
import { nameWords } from './field.js';
import { familyOf } from './domain.js';
import { deriveSeed } from '../util/random.js';
import { eventPlan } from './event-plans.js';
import { pickBy } from '../util/hash.js';

type Role = { kind: 'start' } | { kind: 'minutes' } | { kind: 'end'; from: string; due: boolean };

const STARTS = new Set(['start', 'starts', 'begin', 'begins', 'min', 'minimum']);
const ENDS = new Set(['end', 'ends', 'due', 'deadline', 'until', 'finish', 'max', 'maximum']);
const STAMP_WORDS = new Set(['date', 'time', 'datetime', 'at', 'on', 'by', 'utc']);
const MINUTES = /^(duration|length)( in)? (minutes|mins)$|^duration$/;
const DAY = 86_400_000;

const ROLES = new WeakMap<EntityModel, Map<string, Role>>();

/** The fields of the entity that start, end or measure a span, starts first (an end reads its start). */
function rolesOf(m: EntityModel): Map<string, Role> {
  let roles = ROLES.get(m);
  if (roles) return roles;
  roles = new Map();
  ROLES.set(m, roles);
  const read = m.fields.map((f) => ({ name: f.name, words: nameWords(f.name) }));
  const stem = (words: string[]) => words.filter((w) => !STARTS.has(w) && !ENDS.has(w) && !STAMP_WORDS.has(w)).join(' ');
  const starts = read.filter((f) => f.words.some((w) => STARTS.has(w)) && !f.words.some((w) => ENDS.has(w)));
  const ends = read
    .filter((e) => e.words.some((w) => ENDS.has(w)) && !e.words.some((w) => STARTS.has(w)))
    .map((e) => ({ e, from: starts.find((s) => stem(s.words) === stem(e.words) && s.words.some((w) => /^min/.test(w)) === e.words.some((w) => /^max/.test(w))) }));
  const event = familyOf(m.entity) === 'event';
  // A start with no end to keep in order is no span, unless it is a meeting's (its hour is its kind's).
  for (const s of starts) if (event || ends.some((x) => x.from === s)) roles.set(s.name, { kind: 'start' });
  if (event) for (const f of read) if (MINUTES.test(f.words.join(' '))) roles.set(f.name, { kind: 'minutes' });
  for (const { e, from } of ends) if (from) roles.set(e.name, { kind: 'end', from: from.name, due: e.words.some((w) => w === 'due' || w === 'deadline') });
  return roles;
}

/** The wall-clock moment a value names (ms, read as UTC), and whether it has a time of day. */
function momentOf(v: unknown): { at: number; clock: boolean } | undefined {
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    return momentOf(o.dateTime ?? o.date_time ?? o.date);
  }
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(v)) return undefined;
  const clock = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(v);
  const at = Date.parse(clock ? `${v.slice(0, 10)}T${v.slice(11, 16)}:00Z` : `${v.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(at) ? undefined : { at, clock };
}

/** `at` written as `like` is: a date, a time with or without seconds, fraction and zone, or inside its object. */
function written(at: number, like: unknown): unknown {
  if (like && typeof like === 'object' && !Array.isArray(like)) {
    const o = { ...(like as Record<string, unknown>) };
    const key = ['dateTime', 'date_time', 'date'].find((k) => typeof o[k] === 'string') as string;
    o[key] = written(at, o[key]);
    return o;
  }
  const s = String(like);
  const iso = new Date(at).toISOString();
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(s)) return iso.slice(0, 10) + s.slice(10);
  // Seconds and a fraction are written as zeros (a meeting starts on the minute); the zone stays as drawn.
  const head = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?/.exec(s)?.[0] ?? s;
  return `${iso.slice(0, 10)}${s[10]}${iso.slice(11, 16)}${head.slice(16).replace(/\d/g, '0')}${s.slice(head.length)}`;
}

/** A meeting's plan, by its title. */
const planOf = (m: EntityModel, read: (k: string) => unknown) => (familyOf(m.entity) === 'event' ? eventPlan(read(m.label)) : undefined);

/** How long the record's meeting lasts: its length field's, else its kind's. */
function minutesOf(m: EntityModel, roles: Map<string, Role>, read: (k: string) => unknown, seed: number): number {
  const field = [...roles].find(([, r]) => r.kind === 'minutes')?.[0];
  const given = field ? read(field) : undefined;
  return typeof given === 'number' && given > 0 ? given : pickBy(planOf(m, read)?.minutes ?? [30, 60], deriveSeed(seed, 'meeting#minutes'));
}

/** The field's value in order with the record's others (`read` reads them, already in order); `value` as drawn. */
export function spanned(m: EntityModel, name: string, value: unknown, read: (k: string) => unknown, seed: number): unknown {
  const roles = rolesOf(m);
  const role = roles.size > 0 ? roles.get(name) : undefined;
  if (!role || value === undefined || value === null) return value;
  if (role.kind === 'minutes') return typeof value === 'number' ? pickBy(planOf(m, read)?.minutes ?? [value], deriveSeed(seed, 'meeting#minutes')) : value;
  if (role.kind === 'start') {
    const plan = planOf(m, read);
    const t = momentOf(value);
    return plan && t?.clock ? written(t.at - (t.at % DAY) + pickBy(plan.starts, deriveSeed(seed, 'meeting#start')) * 60_000, value) : value;
  }
  const from = read(role.from);
  if (typeof value === 'number') return typeof from === 'number' && value < from ? from : value;
  const start = momentOf(from);
  const end = momentOf(value);
  if (!start || !end) return value;
  // A meeting ends the length of its kind after it starts, on its day.
  if (familyOf(m.entity) === 'event') return written(start.clock && end.clock ? start.at + minutesOf(m, roles, read, seed) * 60_000 : start.at, value);
  if (end.at >= start.at) return value;
  const h = deriveSeed(seed, `${name}#span`);
  const days = role.due ? 1 + (h % 21) : 7 + (h % 84);
  return written(start.at - (start.at % DAY) + days * DAY + (end.at % DAY), value);
}

/** Every span field of a record drawn whole put in order, but those the call gave. */
export function agreedSpans(m: EntityModel, rec: Record<string, unknown>, given: Record<string, unknown>, seed: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const roles = rolesOf(m);
  if (roles.size === 0) return out;
  const read = (k: string) => (k in out ? out[k] : rec[k]);
  for (const name of roles.keys()) if (name in rec && !(name in given)) out[name] = spanned(m, name, rec[name], read, seed);
  return out;
}
