// Reads a tool result into facts an answer can state: a list of named things with ids and states, one record, a
// folder listing, a text with its length and first line, an image, or a short message. Structure first, text second.
import { joinList, keyWords } from '../util/english.js';
import { QUANTITY_KEY } from './answer-voice.js';
import { memoized } from '../util/memo.js';

export interface Item {
  name?: string;
  id?: string;
  state?: string;
  /** The key the state was read from ("severity", "stage"). */
  stateKey?: string;
  /** Other telling fields as label and value ("updated", "3 December"). */
  facts: Array<[string, string]>;
  /** The ids it holds of other records (project_id, place_id): said only when it has nothing else to say. */
  links?: Array<[string, string]>;
  /** What a fetched page, a message or a post says, its first sentence: too long for a fact, and what was asked for. */
  gist?: string;
  /** What its description says, its first sentence, when too long for a fact: what the record is for. */
  about?: string;
  /** When it was made and last changed (created_at, updatedAt): said only when the user asked when. */
  stamps?: Array<[string, string]>;
  /** The lists it holds, by how many entries ("features", 1): said as a count ("one feature"), after its facts. */
  counts?: Array<[string, number]>;
}

export type Reading =
  | { kind: 'empty'; what: string[] }
  | { kind: 'list'; key?: string; items: Item[]; more: boolean; others: Array<[string, number]> }
  | { kind: 'record'; item: Item; fields: number }
  | { kind: 'files'; files: Array<[string, string | undefined]>; dirs: string[] }
  | { kind: 'text'; lines: string[] }
  | { kind: 'media'; mime: string; bytes?: number; uri?: string }
  | { kind: 'scalar'; value: string }
  | { kind: 'message'; text: string }
  /** A unified diff (an edit's result or preview): its lines removed and added, paired in order. */
  | { kind: 'diff'; changes: Array<[string, string]> };

type Obj = Record<string, unknown>;
// A person's display name before their job title (Graph's contact "Dana Kaur", not "Office Manager").
const NAME_KEYS = ['name', 'displayName', 'full_name', 'fullName', 'title', 'subject', 'filename', 'label', 'entityName', 'path', 'file_path', 'filePath', 'summary'];
const ID_KEYS = ['id', 'uuid', 'key', 'slug', 'number'];
const STATE_KEYS = ['status', 'state', 'stage', 'priority', 'severity', 'type', 'entityType', 'permission', 'visibility'];
/** Keys an item is named, known or sorted by: not repeated among its facts. */
const NAMED_KEYS = new Set([...NAME_KEYS, ...ID_KEYS, ...STATE_KEYS]);
const NAMED_LOWER = new Set([...NAMED_KEYS].map((k) => k.toLowerCase()));
/** A record's own times in words: "created at", "updated_time", "lastModifiedDateTime", "date_created", "creation time". */
const STAMP = /^((date|time) )?(created|updated|modified|edited|last (updated|modified|edited))( (at|on|time|date|date ?time|timestamp))?$|^(creation|modification) (time|date)$/;
/** A key that holds another record's id: project_id, userIds, datasource_uid, folderUid. */
const REFERENCE = /(^|_)(ids?|uuids?|gids?|uids?)$|[a-z](Ids?|IDs?|Uuids?|Uids?)$/;
/** A key that is no quantity and no name of its own: a long bare number under it is another record's id. */
const NUMBERED_KEY = (k: string) => !QUANTITY_KEY.test(k) && !/(year|port|zip|postal|phone|version|timestamp|epoch|ts|time|date|number|code|no)$/i.test(k);
/** A secret's key (a password, a token, an API key): an answer says it is set, never what it is. */
export const SECRET = /(^|_|[a-z])(password|passwd|secret|token|api_?key|apiKey|private_?key|passphrase|credentials?)$/i;
const LIST_KEYS = ['items', 'results', 'data', 'records', 'entries', 'entities', 'nodes', 'hits', 'rows', 'files'];

function scalar(v: unknown): string | undefined {
  if (typeof v === 'string') return v.length > 0 && v.length <= 80 ? v : undefined;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return undefined;
}

/** The first of these keys holding a short scalar, and that scalar as text (an empty string counts as none). A key
 * matches in any case: DigitalOcean's alerts are {"Name", "Type"}, and a list of them was "one alert, without names". */
function firstEntry(obj: Obj, keys: readonly string[]): [string, string] | undefined {
  for (const k of keys) {
    const s = scalar(obj[k]);
    if (s) return [k, s];
  }
  const lower = new Map(Object.keys(obj).map((k) => [k.toLowerCase(), k]));
  for (const k of keys) {
    const own = lower.get(k.toLowerCase());
    const s = own === undefined ? undefined : scalar(obj[own]);
    if (own !== undefined && s) return [own, s];
  }
  return undefined;
}

