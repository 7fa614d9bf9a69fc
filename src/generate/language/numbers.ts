// Numbers as people say them: a timeout of 30000 ms is "thirty seconds", an image count of 4 is "four images", a
// retry limit of 3 is "three retries". The model learns to turn the words back into the value and its unit.
import { numberWord, pluralise } from '../../util/english.js';

/** A key that holds a span of time in milliseconds or seconds, and the unit it counts in. */
export function durationUnit(key: string): 'ms' | 's' | undefined {
  if (/(^|_)(ms|millis|milliseconds?)$/i.test(key) || /[a-z](Ms|Millis|Milliseconds?)$/.test(key)) return 'ms';
  if (/(^|_)(s|secs?|seconds?)$/i.test(key) || /[a-z](Secs?|Seconds?)$/.test(key) || /^(seconds?|secs?)$/i.test(key)) return 's';
  return undefined;
}

const SECONDS: Record<number, string> = { 1: 'one second', 2: 'two seconds', 5: 'five seconds', 10: 'ten seconds', 15: 'fifteen seconds', 20: 'twenty seconds', 30: 'thirty seconds', 45: 'forty-five seconds', 60: 'a minute', 90: 'a minute and a half', 120: 'two minutes', 300: 'five minutes', 600: 'ten minutes', 900: 'a quarter of an hour', 1800: 'half an hour', 3600: 'an hour', 7200: 'two hours', 86400: 'a day' };

/** "thirty seconds" for 30000 ms; undefined where the span has no everyday name (then the digits are said). */
export function spanWords(value: number, unit: 'ms' | 's'): string | undefined {
  if (unit === 'ms' && value > 0 && value < 1000 && value % 100 === 0) return value === 500 ? 'half a second' : `${value} milliseconds`;
  const seconds = unit === 'ms' ? value / 1000 : value;
  if (!Number.isInteger(seconds) || seconds <= 0) return undefined;
  if (SECONDS[seconds]) return SECONDS[seconds];
  if (seconds < 60 && seconds <= 12) return `${numberWord(seconds)} seconds`;
  if (seconds % 60 === 0 && seconds / 60 <= 12) return `${numberWord(seconds / 60)} minutes`;
  return undefined;
}

/** The thing a count counts, from its key: "image_count" -> "images", "num_results" -> "results", "max_retries" -> "retries". */
export function countedNoun(words: string): string | undefined {
  const m = words.match(/^(?:num(?:ber)?(?: of)?|count of|max(?:imum)?(?: num(?:ber)?(?: of)?)?|n) ([a-z]+)$/) ?? words.match(/^([a-z]+) count$/);
  const noun = m?.[1];
  if (!noun || /^(page|offset|index|id|results?per)$/.test(noun)) return undefined;
  return noun.endsWith('s') ? noun : pluralise(noun);
}

/** A small count in words ("four images"); larger ones keep their digits, as people write them. */
export function countWords(n: number, noun: string): string {
  return `${n <= 12 ? numberWord(n) : String(n)} ${n === 1 ? noun.replace(/s$/, '') : noun}`;
}
