// A clock or calendar question asked as people ask it: "What time is it in London when it's 9:30 in Shanghai on the
// last day of this month?", "How many days are there in January 2027?". Through the general frames time-mcp's tools
// were asked to "work out the week year in four weeks", "work out the day in eight days" (days in a month) and
// "calculate the time on Shanghai time".
import type { Rng } from '../../util/random.js';
import type { SpeechProfile } from '../../catalog/speech-profile.js';
import type { Said } from './said-types.js';
import { MONTHS, zoneCity } from '../../util/time.js';

const ZONE = /^(Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[A-Za-z_]+(\/[A-Za-z_]+)?$/;
const WHEN = /^\d{4}-\d{2}-\d{2}/;

/** A moment as the object of a question: "tomorrow at 3pm", "four weeks from now" (never "for in four weeks"). */
function moment(text: string): string {
  return text.replace(/^(for|on|since|until) /, '').replace(/^in (.+?)( at .+| first thing.*)?$/, '$1 from now$2');
}

/** "20 November at 08:30" of "2026-11-20 08:30:00". */
function onDate(value: string): string {
  const [, mo, d, hm] = value.match(/^\d{4}-(\d{2})-(\d{2})(?:[T ](\d{2}:\d{2}))?/) ?? [];
  return `${Number(d)} ${MONTHS[Number(mo) - 1]}${hm ? ` at ${hm}` : ''}`;
}

/** The question a time tool is asked, or undefined when the call is no clock or calendar question this knows. */
export function timeQuestion(p: SpeechProfile, said: readonly Said[], rng: Rng, description = ''): string | undefined {
  if (p.action !== 'compute') return undefined;
  const zones = said.filter((s) => typeof s.value === 'string' && ZONE.test(s.value));
  const when = said.find((s) => typeof s.value === 'string' && WHEN.test(s.value));
  const format = said.find((s) => /^(format|time_?format|date_?format)$/i.test(s.key) && typeof s.value === 'string');
  // Every argument must be in the question: anything else is for the general frames.
  if (said.some((s) => !zones.includes(s) && s !== when && s !== format)) return undefined;
  const as = format ? rng.pick([` Format it as ${String(format.value)}.`, ` I'd like it as ${String(format.value)}.`]) : '';
  const entity = p.entity;
  if (/\btimestamp\b/.test(entity) && when && !zones.length) {
    const m = moment(when.text);
    return rng.pick([`What's the Unix timestamp for ${m}?`, `Can you give me ${m} as a Unix timestamp?`, `I need the epoch seconds for ${m}.`]);
  }
  if (/\brelative time\b/.test(entity) && when && !zones.length) {
    // "How long from now is two weeks from now?" asks what it says: a moment said from now is said by its date.
    const m = /from now/.test(moment(when.text)) ? onDate(String(when.value)) : moment(when.text);
    return rng.pick([`How long from now is ${m}?`, `How far off is ${m}?`, `How much time is left until ${m}?`]);
  }
  if (/\bweek\b/.test(entity) && !when && !zones.length && !format) return rng.pick(['Which week of the year are we in?', "What's the week number today?"]);
  if (/\bweek\b/.test(entity) && when && !zones.length) {
    const m = moment(when.text);
    return rng.pick([`Which week of the year is ${m}?`, `What week number is ${m}?`, `What's the week number for ${m}, and the ISO week?`]);
  }
  if (/\bdays? in (a |the )?month\b/i.test(description) && when && !zones.length) {
    const [y, mo] = String(when.value).split('-');
    const month = `${MONTHS[Number(mo) - 1]} ${y}`;
    return rng.pick([`How many days are there in ${month}?`, `How many days does ${month} have?`, `How long is ${month}, in days?`]);
  }
  const zoneIds = zones.map((z) => String(z.value));
  const target = zones[0]?.text.match(/\bto (.+?)( time)?$/)?.[1];
  if (/^(time|datetime|date)$/.test(entity) && p.verb === 'convert' && zones.length === 1 && target && when) {
    const from = zoneCity(zoneIds[0] as string);
    const [day = '', clock] = moment(when.text).split(/ at (?=\d|noon|midnight|half|quarter)| first thing, /);
    const on = /^(today|tonight|tomorrow|next|this)\b|from now$/.test(day) ? day : `on ${day}`;
    return clock
      ? rng.pick([`What time is it in ${target} when it's ${clock} in ${from} ${on}?`, `If it's ${clock} in ${from} ${on}, what time is that in ${target}?`])
      : `What time is it in ${target} when it's midnight in ${from} ${on}?`;
  }
  if (/^(time|current time|datetime)$/.test(entity) && zones.length <= 1 && !when && p.verb !== 'convert') {
    const place = zoneIds[0] ? ` in ${zoneCity(zoneIds[0])}` : '';
    return rng.pick([`What time is it${place} right now?`, `What's the time${place}?`, `Do you know what time it is${place} at the moment?`]) + as;
  }
  return undefined;
}
