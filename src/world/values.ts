// Values by semantic type: realistic, seeded, and inside what the field's schema allows (enum, range, format,
// pattern, length). The API the task generators use for arguments and the world uses for its records.
import type { Faker } from '@faker-js/faker';
import { generateSync } from 'json-schema-faker';
import { codeFor, categoryFor, familyOf, nameFor, queryFor, textFor, titleFor } from './domain.js';
import { type FieldSpec, type Schema, schemaType, wordsOf } from './field.js';
import { exampleValue, varyDigits } from './described.js';
import { type FieldReading, type FieldReadings, readField } from './field-reading.js';
import { drawOf, emailOf, kindValue, personName } from './kind-values.js';
import type { NameKind } from './name-kinds.js';
import { COMPANIES } from './people-places.js';
import * as P from './phrases.js';

export interface ValueContext {
  /** A seeded faker its owner reseeds per record or value (src/world/seeded-faker.ts). */
  faker: Faker;
  /** The entity and system the value belongs to ("issue", "GitLab"): values read like theirs. */
  entity: string;
  system: string;
  /** The world's today, epoch ms: dates are drawn around it. */
  now: number;
  /** Field names read as words, remembered for the run (a world model keeps one). */
  memo?: Map<string, string>;
  /** Readings of fields, remembered for the run (a world model keeps them): regexes are not rerun per value. */
  readings?: FieldReadings;
}

const DAY = 86_400_000;
const FUTURE = /\b(due|deadline|expires?|expiry|expiration|end|ends|until|scheduled|start|starts|remind|next|eta|before|finish|finishes)\b/;
const LATER = /\b(end|ends|until|expires?|expiry|expiration|finish|finishes|deadline)\b/;

function dateAround(field: string, ctx: ValueContext): Date {
  const future = FUTURE.test(field);
  // An end falls after a start: starts within a month, ends a month or two out.
  const later = LATER.test(field);
  const days = ctx.faker.number.int(future ? (later ? { min: 31, max: 90 } : { min: 1, max: 30 }) : { min: 1, max: 400 });
  const at = ctx.now + (future ? days : -days) * DAY + ctx.faker.number.int({ min: 8 * 60, max: 18 * 60 }) * 60_000 - (ctx.now % DAY);
  return new Date(at);
}

function idValue(field: FieldSpec, ctx: ValueContext): string | number {
  const { faker } = ctx;
  const t = schemaType(field.schema);
  if (t === 'integer' || t === 'number') return faker.number.int({ min: 100, max: 99_999 });
  const words = wordsOf(field.name, ctx.memo);
  if (field.schema.format === 'uuid' || /uuid|guid/.test(words)) return faker.string.uuid();
  // An id in the shape its description shows ("e.g. 695:313", "PROJECT-123"): Figma node ids look like Figma's.
  const { example } = readingOf(field, words, ctx);
  if (example && /\d/.test(example) && !/^\d+$/.test(example) && !/\s/.test(example)) return varyDigits(example, drawOf(faker));
  if (/\bsha\b|commit/.test(words)) return faker.git.commitSha();
  if (/\bts\b|timestamp/.test(words)) return `${Math.floor(ctx.now / 1000) - faker.number.int({ min: 60, max: 9e5 })}.${faker.string.numeric(6)}`;
  // A slug or key is the record's own name, slugged ("Q3 roadmap" -> "q3-roadmap").
  if (/slug|key/.test(words)) return nameFor(ctx.entity, 'name', faker, ctx.now, ctx.memo).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40);
  return String(faker.number.int({ min: 1000, max: 9_999_999 }));
}

