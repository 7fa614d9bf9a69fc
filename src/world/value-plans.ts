// How a field's values are drawn, decided once per field: every test of its name, schema and description runs when the
// plan is made, and the plan's drawer only draws. A world draws the same fields for every record of every trajectory,
// so the regexes ran millions of times where a few thousand plans now read them once (bench `world`).
import type { Faker } from '@faker-js/faker';
import { codeFor, familyOf, labelOnly, namePlan, queryFor, textFor, titleFor } from './domain.js';
import { describedKind } from './described-kinds.js';
import { categoryFor } from './categories.js';
import { type FieldSpec, schemaType, wordsOf } from './field.js';
import { PROMPT_KEY, promptsFor } from './prompts.js';
import { apiPathsIn, exampleValue, fillApiPath, varyDigits } from './described.js';
import { type FieldReading, type FieldReadings, readField } from './field-reading.js';
import { accountName, CODE_HOST, drawOf, emailOf, kindValue, personName } from './kind-values.js';
import { numberPlan } from './number-plans.js';
import { extensionsIn } from './file-types.js';
import { kindFor, type NameKind } from './name-kinds.js';
import { COMPANIES } from './people-places.js';
import * as P from './phrases.js';
import { otherThingKey, thingKeyPlan } from './thing-keys.js';
import { isoDate, isoSeconds } from '../util/time.js';

export interface ValueContext {
  /** A seeded faker its owner reseeds per record or value (src/world/seeded-faker.ts). */
  faker: Faker;
  /** The entity and system the value belongs to ("issue", "GitLab"): values read like theirs. */
  entity: string;
  system: string;
  /** The world's today, epoch ms: dates are drawn around it. */
  now: number;
  /** What the record being drawn is about (a feature of the phrase banks): its title, text and url all name this one,
   * not one each ("Design review: payment retry" read "timezone handling is available on every paid plan"). */
  topic?: string;
  /** Field names read as words, remembered for the run (a world model keeps one). */
  memo?: Map<string, string>;
  /** Readings of fields, remembered for the run (a world model keeps them): regexes are not rerun per value. */
  readings?: FieldReadings;
}

/** Draws one value; what it draws was decided when the plan was made. */
export type Drawer<T = unknown> = (ctx: ValueContext) => T;

const DAY = 86_400_000;
const FUTURE = /\b(due|deadline|expires?|expiry|expiration|end|ends|until|scheduled|start|starts|remind|next|eta|before|finish|finishes|check ?in|check ?out|checkin|checkout|arrival|departure|depart|return|travel|flight|trip)\b/;
const LATER = /\b(end|ends|until|expires?|expiry|expiration|finish|finishes|deadline|check ?out|checkout|return)\b/;

/** A date around the world's today: due dates and ends ahead of it, anything else behind it. */
function datePlan(words: string): Drawer<number> {
  const future = FUTURE.test(words);
  // An end falls after a start: starts within a month, ends a month or two out.
  const range = future ? (LATER.test(words) ? { min: 31, max: 90 } : { min: 1, max: 30 }) : { min: 1, max: 400 };
  // What is yet to come is set on a quarter hour (a meeting at 10:53 is no calendar's); what was, at any minute.
  const step = future ? 15 : 1;
  const clock = { min: (8 * 60) / step, max: (18 * 60) / step };
  return (ctx) => {
    const days = ctx.faker.number.int(range);
    return ctx.now + (future ? days : -days) * DAY + ctx.faker.number.int(clock) * step * 60_000 - (ctx.now % DAY);
  };
}

