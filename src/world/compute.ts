// What a compute tool can really compute from its arguments: arithmetic, unit and currency conversion, date math,
// time zones, text counts and encodings. Undefined when the arguments name nothing it knows.
import { createHash } from 'node:crypto';
import { memoized } from '../util/memo.js';
import { WEEKDAYS } from '../util/time.js';
import { geoFact } from './geo.js';

type Args = Record<string, unknown>;

const pick = (args: Args, re: RegExp): unknown => Object.entries(args).find(([k]) => re.test(k))?.[1];
const numeric = (v: unknown): number | undefined => (typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : undefined);

/** A small arithmetic parser (+ - * / % ^, parentheses, unary minus): no eval. */
export function evaluate(expression: string): number | undefined {
  const tokens = expression.replace(/\s+/g, '').replace(/×/g, '*').replace(/÷/g, '/').match(/\d+(\.\d+)?|[-+*/%^()]/g);
  if (!tokens || tokens.join('') !== expression.replace(/\s+/g, '').replace(/×/g, '*').replace(/÷/g, '/')) return undefined;
  let i = 0;
  const peek = () => tokens[i];
  const atom = (): number => {
    const t = tokens[i++];
    if (t === '(') {
      const v = sum();
      if (tokens[i++] !== ')') throw new Error('paren');
      return v;
    }
    if (t === '-') return -atom();
    if (t === undefined || !/^\d/.test(t)) throw new Error('atom');
    return Number(t);
  };
  const power = (): number => {
    const base = atom();
    if (peek() === '^') {
      i++;
      return base ** power();
    }
    return base;
  };
  const product = (): number => {
    let v = power();
    while (peek() === '*' || peek() === '/' || peek() === '%') {
      const op = tokens[i++];
      const r = power();
      v = op === '*' ? v * r : op === '/' ? v / r : v % r;
    }
    return v;
  };
  const sum = (): number => {
    let v = product();
    while (peek() === '+' || peek() === '-') v = tokens[i++] === '+' ? v + product() : v - product();
    return v;
  };
  try {
    const v = sum();
    return i === tokens.length && Number.isFinite(v) ? Number(v.toFixed(10)) : undefined;
  } catch {
    return undefined;
  }
}

// Factors to a base unit per dimension; temperature is handled apart.
const UNITS: Record<string, [string, number]> = {
  mm: ['length', 0.001], cm: ['length', 0.01], m: ['length', 1], meter: ['length', 1], meters: ['length', 1], km: ['length', 1000], kilometers: ['length', 1000], in: ['length', 0.0254], inch: ['length', 0.0254], inches: ['length', 0.0254], ft: ['length', 0.3048], feet: ['length', 0.3048], yd: ['length', 0.9144], mi: ['length', 1609.344], mile: ['length', 1609.344], miles: ['length', 1609.344],
  g: ['mass', 0.001], gram: ['mass', 0.001], grams: ['mass', 0.001], kg: ['mass', 1], kilograms: ['mass', 1], lb: ['mass', 0.45359237], lbs: ['mass', 0.45359237], pounds: ['mass', 0.45359237], oz: ['mass', 0.028349523125], ounces: ['mass', 0.028349523125],
  ml: ['volume', 0.001], l: ['volume', 1], liter: ['volume', 1], liters: ['volume', 1], gal: ['volume', 3.785411784], gallon: ['volume', 3.785411784], gallons: ['volume', 3.785411784],
  s: ['time', 1], sec: ['time', 1], seconds: ['time', 1], min: ['time', 60], minutes: ['time', 60], h: ['time', 3600], hours: ['time', 3600], d: ['time', 86400], days: ['time', 86400], weeks: ['time', 604800],
  b: ['data', 1], kb: ['data', 1024], mb: ['data', 1024 ** 2], gb: ['data', 1024 ** 3], tb: ['data', 1024 ** 4],
};
const TEMPERATURE: Record<string, string> = { c: 'c', celsius: 'c', f: 'f', fahrenheit: 'f', k: 'k', kelvin: 'k' };
// Rates to USD as of the world's reference date: fixed, so the same request converts the same way.
const USD_RATES: Record<string, number> = { USD: 1, EUR: 1.08, GBP: 1.27, JPY: 0.0067, CAD: 0.73, AUD: 0.66, CHF: 1.13, NOK: 0.094, SEK: 0.096, INR: 0.012, CNY: 0.14, BRL: 0.2 };

