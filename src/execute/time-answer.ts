// A clock's or a calendar's answer said as a person says the time: "In Asia/Shanghai it is 23:07 on Wednesday, 9
// December 2026", "08:00 in Shanghai is 00:00 in London", "17 November 2026 is in week 47". Read as records, a time
// zone conversion was "It came back without any details." and a relative time "relative in 14 days".
import { prose } from './answer-voice.js';
import type { Voice } from './answer-voice.js';
import { MONTHS, zoneCity } from '../util/time.js';

type Obj = Record<string, unknown>;
const WALL = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/;

/** "23:07 on 9 December 2026" of a wall-clock date-time; undefined for anything else. */
function clock(value: unknown): string | undefined {
  const m = typeof value === 'string' ? value.match(WALL) : null;
  return m ? `${m[2]} on ${prose(m[1] as string)}` : undefined;
}

/** A zone by its city ("Asia/Shanghai" -> "Shanghai"), as people name it. */
const place = (zone: unknown): string | undefined => (typeof zone === 'string' && zone ? zoneCity(zone) : undefined);

const obj = (v: unknown): Obj | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : undefined);

/** What a time tool computed, in words; undefined when the result is not one. */
export function timeAnswer(v: Voice, data: unknown, args: Obj): string | undefined {
  const d = obj(data);
  if (!d) return undefined;
  const source = obj(d.source);
  const target = obj(d.target);
  if (source && target && clock(source.datetime) && clock(target.datetime)) {
    const from = `${clock(source.datetime)} in ${place(source.timezone)}`;
    const to = `${clock(target.datetime)} in ${place(target.timezone)}`;
    return v.rng.pick([`${from[0]?.toUpperCase()}${from.slice(1)} is ${to}.`, `That's ${to} (${from}).`, `When it is ${from}, it is ${to}.`]);
  }
  const keys = Object.keys(d);
  if (typeof d.timezone === 'string' && clock(d.datetime) && keys.every((k) => /^(timezone|datetime|day_of_week|utc_offset|is_dst|formatted)$/.test(k))) {
    // In the format the user asked for, when they asked for one.
    if (typeof d.formatted === 'string') return v.rng.pick([`In ${place(d.timezone)} it's ${d.formatted} right now.`, `It's ${d.formatted} in ${place(d.timezone)}.`]);
    const day = typeof d.day_of_week === 'string' ? `${d.day_of_week}, ` : '';
    const m = (d.datetime as string).match(WALL) as RegExpMatchArray;
    return v.rng.pick([`In ${place(d.timezone)} it is ${m[2]} on ${day}${prose(m[1] as string)}.`, `It's ${m[2]} in ${place(d.timezone)} (${day}${prose(m[1] as string)}).`]);
  }
  const when = typeof d.time === 'string' ? d.time : typeof args.time === 'string' ? args.time : undefined;
  const at = when ? (clock(when) ?? prose(when)) : undefined;
  if (typeof d.relative === 'string' && keys.every((k) => /^(time|relative)$/.test(k))) {
    const past = / ago$/.test(d.relative);
    return at ? v.rng.pick([`${at[0]?.toUpperCase()}${at.slice(1)} ${past ? 'was' : 'is'} ${d.relative}.`, `That's ${d.relative}.`]) : `That's ${d.relative}.`;
  }
  if (typeof d.week === 'number' && keys.every((k) => /^(date|week|isoWeek|iso_week|year)$/.test(k))) {
    const day = typeof d.date === 'string' ? prose(d.date) : 'Today';
    const iso = typeof d.isoWeek === 'number' ? d.isoWeek : typeof d.iso_week === 'number' ? d.iso_week : undefined;
    return `${day} is in week ${d.week}${iso !== undefined ? (iso === d.week ? ', ISO week too' : `; by ISO weeks it is week ${iso}`) : ''}.`;
  }
  if (typeof d.days_in_month === 'number' && typeof d.month === 'number' && typeof d.year === 'number') {
    return v.rng.pick([`${MONTHS[d.month - 1]} ${d.year} has ${d.days_in_month} days.`, `There are ${d.days_in_month} days in ${MONTHS[d.month - 1]} ${d.year}.`]);
  }
  if (typeof d.day_of_week === 'string' && typeof d.date === 'string' && keys.length === 2) return `${prose(d.date)} is a ${d.day_of_week}.`;
  return undefined;
}