export function idPlan(field: FieldSpec, reading: FieldReading, entity: string): Drawer<string | number> {
  const t = schemaType(field.schema);
  if (t === 'integer' || t === 'number') return (ctx) => ctx.faker.number.int({ min: 100, max: 99_999 });
  const words = wordsOf(field.name);
  if (field.schema.format === 'uuid' || /uuid|guid/.test(words)) return (ctx) => ctx.faker.string.uuid();
  // An id in the shape its description shows ("e.g. 695:313", "PROJECT-123"): Figma node ids look like Figma's.
  const { example } = reading;
  if (example && /\d/.test(example) && !/^\d+$/.test(example) && !/\s/.test(example)) return (ctx) => varyDigits(example, drawOf(ctx.faker));
  if (/\bsha\b|commit/.test(words)) return (ctx) => ctx.faker.git.commitSha();
  if (/\bts\b|timestamp/.test(words)) return (ctx) => `${Math.floor(ctx.now / 1000) - ctx.faker.number.int({ min: 60, max: 9e5 })}.${ctx.faker.string.numeric(6)}`;
  // A slug or key is the record's own name, slugged ("Q3 roadmap" -> "q3-roadmap").
  if (/slug|key/.test(words)) {
    const other = otherThingKey(words, entity);
    if (other) return other;
    const name = namePlan(entity, 'name');
    return (ctx) => name(ctx.faker, ctx.now, ctx.topic).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40);
  }
  return (ctx) => String(ctx.faker.number.int({ min: 1000, max: 9_999_999 }));
}

const FORMAT_KINDS: Record<string, NameKind> = { uuid: 'uuid', email: 'email', 'idn-email': 'email', uri: 'url', url: 'url', hostname: 'hostname', 'idn-hostname': 'hostname', ipv4: 'ip', date: 'date', 'date-time': 'datetime' };

/** A value of the kind the name promises; dates keep the world's own reading of the field (due dates lie ahead). */
function kindPlan(kind: NameKind, words: string, hint: string, entity: string): Drawer<string> {
  if (kind === 'date' || kind === 'datetime') {
    const date = datePlan(words);
    return kind === 'date' ? (ctx) => isoDate(date(ctx)) : (ctx) => isoSeconds(date(ctx));
  }
  if (kind === 'email') return (ctx) => ((d) => emailOf(d, undefined, d.pick(COMPANIES)))(drawOf(ctx.faker));
  if (kind === 'uuid') return (ctx) => ctx.faker.string.uuid();
  const name = namePlan(entity, words);
  return (ctx) => kindValue(kind, drawOf(ctx.faker), { words, description: hint, entity, now: ctx.now, ...(ctx.topic ? { topic: ctx.topic } : {}) }) ?? name(ctx.faker, ctx.now, ctx.topic);
}

/** Draws one of `xs`. */
const pick = (xs: readonly string[]): Drawer<string> => (ctx) => ctx.faker.helpers.arrayElement(xs as string[]);

/** A code that names something ("datacenter code", "verification code"), not source code to run. */
function shortCodePlan(words: string, entity: string): Drawer<string> | undefined {
  if (/discount|coupon|promo|voucher|gift/.test(`${entity} ${words}`)) return (ctx) => `${ctx.faker.helpers.arrayElement(['SPRING', 'WELCOME', 'VIP', 'SAVE', 'FREESHIP'])}${ctx.faker.number.int({ min: 10, max: 50 })}`;
  if (!/\bcode$/.test(words) || /^(code|source code|code snippet|snippet)$/.test(words)) return undefined;
  if (/data ?center|region|zone|location|site/.test(words)) return pick(P.REGIONS);
  if (/verification|otp|auth|mfa|2fa|confirmation|pin/.test(words)) return (ctx) => String(ctx.faker.number.int({ min: 100000, max: 999999 }));
  if (/status|http|response/.test(words)) return pick(['200', '201', '404', '429', '500', '503']);
  if (/airport|iata/.test(words)) return pick(['LHR', 'JFK', 'FRA', 'CDG', 'NRT', 'SFO', 'AMS']);
  const prefix = words.split(' ').slice(-2, -1)[0]?.slice(0, 3).toUpperCase() || 'CODE';
  return (ctx) => `${prefix}-${ctx.faker.number.int({ min: 100, max: 999 })}`;
}

