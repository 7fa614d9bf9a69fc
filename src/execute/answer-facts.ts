// A record's facts as an answer says them: its key in words, then its value, a number in its key's unit with that
// unit ("duration 45 minutes", not "duration minutes 45").
import { keyWords } from '../util/english.js';
import { prose } from './answer-voice.js';
import type { Item } from './result-reading.js';

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

/** One fact as words: its key, then its value. */
function fact(k: string, val: string): string {
  // A sentence is quoted, so its full stop does not end the answer's: description “Ivan is drafting the plan.”, owner ...
  return keyed(k, val, /\s/.test(val) && /[.!?]$/.test(val) ? `“${val}”` : prose(val, k));
}

// Units of length: an area measured in them is in their squares ("area 6.73 square miles").
const LENGTHS = /^(meters|metres|kilometers|kilometres|feet|miles|yards|m|km|ft|mi)$/i;

/** Up to `max` facts; a "units" fact is said after the number it measures ("distance 5,164.27 kilometers", not
 * "distance 5,164.27, units kilometers"), and not at all when no number is left for it. */
export function facts(it: Item, max = 3): string {
  const unit = it.facts.find(([k]) => UNITS_KEY.test(k));
  const rest = it.facts.filter((f) => f !== unit);
  const measured = unit ? rest.findIndex(([, val]) => NUMBER.test(val)) : -1;
  return rest
    .slice(0, max)
    .map(([k, val], i) => (i === measured && unit ? `${fact(k, val)} ${/area/i.test(k) && LENGTHS.test(unit[1]) ? `square ${unit[1]}` : unit[1]}` : fact(k, val)))
    .join(', ');
}