function numberValue(field: FieldSpec, ctx: ValueContext, integer: boolean): number {
  const s = field.schema;
  const words = wordsOf(field.name, ctx.memo);
  let min = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + (integer ? 1 : 0.01) : undefined;
  let max = typeof s.maximum === 'number' ? s.maximum : typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - (integer ? 1 : 0.01) : undefined;
  let lo = 1;
  let hi = 100;
  if (/font size|text size/.test(words)) [lo, hi] = [10, 36];
  else if (/\b(priority|rank)$/.test(words)) [lo, hi] = [1, 4];
  else if (/\b(index|row|column|col|position)$/.test(words)) [lo, hi] = [0, 20];
  else if (/temperature|temp\b/.test(words)) [lo, hi] = /fahrenheit|\bf\b/.test(`${words} ${String(s.description ?? '')}`.toLowerCase()) ? [20, 95] : [-5, 35];
  else if (/humidity/.test(words)) [lo, hi] = [20, 95];
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
  if (typeof s.default === 'number' && ctx.faker.number.int({ min: 0, max: 2 }) === 0 && s.default >= min && s.default <= max) return s.default;
  if (integer) {
    const v = ctx.faker.number.int({ min: Math.ceil(min), max: Math.floor(max) });
    return typeof s.multipleOf === 'number' ? Math.round(v / s.multipleOf) * s.multipleOf : v;
  }
  // Most numbers people pass are whole (a weight, a port, a count); fractions where the name says so.
  if (!(field.type === 'money' || /lat|lng|lon|ratio|rate|score|percent|price|amount|temperature|latitude|longitude|factor|threshold/.test(words))) return ctx.faker.number.int({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
  return ctx.faker.number.float({ min, max, fractionDigits: /lat|lng|lon/.test(words) ? 4 : 2 });
}

/** The field's reading, remembered by the context's model when it has one. */
function readingOf(field: FieldSpec, words: string, ctx: ValueContext): FieldReading {
  const parent = field.parent ? wordsOf(field.parent, ctx.memo) : undefined;
  return ctx.readings ? ctx.readings.of(field.schema, words, parent) : readField(field.schema, words, parent);
}

/** A string for a field by semantic type, before the schema's constraints are applied. */
function stringValue(field: FieldSpec, ctx: ValueContext): string {
  const { faker, now } = ctx;
  const words = wordsOf(field.name, ctx.memo);
  // The description's own example format wins over the name's reading ("time": "in 24-hour format (HH:MM)").
  const hint = typeof field.schema.description === 'string' ? field.schema.description : '';
  const reading = readingOf(field, words, ctx);
  const example = reading.stamp;
  if (example && ['date', 'datetime', 'other'].includes(field.type)) {
    const iso = dateAround(words, ctx).toISOString();
    return `${iso.slice(0, 10)}${example[10]}${iso.slice(11, example.length)}`;
  }
  if (reading.clock) return `${String(faker.number.int({ min: 7, max: 20 })).padStart(2, '0')}:${faker.helpers.arrayElement(['00', '15', '30', '45'])}`;
  if (reading.day && (field.type === 'datetime' || field.type === 'date' || field.type === 'other')) return dateAround(words, ctx).toISOString().slice(0, 10);
  // A schema's format is a promise the value keeps whatever the field's semantic type says.
  const byFormat = FORMAT_KINDS[String(field.schema.format ?? '')];
  if (byFormat && (field.type !== 'id' || byFormat === 'uuid')) return kindString(byFormat, words, hint, ctx);
  if (reading.kind && field.type !== 'id') return kindString(reading.kind, words, hint, ctx);
  // What the description offers beats a guess from the name: its listed options, or for loose fields its example.
  if (reading.choices && ['name', 'title', 'other', 'enum', 'code'].includes(field.type)) return faker.helpers.arrayElement(reading.choices);
  const offered = reading.example && ['other', 'enum', 'code'].includes(field.type) ? exampleValue(reading.example, drawOf(faker)) : undefined;
  if (offered !== undefined) return offered;
  switch (field.type) {
    case 'id':
      return String(idValue(field, ctx));
    case 'name':
      return nameFor(ctx.entity, words, faker, now, ctx.memo);
    case 'title':
      return titleFor(familyOf(ctx.entity), faker, now);
    case 'free_text':
      return textFor(familyOf(ctx.entity), words, faker, now);
    case 'query':
      return queryFor(faker, now);
    case 'email':
    case 'url':
      return kindString(field.type, words, hint, ctx);
    case 'path':
      return /dir|folder/.test(words) ? faker.helpers.arrayElement(P.PATH_DIRS) : `${faker.helpers.arrayElement(P.PATH_DIRS)}/${faker.helpers.arrayElement(P.FILE_STEMS)}.${faker.helpers.arrayElement(P.FILE_EXTS)}`;
    case 'date':
      return dateAround(words, ctx).toISOString().slice(0, 10);
    case 'datetime':
      return dateAround(words, ctx).toISOString().replace(/\.\d{3}Z$/, 'Z');
    case 'country':
      return kindString(/code|iso/.test(words) || (typeof field.schema.maxLength === 'number' && field.schema.maxLength <= 3) ? 'country_code' : 'country', words, hint, ctx);
    case 'city':
      return kindString('city', words, hint, ctx);
    case 'language': {
      const lang = faker.location.language();
      return /name/.test(words) ? lang.name : lang.alpha2;
    }
    case 'currency':
    case 'phone':
    case 'color':
      return kindString(field.type, words, hint, ctx);
    case 'money':
      return faker.finance.amount({ min: 5, max: 5000, dec: 2 });
    case 'code':
      return shortCode(words, ctx) ?? codeFor(ctx.entity, words, faker, now);
    case 'enum':
      return categoryFor(ctx.entity, words, faker);
    case 'count':
    case 'number':
      return String(numberValue(field, ctx, true));
    case 'boolean':
      return String(faker.datatype.boolean());
    default:
      return otherString(words, field, ctx) ?? nameFor(ctx.entity, words, faker, now, ctx.memo);
  }
}

const FORMAT_KINDS: Record<string, NameKind> = { uuid: 'uuid', email: 'email', 'idn-email': 'email', uri: 'url', url: 'url', hostname: 'hostname', 'idn-hostname': 'hostname', ipv4: 'ip', date: 'date', 'date-time': 'datetime' };

/** A code that names something ("datacenter code", "verification code"), not source code to run. */
function shortCode(words: string, ctx: ValueContext): string | undefined {
  const { faker } = ctx;
  if (/discount|coupon|promo|voucher|gift/.test(`${ctx.entity} ${words}`)) return `${faker.helpers.arrayElement(['SPRING', 'WELCOME', 'VIP', 'SAVE', 'FREESHIP'])}${faker.number.int({ min: 10, max: 50 })}`;
  if (!/\bcode$/.test(words) || /^(code|source code|code snippet|snippet)$/.test(words)) return undefined;
  if (/data ?center|region|zone|location|site/.test(words)) return faker.helpers.arrayElement(P.REGIONS);
  if (/verification|otp|auth|mfa|2fa|confirmation|pin/.test(words)) return String(faker.number.int({ min: 100000, max: 999999 }));
  if (/status|http|response/.test(words)) return faker.helpers.arrayElement(['200', '201', '404', '429', '500', '503']);
  if (/airport|iata/.test(words)) return faker.helpers.arrayElement(['LHR', 'JFK', 'FRA', 'CDG', 'NRT', 'SFO', 'AMS']);
  return `${words.split(' ').slice(-2, -1)[0]?.slice(0, 3).toUpperCase() || 'CODE'}-${faker.number.int({ min: 100, max: 999 })}`;
}

/** A value of the kind the name promises; dates keep the world's own reading of the field (due dates lie ahead). */
function kindString(kind: NameKind, words: string, hint: string, ctx: ValueContext): string {
  if (kind === 'date' || kind === 'datetime') {
    const at = dateAround(words, ctx).toISOString();
    return kind === 'date' ? at.slice(0, 10) : at.replace(/\.\d{3}Z$/, 'Z');
  }
  const d = drawOf(ctx.faker);
  if (kind === 'email') return emailOf(d, undefined, d.pick(COMPANIES));
  if (kind === 'uuid') return ctx.faker.string.uuid();
  return kindValue(kind, d, { words, description: hint, entity: ctx.entity, now: ctx.now }) ?? nameFor(ctx.entity, words, ctx.faker, ctx.now, ctx.memo);
}

/** Strings whose name says what they hold though no semantic type does: a time zone, a version, an IP address. */
function otherString(words: string, field: FieldSpec, ctx: ValueContext): string | undefined {
  const { faker } = ctx;
  const d = drawOf(faker);
  // A knowledge graph's records: who relates to whom, and how; what is known about them.
  if (/\brelation|graph|edge/.test(`${field.parent ?? ''} ${ctx.entity}`) && /^(from|to|source|target)$/.test(words)) return d.next() < 0.6 ? personName(d) : d.pick(COMPANIES);
  if (/^(relation ?type|relation)$/.test(words)) return d.pick(['works_at', 'manages', 'reports_to', 'based_in', 'collaborates_with', 'owns']);
  if (/^entity ?type$/.test(words)) return d.pick(['person', 'organization', 'project', 'place', 'event']);
  if (/^observations?$/.test(words)) return d.pick(['Prefers email over phone calls.', 'Joined in March as a team lead.', 'Works remotely from Lisbon most of the year.', 'Owns the relationship with our biggest customer.', 'Speaks German and Portuguese.']);
  // An Excel or Sheets range's address is a range ("B7:K33"), not a street.
  if (/^(address|range)$/.test(words) && /\b(range|sheet|cell|excel|workbook|worksheet|spreadsheet)\b/.test(ctx.entity)) return kindValue('cell_range', d, { words }) as string;
  if (/\bschedule\b/.test(words)) return faker.helpers.arrayElement(['0 3 * * *', '*/15 * * * *', '0 9 * * 1']);
  if (/token|secret|password|api key/.test(words)) return `tok_${faker.string.alphanumeric(20)}`;
  if (/\b(time|hour)\b/.test(words) && field.schema.format !== 'date-time') return `${String(faker.number.int({ min: 7, max: 19 })).padStart(2, '0')}:${faker.helpers.arrayElement(['00', '15', '30', '45'])}`;
  if (/\b(address|street|location)\b/.test(words)) return `${kindValue('street', drawOf(faker), { words })}, ${kindValue('city', drawOf(faker), { words })}`;
  if (/base ?64/.test(words)) return Buffer.from(faker.helpers.arrayElement(P.MESSAGES).replace(/\{\w+\}/g, 'the report')).toString('base64');
  if (/\b(key|field|property|column|attribute|param)\b/.test(words)) return faker.helpers.arrayElement(['status', 'priority', 'owner', 'due_date', 'region', 'tags']);
  if (/\b(emoji|reaction)\b/.test(words)) return faker.helpers.arrayElement(['thumbsup', 'eyes', 'white_check_mark', 'tada', 'rocket']);
  return undefined;
}

function matchesPattern(value: string, pattern: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return true;
  }
}

function patternString(pattern: string, seed: number): string | undefined {
  try {
    const v = generateSync({ type: 'string', pattern } as never, { seed } as never);
    return typeof v === 'string' ? v : undefined;
  } catch {
    return undefined;
  }
}

/** Fit a string to the schema's length, format and pattern. */
function constrainString(value: string, field: FieldSpec, ctx: ValueContext): string {
  const s = field.schema;
  let v = value;
  if (typeof s.maxLength === 'number' && v.length > s.maxLength) v = v.slice(0, s.maxLength).trimEnd();
  if (typeof s.minLength === 'number' && v.length < s.minLength) v = v.padEnd(s.minLength, v.length > 0 ? '.' : 'x');
  if (typeof s.pattern === 'string') {
    let ok = false;
    try {
      ok = new RegExp(s.pattern, 'u').test(v);
    } catch {
      ok = true;
    }
    // A timestamp the pattern wants spelt otherwise (fractions, an offset) is respelt before anything is invented.
    const stamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?Z?$/.test(v) ? v.replace(/Z$/, '').padEnd(19, ':00') : undefined;
    const respelt = !ok && stamp ? [`${stamp}Z`, `${stamp}.000Z`, `${stamp}+00:00`, `${stamp}.0000000Z`, stamp, stamp.slice(0, 16)].find((c) => matchesPattern(c, s.pattern as string)) : undefined;
    if (respelt) v = respelt;
    else if (!ok) v = patternString(s.pattern, ctx.faker.number.int({ min: 1, max: 2 ** 31 })) ?? v;
  }
  return v;
}

/** A scalar value for this field: an enum member, a number in range, a boolean, or a string of its semantic type. */
export function valueFor(field: FieldSpec, ctx: ValueContext): unknown {
  const s = field.schema;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum) && s.enum.length > 0) {
    const options = s.enum.filter((x) => x !== null && x !== '');
    return ctx.faker.helpers.arrayElement(options.length > 0 ? options : s.enum);
  }
  const t = schemaType(s);
  if (t === 'boolean') return ctx.faker.datatype.boolean();
  if (t === 'integer') return numberValue(field, ctx, true);
  if (t === 'number') return field.type === 'id' ? idValue(field, ctx) : numberValue(field, ctx, field.type === 'count');
  if (t === 'null') return null;
  if (field.type === 'boolean' && t === undefined) return ctx.faker.datatype.boolean();
  if ((field.type === 'count' || field.type === 'number' || field.type === 'money') && t === undefined) return numberValue(field, ctx, field.type === 'count');
  return constrainString(stringValue(field, ctx), field, ctx);
}
