// How a store reads its entity's model, once per model or field: a field by name, how each field is drawn, the id
// field as one spec; and ids typed as a schema says, rows put newest first.
import { type FieldSpec, schemaType, wordsOf } from './field.js';
import type { EntityModel } from './model.js';
import { nameKind } from './name-kinds.js';
import { resolved } from './schema-resolve.js';

/** Sorts rows newest first, stably, as rows.sort((a, b) => b.created - a.created) does: by insertion, since a store has
 * at most fifty and the built-in sort's comparator calls were most of seeding one. */
export function newestFirst<T extends { created: number }>(rows: T[]): void {
  for (let i = 1; i < rows.length; i++) {
    const r = rows[i] as T;
    let j = i - 1;
    while (j >= 0 && (rows[j] as T).created < r.created) {
      rows[j + 1] = rows[j] as T;
      j--;
    }
    rows[j + 1] = r;
  }
}

/** How a model's field is drawn, read once per field: its resolved schema, whether it is a person's email, whether whole. */
interface FieldDrawing {
  spec: FieldSpec;
  email: boolean;
  whole: boolean;
}
const DRAWINGS = new WeakMap<FieldSpec, FieldDrawing>();

export function drawingOf(f: FieldSpec): FieldDrawing {
  let d = DRAWINGS.get(f);
  if (!d) {
    const s = resolved(f.schema);
    const t = schemaType(s);
    d = { spec: { ...f, schema: s }, email: t === 'string' && (f.type === 'email' || (/mail/i.test(f.name) && nameKind(wordsOf(f.name)) === 'email')), whole: f.type === 'json' || t === 'object' || t === 'array' };
    DRAWINGS.set(f, d);
  }
  return d;
}

const FIELDS = new WeakMap<EntityModel, Map<string, FieldSpec>>();

/** A model's field by name (the first of that name, as a search of the list finds it). */
export function fieldNamed(m: EntityModel, name: string): FieldSpec | undefined {
  let byName = FIELDS.get(m);
  if (!byName) {
    byName = new Map();
    for (const f of m.fields) if (!byName.has(f.name)) byName.set(f.name, f);
    FIELDS.set(m, byName);
  }
  return byName.get(name);
}

const ID_SPECS = new WeakMap<EntityModel, FieldSpec>();

/** The id field of a model as one object, so its drawing plan is found by identity (values.ts). */
export function idSpecOf(m: EntityModel): FieldSpec {
  let spec = ID_SPECS.get(m);
  if (!spec) ID_SPECS.set(m, (spec = { name: m.idField, schema: m.idSchema, type: m.idType }));
  return spec;
}

/** An id as the field's schema types it (a numeric id given to a string field becomes its string). */
export function coerceId(id: unknown, schema: Record<string, unknown>): unknown {
  const t = schemaType(schema);
  if ((t === 'integer' || t === 'number') && typeof id === 'string' && /^\d+$/.test(id)) return Number(id);
  if (t === 'string' && typeof id === 'number') return String(id);
  return id;
}

// What a server fills in itself on a create: its links, numbers, keys and versions, who made it, and the state a new
// record starts in. Anything else the caller did not give stays out (GitHub's new issue has no assignee, not a drawn one).
const SERVER_MADE = /(^|_| )(url|uri|link|href|permalink|slug|number|iid|key|sha|hash|etag|version|revision|author|creator|created by|owner|reporter|status|state|stage)$/;

/** Whether a field a create call did not give is filled by the server (drawn) rather than left out. */
export function serverMade(m: EntityModel, f: FieldSpec, memo?: Map<string, string>): boolean {
  return f.name === m.idField || f.name === m.created || f.name === m.updated || SERVER_MADE.test(wordsOf(f.name, memo));
}

const STARTS = /^(open|opened|new|draft|pending|active|todo|to[ _-]?do|backlog|created|queued|scheduled|planned|lead|submitted|requested|unread|enabled|not[ _-]started|triage|proposed)$/i;

/** The state a record starts in when a create made it and the caller gave none: the enum's opening value ("open",
 * "new", "draft"), else its first; undefined for a field that is no state or has no enum (drawn as before). */
export function initialState(f: FieldSpec, memo?: Map<string, string>): unknown {
  if (!/(^| )(status|state|stage)$/.test(wordsOf(f.name, memo))) return undefined;
  const values = resolved(f.schema).enum;
  if (!Array.isArray(values) || values.length === 0) return undefined;
  return values.find((x) => typeof x === 'string' && STARTS.test(x)) ?? values[0];
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A stamp of a person's doing moved into working hours (07:00-19:59 UTC) on its day or the day before, never past
 * `now`: a record seeded at 01:42 read "updated at 29 December at 01:42". */
export function inWorkingHours(t: number, now: number): number {
  const h = Math.floor((((t % DAY) + DAY) % DAY) / HOUR);
  if (h >= 20) return t - 9 * HOUR;
  if (h >= 7) return t;
  return t + 9 * HOUR <= now ? t + 9 * HOUR : t - 12 * HOUR;
}

// Whether an entity's name field holds its id, per entity model.
const MIRRORS = new WeakMap<EntityModel, boolean>();

/** An entity whose id is its name (a MongoDB collection, a branch_name, a sheetName) keeps one name: its "name" field
 * holds the id, not a name drawn apart ({"collection": "Public REST API", "name": "Marketing analytics"} made a list's
 * item unfindable by the id a rename takes). Not a path, a file name or an email as the label, and not an id named for
 * something else (a plugin keyed by its account's username). */
export function labelMirrorsId(m: EntityModel, memo?: Map<string, string>): boolean {
  let v = MIRRORS.get(m);
  if (v !== undefined) return v;
  const label = wordsOf(m.label, memo);
  const id = wordsOf(m.idField, memo).split(' ');
  const head = wordsOf(m.entity, memo).split(' ').at(-1) ?? '';
  // A record known by its domain is named by it: Hostinger's incoming domain move "blog.brightpathschools.com" was the
  // move of shop.lumenhealth.com, and a request for the one took the other.
  const byDomain = /^(domain|domain name|hostname|host name|fqdn)$/.test(id.join(' '));
  v = m.label !== m.idField && (m.idType === 'name' || m.idType === 'title' || byDomain) && ['name', 'title', 'display name'].includes(label) && (byDomain || id.includes(head) || ['name', 'title'].includes(id.at(-1) ?? ''));
  MIRRORS.set(m, v);
  return v;
}

/** A second field naming the record itself (a deployment's deployment_name beside its name, a display_name): it holds
 * the record's name, not a name drawn apart (a list said "cache-staging-08" and the delete "deployment api-dev-01"). */
export function namesItself(m: EntityModel, f: FieldSpec, memo?: Map<string, string>): boolean {
  if (f.name === m.label || f.name === m.idField) return false;
  const words = wordsOf(f.name, memo);
  return words === 'display name' || words === `${wordsOf(m.entity, memo)} name`;
}
