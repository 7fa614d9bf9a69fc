// Lists and records as people say them: "notes/todo.md and the README in projects/atlas", "Maya Chen (a person):
// prefers email", "Maya Chen works at Northwind", "change 'port 8080' to 'port 9090'".
import { capitalise, countOf, joinList, keyWords, singularise } from '../../util/english.js';
import { EXCLUDES } from './banks.js';
import { namePath } from './paths.js';
import { asDetail, sayValue, type Said, type SayContext } from './said.js';
import type { SemanticType } from '../../records/index.js';
import { inferType } from '../../world/field.js';

type Obj = Record<string, unknown>;
const q = (s: unknown) => `'${String(s)}'`;
const HEAD = /^(name|title|entity_?name|full_?name|subject|label|path|id)$/i;
const TYPE = /^(entity_?type|type|kind|category)$/i;

/** Nothing of a thing, as people say it: "no query params", "an empty body". */
const emptyOf = (words: string) => (/s$/.test(words) ? `no ${words}` : `an empty ${words}`);

/** One record in words: head, kind in parentheses, then its lists and other fields. */
function describeObject(o: Obj, ctx: SayContext, depth = 0): string {
  const keys = Object.keys(o);
  const from = keys.find((k) => /^(from|source|subject)$/i.test(k));
  const to = keys.find((k) => /^(to|target|object)$/i.test(k));
  const rel = keys.find((k) => /relation|predicate|verb/i.test(k));
  if (from && to && rel) return `${String(o[from])} ${keyWords(String(o[rel])).toLowerCase()} ${String(o[to])}`;
  // A chat message is what it says: the user's question, not its role.
  if (keys.length === 2 && typeof o.role === 'string' && typeof o.content === 'string') return q(o.content);
  const oldK = keys.find((k) => /^old/i.test(k));
  const newK = keys.find((k) => /^new/i.test(k));
  if (oldK && newK) return `change ${q(o[oldK])} to ${q(o[newK])}`;
  const head = keys.find((k) => HEAD.test(k));
  const type = keys.find((k) => TYPE.test(k));
  const parts: string[] = [];
  let text = head ? String(o[head]) : '';
  // Without a name the kind is the noun ("a classic index"), not a name left blank before it ("1)  (a classic)").
  const kind = type ? `${/^[aeiou]/i.test(String(o[type])) ? 'an' : 'a'} ${keyWords(String(o[type])).toLowerCase()}` : '';
  if (type) text = head ? `${text} (${kind})` : kind;
  for (const k of keys) {
    if (k === head || k === type) continue;
    const v = o[k];
    if (Array.isArray(v) && v.every((x) => typeof x === 'string')) {
      if (v.length > 0) parts.push(joinList(v.map((x) => (/^[A-Z]/.test(x) && / /.test(x) ? x.replace(/\.$/, '') : q(x)))));
    } else if (Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'number' || typeof x === 'boolean')) {
      parts.push(`${keyWords(k).toLowerCase()} ${joinList(v.map(String))}`);
    } else if (Array.isArray(v) && v.every((x) => x && typeof x === 'object' && !Array.isArray(x))) {
      // A list of records is counted and named ("two nodes (Cobalt preview and Q2 review)"), an empty one said as none.
      const names = (v as Obj[]).map((x) => Object.keys(x).find((h) => HEAD.test(h))).map((h, i) => (h ? String((v as Obj[])[i]?.[h]) : '')).filter(Boolean);
      // "2 nodes (…) and 1 edge", not "1 edges".
      parts.push(v.length === 0 ? `no ${keyWords(k).toLowerCase()}` : `${v.length} ${v.length === 1 ? singularise(keyWords(k).toLowerCase()) : keyWords(k).toLowerCase()}${names.length ? ` (${joinList(names.slice(0, 3))})` : ''}`);
    } else if (v && typeof v === 'object' && !Array.isArray(v) && depth < 2) {
      // A nested record is said in words too ("from: rosa@..."); an empty one as empty.
      const words = keyWords(k).toLowerCase();
      const inner = Object.keys(v).length > 0 ? describeObject(v as Obj, ctx, depth + 1) : emptyOf(words);
      if (inner && !inner.startsWith('{')) parts.push(Object.keys(v).length > 0 ? `${words} ${inner}` : inner);
    } else if (v !== null && typeof v !== 'object') parts.push(`${keyWords(k).toLowerCase()} ${typeof v === 'string' ? q(v) : String(v)}`);
  }
  return parts.length > 0 ? `${text}${text ? ': ' : ''}${parts.join('; ')}` : text;
}

