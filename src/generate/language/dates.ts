// Dates as people say them, relative to the task's reference date: "next Friday", "in two weeks", "the 14th",
// "yesterday at 9". Each phrase comes with the ISO value it means, so the model learns to resolve it.
import type { Rng } from '../../util/random.js';
import { numberWord, ordinal } from '../../util/english.js';
import { MONTHS, WEEKDAYS } from '../../util/time.js';

const DAY = 86_400_000;

export interface SaidDate {
  value: string;
  text: string;
}

function parse(ref: string): number {
  return Date.parse(`${ref.slice(0, 10)}T00:00:00Z`);
}

export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** "4 December": a date in prose, the year left out when it is the reference year. */
export function shortDate(iso: string, ref?: string): string {
  const d = new Date(parse(iso));
  const year = ref && ref.slice(0, 4) === iso.slice(0, 4) ? '' : ` ${d.getUTCFullYear()}`;
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}${year}`;
}

/** The reference date of a task: a day in the year after `base`, drawn from the task's rng. */
export function referenceDate(rng: Rng, base = '2026-12-01'): string {
  return isoDate(parse(base) + rng.int(-45, 45) * DAY);
}

function future(rng: Rng, ref: number): [number, string] {
  const dow = new Date(ref).getUTCDay();
  const choice = rng.int(0, 8);
  switch (choice) {
    case 0:
      return [ref + DAY, 'tomorrow'];
    case 1: {
      // "Friday next week" is the Friday of the following Monday-to-Sunday week: unambiguous, unlike "next Friday".
      const target = rng.int(1, 5);
      const isoDow = dow === 0 ? 7 : dow;
      return [ref + (8 - isoDow + target - 1) * DAY, `${WEEKDAYS[target]} next week`];
    }
    case 2: {
      const n = rng.int(2, 10);
      return [ref + n * DAY, `in ${numberWord(n)} days`];
    }
    case 3: {
      const n = rng.int(1, 4);
      return [ref + n * 7 * DAY, n === 1 ? 'a week from today' : `in ${numberWord(n)} weeks`];
    }
    case 4: {
      const d = new Date(ref);
      const last = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0);
      return [last, 'the last day of this month'];
    }
    case 5: {
      const d = new Date(ref);
      return [Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1), 'the first of next month'];
    }
    case 6: {
      const d = new Date(ref);
      const day = rng.int(1, 28);
      const month = day > d.getUTCDate() ? d.getUTCMonth() : d.getUTCMonth() + 1;
      const ms = Date.UTC(d.getUTCFullYear(), month, day);
      return [ms, `the ${ordinal(day)}`];
    }
    case 7: {
      const ms = ref + rng.int(12, 80) * DAY;
      const d = new Date(ms);
      return [ms, `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`];
    }
    default: {
      // "on Friday" means the coming one, within the next seven days.
      const target = rng.int(1, 5);
      const ahead = (target - dow + 7) % 7 || 7;
      return [ref + ahead * DAY, rng.pick([`on ${WEEKDAYS[target]}`, `this coming ${WEEKDAYS[target]}`])];
    }
  }
}

function past(rng: Rng, ref: number): [number, string] {
  const dow = new Date(ref).getUTCDay();
  switch (rng.int(0, 4)) {
    case 0:
      return [ref - DAY, 'yesterday'];
    case 1: {
      const n = rng.int(2, 9);
      return [ref - n * DAY, `${numberWord(n)} days ago`];
    }
    case 2: {
      const target = rng.int(1, 5);
      const back = ((dow - target + 7) % 7 || 7) + 7;
      return [ref - back * DAY, `${WEEKDAYS[target]} last week`];
    }
    case 3: {
      const d = new Date(ref);
      return [Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1), 'the start of this month'];
    }
    default: {
      const ms = ref - rng.int(10, 60) * DAY;
      const d = new Date(ms);
      return [ms, `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`];
    }
  }
}

export function sayDate(rng: Rng, ref: string, direction: 'future' | 'past' = 'future'): SaidDate {
  const [ms, text] = direction === 'future' ? future(rng, parse(ref)) : past(rng, parse(ref));
  return { value: isoDate(ms), text };
}

const TIMES: Array<[number, number, string]> = [
  [9, 0, 'at 9'], [9, 30, 'at 9:30'], [10, 0, 'at 10am'], [11, 0, 'at 11'], [12, 0, 'at noon'], [13, 30, 'at half past one'],
  [14, 0, 'at 2pm'], [15, 0, 'at 3pm'], [15, 30, 'at 3:30'], [16, 0, 'at 4 in the afternoon'], [8, 30, 'first thing, 8:30'], [17, 0, 'at 5pm'],
];

/** A moment: a day as sayDate gives it plus a time of day, in UTC (the system prompt says times are UTC). */
export function sayDateTime(rng: Rng, ref: string, direction: 'future' | 'past' = 'future'): SaidDate {
  const day = sayDate(rng, ref, direction);
  const [h, m, said] = rng.pick(TIMES);
  return { value: `${day.value}T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00Z`, text: `${day.text} ${said}` };
}

/** A date (or UTC moment) already chosen, said from the reference date: "yesterday", "in three days", "on 16 March at 14:30". */
export function describeDate(iso: string, ref: string): SaidDate | undefined {
  const m = iso.match(/^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]00:?00)?)?$/);
  if (!m || (m[2] !== undefined && m[4] === undefined)) return undefined;
  const diff = Math.round((parse(m[1] as string) - parse(ref)) / DAY);
  const day =
    diff === 0 ? 'today' : diff === 1 ? 'tomorrow' : diff === -1 ? 'yesterday' : diff > 1 && diff <= 10 ? `in ${numberWord(diff)} days` : diff < -1 && diff >= -10 ? `${numberWord(-diff)} days ago` : `on ${shortDate(m[1] as string, ref)}`;
  const time = m[2] === undefined ? '' : ` at ${Number(m[2])}:${m[3]}`;
  return { value: iso, text: `${day}${time}` };
}

/** A date-time written as its description shows one: time-mcp's "Format: YYYY-MM-DD HH:mm:ss" and "e.g. 2025-03-23
 * 12:30:00" are wall-clock times without a zone, and were given "2026-12-31T09:30:00Z". */
export function inDescribedFormat(value: string, description: string): string {
  const m = value.match(/^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):(\d{2})(\.\d+)?Z$/);
  const shown = description.match(/YYYY-MM-DD HH:mm(:ss(\.SSS)?)?(?![\w:])|\b\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2}(\.\d{3})?)?(?![\d:.])/);
  if (!m || !shown) return value;
  const seconds = shown[1] !== undefined || shown[3] !== undefined;
  const millis = shown[2] !== undefined || shown[4] !== undefined;
  return `${m[1]} ${m[2]}${seconds ? `:${m[3]}` : ''}${millis ? '.000' : ''}`;
}
