// Dotted paths into a crawl's JSON ("metadata.remote_server_response.tools"), where "*" steps into every item of an array or value of an object.
import { ConfigError } from '../util/errors.js';

export interface PathMatch {
  /** What the path reached; undefined where a named key is missing. */
  value: unknown;
  /** The key or index each "*" stepped into, in order. */
  keys: (string | number)[];
  /** The concrete path, for messages: `[3].tools.bing.tools`. */
  at: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Segments of a path; an empty one ("a..b", a trailing ".") is a user mistake named in one line. */
export function parsePath(path: string, label: string): string[] {
  const segments = path.split('.');
  if (segments.some((s) => s.trim() === '')) throw new ConfigError(`${label}: "${path}" is not a dotted path; write it like metadata.remote_server_response.tools (a "*" steps into every item)`);
  return segments;
}

function step(at: string, key: string | number): string {
  return typeof key === 'number' ? `${at}[${key}]` : at === '' ? key : `${at}.${key}`;
}

/**
 * Every place the path reaches in `doc`. A named key that is missing still gives one match (value
 * undefined), so a caller can say "nothing at metadata.tools" rather than pass over the document.
 */
export function matchPath(doc: unknown, segments: readonly string[]): PathMatch[] {
  let frontier: PathMatch[] = [{ value: doc, keys: [], at: '' }];
  for (const seg of segments) {
    const next: PathMatch[] = [];
    for (const m of frontier) {
      const v = m.value;
      if (seg === '*') {
        if (Array.isArray(v)) v.forEach((x, i) => next.push({ value: x, keys: [...m.keys, i], at: step(m.at, i) }));
        else if (isObject(v)) for (const [k, x] of Object.entries(v)) next.push({ value: x, keys: [...m.keys, k], at: step(m.at, k) });
      } else if (Array.isArray(v) && /^\d+$/.test(seg)) {
        next.push({ value: v[Number(seg)], keys: m.keys, at: step(m.at, Number(seg)) });
      } else {
        next.push({ value: isObject(v) ? v[seg] : undefined, keys: m.keys, at: step(m.at, seg) });
      }
    }
    frontier = next;
  }
  return frontier;
}

/** The value at a path without "*" (e.g. "metadata.server_name"), or undefined. */
export function valueAt(doc: unknown, path: string): unknown {
  let v = doc;
  for (const seg of path.split('.')) {
    if (Array.isArray(v) && /^\d+$/.test(seg)) v = v[Number(seg)];
    else v = isObject(v) ? v[seg] : undefined;
  }
  return v;
}

/** A non-empty string at a path, else undefined. */
export function stringAt(doc: unknown, path: string): string | undefined {
  const v = valueAt(doc, path);
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

/** The object holding the matched value (the server record a tools array sits in), found by walking the match again. */
export function parentOf(doc: unknown, segments: readonly string[], match: PathMatch): unknown {
  let v = doc;
  let star = 0;
  for (const seg of segments.slice(0, -1)) {
    const key = seg === '*' ? match.keys[star++] : Array.isArray(v) && /^\d+$/.test(seg) ? Number(seg) : seg;
    if (key === undefined) return undefined;
    v = Array.isArray(v) && typeof key === 'number' ? v[key] : isObject(v) ? v[String(key)] : undefined;
  }
  return v;
}
