// Fills a multi_step call's linked arguments from the actual results of earlier calls in the trajectory.
import type { ArgumentLink, ExpectedCall } from './index.js';
import { escapeRegExp } from '../util/regex.js';

/** What an earlier call gave back, as the links read it. */
export interface LinkSource {
  text: string;
  structured?: unknown;
  /** The text's JSON, when the caller parsed it already. */
  data?: unknown;
}

/** `entities[0].name`, `content`, `[1]`: dotted keys and [n] indexes. */
export function readPath(value: unknown, path: string): unknown {
  if (!path) return value;
  let cur = value;
  for (const part of path.match(/[^.[\]]+|\[\d+\]/g) ?? []) {
    if (cur === null || cur === undefined) return undefined;
    const key = part.startsWith('[') ? Number(part.slice(1, -1)) : part;
    cur = (cur as Record<string | number, unknown>)[key];
  }
  return cur;
}

function parsed(source: LinkSource): unknown {
  if (source.structured !== undefined) return source.structured;
  if (source.data !== undefined) return source.data;
  try {
    return JSON.parse(source.text);
  } catch {
    return source.text;
  }
}

/** The link's path, its first list index moved to the item that holds the value the user picked it out by; as it is
 * when no item (or more than one) does. */
function picked(data: unknown, link: ArgumentLink): string | undefined {
  const m = link.where || link.ranked ? /^([^[]*)\[(\d+)\](.*)$/.exec(link.path) : null;
  if (!m) return link.path;
  const list = readPath(data, m[1] as string);
  if (!Array.isArray(list)) return link.path;
  const field = (x: unknown, key: string) => (x && typeof x === 'object' ? (x as Record<string, unknown>)[key] : undefined);
  const { where, ranked: by } = link;
  const hits = where ? list.flatMap((x, i) => (String(field(x, where.key)) === String(where.value) ? [i] : [])) : by ? ranked(list.map((x) => rank(field(x, by.key))), by.order) : [];
  // No item (or more than one) is the one the user picked out: a real server lists other records than the world
  // predicted. Another item is not it, so the link gives nothing and the chain stops.
  return hits.length === 1 ? `${m[1]}[${hits[0]}]${m[3]}` : undefined;
}

/** A field's number, or a date's time, to rank items by; NaN for anything else. */
export function rank(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return NaN;
  if (/^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  return /^\d{4}-\d{2}-\d{2}/.test(v) ? Date.parse(v) : NaN;
}

/** The index of the one highest (or lowest) value, where every item has one; none when two share it. */
export function ranked(values: readonly number[], order: 'max' | 'min'): number[] {
  if (values.length === 0 || values.some(Number.isNaN)) return [];
  const best = order === 'max' ? Math.max(...values) : Math.min(...values);
  return values.flatMap((v, i) => (v === best ? [i] : []));
}

/** The value of one link, or undefined when the earlier result does not hold it (the prediction stays). */
export function resolveLink(link: ArgumentLink, sources: readonly LinkSource[]): unknown {
  const source = sources[link.fromCall];
  if (!source) return undefined;
  const path = picked(parsed(source), link);
  if (path === undefined) return undefined;
  let value = readPath(parsed(source), path);
  // A text-only result (no structured content, not JSON) is matched by its text.
  if (value === undefined && (!link.path || link.pattern !== undefined)) value = source.text;
  if (link.pattern !== undefined) {
    if (typeof value !== 'string') return undefined;
    const m = new RegExp(link.pattern, 'm').exec(value);
    if (!m) return undefined;
    value = m[1] ?? m[0];
  }
  if (value === undefined) return undefined;
  if (link.prefix !== undefined) value = `${link.prefix}${String(value)}`;
  return link.asArray ? [value] : value;
}

/** The call's arguments with every resolvable link filled from the actual earlier results. */
export function linkedArguments(call: ExpectedCall, sources: readonly LinkSource[]): Record<string, unknown> {
  if (!call.links?.length) return call.arguments;
  const args = { ...call.arguments };
  for (const link of call.links) {
    const value = resolveLink(link, sources);
    // An id read as 42 where the call was predicted with "42" (or the reverse) keeps the type the tool takes.
    const predicted = args[link.arg];
    if (value !== undefined) args[link.arg] = typeof predicted === 'string' && typeof value === 'number' ? String(value) : typeof predicted === 'number' && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  return args;
}

/** Whether a link the result cannot fill still stands: the value the call was planned with is in the text the model
 * read (a listing that is not the JSON the plan expected, but names the very record). */
export function linkStands(call: ExpectedCall, link: ArgumentLink, sources: readonly LinkSource[]): boolean {
  if (resolveLink(link, sources) !== undefined) return true;
  // A record picked out by a fact the result does not show is not there, whatever ids the result holds.
  if (link.where || link.ranked) return false;
  const planned = call.arguments[link.arg];
  const value = Array.isArray(planned) ? planned[0] : planned;
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const text = sources[link.fromCall]?.text ?? '';
  return String(value).length >= 3 && new RegExp(`(?<![\\w-])${escapeRegExp(String(value))}(?![\\w-])`).test(text);
}