export function sayObjects(key: string, all: readonly Obj[], ctx: SayContext): Said {
  const words = keyWords(key).toLowerCase();
  // Records with nothing in them are said as empty ("with an empty document"), not as {}.
  if (all.every((o) => Object.keys(o).length === 0)) {
    const text = all.length === 1 ? `with an empty ${words.replace(/s$/, '')}` : `with ${all.length} empty ${words}`;
    return { key, value: all, slot: 'mod', text, reply: `${capitalise(text.replace(/^with /, ''))}.`, question: `What should the ${words} hold?` };
  }
  // Two records with the same name are one record said twice: keep the first.
  const seen = new Set<string>();
  const items = all.filter((o) => {
    const head = Object.keys(o).find((k) => HEAD.test(k));
    const id = head ? String(o[head]) : JSON.stringify(o);
    return seen.has(id) ? false : (seen.add(id), true);
  });
  const described = items.map((o) => describeObject(o, ctx) || `an empty ${words.replace(/s$/, '')}`);
  const text = described.length === 1 ? described[0] as string : described.map((d, i) => `${i + 1}) ${d}`).join(' ');
  return {
    key,
    value: items,
    slot: 'mod',
    text: ctx.action === 'create' || items.length > 1 ? `: ${text}` : `${ctx.rng.pick(['with', 'for', 'covering'])} this: ${text}`,
    reply: `${capitalise(text)}.`,
    question: `What ${words} should I use? Tell me the details for each.`,
    // As a change it is said whole ("set the message to these: 1) ..."), never "set the message to : 1)"; edits that
    // say what they do are the change itself ("change 'X' to 'Y'", not "set the edits to change 'X' to 'Y'").
    change: described.every((d) => /^(change|replace|rename|move|add|remove) /.test(d)) ? joinList(described) : `set the ${words} to ${items.length > 1 ? `these: ${text}` : text}`,
  };
}

/** Names of an object input that only wraps the call's arguments (HTTP path and query parameters, a request). */
export const WRAPPER = /^(path|params|query|data|request|input|options|args|arguments)$/i;

/** A wrapper's fields, each said as an argument of its own: Lark's {"path": {"document_id": "8571466"}} is "the
 * document with ID 8571466", never "with path document id '8571466'". Undefined when it holds nothing. */
function sayWrapped(key: string, o: Obj, ctx: SayContext): Said | undefined {
  const entries = Object.entries(o).filter(([, v]) => v !== null && v !== undefined);
  // Lists of records and empties are what the wrapper holds ("with data that has 2 nodes (...)"): said as before.
  const plain = (v: unknown) => typeof v !== 'object' || (Array.isArray(v) ? v.every((x) => typeof x === 'string') : Object.keys(v as Obj).length > 0);
  if (entries.length === 0 || !entries.every(([, v]) => plain(v))) return undefined;
  // Plain fields as arguments of their own; a record inside (LaunchDarkly's FeatureFlagBody) as that record.
  // A key or an id in a wrapper says which record (LaunchDarkly's projectKey and configKey): the last one is the record
  // the call is about, the others where it is ("config support-assistant in project mobile-app"), never changes.
  const locates = (k: string, v: unknown) => typeof v === 'string' && /(Id|Key|_id|_key|^id|^key)$/.test(k);
  const parts = entries.map(([k, v]) => (v && typeof v === 'object' ? sayAnything(k, v, 'json', ctx) : sayValue(k, v, locates(k, v) ? 'id' : inferType(k, { type: typeof v === 'number' ? 'number' : typeof v }), ctx)));
  const targets = parts.filter((p) => p.slot === 'target');
  const target = targets.at(-1);
  const details = [...parts.filter((p) => p !== target && !targets.includes(p)).map((p) => p.text), ...targets.filter((p) => p !== target).reverse().map((p) => asDetail(p, true).text)];
  const text = [target?.text, details.length ? joinList(details) : undefined].filter(Boolean).join(' ');
  return { key, value: o, slot: target ? 'target' : 'mod', text, reply: `${capitalise(parts.map((p) => p.reply.replace(/\.$/, '')).join('; '))}.`, question: `What ${joinList(entries.map(([k]) => keyWords(k).toLowerCase()))} should I use?`, change: joinList(parts.map((p) => p.change ?? `set ${p.text}`)) };
}

export function sayObject(key: string, o: Obj, ctx: SayContext): Said {
  // A payload is its fields too: a world value re-said read "send message 9761629 with body destination id '3440543'".
  const wrapped = WRAPPER.test(key) || /^(body|request_?body|payload)$/i.test(key) ? sayWrapped(key, o, ctx) : undefined;
  if (wrapped) return wrapped;
  const described = describeObject(o, ctx);
  const words = keyWords(key).toLowerCase();
  // What it holds, counted or empty ("no fields", "2 nodes (...)"), is what the object has.
  const text = !described ? `an empty ${words}` : /^(no |an empty |\d+ )/.test(described) ? `that has ${described.replace(/; /g, ' and ')}` : described;
  return { key, value: o, slot: 'mod', text: !described ? `with ${text}` : `with ${words} ${text}`, reply: `${capitalise(text)}.`, question: `What ${keyWords(key).toLowerCase()} should I use?` };
}

