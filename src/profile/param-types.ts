// The semantic type of each input property: from its name, JSON type, format, enum, pattern, description and the tool's entity.
import type { SemanticType } from '../records/index.js';
import { singularWord, splitName } from './words.js';

type Schema = Record<string, unknown>;

/** What a property's type is judged from besides its own schema: the tool's entity ("" while it is not known yet). */
export interface ParamContext {
  entity: string;
}

const FORMATS: Record<string, SemanticType> = {
  email: 'email', 'idn-email': 'email', uri: 'url', url: 'url', 'uri-reference': 'url', iri: 'url', hostname: 'url', date: 'date',
  'date-time': 'datetime', uuid: 'id', time: 'other', 'json-pointer': 'code', regex: 'code', ipv4: 'other', ipv6: 'other', duration: 'other',
};

/** The last word of a property name decides most types ("merge_request_iid" -> iid -> id). */
const BY_LAST_WORD: Record<string, SemanticType> = {
  id: 'id', iid: 'id', uid: 'id', uuid: 'id', gid: 'id', guid: 'id', key: 'id', slug: 'id', sha: 'id', identifier: 'id', pid: 'id',
  email: 'email', emails: 'email', recipient: 'email', recipients: 'email', cc: 'email', bcc: 'email',
  url: 'url', uri: 'url', urls: 'url', link: 'url', href: 'url', webhook: 'url', domain: 'url', hostname: 'url', website: 'url',
  path: 'path', paths: 'path', filepath: 'path', filename: 'path', file: 'path', files: 'path', dir: 'path', directory: 'path', cwd: 'path', folder: 'path',
  date: 'date', day: 'date', birthday: 'date', checkin: 'date', checkout: 'date', deadline: 'date', due: 'date',
  datetime: 'datetime', timestamp: 'datetime', at: 'datetime', since: 'datetime', until: 'datetime', rfc3339: 'datetime',
  q: 'query', query: 'query', search: 'query', keyword: 'query', keywords: 'query', question: 'query', find: 'query',
  name: 'name', username: 'name', owner: 'name', author: 'name', assignee: 'name', repo: 'name', repository: 'name', organization: 'name', workspace: 'name', namespace: 'name', label: 'name', labels: 'name', tag: 'name', tags: 'name', alias: 'name', branch: 'name', account: 'name',
  title: 'title', subject: 'title', heading: 'title', headline: 'title', caption: 'title', summary: 'title',
  body: 'free_text', content: 'free_text', contents: 'free_text', text: 'free_text', message: 'free_text', description: 'free_text', comment: 'free_text', note: 'free_text', notes: 'free_text', html: 'free_text', markdown: 'free_text', reason: 'free_text', instructions: 'free_text', instruction: 'free_text', prompt: 'free_text', bio: 'free_text', narration: 'free_text', thought: 'free_text', goal: 'free_text', rationale: 'free_text', explanation: 'free_text', reply: 'free_text', input: 'free_text', details: 'free_text', memo: 'free_text', feedback: 'free_text',
  code: 'code', script: 'code', sql: 'code', snippet: 'code', expression: 'code', jq: 'code', jsonpath: 'code', selector: 'code', manifest: 'code', mermaid: 'code', regex: 'code', pattern: 'code', command: 'code', cypher: 'code', promql: 'code', logql: 'code', xpath: 'code', css: 'code', function: 'code', formula: 'code', yaml: 'code', xml: 'code', svg: 'code',
  limit: 'count', count: 'count', top: 'count', skip: 'count', offset: 'count', page: 'count', depth: 'count', results: 'count', n: 'count', num: 'count', quantity: 'count', adults: 'count', children: 'count', infants: 'count', pets: 'count', retries: 'count', instances: 'count', lines: 'count', head: 'count', tail: 'count', max: 'count', min: 'count', first: 'count', last: 'count',
  price: 'money', amount: 'money', cost: 'money', budget: 'money', salary: 'money', total: 'money', fee: 'money', balance: 'money',
  country: 'country', countries: 'country', nationality: 'country',
  city: 'city', town: 'city',
  language: 'language', lang: 'language', locale: 'language', languages: 'language',
  currency: 'currency', currencies: 'currency',
  phone: 'phone', telephone: 'phone', tel: 'phone', mobile: 'phone', fax: 'phone', msisdn: 'phone',
  color: 'color', colour: 'color', background: 'color', fill: 'color', stroke: 'color', hex: 'color',
  json: 'json', payload: 'json', metadata: 'json', headers: 'json', params: 'json', properties: 'json', variables: 'json', config: 'json', settings: 'json',
};

