// A field of a simulated entity or an argument of a tool: its name, JSON Schema and semantic type, with the type read
// off the name, schema and description where no profile gives one.
import type { SemanticType } from '../records/index.js';
import { IRREGULAR_PLURAL, IRREGULAR_SINGULAR, S_WORD } from '../util/english.js';

export type Schema = Record<string, unknown>;

export interface FieldSpec {
  name: string;
  schema: Schema;
  type: SemanticType;
  /** The property holding the object this field sits in ("emailAddress" for its "address"), when nested. */
  parent?: string;
  /** A field the entity's words call for (content-fields.ts), not one any of its tools names. */
  content?: true;
}

/** "assigneeIds", "assignee_ids", "Assignee IDs" -> ["assignee", "ids"]. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** nameWords joined by spaces, remembered in `memo` (the caller's: a world model's, for the run). */
export function wordsOf(name: string, memo?: Map<string, string>): string {
  let words = memo?.get(name);
  if (words === undefined) {
    words = nameWords(name).join(' ');
    if (memo && memo.size < 100_000) memo.set(name, words);
  }
  return words;
}

/** The first non-null JSON type a schema allows ("string" for ["string", "null"]). */
export function schemaType(schema: Schema): string | undefined {
  const t = schema.type;
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) return (t as string[]).find((x) => x !== 'null');
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return typeof schema.enum[0] === 'number' ? 'number' : 'string';
  return undefined;
}

const BY_FORMAT: Record<string, SemanticType> = { email: 'email', uri: 'url', url: 'url', 'uri-reference': 'url', date: 'date', 'date-time': 'datetime', uuid: 'id', hostname: 'name', time: 'other' };

// Order matters: the first rule whose words match wins ("created_at" is a datetime before "at" is anything else).
const BY_WORDS: Array<[RegExp, SemanticType]> = [
  [/^(id|ids|uuid|iid|guid|key|slug|sha|ref|ts)$/, 'id'],
  [/(^| )(id|ids|uuid|iid|guid|sha|gid)$/, 'id'],
  [/(^| )(e ?mail|email address)s?$/, 'email'],
  [/(^| )(url|uri|urls|link|href|website|homepage|endpoint|webhook)$/, 'url'],
  [/(^| )(path|paths|file|filename|file name|directory|dir|folder path)$/, 'path'],
  [/(^| )(at|time|timestamp|datetime)$|^(since|until|before|after)$/, 'datetime'],
  [/(^| )(date|day|deadline|due|birthday|dob)$/, 'date'],
  [/(^| )(phone|mobile|telephone|fax)( number)?$/, 'phone'],
  [/(^| )(country|country code|nationality)$/, 'country'],
  [/(^| )(city|town|locality|place|venue)$/, 'city'],
  [/(^| )(language|lang|locale)$/, 'language'],
  [/(^| )(currency|currency code)$/, 'currency'],
  [/(^| )(price|amount|cost|budget|salary|balance|total price|fee|revenue|value usd|subtotal)$/, 'money'],
  [/(^| )(colou?r|hex|background)$/, 'color'],
  [/(^| )(code|snippet|script|sql|expression|source|command|cmd|jql|selector|regex)$/, 'code'],
  [/(^| )(query|q|search|keyword|keywords|term|terms|search term)$/, 'query'],
  [/(^| )(title|subject|summary|headline|caption)$/, 'title'],
  [/(^| )(description|body|text|content|message|comment|note|notes|bio|details|reason|instructions|prompt|markdown|html|thought|answer|response|feedback)$/, 'free_text'],
  [/(^| )(name|names|username|user name|login|handle|owner|author|assignee|assignees|reviewer|label|labels|tag|tags|repo|repository|project|branch|channel|team|org|organization|hostname|domain|host)$/, 'name'],
  [/(^| )(count|limit|page|per page|page size|size|offset|quantity|number|num|total|max|min|top|depth|retries|days|hours|minutes|seconds|port|year)$/, 'count'],
  [/(^| )(status|state|type|kind|category|priority|severity|role|visibility|mode|level|sort|order|direction|region|stage|format|unit|units|scope|provider|plan|tier|method)$/, 'enum'],
  [/(^| )(lat|latitude|lng|lon|longitude|score|ratio|percent|percentage|rate|weight|height|width|amount|x|y|z)$/, 'number'],
  [/(^| )(is|has|enable|enabled|disable|disabled|include|allow|force|dry run|recursive|confidential|private|public|archived|active|draft|verbose)( |$)/, 'boolean'],
];