function convert(value: number, from: string, to: string): number | undefined {
  const f = from.toLowerCase();
  const t = to.toLowerCase();
  if (TEMPERATURE[f] && TEMPERATURE[t]) {
    const c = TEMPERATURE[f] === 'c' ? value : TEMPERATURE[f] === 'f' ? ((value - 32) * 5) / 9 : value - 273.15;
    return TEMPERATURE[t] === 'c' ? c : TEMPERATURE[t] === 'f' ? (c * 9) / 5 + 32 : c + 273.15;
  }
  const a = UNITS[f];
  const b = UNITS[t];
  if (a && b && a[0] === b[0]) return (value * a[1]) / b[1];
  const ra = USD_RATES[from.toUpperCase()];
  const rb = USD_RATES[to.toUpperCase()];
  if (ra !== undefined && rb !== undefined) return (value * ra) / rb;
  return undefined;
}

const round = (v: number) => Number(v.toFixed(v !== 0 && Math.abs(v) < 1 ? 4 : 2));

// A deliberate process-wide memo (README, Layout): a formatter per time zone (building one costs as much as a hundred
// formats), a pure function of the zone's name; zones a runtime rejects are remembered as null. Bounded.
const formatIn = memoized(1_000, (zone: string): Intl.DateTimeFormat | null => {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
  } catch {
    return null;
  }
});

/** The English weekday of a UTC instant, as toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }) spells it
 * (which builds a formatter per call: most of a time zone call's cost). */
function weekdayOf(at: number): string {
  return Number.isNaN(at) ? 'Invalid Date' : (WEEKDAYS[new Date(at).getUTCDay()] as string);
}

function timeIn(zone: string, at: number): string | undefined {
  const format = formatIn(zone);
  if (!format) return undefined;
  try {
    const parts = format.formatToParts(new Date(at));
    const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
    return `${get('year')}-${get('month')}-${get('day')}T${get('hour').replace('24', '00')}:${get('minute')}:${get('second')}`;
  } catch {
    return undefined;
  }
}

/** A wall-clock time in the format a call asks for (dayjs's tokens: YYYY, MM, DD, HH, hh, h, mm, ss, A). */
function formatted(args: Args, local: string): Record<string, string> {
  const format = pick(args, /^(format|time_?format|date_?format)$/i);
  if (typeof format !== 'string' || !/YY|HH|hh|mm|DD/.test(format)) return {};
  const [y = '', mo = '', d = '', h = '', mi = '', s = ''] = local.split(/[-T:]/);
  const h12 = Number(h) % 12 || 12;
  const tokens: Record<string, string> = { YYYY: y, YY: y.slice(2), MM: mo, DD: d, HH: h, hh: String(h12).padStart(2, '0'), h: String(h12), mm: mi, ss: s, A: Number(h) < 12 ? 'AM' : 'PM' };
  return { formatted: format.replace(/YYYY|YY|MM|DD|HH|hh|h|mm|ss|A/g, (t) => tokens[t] ?? t) };
}

/** An instant from a date or a date-time; one without a zone ("2027-01-05 11:00:00") is UTC, whatever this host's zone. */
function instant(v: unknown): number | undefined {
  if (typeof v !== 'string') return undefined;
  const t = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(v.trim()) ? Date.parse(`${v.trim().replace(' ', 'T')}Z`) : Date.parse(v);
  return Number.isNaN(t) ? undefined : t;
}