function firstScalar(obj: Obj, keys: readonly string[]): string | undefined {
  return firstEntry(obj, keys)?.[1];
}

const GIST_KEY = /^(content|text|body|message|summary|snippet|excerpt|markdown|transcript)$/i;
const ABOUT_KEY = /^(description|desc|about|purpose)$/i;
/** A name under the record's own noun (argocd's projectName, a block's blockName), when no plain name key is there; a
 * person's or a file's name (ownerName, fileName of an upload) names something else. get_appproject's record was
 * answered "It came back without any details." */
const OWN_NAME_KEY = /^([a-z][a-zA-Z]*)(Name|Title)$|^([a-z]+)_(name|title)$/;
const OTHERS_NAME = /^(owner|author|user|creator|assignee|first|last|full|sender|requester|reporter|customer|contact|display|file|host|given|family|middle|nick)$/i;

// What a key is to a reader, as bits: results repeat their keys record after record, so each key's regexes run once.
const NAMED = 1;
const SECRET_KEY = 2;
const OK_KEY = 4;
const LINK_KEY = 8;
const STAMP_KEY = 16;
const GIST = 32;
const NUMBERED = 64;
// A deliberate process-wide memo (README, Layout): a pure function of the key. Bounded.
const keyClass = memoized(10_000, (k: string): number =>
  (NAMED_KEYS.has(k) || NAMED_LOWER.has(k.toLowerCase()) ? NAMED : 0) |
  (SECRET.test(k) ? SECRET_KEY : 0) |
  (/^(ok|success|successful|succeeded)$/i.test(k) ? OK_KEY : 0) |
  (REFERENCE.test(k) ? LINK_KEY : 0) |
  (STAMP.test(keyWords(k).toLowerCase()) ? STAMP_KEY : 0) |
  (GIST_KEY.test(k) ? GIST : 0) |
  (NUMBERED_KEY(k) ? NUMBERED : 0),
);

/** The first sentence of a text, at most 200 characters (cut at a word). */
function firstSentence(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim().match(/^.+?[.!?](?=\s|$)/)?.[0] ?? text.trim();
  return one.length <= 200 ? one : `${one.slice(0, 200).replace(/\s+\S*$/, '')}...`;
}

/** A point on the earth ({"longitude": 25.06, "latitude": -20.57}) as an answer says where it is. */
export function placeOf(v: unknown): string | undefined {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const o = v as Obj;
  const lon = o.longitude ?? o.lng ?? o.lon;
  const lat = o.latitude ?? o.lat;
  return typeof lon === 'number' && typeof lat === 'number' && Object.keys(o).length === 2 ? `at latitude ${lat}, longitude ${lon}` : undefined;
}

function ownName(obj: Obj): string | undefined {
  for (const k of Object.keys(obj)) {
    const m = k.match(OWN_NAME_KEY);
    const s = m && !OTHERS_NAME.test(m[1] ?? m[3] ?? '') ? scalar(obj[k]) : undefined;
    if (s) return s;
  }
  return undefined;
}

