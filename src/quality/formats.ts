// The format a value must have, from its schema (format, pattern) or from what its field's name promises ("email",
// "country_code", "timeZone", "ipAddress"), and whether the value keeps it. Names are read as words, camelCase too;
// a name is read only where it leaves no doubt ("language" may be a programming language, "lang" may not).
import { keyWords } from '../util/english.js';

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ISO_DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[T ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

const COUNTRY_ALIASES = ['united states of america', 'usa', 'uk', 'great britain', 'england', 'scotland', 'wales', 'turkey', 'czech republic', 'hong kong', 'macao', 'myanmar', 'congo', 'ivory coast', 'south korea', 'north korea', 'russia', 'vatican city', 'the netherlands', 'holland'];
const CSS_COLORS = 'black silver gray grey white maroon red purple fuchsia green lime olive yellow navy blue teal aqua orange aliceblue antiquewhite aquamarine azure beige bisque blanchedalmond blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen gainsboro ghostwhite gold goldenrod greenyellow honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow limegreen linen magenta mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite oldlace olivedrab orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue rebeccapurple rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna skyblue slateblue slategray slategrey snow springgreen steelblue tan thistle tomato turquoise violet wheat whitesmoke yellowgreen transparent'.split(' ');

/** Country names as English speakers write them ("Bosnia & Herzegovina" and "Bosnia and Herzegovina" alike). */
function countryNames(): Set<string> {
  const names = new Set(COUNTRY_ALIASES);
  const display = new Intl.DisplayNames(['en'], { type: 'region' });
  for (let a = 65; a < 91; a++) {
    for (let b = 65; b < 91; b++) {
      const code = String.fromCharCode(a, b);
      const name = display.of(code);
      if (name && name !== code) names.add(name.toLowerCase().replace(/&/g, 'and'));
    }
  }
  return names;
}

function validTimeZone(v: string): boolean {
  if (/^(UTC|GMT|Z)$|^(UTC|GMT)?[+-]\d{1,2}(:?\d{2})?$/i.test(v) || /^[A-Z][A-Za-z .]+ (Standard|Daylight) Time$/.test(v)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: v });
    return /[/]/.test(v) || /^[A-Z]{3,5}$/.test(v);
  } catch {
    return false;
  }
}

function matchesPattern(pattern: string, v: string): boolean | undefined {
  try {
    return new RegExp(pattern, 'u').test(v);
  } catch {
    return undefined;
  }
}

/**
 * The checks a run's figures apply. Lists and sets are built once per checker: a checker belongs to the quality
 * collector of one run (no module-level state).
 */
export class FormatChecker {
  private readonly countries = countryNames();
  private readonly currencies = new Set(Intl.supportedValuesOf('currency'));
  private readonly colors = new Set(CSS_COLORS);
  private readonly regions = new Intl.DisplayNames(['en'], { type: 'region' });

  private readonly checks: Record<string, (v: string) => boolean> = {
    email: (v) => /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(v),
    uri: (v) => /^[a-z][a-z0-9+.-]*:[^\s]+$/i.test(v),
    url: (v) => /^https?:\/\/[^\s/]+\.[^\s]+$|^https?:\/\/localhost[:/]/i.test(v),
    /** An "image url" is a picture's address or a container image's registry path ("gcr.io/cloudrun/hello:latest"). */
    'image-url': (v) => this.checks.url?.(v) === true || /^([a-z0-9-]+\.)+[a-z]{2,}(:\d+)?\/[a-z0-9._\/-]+(:[\w.-]+)?(@sha256:[0-9a-f]{64})?$/.test(v),
    date: (v) => ISO_DATE.test(v),
    'date-time': (v) => ISO_DATE_TIME.test(v),
    /** A field named like a date or a time takes either, or an epoch timestamp where the name says timestamp. */
    'date-or-time': (v) => ISO_DATE.test(v) || ISO_DATE_TIME.test(v),
    timestamp: (v) => ISO_DATE.test(v) || ISO_DATE_TIME.test(v) || /^\d{10}(\d{3})?(\.\d+)?$/.test(v),
    uuid: (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
    ipv4: (v) => /^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)(\/\d{1,2})?$/.test(v),
    hostname: (v) => /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}\.?(:\d{1,5})?$/i.test(v) || /^localhost(:\d+)?$/.test(v),
    phone: (v) => /^\+?[\d\s().-]+$/.test(v) && (v.match(/\d/g) ?? []).length >= 7 && (v.match(/\d/g) ?? []).length <= 15,
    'country-code': (v) => (/^[A-Za-z]{2}$/.test(v) ? this.regions.of(v.toUpperCase()) !== v.toUpperCase() : /^[A-Z]{3}$/.test(v)),
    country: (v) => this.checks['country-code']?.(v) === true || this.countries.has(v.toLowerCase().replace(/&/g, 'and')),
    currency: (v) => this.currencies.has(v.toUpperCase()) && /^([A-Z]{3}|[a-z]{3})$/.test(v),
    'language-code': (v) => /^[a-z]{2,3}([-_]([A-Z]{2}|[a-z]{2}|[A-Z][a-z]{3}|\d{3}))*$/.test(v),
    timezone: validTimeZone,
    color: (v) => /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v) || /^(rgb|rgba|hsl|hsla)\([\d\s.,%]+\)$/i.test(v) || this.colors.has(v.toLowerCase().replace(/[\s_-]/g, '')),
    'mime-type': (v) => /^[a-z]+\/[a-z0-9][a-z0-9.+-]*(;.*)?$/i.test(v),
  };

  /** The formats a string value of field `key` must keep: its schema's format and pattern, else its name's. */
  formatsOf(key: string, schema: Record<string, unknown> | undefined): string[] {
    const s = schema ?? {};
    if (Array.isArray(s.enum) || s.const !== undefined) return [];
    const out: string[] = [];
    const format = typeof s.format === 'string' ? (s.format === 'uri-reference' || s.format === 'iri' ? undefined : s.format) : undefined;
    if (format && format in this.checks) out.push(format);
    if (typeof s.pattern === 'string') out.push('pattern');
    // The schema is the authority where it speaks: a name is read only for a string its schema leaves unconstrained.
    if (format || out.length > 0) return out;
    const named = formatByName(key);
    return named ? [named] : [];
  }

  /** Whether `value` keeps `format` (undefined when it cannot be judged: an invalid pattern). */
  keeps(format: string, value: string, schema: Record<string, unknown> | undefined): boolean | undefined {
    if (format === 'pattern') return matchesPattern(String(schema?.pattern), value);
    return this.checks[format]?.(value);
  }
}

