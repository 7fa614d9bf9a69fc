// How list and search tools read the world: arguments that name a field filter by it, a query matches the record's
// words, dates bound the timestamps, and limit/page/offset/cursor cut one page.
import { nameWords, singular, type FieldSpec } from './field.js';
import type { EntityModel } from './model.js';
import { memoized } from '../util/memo.js';

export type Rec = Record<string, unknown>;

export interface Page {
  items: Rec[];
  total: number;
  /** The cursor of the next page, when there is one. */
  next?: string;
  /** 1-based page number and size that were served. */
  page: number;
  size: number;
  offset: number;
}

const QUERY = /^(query|q|search|search_?query|keyword|keywords|term|text|filter|name_?contains|title_?contains)$/i;
const LIMIT = /^(limit|per_?page|page_?size|max_?results|top|first|count|size|num_?results|max)$/i;
/** A page number's key: page, page_number, pageNum, and the short p and pg (BrowserStack's listTestCases). The generator
 * says such an argument "on page 3" by this same rule, so what a request asks for is the page served. */
export const PAGE_KEY = /^(p|pg|page|page_?num(ber)?)$/i;
const PAGE = PAGE_KEY;
const OFFSET = /^(offset|skip|start)$/i;
const CURSOR = /^(cursor|start_?cursor|page_?token|next_?token|after|next_?cursor|continuation_?token)$/i;
const AFTER = /^(since|after|from|start_?date|created_?after|updated_?after|from_?date|newer_?than|min_?date|updated_?since)$/i;
const BEFORE = /^(until|before|to|end_?date|created_?before|updated_?before|to_?date|older_?than|max_?date)$/i;
const ANY = new Set(['all', 'any', '*', '']);

const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : typeof v === 'number' || typeof v === 'boolean' ? String(v).toLowerCase() : JSON.stringify(v)?.toLowerCase() ?? '');

/** Whether a record's value satisfies an argument: equal, one of, contains, or (for text) a substring. */
export function matches(value: unknown, arg: unknown, field?: FieldSpec): boolean {
  if (arg === undefined || arg === null) return true;
  if (typeof arg === 'string' && ANY.has(arg.toLowerCase())) return true;
  if (Array.isArray(arg)) return arg.length === 0 || arg.some((a) => matches(value, a, field));
  if (Array.isArray(value)) return value.some((v) => matches(v, arg, field));
  if (value && typeof value === 'object') return Object.values(value as Rec).some((v) => typeof v !== 'object' && lower(v) === lower(arg));
  if (field && ['title', 'free_text', 'name'].includes(field.type) && typeof value === 'string' && typeof arg === 'string') return value.toLowerCase().includes(arg.toLowerCase());
  return lower(value) === lower(arg);
}

/** Reads one field of a record (or of a row not drawn whole yet). */
export type FieldReader<T> = (item: T, field: string) => unknown;
const plain: FieldReader<Rec> = (r, k) => r[k];

const TEXT_TYPES = new Set(['title', 'name', 'free_text', 'query', 'email', 'other', 'enum', 'path', 'url', 'city', 'country']);
// An entity's text fields and fields by name, read once per model (a model's fields never change).
const TEXT_FIELDS = new WeakMap<EntityModel, FieldSpec[]>();
const BY_NAME = new WeakMap<EntityModel, Map<string, FieldSpec>>();

function textFields(entity: EntityModel): FieldSpec[] {
  let fields = TEXT_FIELDS.get(entity);
  if (!fields) TEXT_FIELDS.set(entity, (fields = entity.fields.filter((f) => TEXT_TYPES.has(f.type))));
  return fields;
}

/** Every word of the record, lower-cased, for query matching. */
function recordText<T>(rec: T, fields: readonly FieldSpec[], get: FieldReader<T>): string {
  const parts: string[] = [];
  for (const f of fields) {
    const v = get(rec, f.name);
    if (typeof v === 'string') parts.push(v);
    else if (Array.isArray(v)) parts.push(...v.filter((x) => typeof x === 'string'));
  }
  return parts.join(' ').toLowerCase();
}

/** How well a record answers a query: the share of its words (3+ letters) the record contains. */
export function queryScore<T>(rec: T, entity: EntityModel, query: string, get: FieldReader<T>): number {
  return scoreOf(rec, textFields(entity), queryWords(query), get);
}

/** A query's words of 3+ letters, lower-cased. */
function queryWords(query: string): string[] {
  return query.toLowerCase().split(/[^a-z0-9@._-]+/).filter((w) => w.length >= 3);
}

/** queryScore with the query's words and the entity's text fields read once for all the records scored. */
function scoreOf<T>(rec: T, fields: readonly FieldSpec[], words: readonly string[], get: FieldReader<T>): number {
  if (words.length === 0) return 1;
  const text = recordText(rec, fields, get);
  return words.filter((w) => text.includes(w)).length / words.length;
}

function timeOf(v: unknown): number | undefined {
  if (typeof v !== 'string' && typeof v !== 'number') return undefined;
  const t = typeof v === 'number' ? (v < 1e11 ? v * 1000 : v) : Date.parse(v);
  return Number.isNaN(t) ? undefined : t;
}

function num(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined;
  return n !== undefined && Number.isFinite(n) ? n : undefined;
}

export function encodeCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