/** A description that lists a string's options, quoted ("options: 'load', 'commit'") or as dashes ("Optional values**:- text- post"). */
const OPTIONS = /\b(options|optional values|possible values|allowed values|valid values|supported values|one of)\b\W{0,6}(['"`][\w.-]+['"`]\s*(,|\||or)\s*['"`][\w.-]+['"`]|-\s*\w+\s*-\s*\w+)/i;

const COUNT_WORDS = new Set(['limit', 'count', 'top', 'skip', 'offset', 'page', 'depth', 'results', 'n', 'num', 'max', 'min', 'per', 'first', 'last', 'number', 'length', 'retries', 'items', 'entries']);

function jsonTypes(s: Schema): string[] {
  const t = s.type;
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string' && x !== 'null');
  if (typeof t === 'string') return [t];
  for (const k of ['anyOf', 'oneOf'] as const) {
    const alts = s[k];
    if (Array.isArray(alts)) return [...new Set(alts.flatMap((a) => (a && typeof a === 'object' ? jsonTypes(a as Schema) : [])))];
  }
  if (Array.isArray(s.enum)) return ['string'];
  return [];
}

/** Language codes ("en", "pt-BR") in an enum mean a language, not a free choice. */
const LANGUAGE_CODE = /^[a-z]{2,3}([-_][A-Za-z]{2,4})?$/;