/** A list of plain values: paths, names, patterns, notes. */
export function sayStrings(key: string, items: readonly unknown[], itemType: string, ctx: SayContext, target: boolean): Said {
  const k = key.toLowerCase();
  const words = keyWords(key).toLowerCase();
  if (/exclude|ignore|skip/.test(k)) {
    const named = items.map((x) => EXCLUDES.find(([p]) => p === x)?.[1] ?? String(x));
    return { key, value: items, slot: 'mod', text: `skipping ${joinList(named)}`, reply: `Skip ${joinList(named)}.`, question: 'Anything I should skip?' };
  }
  // Rows of cells (a sheet's data) are said as rows: "one row: Q1 hiring, 42", "an empty row", never as ["…"].
  if (items.length > 0 && items.every((x) => Array.isArray(x) && x.every((c) => c === null || typeof c !== 'object'))) {
    // Points of a polygon or a path are points, not rows: "with polygon1 (12.5, 41.9), (12.6, 41.8) and (12.4, 41.7)".
    if (/coord|polygon|bbox|point|geometry|ring|lnglat|latlng|^(line|lines|line_?string|path|route|waypoints)$/i.test(key)) {
      const points = joinList((items as unknown[][]).map((r) => `(${r.map((c) => String(c)).join(', ')})`));
      return { key, value: items, slot: 'mod', text: `with ${words} ${points}`, reply: `${capitalise(points)}.`, question: `Which ${words} should I use?` };
    }
    const rows = (items as unknown[][]).map((r) => (r.length > 0 ? q(r.map((c) => String(c)).join(', ')) : 'an empty one'));
    const text = `${countOf(rows.length, 'row')}: ${rows.join('; ')}`;
    return { key, value: items, slot: 'mod', text: `with ${text}`, reply: `${capitalise(text)}.`, question: `What should the ${keyWords(key).toLowerCase()} be?` };
  }
  const named = items.map((x) => (itemType === 'path' ? namePath(String(x), ctx) : typeof x === 'string' ? (/ /.test(x) && !/^[A-Z][a-z]+ [A-Z]/.test(x) ? q(x) : x) : JSON.stringify(x)));
  const text = joinList(named);
  if (target) return { key, value: items, slot: 'target', text, reply: `${capitalise(text)}.`, question: itemType === 'path' ? `Which files should I ${ctx.verb}?` : `Which ${ctx.entity === 'result' ? words : ctx.entity + 's'} do you mean?` };
  // Who a message goes to is said as a person says it: "to maya@... and jade@...", "copying ruth@...".
  if (/^(to|recipients?|to_?emails?)$/.test(k)) return { key, value: items, slot: 'mod', text: `to ${text}`, reply: `${capitalise(text)}.`, question: 'Who should it go to?' };
  if (/^b?cc(_?emails?)?$/.test(k)) return { key, value: items, slot: 'mod', text: `${k.startsWith('b') ? 'blind-copying' : 'copying'} ${text}`, reply: `${capitalise(text)}.`, question: `Who should I ${k.startsWith('b') ? 'blind-copy' : 'copy'}?` };
  // As a change: "set the categories to Finance", never "set with categories Finance".
  return { key, value: items, slot: 'mod', text: `with ${words} ${text}`, reply: `${capitalise(text)}.`, question: `What ${words} should I use?`, change: `set the ${words} to ${text}` };
}

/** Any value as people say it: records and lists of records in words, never as JSON; scalars as sayValue says them. */
export function sayAnything(key: string, value: unknown, type: SemanticType, ctx: SayContext, enumValues?: readonly unknown[]): Said {
  if (Array.isArray(value) && value.length > 0 && value.every((o) => o && typeof o === 'object' && !Array.isArray(o))) return sayObjects(key, value as Obj[], ctx);
  if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) return sayObject(key, value as Obj, ctx);
  // A list of plain values is read out ("to maya@... and jade@..."), never pasted as ["..."].
  if (Array.isArray(value) && value.length > 0 && value.every((x) => (x !== null && typeof x !== 'object') || (Array.isArray(x) && x.every((c) => c === null || typeof c !== 'object')))) return sayStrings(key, value, type, ctx, namesTargets(type, ctx));
  // An empty object or list is said as empty ("with an empty body"), not pasted as {} or [].
  if (value && typeof value === 'object' && Object.keys(value).length === 0) {
    const words = keyWords(key).toLowerCase();
    const text = `with ${emptyOf(words)}`;
    return { key, value, slot: 'mod', text, reply: `${capitalise(text.replace(/^with /, ''))}.`, question: `What should the ${words} hold?`, change: `clear the ${words}` };
  }
  return sayValue(key, value, type, ctx, enumValues);
}

/** Whether a list of this type names the records a call is about: paths, names and ids (not for a create), and the
 * pages a read fetches ("Look up https://…/pricing", not "Look up the url with urls https://…/pricing"). */
export function namesTargets(type: string, ctx: SayContext): boolean {
  return (['path', 'name', 'id'].includes(type) && ctx.action !== 'create') || (type === 'url' && ['get', 'list', 'search'].includes(ctx.action));
}