/** The format a field's name promises, read as words ("ModelUUID" -> "model uuid" -> uuid). */
export function formatByName(key: string): string | undefined {
  const w = keyWords(key).toLowerCase();
  if (/(^| )e ?mails?( address(es)?)?$/.test(w)) return 'email';
  if (/(^| )image (url|uri)$/.test(w)) return 'image-url';
  if (/(^| )(urls?|uris?|website|homepage|webhook url)$/.test(w)) return 'url';
  if (/(uuid|guid)s?$/.test(w)) return 'uuid';
  if (/(^| )(ip|ips|ipv4|ip address(es)?|ip addr)$/.test(w)) return 'ipv4';
  if (/(^| )(hostname|host name|domain|domains|domain name)$/.test(w)) return 'hostname';
  if (/(^| )(phone|mobile|telephone|fax)( number)?$/.test(w)) return 'phone';
  if (/(^| )country (code|iso|iso code)$|(^| )country$/.test(w)) return /code|iso/.test(w) ? 'country-code' : 'country';
  if (/(^| )currency( code)?$/.test(w)) return 'currency';
  if (/(^| )(lang|locale|language code)$/.test(w)) return 'language-code';
  if (/(^| )(time ?zone|tz)$/.test(w)) return 'timezone';
  if (/(^| )(colou?r|background colou?r|hex colou?r)$/.test(w)) return 'color';
  if (/(^| )(mime type|content type|media type)$/.test(w)) return 'mime-type';
  if (/(^| )timestamp$/.test(w)) return 'timestamp';
  if (/(^| )(date|dates|datetime|date time|rfc3339)( (from|to|before|after|start|end))?$|(^| )(created|updated|modified|due|starts?|ends?|deleted|published|expires?) (at|on)( (before|after|from|to))?$|^(start|end) (date|datetime)$/.test(w)) return 'date-or-time';
  return undefined;
}

type Schema = Record<string, unknown>;

export interface TypedLeaf {
  key: string;
  value: string;
  /** The schema the value fills, as far as the tool's inputSchema describes it. */
  schema: Schema | undefined;
}

/** The schema a value fills among anyOf/oneOf/allOf branches: for an object, every branch's properties together. */
function branchFor(schema: Schema | undefined, value: unknown): Schema | undefined {
  if (!schema) return undefined;
  const parts = [schema, ...(['allOf', 'anyOf', 'oneOf'] as const).flatMap((k) => (Array.isArray(schema[k]) ? (schema[k] as Schema[]) : []))];
  if (parts.length === 1) return schema;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const properties = Object.assign({}, ...parts.map((p) => (p?.properties && typeof p.properties === 'object' ? p.properties : {})));
    return { ...schema, properties };
  }
  const want = Array.isArray(value) ? 'array' : typeof value === 'number' ? 'number' : typeof value;
  const fits = (p: Schema) => p.type === want || (Array.isArray(p.type) && p.type.includes(want)) || (want === 'number' && (p.type === 'integer' || (Array.isArray(p.type) && p.type.includes('integer'))));
  return parts.slice(1).find((p) => p && fits(p)) ?? schema;
}

/** Every string inside a call's arguments with the key that holds it and the schema describing it. */
export function typedLeaves(args: Record<string, unknown>, inputSchema: Schema | undefined): TypedLeaf[] {
  const out: TypedLeaf[] = [];
  const walk = (v: unknown, key: string, raw: Schema | undefined): void => {
    if (v === null || v === undefined) return;
    const schema = branchFor(raw, v);
    if (Array.isArray(v)) {
      const items = schema?.items && typeof schema.items === 'object' && !Array.isArray(schema.items) ? (schema.items as Schema) : undefined;
      v.forEach((x) => walk(x, key, items));
    } else if (typeof v === 'object') {
      const props = schema?.properties && typeof schema.properties === 'object' ? (schema.properties as Record<string, Schema>) : {};
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) walk(x, k, props[k]);
    } else if (typeof v === 'string') out.push({ key, value: v, schema });
  };
  const props = inputSchema?.properties && typeof inputSchema.properties === 'object' ? (inputSchema.properties as Record<string, Schema>) : {};
  for (const [k, v] of Object.entries(args)) walk(v, k, props[k]);
  return out;
}