/** The semantic type of a field no profile describes, read off its name, schema and description. */
export function inferType(name: string, schema: Schema = {}, memo?: Map<string, string>): SemanticType {
  if (Array.isArray(schema.enum) || schema.const !== undefined) return 'enum';
  const format = typeof schema.format === 'string' ? BY_FORMAT[schema.format] : undefined;
  if (format) return format;
  const type = schemaType(schema);
  if (type === 'boolean') return 'boolean';
  const words = wordsOf(name, memo);
  for (const [re, semantic] of BY_WORDS) {
    if (!re.test(words)) continue;
    if ((type === 'integer' || type === 'number') && ['name', 'enum', 'title', 'free_text', 'query', 'path'].includes(semantic)) return 'count';
    if (type === 'object' && semantic !== 'json') return 'json';
    // A string named like a number ("size": "s-1vcpu-1gb") is a category, not a count.
    if (type === 'string' && (semantic === 'count' || semantic === 'number')) return /size|type|kind|unit|order|sort|plan|tier|mode|level/.test(words) ? 'enum' : 'other';
    if (semantic === 'boolean' && type && type !== 'boolean') continue;
    return semantic;
  }
  if (type === 'integer') return 'count';
  if (type === 'number') return 'number';
  if (type === 'object' || type === 'array') return 'json';
  const description = typeof schema.description === 'string' ? schema.description : '';
  if (/\b(ID|identifier)\b/.test(description)) return 'id';
  if (/\bISO ?8601\b|\btimestamp\b/i.test(description)) return 'datetime';
  if (/\bURL\b/.test(description)) return 'url';
  return 'other';
}

/** The properties of an object schema (empty when it has none). */
export function propertiesOf(schema: Schema | undefined): Record<string, Schema> {
  const p = schema?.properties;
  return p && typeof p === 'object' && !Array.isArray(p) ? (p as Record<string, Schema>) : {};
}

export function requiredOf(schema: Schema | undefined): string[] {
  const r = schema?.required;
  return Array.isArray(r) ? r.filter((x): x is string => typeof x === 'string') : [];
}

/** The singular of a plural noun, as entity names use them ("policies" -> "policy", "boxes" -> "box"). */
export function singular(word: string): string {
  // The same irregulars as english.singularise: "criteria" is one criterion.
  const irregular = IRREGULAR_SINGULAR[word.toLowerCase()];
  // "data" and "media" name what a record holds here ("board data", "social media"), not one datum.
  if (irregular && !/^(data|media)$/i.test(word)) return irregular;
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(sses|shes|ches|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word) && !/(us|is|ss|as)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** "issue" -> "issues", "policy" -> "policies", "dns record" -> "dns records". */
export function plural(phrase: string): string {
  const words = phrase.split(' ');
  const last = words.pop() ?? '';
  // A word already plural ("epics", an entity a profile named in the plural) stays as it is: no "epicses"; an
  // irregular one takes its own ("acceptance criteria", not "acceptance_criterions").
  const p = IRREGULAR_PLURAL[last.toLowerCase()] ?? (/[^aeiou]y$/.test(last) ? `${last.slice(0, -1)}ies` : /[^su]s$/.test(last) && last.length > 3 && !S_WORD.test(last) ? last : /(s|sh|ch|x|z)$/.test(last) ? `${last}es` : `${last}s`);
  return [...words, p].join(' ');
}
