// Realistic argument values by semantic type and field name: a person's name where a person is meant, a title that
// reads like one, an address that parses. This is the seam the world's value generator (src/world) replaces.
import type { SemanticType } from '../../records/index.js';
import type { Rng } from '../../util/random.js';
import { PAGE_KEY } from '../../world/filters.js';
import { keyWords } from '../../util/english.js';
import { CONFIRM_FLAG } from './enum-phrases.js';
import { describedValue, choicesIn, exampleIn } from '../../world/described.js';
import { labelFor, nameByField } from '../../world/domain.js';
import { describedKind } from '../../world/described-kinds.js';
import { codeKind, hex } from '../../world/field-values.js';
import { ACCOUNT_ALIASES, COMMIT_MESSAGES, holdsCommitMessage, JOB_TITLES, SNIPPETS } from '../../world/phrases.js';
import { inferType } from '../../world/field.js';
import { emailOf, kindValue, PARTY, partyRange } from '../../world/kind-values.js';
import { kindFor, nameKind, type NameKind } from '../../world/name-kinds.js';
import { companyDomain } from '../../world/people-places.js';
import { BRANCHES, CITIES, CODE_SNIPPETS, COLORS, COMPANIES, CURRENCIES, FILE_EXTS, FILE_STEMS, GLOBS, LANGUAGES, PROJECTS, REGIONS, SENTENCES, SERVICES, SPACES, TEAMS } from './banks.js';
import { bodyFor, familyOf, handle, personName, promptFor, queryFor, sentence, thingName, titleFor } from './texts.js';
type Schema = Record<string, unknown>;

export interface ValueRequest {
  key: string;
  schema: Schema;
  type: SemanticType;
  /** The entity the tool acts on ("ticket"): names and titles are written for it. */
  entity: string;
  rng: Rng;
  /** Files and folders of the tool's workspace, when it has one. */
  workspace?: { files: string[]; dirs: string[] };
  /** The tool reads what exists (paths must exist) rather than making something new. */
  readsExisting: boolean;
  wantsDirectory: boolean;
  /** The task's reference date (YYYY-MM-DD): dates inside nested values are drawn around it. */
  ref?: string;
}

/** generate's default reference date, for a caller that names none (dates then fall near every task's "today"). */
const DEFAULT_REF = '2026-12-01';

const NEW_PATH = /^(destination|dest|target|new_?path|to|output)/i;

export function emailFor(rng: Rng, person = personName(rng), company = rng.pick(COMPANIES)): string {
  return emailOf(rng, person, company);
}

function workspacePath(req: ValueRequest): string {
  const ws = req.workspace as { files: string[]; dirs: string[] };
  const rng = req.rng;
  const existing = req.readsExisting && !NEW_PATH.test(req.key);
  // "paths" and "files" of a reading tool are files to read, whatever else its name suggests.
  const wantsDirectory = req.wantsDirectory && !(existing && /^(paths|files|file_?paths|filenames)$/i.test(req.key) && ws.files.length > 0);
  const subdirs = ws.dirs.length > 1 ? ws.dirs.slice(1) : ws.dirs;
  const dir = rng.pick(subdirs);
  const stem = rng.pick(FILE_STEMS);
  if (wantsDirectory) return existing ? rng.pick(ws.dirs) : `${dir}/${rng.pick(['archive', 'drafts', '2027', 'old', 'shared', stem])}`;
  // A media file is an image or a sound: read_media_file was asked for data/readings.txt.
  const media = /\b(media|image|images|photo|picture|audio)\b/.test(req.entity) ? ws.files.filter((f) => /\.(png|jpe?g|gif|webp|svg|mp3|wav|ogg)$/i.test(f)) : [];
  if (existing && media.length > 0) return rng.pick(media);
  if (existing && ws.files.length > 0) return rng.pick(ws.files);
  return `${dir}/${stem}.${rng.pick(FILE_EXTS)}`;
}

/** A path outside any workspace: a drive folder, a file name, a volume. */
function plainPath(req: ValueRequest): string {
  const r = req.rng;
  const k = req.key.toLowerCase();
  if (/folder|dir/.test(k)) return r.pick(['contracts/2026', 'marketing/assets', 'finance/invoices', 'hr/onboarding', 'projects/' + r.pick(PROJECTS).toLowerCase()]);
  if (/volume/.test(k)) return r.pick(['/data/orders-db', '/srv/uploads', '/var/lib/wiki', '/home/shared']);
  if (/name/.test(k)) return `${r.pick(FILE_STEMS)}.${familyOf(req.entity) === 'media' ? r.pick(['png', 'jpg', 'webp']) : /gzip|compress/i.test(String(req.schema.description ?? '')) ? 'gz' : r.pick(['pdf', 'csv', 'txt'])}`;
  return `/shared/${r.pick(TEAMS)}/${r.pick(FILE_STEMS)}.${r.pick(['pdf', 'docx', 'csv', 'md'])}`;
}