export function itemOf(o: unknown): Item {
  if (typeof o !== 'object' || o === null) return { name: String(o), facts: [] };
  const obj = o as Obj;
  // A relation is named by what it says: "Maya Chen works at Northwind".
  if (typeof obj.from === 'string' && typeof obj.to === 'string' && typeof obj.relationType === 'string') {
    return { name: `${obj.from} ${obj.relationType.replace(/_/g, ' ')} ${obj.to}`, facts: [] };
  }
  // A record that keeps its data one level down ({"id": ..., "fields": {"Name": ..., "region": ...}}) is read there too.
  const innerKey = Object.keys(obj).find((k) => /^(fields|attributes|properties|data|details|values|record)$/i.test(k));
  const innerValue = innerKey ? obj[innerKey] : undefined;
  const inner = innerValue && typeof innerValue === 'object' && !Array.isArray(innerValue) ? (innerValue as Obj) : undefined;
  const id = firstScalar(obj, ID_KEYS);
  // Known by neither a name nor an id, a record is named by its noun's name (a bucket's object with a key is not).
  const name = firstScalar(obj, NAME_KEYS) ?? (inner ? firstScalar(inner, NAME_KEYS) : undefined) ?? (id === undefined ? ownName(obj) : undefined);
  const [stateKey, state] = firstEntry(obj, STATE_KEYS) ?? (inner ? firstEntry(inner, STATE_KEYS) : undefined) ?? [];
  // What a person reading the record out says first: what it holds, then when, and the ids of other records only when
  // nothing else is there ("project id 462373, organization id 1017521" tells the user nothing).
  const facts: Array<[string, string]> = [];
  const stamps: Array<[string, string]> = [];
  const links: Array<[string, string]> = [];
  const counts: Array<[string, number]> = [];
  let gist: string | undefined;
  let about: string | undefined;
  const read = (o: Obj) => {
    for (const k of Object.keys(o)) {
      const v = o[k];
      const c = keyClass(k);
      if (gist === undefined && c & GIST && typeof v === 'string' && v.length > 60) gist = firstSentence(v);
      if (about === undefined && typeof v === 'string' && v.length > 60 && ABOUT_KEY.test(k)) about = firstSentence(v);
      if (facts.length >= 6) break;
      // A priority or a severity beside the record's status is a fact of its own (an issue "has low priority").
      if (c & (NAMED | SECRET_KEY) && !(/^(priority|severity)$/i.test(k) && k !== stateKey)) continue;
      // "success: true" says only that the call worked, which the answer says anyway.
      if (v === true && c & OK_KEY) continue;
      const s = scalar(v);
      // A long bare number under a key that is no quantity and no name of its own (assignee 2055008, project 9297179)
      // is another record's id, said only when nothing else is.
      const to = c & LINK_KEY || (c & NUMBERED && s !== undefined && /^\d{5,}$/.test(s)) ? links : c & STAMP_KEY ? stamps : facts;
      // A field that repeats the name (argocd's applicationName beside its name) says nothing new.
      const place = s === undefined && !Array.isArray(v) ? placeOf(v) : undefined;
      if (s !== undefined && s.length <= 60 && s !== name) to.push([k, s]);
      else if (Array.isArray(v)) {
        // A few short words are read out (tags "backend and enhancement"); a list of records or of other records' ids
        // is counted ("two parameters"), never said as "parameters 2".
        if (to !== links && v.length > 0 && v.length <= 3 && v.every((x) => typeof x === 'string' && x.length > 0 && x.length <= 40 && x !== name)) facts.push([k, joinList(v as string[])]);
        else if (to !== links) counts.push([k, v.length]);
      } else if (place) to.push([k, place]);
    }
  };
  read(obj);
  if (inner && facts.length < 2) read(inner);
  facts.push(...links);
  facts.splice(6);
  return { ...(name ? { name } : {}), ...(id ? { id } : {}), ...(state ? { state, ...(stateKey ? { stateKey } : {}) } : {}), facts, ...(links.length ? { links } : {}), ...(gist ? { gist } : {}), ...(about ? { about } : {}), ...(stamps.length ? { stamps } : {}), ...(counts.length ? { counts } : {}) };
}

// The reading of each parsed result, by the object: a chain's answer and the final answer both read every result.
const READINGS = new WeakMap<object, Reading>();
function readJson(v: unknown): Reading {
  if (v === null || typeof v !== 'object') return fromJson(v);
  let r = READINGS.get(v);
  if (!r) READINGS.set(v, (r = fromJson(v)));
  return r;
}

function fromJson(v: unknown): Reading {
  if (v === null || v === undefined) return { kind: 'empty', what: [] };
  if (Array.isArray(v)) return v.length === 0 ? { kind: 'empty', what: [] } : { kind: 'list', items: v.map(itemOf), more: false, others: [] };
  if (typeof v !== 'object') return { kind: 'scalar', value: String(v) };
  const obj = v as Obj;
  // {"stats": {...}}: one object in a wrapper is read as that object.
  const keys = Object.keys(obj);
  const only = keys.length === 1 ? obj[keys[0] as string] : undefined;
  if (only && typeof only === 'object' && !Array.isArray(only)) return fromJson(only);
  const arrays = Object.entries(obj).filter(([, x]) => Array.isArray(x)) as Array<[string, unknown[]]>;
  // The one list beside paging and counts ({web_pages: [...], total_count, next_cursor, query}) is what came back.
  const meta = (k: string) => /^(total|total_?count|count|next|next_?cursor|cursor|has_?more|page|per_?page|page_?size|limit|offset|query|took|success|ok)$/i.test(k);
  const main = arrays.find(([k]) => LIST_KEYS.includes(k)) ?? (arrays.length === 1 && (keys.length <= 3 || keys.every((k) => k === arrays[0]?.[0] || meta(k))) ? arrays[0] : undefined);
  if (main) {
    const others = arrays.filter(([k]) => k !== main[0]).map(([k, a]) => [k, a.length] as [string, number]);
    const more = Object.entries(obj).some(([k, x]) => /next|cursor|has_?more/i.test(k) && x !== null && x !== false && x !== '');
    if (main[1].length === 0 && others.every(([, n]) => n === 0)) return { kind: 'empty', what: arrays.map(([k]) => k) };
    return { kind: 'list', key: main[0], items: main[1].map(itemOf), more, others };
  }
  return { kind: 'record', item: itemOf(obj), fields: Object.keys(obj).length };
}