/** A date question the tool's name asks (days_in_month, day_of_week, is_leap_year) about the date or year it was given. */
function dateFact(name: string, args: Args, now: number): Record<string, unknown> | undefined {
  const words = name.toLowerCase().replace(/[^a-z]+/g, ' ');
  const date = pick(args, /^(date|day|datetime)$/i);
  const at = instant(date);
  const year = numeric(pick(args, /^year$/i)) ?? (at !== undefined ? new Date(at).getUTCFullYear() : undefined);
  const month = numeric(pick(args, /^month$/i)) ?? (at !== undefined ? new Date(at).getUTCMonth() + 1 : undefined);
  if (/days? in month|month days|days of month/.test(words) && year !== undefined && month !== undefined && month >= 1 && month <= 12) return { year, month, days_in_month: new Date(Date.UTC(year, month, 0)).getUTCDate() };
  if (/day of week|weekday|what day/.test(words)) return { date: at !== undefined ? date : new Date(now).toISOString().slice(0, 10), day_of_week: weekdayOf(at ?? now) };
  const time = pick(args, /^(time|datetime|date|at|when)$/i);
  const when = instant(time) ?? (time === undefined ? now : undefined);
  if (/timestamp|epoch|unix/.test(words) && when !== undefined) return { ...(typeof time === 'string' ? { time } : {}), timestamp: Math.floor(when / 1000) };
  if (/leap/.test(words) && year !== undefined) return { year, leap_year: (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 };
  // The week of the year a date is in, as a calendar counts it (from Sunday, week 1 holding 1 January) and as ISO does:
  // time-mcp's get_week_year was a stored "week year" record with an id, and said week 41 of 17 November.
  if (/\bweek\b/.test(words) && /\b(year|iso)\b/.test(words)) return weekOf(at ?? now, at !== undefined ? date : undefined);
  if (/\brelative\b/.test(words) && when !== undefined) return { ...(typeof time === 'string' ? { time } : {}), relative: relativeTo(when, now) };
  return undefined;
}

function weekOf(at: number, date: unknown): Record<string, unknown> {
  const d = new Date(at);
  const jan1 = Date.UTC(d.getUTCFullYear(), 0, 1);
  const dayOfYear = Math.floor((Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - jan1) / 86_400_000) + 1;
  // The last days of December are in week 1 when their week holds the next 1 January.
  const saturday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 6 - d.getUTCDay()));
  const week = saturday.getUTCFullYear() > d.getUTCFullYear() ? 1 : Math.ceil((dayOfYear + new Date(jan1).getUTCDay()) / 7);
  // ISO: the week of the Thursday of this date's week, counted from the first Thursday of that Thursday's year.
  const thursday = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) + (3 - ((d.getUTCDay() + 6) % 7)) * 86_400_000;
  const isoWeek = Math.floor((thursday - Date.UTC(new Date(thursday).getUTCFullYear(), 0, 1)) / (7 * 86_400_000)) + 1;
  return { ...(typeof date === 'string' ? { date } : {}), week, isoWeek };
}

/** How far an instant is from now, as people say it ("in 3 days", "2 hours ago"). */
export function relativeTo(at: number, now: number): string {
  const s = Math.abs(at - now) / 1000;
  const [n, unit] = s < 45 ? [0, 'a few seconds'] : s < 90 ? [1, 'minute'] : s < 2700 ? [Math.round(s / 60), 'minute'] : s < 5400 ? [1, 'hour'] : s < 79_200 ? [Math.round(s / 3600), 'hour'] : s < 129_600 ? [1, 'day'] : s < 2_246_400 ? [Math.round(s / 86_400), 'day'] : s < 3_888_000 ? [1, 'month'] : s < 27_648_000 ? [Math.round(s / 2_592_000), 'month'] : s < 47_347_200 ? [1, 'year'] : [Math.round(s / 31_536_000), 'year'];
  const span = n === 0 ? unit : n === 1 ? `${unit === 'hour' ? 'an' : 'a'} ${unit}` : `${n} ${unit}s`;
  return at >= now ? `in ${span}` : `${span} ago`;
}