/** Strings whose name says what they hold though no semantic type does: a time zone, a version, an IP address. */
function otherPlan(words: string, field: FieldSpec, entity: string): Drawer<string | undefined> | undefined {
  // A knowledge graph's records: who relates to whom, and how; what is known about them.
  if (/\brelation|graph|edge/.test(`${field.parent ?? ''} ${entity}`) && /^(from|to|source|target)$/.test(words)) return (ctx) => {
    const d = drawOf(ctx.faker);
    return d.next() < 0.6 ? personName(d) : d.pick(COMPANIES);
  };
  // A button's postback data (LINE's rich menu actions) is a query string the bot reads back, not "main-data".
  if (words === 'data' && /\bactions?$/i.test(field.parent ?? '')) return (ctx) => `action=${ctx.faker.helpers.arrayElement(['buy', 'view', 'reserve', 'menu'])}&itemid=${ctx.faker.number.int({ min: 100, max: 999 })}`;
  if (/^(relation ?type|relation)$/.test(words)) return pick(['works_at', 'manages', 'reports_to', 'based_in', 'collaborates_with', 'owns']);
  if (/^entity ?type$/.test(words)) return pick(['person', 'organization', 'project', 'place', 'event']);
  if (/^observations?$/.test(words)) return pick(['Prefers email over phone calls.', 'Joined in March as a team lead.', 'Works remotely from Lisbon most of the year.', 'Owns the relationship with our biggest customer.', 'Speaks German and Portuguese.']);
  // An Excel or Sheets range's address is a range ("B7:K33"), not a street.
  if (/^(address|range)$/.test(words) && /\b(range|sheet|cell|excel|workbook|worksheet|spreadsheet)\b/.test(entity)) return (ctx) => kindValue('cell_range', drawOf(ctx.faker), { words });
  if (/\bschedule\b/.test(words)) return pick(['0 3 * * *', '*/15 * * * *', '0 9 * * 1']);
  if (/token|secret|password|api key/.test(words)) return (ctx) => `tok_${ctx.faker.string.alphanumeric(20)}`;
  if (/\b(time|hour)\b/.test(words) && field.schema.format !== 'date-time') return (ctx) => `${String(ctx.faker.number.int({ min: 7, max: 19 })).padStart(2, '0')}:${ctx.faker.helpers.arrayElement(['00', '15', '30', '45'])}`;
  if (/\b(address|street|location)\b/.test(words)) return (ctx) => `${kindValue('street', drawOf(ctx.faker), { words })}, ${kindValue('city', drawOf(ctx.faker), { words })}`;
  if (/base ?64/.test(words)) return (ctx) => Buffer.from(ctx.faker.helpers.arrayElement(P.MESSAGES).replace(/\{\w+\}/g, 'the report')).toString('base64');
  if (/\b(key|field|property|column|attribute|param)\b/.test(words)) return thingKeyPlan(words) ?? pick(['status', 'priority', 'owner', 'due_date', 'region', 'tags']);
  if (/\b(emoji|reaction)\b/.test(words)) return pick(['thumbsup', 'eyes', 'white_check_mark', 'tada', 'rocket']);
  return undefined;
}