/** Ids as systems print them: "tk_4fQ9x2Lm" for a ticket, a number where the schema wants one. */
function idFor(req: ValueRequest): string | number {
  const r = req.rng;
  const t = req.schema.type;
  if (t === 'integer' || t === 'number') return r.int(Math.max(1, Number(req.schema.minimum ?? 1)), Math.min(Number(req.schema.maximum ?? 99_999), 99_999));
  // A sha is a commit's or a blob's 40 hex digits, whatever it belongs to ("in the sha with ID fil_tSsNGqbBMv").
  if (/(^|_)sha$|^sha/i.test(req.key)) return hex(r, 40);
  const prefix = req.entity.replace(/[^a-z]/g, '').slice(0, 3) || 'id';
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let tail = '';
  for (let i = 0; i < 10; i++) tail += alphabet[r.int(0, alphabet.length - 1)];
  return /uuid/i.test(req.key) || req.schema.format === 'uuid' ? (kindValue('uuid', r, { words: 'uuid' }) as string) : `${prefix}_${tail}`;
}

/** Strings the semantic types leave as "other": known field names get their own small banks. */
function otherFor(req: ValueRequest): string | undefined {
  const r = req.rng;
  const k = req.key.toLowerCase();
  if (/entitytype|(^|_)type$|kind|category/.test(k)) return r.pick(['person', 'organization', 'project', 'place', 'event', 'document']);
  if (/relation/.test(k)) return r.pick(['works_at', 'manages', 'reports_to', 'based_in', 'collaborates_with', 'owns', 'attended']);
  if (/service|app$/.test(k)) return r.pick(SERVICES);
  if (/space/.test(k)) return r.pick(SPACES);
  if (/region|zone/.test(k)) return r.pick(REGIONS);
  if (/branch|ref$/.test(k)) return r.pick(BRANCHES);
  if (/team|group/.test(k)) return r.pick(TEAMS);
  if (/tag|label/.test(k)) return r.pick(['urgent', 'customer', 'billing', 'follow-up', 'internal']);
  if (/hash/.test(k)) return hex(r, 12);
  return undefined;
}

const KEYBOARD_KEYS = ['Enter', 'Tab', 'Escape', 'ArrowDown', 'ArrowUp', 'Backspace', 'PageDown', 'Control+A', 'Shift+Tab', 'Space'];

function fit(value: string, schema: Schema): string | undefined {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  if (value.length > max) value = value.slice(0, max).replace(/\s+\S*$/, '').trim();
  return value.length >= min && value.length <= max ? value : undefined;
}

/**
 * A value for one argument, or undefined when the schema asks for something these banks cannot honour (a pattern,
 * a const): the caller then falls back to json-schema-faker for that field.
 */