/** The computed result of a compute (or compute-like) call, or undefined when nothing here applies; `name` is the tool's. */
export function compute(args: Args, now: number, name = ''): Record<string, unknown> | undefined {
  const named = name ? (dateFact(name, args, now) ?? geoFact(name, args)) : undefined;
  if (named) return named;
  const expr = pick(args, /^(expression|expr|formula|equation|calculation|input|math)$/i);
  if (typeof expr === 'string') {
    const result = evaluate(expr);
    if (result !== undefined) return { expression: expr, result };
  }
  const a = numeric(pick(args, /^(a|x|first|num1|number1|left|operand1)$/i));
  const b = numeric(pick(args, /^(b|y|second|num2|number2|right|operand2)$/i));
  const op = pick(args, /^(op|operation|operator)$/i);
  if (a !== undefined && b !== undefined && typeof op === 'string') {
    const result = { add: a + b, '+': a + b, subtract: a - b, '-': a - b, multiply: a * b, '*': a * b, divide: b === 0 ? undefined : a / b, '/': b === 0 ? undefined : a / b }[op.toLowerCase()];
    if (result !== undefined) return { a, b, operation: op, result: round(result) };
  }
  const value = numeric(pick(args, /^(value|amount|quantity|number|input_?value)$/i));
  const from = pick(args, /^(from|from_?unit|source_?unit|unit_?from|from_?currency|base|base_?currency|source_?currency)$/i);
  const to = pick(args, /^(to|to_?unit|target_?unit|unit_?to|to_?currency|target|target_?currency|quote)$/i);
  if (value !== undefined && typeof from === 'string' && typeof to === 'string') {
    const result = convert(value, from, to);
    if (result !== undefined) return { value, from, to, result: round(result), ...(USD_RATES[from.toUpperCase()] !== undefined ? { rate: round(result / value), as_of: new Date(now).toISOString().slice(0, 10) } : {}) };
  }
  const zone = pick(args, /^(timezone|time_?zone|tz|source_?timezone)$/i);
  const target = pick(args, /^(target_?timezone|to_?timezone|target_?tz)$/i);
  const time = pick(args, /^(time|datetime|at)$/i);
  if (typeof zone === 'string') {
    // "14:00" is 14:00 where the source zone is: shift by that zone's offset on the world's day.
    // A wall-clock time without a zone ("14:00", "2025-03-23 12:30:00") is read as the source zone's.
    const wall =
      typeof time === 'string' && /^\d{1,2}:\d{2}$/.test(time)
        ? Date.parse(`${new Date(now).toISOString().slice(0, 10)}T${time.padStart(5, '0')}:00Z`)
        : typeof time === 'string' && /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(time)
          ? Date.parse(`${time.replace(' ', 'T')}${time.length === 16 ? ':00' : ''}Z`)
          : undefined;
    const offset = wall !== undefined ? Date.parse(`${timeIn(zone, wall) ?? ''}Z`) - wall : 0;
    const base = wall !== undefined && Number.isFinite(offset) ? wall - offset : typeof time === 'string' && !Number.isNaN(Date.parse(time)) ? Date.parse(time) : now;
    const local = timeIn(zone, base);
    if (local && typeof target === 'string') {
      const there = timeIn(target, base);
      if (there) return { source: { timezone: zone, datetime: local }, target: { timezone: target, datetime: there } };
    }
    if (local) return { timezone: zone, datetime: local, day_of_week: weekdayOf(Date.parse(`${local}Z`)), ...formatted(args, local) };
  }
  // The time now, in no zone given: the server's own, UTC here. current_time without one had answered "Got time".
  if (time === undefined && /\b(current|now)\b/.test(name.toLowerCase().replace(/[^a-z]+/g, ' ')) && /\b(time|date|datetime)\b/.test(name.toLowerCase().replace(/[^a-z]+/g, ' '))) {
    const local = new Date(now).toISOString().slice(0, 19);
    return { timezone: 'UTC', datetime: local, day_of_week: weekdayOf(now), ...formatted(args, local) };
  }
  const date = pick(args, /^(date|start|start_?date|from_?date|base_?date)$/i);
  const days = numeric(pick(args, /^(days|add_?days|offset_?days|offset|delta)$/i));
  if (typeof date === 'string' && !Number.isNaN(Date.parse(date)) && days !== undefined) return { date, days, result: new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10) };
  const end = pick(args, /^(end|end_?date|to_?date|until)$/i);
  if (typeof date === 'string' && typeof end === 'string' && !Number.isNaN(Date.parse(date)) && !Number.isNaN(Date.parse(end))) return { start: date, end, days: Math.round((Date.parse(end) - Date.parse(date)) / 86_400_000) };
  const text = pick(args, /^(text|content|input|string|data)$/i);
  // A validator reads its text for mistakes, not for its length (run-products.ts says what it found).
  if (typeof text === 'string' && !/lint|validat/i.test(name)) {
    const mode = String(pick(args, /^(algorithm|encoding|mode|operation)$/i) ?? '').toLowerCase();
    if (/sha|md5|hash/.test(mode)) return { algorithm: mode, digest: createHash(/md5/.test(mode) ? 'md5' : 'sha256').update(text).digest('hex') };
    if (/base64/.test(mode)) return { encoding: 'base64', result: Buffer.from(text).toString('base64') };
    return { characters: text.length, words: text.split(/\s+/).filter(Boolean).length, lines: text.split('\n').length };
  }
  return undefined;
}