/** How a string for this field is drawn by its semantic type, before the schema's constraints are applied. */
export function stringPlan(field: FieldSpec, reading: FieldReading, entity: string): Drawer<string> {
  // A moment inside an object is the object's: Graph's dueDateTime.dateTime is a due date, not a date long past.
  const words = field.parent && /^(date|time|date ?time)$/.test(wordsOf(field.name)) ? `${wordsOf(field.parent)} ${wordsOf(field.name)}` : wordsOf(field.name);
  if ((field.type === 'free_text' || field.type === 'other') && P.holdsCommitMessage(words, entity)) return pick(P.COMMIT_MESSAGES);
  // The description's own example format wins over the name's reading ("time": "in 24-hour format (HH:MM)").
  const hint = typeof field.schema.description === 'string' ? field.schema.description : '';
  const stamp = reading.stamp;
  if (stamp && ['date', 'datetime', 'other'].includes(field.type)) {
    const date = datePlan(words);
    return (ctx) => {
      const t = date(ctx);
      const iso = `${isoSeconds(t).slice(0, 19)}.${String(((t % 1000) + 1000) % 1000).padStart(3, '0')}Z`;
      const zulu = stamp.endsWith('Z');
      return `${iso.slice(0, 10)}${stamp[10]}${iso.slice(11, stamp.length - (zulu ? 1 : 0))}${zulu ? 'Z' : ''}`;
    };
  }
  if (reading.clock) return (ctx) => `${String(ctx.faker.number.int({ min: 7, max: 20 })).padStart(2, '0')}:${ctx.faker.helpers.arrayElement(['00', '15', '30', '45'])}`;
  if (reading.day && (field.type === 'datetime' || field.type === 'date' || field.type === 'other')) {
    const date = datePlan(words);
    return (ctx) => isoDate(date(ctx));
  }
  // A schema's format is a promise the value keeps whatever the field's semantic type says.
  const byFormat = FORMAT_KINDS[String(field.schema.format ?? '')];
  if (byFormat && (field.type !== 'id' || byFormat === 'uuid')) return kindPlan(byFormat, words, hint, entity);
  // A field its profile says is no moment, named like one ("since": "relative time (e.g. '5s', '2m', '3h')"), is written
  // as its description's example is: kubectl refused --since=2027-01-01T10:00:00Z.
  const span = field.type === 'other' && (reading.kind === 'date' || reading.kind === 'datetime') && reading.example !== undefined;
  if (span) return (ctx) => exampleValue(reading.example as string, drawOf(ctx.faker)) ?? (reading.example as string);
  const kind = kindFor(reading.kind, words, entity);
  if (kind && field.type !== 'id') return kindPlan(kind, words, hint, entity);
  // What the description offers beats a guess from the name: its listed options, or for loose fields its example.
  const choices = reading.choices;
  if (choices && ['name', 'title', 'other', 'enum', 'code'].includes(field.type)) return (ctx) => ctx.faker.helpers.arrayElement(choices);
  // A loose field's default is what most records hold ("parametersResolution": "Example", not "legacy-resolution").
  const given = field.schema.default;
  if (typeof given === 'string' && given.trim() !== '' && (field.type === 'other' || field.type === 'enum')) return () => given;
  const byType = typePlan(field, words, hint, entity, reading);
  const example = reading.example;
  // A field whose name calls for nothing is what its description says it holds ("The base branch or commit SHA to
  // compare from"), or like its example ("Chart name (e.g., 'nginx')"): not a label of its own words ("legacy-from").
  if ((field.type === 'name' || (field.type === 'other' && !otherPlan(words, field, entity))) && labelOnly(entity, words)) {
    const described = describedKind(hint);
    if (described) return (ctx) => described(drawOf(ctx.faker));
    if (example) return (ctx) => exampleValue(example, drawOf(ctx.faker)) ?? byType(ctx);
  }
  if (!example || !['other', 'enum', 'code'].includes(field.type)) return byType;
  return (ctx) => exampleValue(example, drawOf(ctx.faker)) ?? byType(ctx);
}