/** The semantic type of one input property. */
export function semanticType(key: string, schema: Schema, ctx: ParamContext): SemanticType {
  const words = splitName(key).words;
  const last = words[words.length - 1] ?? '';
  const types = jsonTypes(schema);
  const type = types[0] ?? '';
  const desc = typeof schema.description === 'string' ? schema.description : '';
  const format = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined;

  if (types.includes('boolean')) return 'boolean';
  if (format && format !== 'other') return format;
  const fromPattern = typeof schema.pattern === 'string' ? byPattern(schema.pattern) : undefined;
  if (fromPattern) return fromPattern;
  if (type === 'array') {
    const items = (schema.items && typeof schema.items === 'object' ? schema.items : {}) as Schema;
    const inner = jsonTypes(items)[0];
    if (inner === 'object' || inner === 'array') return 'json';
    const t = semanticType(singularWord(last) === last ? key : key.replace(/s$/, ''), items, ctx);
    return t === 'other' || t === 'enum' ? (inner === 'string' ? byDescription(desc, t) : t) : t;
  }
  if (type === 'object') return 'json';

  // "searchText", "query_string": a search input whatever its last word.
  // Not when the last word names a kind of value of its own: "search_lang" is the language of the results (it had been
  // given "disk space"), "search_country" a country.
  const own = BY_LAST_WORD[last];
  if (type === 'string' && (words[0] === 'search' || words[0] === 'query') && words.length > 1 && !/^(type|mode|field|fields|id|filter|scope)$/.test(last) && !(own && /^(language|country|city|currency|date|datetime|email|url|phone)$/.test(own))) return 'query';
  // "timeMin", "start_time", "dateFrom": a moment, however the name ends.
  // "created_after", "updated_before": a moment on either side of a filter.
  if (type === 'string' && (last === 'after' || last === 'before') && words.some((w) => /^(created|updated|modified|due|start|end|published|last)$/.test(w))) return /YYYY-MM-DD(?![T ]?HH)/.test(desc) ? 'date' : 'datetime';
  if (type === 'string' && words.length > 1 && words.some((w) => w === 'time' || w === 'datetime' || w === 'timestamp' || w === 'date' || w === 'rfc') && !/^(format|zone|zones|unit|type|mode|range|window)$/.test(last)) {
    if (words.includes('date') && !/time|hh:mm|rfc ?3339|iso ?8601.*T/i.test(desc)) return 'date';
    return /YYYY-MM-DD(?![T ]?HH)/.test(desc) && !/time|HH/i.test(desc.replace(/\b(start|end)[ _]?time\b/gi, '')) ? 'date' : 'datetime';
  }
  // A "query" that is SQL, GraphQL or a query language is code to run, not words to search for.
  if ((last === 'query' || last === 'q') && /\b(SQL|GraphQL|Cypher|PromQL|LogQL|JQL|KQL|DSL)\b/.test(desc)) return 'code';
  // Content that is a document in a language ("GitLab CI/CD YAML content to validate") is code, not prose: the lint got
  // a sentence from a meeting's notes.
  if (type === 'string' && /^(content|contents|body|config|configuration|definition|spec|source|template|text)$/.test(last) && /\b(YAML|JSON|XML|SQL|GraphQL|mermaid|HCL|TOML|HTML|Dockerfile|source code)\b/.test(desc)) return 'code';
  const mapped = BY_LAST_WORD[last];
  const numeric = type === 'number' || type === 'integer';
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    if ((mapped === 'language' || mapped === 'country' || mapped === 'currency') && schema.enum.every((v) => typeof v === 'string' && LANGUAGE_CODE.test(v))) return mapped;
    return 'enum';
  }
  // "pull_number", "issue_number": the number of an entity is its id; "page_number" counts.
  if (last === 'number' && words.length > 1) return COUNT_WORDS.has(words[words.length - 2] as string) ? 'count' : words.includes('phone') ? 'phone' : 'id';
  if (words.some((w) => w === 'max' || w === 'min') && words.some((w) => ['price', 'amount', 'cost', 'budget'].includes(w))) return 'money';
  if (numeric) {
    if (mapped === 'id' || (last === 'counter' && ctx.entity !== '')) return 'id';
    if (mapped === 'money') return 'money';
    if (mapped === 'count' || words.some((w) => COUNT_WORDS.has(w))) return 'count';
    if (/\b(id|identifier)\b/i.test(desc) && !/\bnumber of\b/i.test(desc)) return 'id';
    return 'number';
  }
  // A string whose description lists its options is a choice among them: Fetcher's waitUntil ("options: 'load',
  // 'domcontentloaded', 'networkidle'") was read as a moment, and requests asked to fetch "until in three weeks".
  if (type === 'string' && OPTIONS.test(desc)) return 'enum';
  if (mapped === 'date' && /time|rfc3339|iso ?8601.*T|hh:mm/i.test(desc)) return 'datetime';
  if ((mapped === 'datetime' || last === 'time' || last === 'start' || last === 'end') && /YYYY-MM-DD(?!\s*[T ]?HH)/.test(desc) && !/HH|time/i.test(desc.replace(/\b(start|end)[ _]?time\b/gi, ''))) return 'date';
  if (mapped === 'path' && /\b(id|identifier)\b/i.test(desc) && !/\bpath\b/i.test(desc)) return 'id';
  if (mapped === 'name' && last !== 'name' && /\bid\b|identifier/i.test(desc) && !/\bname\b/i.test(desc)) return 'id';
  // "city_name" is a city, not a name of something: the weather server's forecast was asked for "new-city".
  if (mapped === 'city' || (last === 'location' && /\bcity\b/i.test(desc)) || (last === 'name' && words[words.length - 2] === 'city')) return 'city';
  if (mapped === 'name' && /^(the )?e-?mail address\b/i.test(desc)) return 'email';
  // A span back from now ("Show logs since relative time (e.g. '5s', '2m', '3h')") is no moment: kubectl refused
  // --since=2027-01-01T10:00:00Z. Its examples say how it is written.
  if ((mapped === 'datetime' || mapped === 'date') && type === 'string' && RELATIVE_TIME.test(desc) && !/\b(RFC ?3339|ISO ?8601|YYYY|timestamp|date-?time)\b/i.test(desc)) return 'other';
  if (mapped) return mapped;
  if (last === 'time' || last === 'start' || last === 'end' || last === 'from' || last === 'to' || last === 'before' || last === 'after') return byDescription(desc, 'other');
  // A property named for the entity itself ("project" on a project tool) names one: by id or by name, as its description says.
  if (ctx.entity !== '' && words.join(' ') === ctx.entity) return /\bname\b/i.test(desc) && !/\bid\b/i.test(desc) ? 'name' : 'id';
  return byDescription(desc, 'other');
}

