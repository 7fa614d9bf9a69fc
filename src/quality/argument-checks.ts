// The per-record checks behind the argument and answer figures: is every argument dictated as "field value", does
// some value have to be inferred from the wording, does the final answer paste a result instead of reading it.
import { keyWords } from '../util/english.js';
import { ngrams, words } from '../util/words.js';
import { escapeRegExp } from '../util/regex.js';

export interface Leaf {
  key: string;
  value: string;
  /** The tool the argument belongs to, and the top-level property it sits under. */
  toolId: string;
  top: string;
}

/** Every scalar inside the arguments, nested ones included, named by the key that holds it. */
export function leaves(args: Record<string, unknown>, toolId: string): Leaf[] {
  const out: Leaf[] = [];
  const walk = (v: unknown, key: string, top: string): void => {
    if (v === null || v === undefined) return;
    if (Array.isArray(v)) v.forEach((x) => walk(x, key, top));
    else if (typeof v === 'object') for (const [k, x] of Object.entries(v as Record<string, unknown>)) walk(x, k, top);
    else out.push({ key, value: String(v), toolId, top });
  };
  for (const [k, v] of Object.entries(args)) walk(v, k, k);
  return out;
}

/** Lower case, separators as spaces, thousands separators dropped: "in_progress" and "in progress", "2,500" and "2500" match. */
export function normal(text: string): string {
  return text
    .toLowerCase()
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/[_\s]+/g, ' ');
}

/** Is the value stated as "<field> <value>", "<field>: <value>" or "<field>=<value>" (the field in words, a few words at most before it)? */
export function dictated(leaf: Leaf, userText: string): boolean {
  const k = normal(keyWords(leaf.key));
  const v = normal(leaf.value);
  if (!k || !v) return false;
  for (let at = userText.indexOf(k); at >= 0; at = userText.indexOf(k, at + 1)) {
    const after = userText.slice(at + k.length, at + k.length + 24 + v.length);
    const gap = after.indexOf(v);
    // Up to two filler words ("set to", "is", ":") between the field and its value.
    if (gap >= 0 && words(after.slice(0, gap)).filter((w) => !/^(to|is|of|as|=|:)$/.test(w)).length <= 1) return true;
  }
  // The arguments pasted as JSON ("key": value).
  return userText.includes(`"${leaf.key.toLowerCase()}":`);
}

/** Does the value appear, as written, in what the user said or an earlier result showed? If not, it was inferred. */
export function stated(leaf: Leaf, userText: string, results: string): boolean {
  const v = normal(leaf.value);
  if (v === '') return true;
  // As a whole token: "5" is not stated by "2025", nor "info" by "informational".
  const re = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(v)}($|[^\\p{L}\\p{N}])`, 'u');
  return re.test(userText) || re.test(results);
}

/**
 * Does the answer paste a result instead of reading it? JSON in the answer, a short result repeated whole, or half
 * of a longer result's five-word runs repeated. Quoting one line of a file is reading it; repeating the file is not.
 */
export function pastesResult(answer: string, results: readonly string[]): boolean {
  if (/\{\s*"[^"]+"\s*:/.test(answer) || /\[\s*\{\s*"/.test(answer)) return true;
  const said = new Set(ngrams(words(answer), 5));
  const flat = words(answer).join(' ');
  return results.some((r) => {
    const grams = ngrams(words(r), 5);
    // A short result pasted whole; a longer one with half its five-word runs repeated.
    if (grams.length < 8) return r.trim().length >= 20 && !/^[[{]/.test(r.trim()) && flat.includes(words(r).join(' '));
    return grams.filter((g) => said.has(g)).length / grams.length >= 0.5;
  });
}