const LISTING = /^\[(FILE|DIR)\]\s+(.+?)(?:\s{2,}([\d.]+\s*[KMG]?B))?\s*$/;

/** Reads a result: its structured content when there is one, else its text (JSON if it parses; `data` if parsed already). */
export function readResult(text: string, structured?: unknown, data?: unknown): Reading {
  if (structured !== undefined && structured !== null) {
    // {"content": "..."} is the text result again in a wrapper: read the text. So is {"content": [blocks]}, the MCP
    // content the filesystem server repeats as structured content ("I got one content back, without names").
    const values = typeof structured === 'object' && !Array.isArray(structured) ? Object.values(structured as Obj) : [];
    if (values.length === 1 && typeof values[0] === 'string') return readResult(values[0]);
    if (values.length === 1 && Array.isArray(values[0]) && values[0].length > 0 && values[0].every((b) => b && typeof b === 'object' && /^(text|image|audio|resource|resource_link)$/.test(String((b as Obj).type)))) return readResult(text);
    return readJson(structured);
  }
  const t = text.trim();
  if (t === '' || t === 'null' || t === '[]' || t === '{}' || /^(no|nothing|0) (matches|results|items|entries|files|records)\b/i.test(t)) return { kind: 'empty', what: [] };
  if (/^[[{]/.test(t)) {
    try {
      return readJson(data !== undefined ? data : JSON.parse(t));
    } catch {
      // not JSON after all: read it as text
    }
  }
  const lines = t.split('\n').map((l) => l.trimEnd());
  const diff = diffOf(lines);
  if (diff) return diff;
  // "[image: image/png, 5120 bytes]", "[resource: file:///workspace/data/readings.txt application/octet-stream]".
  const media = t.match(/^\[(image|audio|resource): (?:(\S+:\/\/\S*) )?([\w.+-]+\/[\w.+-]+)(?:,\s*(\d+) bytes)?\]/);
  if (media && lines.length <= 2) return { kind: 'media', mime: media[3] as string, ...(media[2] ? { uri: media[2] } : {}), ...(media[4] ? { bytes: Number(media[4]) } : {}) };
  const listing = lines.map((l) => l.match(LISTING)).filter((m): m is RegExpMatchArray => Boolean(m));
  if (listing.length > 0 && listing.length >= lines.filter((l) => l.trim() && !/^(Total|Combined)/.test(l)).length) {
    return { kind: 'files', files: listing.filter((m) => m[1] === 'FILE').map((m) => [m[2] as string, m[3]]), dirs: listing.filter((m) => m[1] === 'DIR').map((m) => m[2] as string) };
  }
  const links = lines.map((l) => l.match(/\[resource link: (\S+) \(([^)]+)\)\]/)).filter((m): m is RegExpMatchArray => Boolean(m));
  if (links.length > 0) return { kind: 'list', key: 'resource links', items: links.map((m) => ({ name: m[2] as string, id: m[1] as string, facts: [] })), more: false, others: [] };
  // "size: 141" / "modified: ..." lines are one record's fields.
  const pairs = lines.map((l) => l.match(/^([A-Za-z][\w ]{0,30}):\s+(.+)$/)).filter((m): m is RegExpMatchArray => Boolean(m));
  if (pairs.length >= 2 && pairs.length >= lines.filter((l) => l.trim()).length - 1) {
    return { kind: 'record', item: itemOf(Object.fromEntries(pairs.map((m) => [m[1] as string, m[2] as string]))), fields: pairs.length };
  }
  if (lines.length === 1 && t.length <= 200) return { kind: 'message', text: t };
  return { kind: 'text', lines };
}

/** A unified diff's changed lines, removed and added paired in order; undefined when the text is no diff. */
function diffOf(lines: string[]): Extract<Reading, { kind: 'diff' }> | undefined {
  if (!lines.some((l) => /^@@ /.test(l)) || !lines.some((l) => /^\+\+\+ /.test(l))) return undefined;
  const removed: string[] = [];
  const added: string[] = [];
  for (const l of lines) {
    if (/^(---|\+\+\+) /.test(l)) continue;
    if (l.startsWith('-')) removed.push(l.slice(1));
    else if (l.startsWith('+')) added.push(l.slice(1));
  }
  const n = Math.max(removed.length, added.length);
  return { kind: 'diff', changes: Array.from({ length: n }, (_, i) => [removed[i] ?? '', added[i] ?? ''] as [string, string]) };
}