/** A description of a span of time back from now: "relative time", "a duration", examples like '5s' or "24h". */
const RELATIVE_TIME = /\brelative (time|duration)\b|\bduration\b|\bago\b|['"]\d+\s?[smhdw]['"]/i;

/** Types a regex pattern gives away: "^#[0-9a-fA-F]{6}$" is a colour, "^\\d{4}-\\d{2}-\\d{2}$" a date. */
function byPattern(pattern: string): SemanticType | undefined {
  if (/^\^?#/.test(pattern) && /a-f/i.test(pattern)) return 'color';
  if (/\\d\{4\}-\\d\{2\}-\\d\{2\}/.test(pattern)) return /T|\\d\{2\}:\\d\{2\}/.test(pattern.replace(/\\d\{4\}-\\d\{2\}-\\d\{2\}/, '')) ? 'datetime' : 'date';
  if (/https\?|\^https?:/.test(pattern)) return 'url';
  if (/@/.test(pattern) && /\\\.|\[\^@/.test(pattern)) return 'email';
  if (/\{8\}-.*\{4\}-.*\{12\}/.test(pattern)) return 'id';
  if (/^\^?\\\+/.test(pattern)) return 'phone';
  if (/^\^?\[A-Z\]\{3\}\$?$/.test(pattern)) return 'currency';
  return undefined;
}

/** Types a description gives away when the name does not. */
function byDescription(desc: string, fallback: SemanticType): SemanticType {
  if (desc === '') return fallback;
  if (/\bemail address(es)?\b/i.test(desc)) return 'email';
  // time-mcp's convert_time: "Date and time in 24-hour format. e.g. 2025-03-23 12:30:00" was a date, so asked without a time.
  if (/\bYYYY-MM-DD[T ]HH|\bISO ?8601\b.*\b(date-?time|timestamp)|\bdate-?time\b|\btimestamp\b|\bdate and time\b|\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/i.test(desc)) return 'datetime';
  if (/\bYYYY-MM-DD\b|\bdate\b/i.test(desc)) return 'date';
  if (/^(the |a |an )?(unique )?(\w+ ){0,3}(id|identifier|uuid|gid)\b/i.test(desc) || /\b(id|identifier|uuid) of\b/i.test(desc)) return 'id';
  if (/^(the |a |an )?(full |absolute |relative )?(file |directory |folder )?path\b/i.test(desc)) return 'path';
  if (/^(the |a |an )?(\w+ )?url\b/i.test(desc)) return 'url';
  if (/^(the |a |an )?(\w+ )?name\b/i.test(desc)) return 'name';
  if (/\bsearch (query|term|string|keywords?)\b/i.test(desc)) return 'query';
  if (/\b(2|two|3|three)-letter country\b|\bcountry code\b/i.test(desc)) return 'country';
  if (/\blanguage code\b/i.test(desc)) return 'language';
  if (/\bJSON\b/.test(desc) && /\b(string|object)\b/i.test(desc)) return 'json';
  return fallback;
}

/** A semantic type per top-level input property. With `known` (types judged before the entity was), only properties named for the entity are judged again. */
export function paramTypes(inputSchema: Schema, ctx: ParamContext, known?: Record<string, SemanticType>): Record<string, SemanticType> {
  const props = inputSchema.properties && typeof inputSchema.properties === 'object' ? (inputSchema.properties as Record<string, Schema>) : {};
  const out: Record<string, SemanticType> = {};
  for (const [key, s] of Object.entries(props)) {
    const prior = known?.[key];
    out[key] = prior !== undefined && splitName(key).words.join(' ') !== ctx.entity ? prior : semanticType(key, s && typeof s === 'object' ? s : {}, ctx);
  }
  return out;
}