export function valueFor(req: ValueRequest): unknown {
  const { rng: r, schema, type } = req;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return r.pick(schema.enum);
  const t = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  // A go-ahead flag is given by asking for the action: a call made with it false is refused by its own tool.
  if (t === 'boolean') return CONFIRM_FLAG.test(req.key) ? true : r.next() < 0.6;
  // A count is whole whatever the schema's type says (no one has 8.5 pets), and so is a page ("the folders of 9.5").
  if (t === 'integer' || t === 'number') return numberFor(req, t === 'integer' || req.type === 'count' || PAGE_KEY.test(req.key));
  if (t !== 'string' && t !== undefined) return undefined;
  if (typeof schema.pattern === 'string' && type !== 'id') return undefined;
  // A key pressed is a key of the keyboard, not a key id ("usage-dashboard-key").
  if (req.entity === 'key' && /^keys?$/i.test(req.key)) return r.pick(KEYBOARD_KEYS);
  const family = familyOf(req.entity);
  const k = req.key.toLowerCase();
  if ((type === 'free_text' || type === 'other') && holdsCommitMessage(keyWords(req.key).toLowerCase(), req.entity)) return fit(r.pick(COMMIT_MESSAGES), schema);
  const kind = kindOf(req);
  if (kind) {
    const v = kindValue(kind, r, { words: keyWords(req.key).toLowerCase(), description: String(schema.description ?? ''), entity: req.entity, now: Date.parse(`${req.ref ?? DEFAULT_REF}T12:00:00Z`) });
    if (v !== undefined) return fit(v, schema);
  }
  const description = String(schema.description ?? '');
  const offered = type === 'name' || type === 'title' ? choicesIn(description)?.[0] && r.pick(choicesIn(description) as string[]) : ['other', 'enum', 'code'].includes(type) ? describedValue(description, r) : undefined;
  if (offered) return fit(offered, schema);
  let v: string | undefined;
  switch (type) {
    case 'id':
      return typeof schema.pattern === 'string' ? undefined : idFor(req);
    case 'path':
      v = req.workspace ? workspacePath(req) : plainPath(req);
      break;
    case 'email':
      v = emailFor(r);
      break;
    case 'url':
      // A field that takes "a URL or data URI" can carry the text itself, which also works with no network.
      v = /data URI/i.test(String(schema.description ?? '')) && r.next() < 0.7 ? `data:text/plain;base64,${Buffer.from(r.pick(SENTENCES)).toString('base64')}` : kindValue('url', r, { words: keyWords(req.key).toLowerCase() });
      break;
    case 'name':
      if (/account/.test(k) && /\balias\b/i.test(String(schema.description ?? ''))) {
        v = r.pick(ACCOUNT_ALIASES);
        break;
      }
      v = /entity/.test(k) ? thingName('entity', r) : /user|assign|owner|author|login|handle/.test(k) || /user ?name|handle/i.test(String(schema.description ?? '')) ? handle(r) : /company|organi/.test(k) ? r.pick(COMPANIES) : /full|person|contact|first|last/.test(k) ? personName(r) : (namedByKey(req) ?? unnamed(req));
      break;
    case 'title':
      v = family === 'person' && /^(job_?)?title$/i.test(req.key) ? r.pick(JOB_TITLES) : titleFor(family, r);
      break;
    case 'free_text':
      v = promptFor(r, req.key, `${req.entity} ${description}`) ?? (/thought/.test(k) ? r.pick(THOUGHTS) : /(contents|observations|notes)$/.test(k) ? sentence(r) : /alt/.test(k) ? `${titleFor('media', r)}, shown in the header` : /observation|note|comment/.test(k) ? sentence(r) : bodyFor(family, r));
      break;
    case 'query':
      v = /pattern|glob/.test(k) ? r.pick(GLOBS)[0] : queryFor(family, r);
      break;
    case 'country': {
      const [, country, code] = r.pick(CITIES);
      v = (typeof schema.maxLength === 'number' && schema.maxLength <= 3) || /code/.test(k) ? code : country;
      break;
    }
    case 'city':
      v = r.pick(CITIES)[0];
      break;
    case 'language': {
      const [name, code] = r.pick(LANGUAGES);
      v = (typeof schema.maxLength === 'number' && schema.maxLength <= 5) || /code|locale/.test(k) ? code : name;
      break;
    }
    case 'currency':
      v = r.pick(CURRENCIES)[1];
      break;
    case 'phone':
      v = kindValue('phone', r, { words: k });
      break;
    case 'color':
      v = r.pick(COLORS);
      break;
    case 'code': {
      // In the language the field and entity say (a Loki query is LogQL), as the world writes them.
      const snippets = SNIPPETS[codeKind(req.entity, keyWords(req.key).toLowerCase(), typeof req.schema.description === 'string' ? req.schema.description : '')];
      v = snippets ? r.pick(snippets).replace('{date}', req.ref ?? DEFAULT_REF).replace('{number}', String(r.int(1000, 9999))) : r.pick(CODE_SNIPPETS);
      break;
    }
    case 'date':
    case 'datetime':
      return undefined;
    default:
      v = otherFor(req) ?? namedByKey(req) ?? unnamed(req);
  }
  return v === undefined ? undefined : fit(v, schema);
}

/** A name the key itself calls for ("volume", "repository", "registry_name"), unless it is the entity's own name. */
function namedByKey(req: ValueRequest): string | undefined {
  const words = keyWords(req.key).toLowerCase();
  if (/^(name|title|display name|new name)$/.test(words)) return undefined;
  return nameByField(words, req.rng, Date.parse(`${req.ref ?? DEFAULT_REF}T12:00:00Z`));
}

/** The entity's own name reads like one of its kind ("Lisbon offsite"); any other key gets a plain label of its words. */
function unnamed(req: ValueRequest): string {
  const words = keyWords(req.key).toLowerCase();
  const head = words.replace(/ (name|title)$/, '');
  // "names" of a list are the entity's names too ("open Maya Chen and Northwind"), not labels ("primary-names").
  const own = /^(names?|titles?|display name|new name|label|subject|summary)$/.test(words) || (head !== words && req.entity.endsWith(head.split(' ').pop() ?? head));
  if (own || !/[a-z]/.test(words.replace(/\b(name|id|key|value|ref|label|str|string|data|text)\b/g, ''))) return thingName(req.entity, req.rng);
  // What the description says the field holds ("The base branch or commit SHA to compare from"), as the world draws it.
  return ((said) => describedKind(said)?.(req.rng) ?? describedValue(said, req.rng))(String(req.schema.description ?? '')) ?? labelFor(words, req.rng);
}

