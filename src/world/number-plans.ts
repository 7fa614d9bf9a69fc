// How a number field is drawn: the range its words call for (a font size, a priority, a latitude, a size in bytes),
// inside the bounds its schema gives, whole unless the name says a fraction.
import { type FieldSpec, wordsOf } from './field.js';
import { PARTY, partyRange } from './kind-values.js';
import type { Faker } from '@faker-js/faker';

/** Status codes as servers send them, the common ones more often. */
const HTTP_CODES = [200, 200, 200, 200, 200, 201, 201, 204, 301, 304, 400, 401, 403, 404, 404, 409, 422, 429, 500, 502, 503];

const MEETING_MINUTES = [15, 30, 30, 45, 60, 60, 90];

/** A number drawer reads only the faker of its context (a ValueContext, value-plans.ts). */
type Drawer<T> = (ctx: { faker: Faker }) => T;

export function numberPlan(field: FieldSpec, integer: boolean): Drawer<number> {
  const s = field.schema;
  const words = wordsOf(field.name);
  let min = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + (integer ? 1 : 0.01) : undefined;
  let max = typeof s.maximum === 'number' ? s.maximum : typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - (integer ? 1 : 0.01) : undefined;
  // An HTTP status is one a server sends: the real catalog's request logs held status codes 365 and 399.
  // One of the values inside the schema's bounds, where any is.
  const oneOf = (values: readonly number[]): Drawer<number> | undefined => {
    const kept = values.filter((v) => (min === undefined || v >= min) && (max === undefined || v <= max));
    return kept.length > 0 ? (ctx) => ctx.faker.helpers.arrayElement(kept) : undefined;
  };
  const http = /\b(status|response|http) code$|^(http )?status$/.test(words) && (/\bcode$/.test(words) || /\bhttp\b/i.test(String(s.description ?? words)));
  // A meeting's length in minutes is one a calendar offers (15, 30, 45), not 31.
  const closed = http ? oneOf(HTTP_CODES) : /\b(duration|length) (minutes|mins|in minutes)$/.test(words) ? oneOf(MEETING_MINUTES) : undefined;
  if (closed) return closed;
  let lo = 1;
  let hi = 100;
  if (/font size|text size/.test(words)) [lo, hi] = [10, 36];
  else if (/\b(priority|rank)$/.test(words)) [lo, hi] = [1, 4];
  else if (/\b(index|row|column|col|position)$/.test(words)) [lo, hi] = [0, 20];
  // An image's or a window's size in pixels: an asset 7 wide and 32 high is no picture.
  else if (/\b(width|height|px|pixels?)$/.test(words) && !/\b(column|col|row|line|border|stroke)\b/.test(words)) [lo, hi] = [240, 1920];
  // A step of a sequence and the sequence's length ("thought number 3 of 7"): the step never past the total.
  else if (/\b(thought|step|stage|phase|part|round|iteration|attempt) number$/.test(words)) [lo, hi] = [1, 5];
  else if (/^total (thoughts|steps|stages|phases|parts|rounds|iterations|attempts)$/.test(words)) [lo, hi] = [5, 10];
  else if (/temperature|temp\b/.test(words)) [lo, hi] = /fahrenheit|\bf\b/.test(`${words} ${String(s.description ?? '')}`.toLowerCase()) ? [20, 95] : [-5, 35];
  else if (/humidity/.test(words)) [lo, hi] = [20, 95];
  else if (field.type === 'count' && PARTY.test(words)) [lo, hi] = partyRange(words);
  // A size in bytes is no page size: drawn where the schema's range says (screenshots were all 40,001-40,015 bytes).
  else if (/\bbytes?$|\b(file|content|body) (size|length)$/.test(words)) [lo, hi] = [200, 5_000_000];
  else if (field.type === 'count') [lo, hi] = /\b(limit|per page|page size|top|max|size)\b/.test(words) ? [5, 20] : /\bpage\b/.test(words) ? [1, 1] : /\boffset\b/.test(words) ? [0, 40] : /\bport\b/.test(words) ? [1024, 9000] : /\byear\b/.test(words) ? [2019, 2026] : [1, 50];
  else if (field.type === 'money') [lo, hi] = [5, 5000];
  else if (/lat/.test(words)) [lo, hi] = [-60, 70];
  else if (/lng|lon/.test(words)) [lo, hi] = [-170, 170];
  else if (/percent|score|ratio|rate/.test(words)) [lo, hi] = /ratio|rate/.test(words) ? [0, 1] : [0, 100];

  // The natural range, inside the schema's bounds; bounds as wide as "any safe integer" bound nothing.
  const from = Math.max(lo, min ?? lo);
  const to = Math.min(hi, max ?? hi);
  if (from <= to) [min, max] = [from, to];
  else {
    min ??= (max as number) - (hi - lo);
    max ??= min + (hi - lo);
    if (max - min > 1e6) max = min + (hi - lo);
  }
  if (min > max) max = min;
  const [a, b] = [min, max];
  const fallback = typeof s.default === 'number' && s.default >= a && s.default <= b ? s.default : undefined;
  const orDefault = (draw: Drawer<number>): Drawer<number> =>
    typeof s.default === 'number' ? (ctx) => (ctx.faker.number.int({ min: 0, max: 2 }) === 0 && fallback !== undefined ? fallback : draw(ctx)) : draw;
  // A range over orders of magnitude (bytes: 200 to 5 MB) is drawn evenly in magnitude, so a size is not always megabytes.
  if (integer && a >= 1 && b / a >= 1000) return orDefault((ctx) => Math.round(Math.exp(ctx.faker.number.float({ min: Math.log(a), max: Math.log(b) }))));
  if (integer) {
    const range = { min: Math.ceil(a), max: Math.floor(b) };
    const step = typeof s.multipleOf === 'number' ? s.multipleOf : undefined;
    return orDefault((ctx) => {
      const v = ctx.faker.number.int(range);
      return step !== undefined ? Math.round(v / step) * step : v;
    });
  }
  // Most numbers people pass are whole (a weight, a port, a count); fractions where the name says so.
  if (!(field.type === 'money' || /lat|lng|lon|ratio|rate|score|percent|price|amount|temperature|latitude|longitude|factor|threshold/.test(words))) {
    const range = { min: Math.ceil(a), max: Math.max(Math.ceil(a), Math.floor(b)) };
    return orDefault((ctx) => ctx.faker.number.int(range));
  }
  const range = { min: a, max: b, fractionDigits: /lat|lng|lon/.test(words) ? 4 : 2 };
  return orDefault((ctx) => ctx.faker.number.float(range));
}