function decodeCursor(cursor: unknown): number | undefined {
  if (typeof cursor !== 'string') return undefined;
  const m = Buffer.from(cursor, 'base64url').toString('utf8').match(/^offset:(\d+)$/);
  return m ? Number(m[1]) : undefined;
}

// An argument's name as words joined by "_" and its first word, remembered: the same few names come in every call.
const keyWords = memoized(5_000, (key: string): [string, string] => {
  const words = nameWords(key);
  return [words.join('_'), words[0] ?? ''];
});

/** Which arguments of a list call filter by a field, and which steer it (paging, query, dates). */
export function filterRecords<T = Rec>(records: readonly T[], entity: EntityModel, args: Rec, get: FieldReader<T> = plain as unknown as FieldReader<T>): { items: T[]; query?: string; unheld: string[] } {
  let byName = BY_NAME.get(entity);
  if (!byName) BY_NAME.set(entity, (byName = new Map(entity.fields.map((f) => [f.name.toLowerCase(), f]))));
  let items = [...records];
  let query: string | undefined;
  // The arguments no field of the records holds (a subreddit, a listing's location): the caller decides what they say.
  const unheld: string[] = [];
  for (const [key, arg] of Object.entries(args)) {
    if (steers(key, entity)) continue;
    if ((LIMIT.test(key) || PAGE.test(key) || OFFSET.test(key)) && num(arg) !== undefined) continue;
    if (QUERY.test(key) && typeof arg === 'string') {
      query = arg;
      continue;
    }
    const t = typeof arg === 'string' && /^\d{4}-\d{2}-\d{2}/.test(arg) ? timeOf(arg) : undefined;
    if (AFTER.test(key) && t !== undefined) {
      items = items.filter((r) => (timeOf(get(r, entity.updated)) ?? timeOf(get(r, entity.created)) ?? 0) >= t);
      continue;
    }
    if (BEFORE.test(key) && t !== undefined) {
      items = items.filter((r) => (timeOf(get(r, entity.created)) ?? 0) <= t);
      continue;
    }
    if (CURSOR.test(key)) continue;
    // "state" filters "status" and "assignee_username" filters "assignee" when the record has only those.
    const [joined, head] = keyWords(key);
    // "urls" given as a list filters "url" by any of them.
    const one = Array.isArray(arg) ? byName.get(singular(key.toLowerCase())) : undefined;
    const field = byName.get(key.toLowerCase()) ?? byName.get(joined) ?? one ?? (key === 'state' ? byName.get('status') : key === 'status' ? byName.get('state') : undefined) ?? byName.get(head);
    if (!field && t === undefined) unheld.push(key);
    if (!field || typeof arg === 'boolean' && field.type !== 'boolean') continue;
    items = items.filter((r) => matches(get(r, field.name), arg, field));
  }
  if (query !== undefined) {
    const fields = textFields(entity);
    const words = queryWords(query);
    const scored = items.map((r) => ({ r, s: scoreOf(r, fields, words, get) })).filter((x) => x.s > 0);
    items = scored.sort((a, b) => b.s - a.s).map((x) => x.r);
  }
  return { items, ...(query !== undefined ? { query } : {}), unheld };
}

/** Whether these arguments only steer paging and order (no filter, no query): a page then needs only its records. */
export function pagingOnly(args: Rec, entity: EntityModel): boolean {
  return Object.entries(args).every(([k, v]) => CURSOR.test(k) || steers(k, entity) || ((LIMIT.test(k) || PAGE.test(k) || OFFSET.test(k)) && num(v) !== undefined));
}

/** An argument that orders a list or shapes the answer rather than picks its records. A "format" the records have as a
 * field (an image's encoding) picks them: list_assets(format "jpeg") listed png and webp assets. */
function steers(key: string, entity: EntityModel): boolean {
  if (!/^(sort|sort_?by|order|order_?by|direction|fields|format)$/i.test(key)) return false;
  return !(/^format$/i.test(key) && entity.fields.some((f) => f.name === key));
}

/** Where the page the paging arguments ask for starts and how long it is (default 5 a page). */
export function pageBounds(total: number, args: Rec, schemaMax?: number): Omit<Page, 'items'> {
  // Five a page unless asked: enough to read, short enough to train on; total and next cursor say there is more.
  let size = 5;
  let offset = 0;
  let page = 1;
  for (const [key, v] of Object.entries(args)) {
    const n = num(v);
    if (LIMIT.test(key) && n !== undefined && n > 0) size = n;
    else if (PAGE.test(key) && n !== undefined) page = Math.max(1, n);
    else if (OFFSET.test(key) && n !== undefined) offset = n;
  }
  if (schemaMax !== undefined) size = Math.min(size, schemaMax);
  size = Math.min(size, 50);
  const cursorKey = Object.keys(args).find((k) => CURSOR.test(k));
  const fromCursor = cursorKey ? decodeCursor(args[cursorKey]) : undefined;
  if (fromCursor !== undefined) offset = fromCursor;
  else if (offset === 0) offset = (page - 1) * size;
  const more = offset + size < total;
  return { total, ...(more ? { next: encodeCursor(offset + size) } : {}), page: Math.floor(offset / size) + 1, size, offset };
}

/** One page of `items` as the call's paging arguments ask. */
export function pageOf(items: readonly Rec[], args: Rec, schemaMax?: number): Page {
  const bounds = pageBounds(items.length, args, schemaMax);
  return { ...bounds, items: items.slice(bounds.offset, bounds.offset + bounds.size) };
}