/** Types the language layer writes better than a name's kind would: emails it makes coherent, paths, dates it says. */
const OWN_TYPES = new Set<SemanticType>(['email', 'path', 'date', 'datetime', 'query', 'boolean', 'count', 'number', 'money']);
/** Who a field names when it names a person by login ("assignee", "owner"): handled by the name case as a handle. */
const HANDLE = /user|assign|owner|author|login|handle|reviewer/i;

/**
 * The kind of value the field's name promises, read before its semantic type: a profile types "domain" as a url and
 * "country_code" as code, and a nested key arrives typed "other".
 */
/** A description whose example is no date: "e.g. '5s', '2m', '3h'". */
function isSpan(schema: ValueRequest['schema']): boolean {
  const example = exampleIn(String(schema.description ?? ''));
  return example !== undefined && !/^\d{4}-\d{2}/.test(example);
}

function kindOf(req: ValueRequest): NameKind | undefined {
  const words = keyWords(req.key).toLowerCase();
  if (typeof req.schema.pattern === 'string') return undefined;
  if (req.type === 'id') return /(uuid|guid)s?$/.test(words) ? 'uuid' : undefined;
  if (OWN_TYPES.has(req.type)) return undefined;
  // The entity settles what the description may not: the "address" of an Excel range is a range.
  const kind = nameKind(words, undefined, `${String(req.schema.description ?? '')} ${/\b(range|sheet|cell|excel|workbook|worksheet)\b/.test(req.entity) ? 'range' : ''}`);
  if (kind === 'person' && HANDLE.test(req.key)) return undefined;
  if (kind && !kindFor(kind, words, req.entity)) return undefined;
  // A span its profile says is no moment ("since": "relative time (e.g. '5s', '2m', '3h')") is written as its example is.
  if (req.type === 'other' && isSpan(req.schema)) return undefined;
  if (kind) return kind;
  // A nested key comes typed "other": read it as the world reads a field no profile describes.
  const inferred = req.type === 'other' ? inferType(req.key, req.schema) : undefined;
  return inferred === 'date' || inferred === 'datetime' ? inferred : inferred === 'url' ? 'url' : undefined;
}

const THOUGHTS = [
  'First, list what the migration touches: the billing service, its database and the two cron jobs.',
  'The slowdown started after Tuesday’s deploy, so compare what changed in that release.',
  'Start by estimating how many support tickets we get per week before deciding on headcount.',
  'Break the launch into three parts: pricing page, email campaign and the sales briefing.',
  'The budget gap is about 8%; check which line items grew the most since last quarter.',
  'Before choosing a supplier, write down the three things that matter most: price, lead time, quality.',
];

function numberFor(req: ValueRequest, integer: boolean): number {
  const { rng: r, schema } = req;
  const lo = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : integer ? 1 : 0;
  const hiRaw = typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : undefined;
  const k = req.key.toLowerCase();
  const party = req.type === 'count' && PARTY.test(keyWords(req.key).toLowerCase()) ? partyRange(keyWords(req.key).toLowerCase()) : undefined;
  // An id is a number of ids (user 48213), not a count. What people ask for: a handful of items, an hour, two weeks.
  const isId = req.type === 'id' || /(^|_)(id|ids|iid)$|[a-z](Id|Ids|ID)$/.test(req.key);
  const preferred = isId
    ? r.int(1000, 99_999)
    : party
    ? r.int(party[0], party[1])
    : /(thought|step|stage|phase|round|iteration|attempt)_?number$/.test(k) ? r.int(1, 3) : /^total_?(thoughts|steps|stages|phases|rounds|iterations|attempts)$/.test(k) ? r.int(5, 8) // a step never past the total (number-plans)
    : /^max_?(length|chars|characters)$/.test(k) ? r.pick([2000, 5000, 8000, 10000])
    : /limit|top|max|count|size|per_?page|head|tail|lines|^n$|^k$/.test(k)
    ? r.pick([2, 3, 4, 5, 5, 6, 10, 10, 12])
    : /percent|pct/.test(k) ? r.pick([10, 25, 50, 75, 90, 100])
    : /minute/.test(k)
      ? r.pick([15, 30, 45, 60, 90])
      : /hour/.test(k)
        ? r.pick([1, 2, 4, 8, 16])
        : /day/.test(k)
          ? r.pick([1, 7, 14, 30, 90])
          : /amount|price|budget|threshold/.test(k)
            ? r.pick([250, 500, 1200, 2500, 15000, 48000])
            : /width|height/.test(k)
              ? r.pick([640, 800, 1024, 1280, 1920])
              : /index|row|col|position|page|count|number|size|level|priority/.test(k)
                ? r.int(1, 12)
                : r.int(1, 12) + (integer ? 0 : r.pick([0, 0.5]));
  const hi = hiRaw ?? Math.max(lo, preferred * 2);
  const v = Math.min(hi, Math.max(lo, preferred));
  return integer ? Math.round(v) : v;
}