function typePlan(field: FieldSpec, words: string, hint: string, entity: string, reading: FieldReading): Drawer<string> {
  const family = familyOf(entity);
  switch (field.type) {
    case 'id': {
      const id = idPlan(field, reading, entity);
      return (ctx) => String(id(ctx));
    }
    case 'name': {
      const name = namePlan(entity, words);
      // A code host's owner is an account ("elarsen", "northwind"), not a person's full name: GitHub's list_issues was
      // asked for issues "owned by Aisha Bernard in mobile-app".
      if (/^(repo )?owner$/.test(words)) return (ctx) => (CODE_HOST.test(`${ctx.system} ${entity}`) ? accountName(drawOf(ctx.faker)) : name(ctx.faker, ctx.now, ctx.topic));
      // An account's alias is what its owner calls it ("work"): google-drive's files were "with account Westbrook Realty".
      if (/\baccount\b/.test(words) && /\balias\b/i.test(hint)) return pick(P.ACCOUNT_ALIASES);
      return (ctx) => name(ctx.faker, ctx.now, ctx.topic);
    }
    case 'title':
      // A person's title is their job ("Head of Sales"), not a person's name.
      if (family === 'person' && /^(job )?title$/.test(words)) return pick(P.JOB_TITLES);
      return (ctx) => titleFor(family, ctx.faker, ctx.now, entity, ctx.topic);
    case 'free_text':
      if (PROMPT_KEY.test(field.name)) return pick(promptsFor(`${entity} ${hint}`));
      return (ctx) => textFor(family, words, ctx.faker, ctx.now, entity, ctx.topic);
    case 'query':
      return (ctx) => queryFor(ctx.faker, ctx.now);
    case 'email':
    case 'url':
    case 'currency':
    case 'phone':
    case 'color':
      return kindPlan(field.type as NameKind, words, hint, entity);
    case 'path': {
      // A REST tool's path is an API path its description lists ("/rest/api/3/issue/{issueIdOrKey}"), not a file.
      const api = apiPathsIn(hint);
      if (api) return (ctx) => { const d = drawOf(ctx.faker); return fillApiPath(d.pick(api), d); };
      // A directory, or what the description says is one ("Path to the Git repository"), is a folder, not a file.
      if (/dir|folder/.test(words) || (/\b(director(y|ies)|folder|repo(sitory)?|workspace|working dir)\b/i.test(hint) && !/\bfile\b/i.test(hint))) return pick(P.PATH_DIRS);
      // A file of the kind the description names ("Must end in .drawio or .xml", "Path to the local PDF file"): drawio's
      // get_page was asked for invoice-2291.png, and every such call failed on the real server.
      const exts = extensionsIn(hint);
      // A file name is the name alone (an image library's "team-photo.webp", not "/var/log/nginx/team-photo.webp").
      const bare = /^file ?name$/.test(words) && !/\b(path|director(y|ies)|folder)\b/i.test(hint);
      const stems = exts.length > 0 && exts.every((e) => P.IMAGE_EXTS.includes(e) || e === 'jpeg' || e === 'gif') ? P.IMAGE_STEMS : P.FILE_STEMS;
      const file: Drawer<string> = (ctx) => `${bare ? '' : `${ctx.faker.helpers.arrayElement(P.PATH_DIRS)}/`}${ctx.faker.helpers.arrayElement(stems)}.${ctx.faker.helpers.arrayElement(exts.length > 0 ? exts : P.FILE_EXTS)}`;
      // A repository's file is a path from its root.
      return bare || exts.length > 0 ? file : (ctx) => (CODE_HOST.test(`${ctx.system} ${entity}`) ? ctx.faker.helpers.arrayElement(P.REPO_FILES) : file(ctx));
    }
    case 'date':
    case 'datetime':
      return kindPlan(field.type, words, hint, entity);
    case 'country':
      return kindPlan(/code|iso/.test(words) || (typeof field.schema.maxLength === 'number' && field.schema.maxLength <= 3) ? 'country_code' : 'country', words, hint, entity);
    case 'city':
      return kindPlan('city', words, hint, entity);
    case 'language': {
      const named = /name/.test(words);
      return (ctx) => {
        const lang = ctx.faker.location.language();
        return named ? lang.name : lang.alpha2;
      };
    }
    case 'money':
      return (ctx) => ctx.faker.finance.amount({ min: 5, max: 5000, dec: 2 });
    case 'code':
      return shortCodePlan(words, entity) ?? ((ctx) => codeFor(entity, words, ctx.faker, ctx.now, hint));
    case 'enum':
      return (ctx) => categoryFor(entity, words, ctx.faker);
    case 'count':
    case 'number': {
      const n = numberPlan(field, true);
      return (ctx) => String(n(ctx));
    }
    case 'boolean':
      return (ctx) => String(ctx.faker.datatype.boolean());
    default: {
      const name = namePlan(entity, words);
      const other = otherPlan(words, field, entity);
      // A rule's kind may have no value to give (undefined): the name is drawn then.
      return other ? (ctx) => other(ctx) ?? name(ctx.faker, ctx.now, ctx.topic) : (ctx) => name(ctx.faker, ctx.now, ctx.topic);
    }
  }
}

/** The reading of a field, through the context's memory when it has one. */
export function readingOf(field: FieldSpec, ctx: ValueContext): FieldReading {
  const words = wordsOf(field.name, ctx.memo);
  const parent = field.parent ? wordsOf(field.parent, ctx.memo) : undefined;
  return ctx.readings ? ctx.readings.of(field.schema, words, parent) : readField(field.schema, words, parent);
}
