// How to speak of a tool, for the task writer and the answer writer alike: action, verb, entity (and its plural),
// system, a semantic type per parameter. The catalog's profile (src/profile, `tool.profile`) wins; without one, a small
// fallback reads the name, title, schema and annotations. The fallback is a seam, not a rival profiler.
import type { CatalogTool, SemanticType, ToolAction, ToolProfile } from '../records/index.js';
import { isDestructive, hasFlag } from '../records/index.js';
import { keyWords, pluralise, singularise } from '../util/english.js';

export interface SpeechProfile {
  action: ToolAction;
  /** Base-form verb a person would use for it ("list", "read", "toggle"). */
  verb: string;
  entity: string;
  entityPlural: string;
  /** The product acted on, as a person names it ("the support desk", "the knowledge graph"). */
  system: string;
  params: Record<string, SemanticType>;
  idParam?: string;
  reversible: boolean;
  /** True when the catalog carried a derived profile; false for the fallback below. */
  fromCatalog: boolean;
}

/** Verbs by the action they mean; the first word of a tool name that is one of these is its verb. */
const VERBS: Record<string, [ToolAction, string]> = {};
const add = (action: ToolAction, words: string, canonical?: string) => {
  for (const w of words.split(' ')) VERBS[w] = [action, canonical ?? w];
};
add('list', 'list enumerate browse');
add('list', 'ls', 'list');
add('search', 'search find query lookup');
add('get', 'get read fetch show view describe open retrieve download inspect check');
add('create', 'create add new make insert upload register write generate build');
add('update', 'update edit modify set rename patch change move replace apply assign merge');
add('delete', 'delete remove destroy drop purge clear cancel');
add('send', 'send email notify reply forward publish share post');
add('execute', 'run execute exec trigger invoke launch deploy simulate');
add('control', 'toggle enable disable start stop restart pause resume click navigate press scroll close');
add('compute', 'compute calculate sum convert count analyze analyse compress gzip encode format validate');
add('other', 'echo');
add('other', 'think thinking', 'think through');

function typeOf(key: string, schema: Record<string, unknown>): SemanticType {
  const k = key.toLowerCase();
  const t = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (Array.isArray(schema.enum)) return 'enum';
  if (t === 'boolean') return 'boolean';
  if (t === 'array') {
    const items = (schema.items ?? {}) as Record<string, unknown>;
    return items.type === 'object' ? 'json' : typeOf(key.replace(/s$/, ''), items);
  }
  if (t === 'object') return 'json';
  const about = typeof schema.description === 'string' ? schema.description : '';
  if (/(^|_)id$|[a-z]Id$/.test(key)) return 'id';
  if (t === 'integer' || t === 'number') {
    if (/(amount|price|cost|budget|salary|fee)$/.test(k)) return 'money';
    if (/(limit|count|max|top|size|num|number|head|tail|lines|depth|steps|total|quantity|days|hours|minutes|seconds|duration|retention|^n|^k|page|width|height)/.test(k)) return 'count';
    return 'number';
  }
  const format = typeof schema.format === 'string' ? schema.format : '';
  if (format === 'email' || /e-?mail/.test(k)) return 'email';
  if (/^(uri|url|iri)/.test(format) || /(url|uri|link|href|website|homepage)$/.test(k) || /^(URL|URI)\b|\b(URL|URI) (of|or|to)\b/.test(about)) return 'url';
  if (/\bname of the (output |new )?file\b|\bfile ?name\b/i.test(about)) return 'path';
  if (format === 'date-time' || /(_at|At|time|start|end|timestamp)$/.test(key)) return 'datetime';
  if (format === 'date' || /(date|day|deadline|due|birthday)$/.test(k)) return 'date';
  if (/(^|_)(id|uuid|key|slug)$|[a-z]Id$/.test(key) || k === 'id') return 'id';
  if (/(path|file|filename|dir|directory|folder|source|destination|volume)$/.test(k)) return 'path';
  if (/(query|search|^q$|keyword|term|pattern|filter)/.test(k)) return 'query';
  if (/(title|subject|heading|summary|label)$/.test(k)) return 'title';
  if (/(name|username|assignee|owner|author|requester|from|to|user|company|organization|organisation)$/.test(k)) return 'name';
  if (/(message|body|content|text|description|comment|note|thought|reason|observation|prompt|data)s?$/.test(k)) return 'free_text';
  if (/country/.test(k)) return 'country';
  if (/(city|location|place|region)$/.test(k)) return 'city';
  if (/(lang|language|locale)$/.test(k)) return 'language';
  if (/currency/.test(k)) return 'currency';
  if (/(phone|mobile|tel)$/.test(k)) return 'phone';
  if (/colou?r/.test(k)) return 'color';
  if (/(code|script|snippet|command|sql|expression)$/.test(k)) return 'code';
  if (/(json|payload|config|metadata)$/.test(k)) return 'json';
  return 'other';
}

export function paramTypes(tool: CatalogTool): Record<string, SemanticType> {
  const props = (tool.inputSchema.properties ?? {}) as Record<string, Record<string, unknown>>;
  return Object.fromEntries(Object.entries(props).map(([k, s]) => [k, typeOf(k, s ?? {})]));
}

/** "Synthetic support desk" -> "the support desk"; "Everything Reference Server" -> "the Everything server". */
function systemOf(tool: CatalogTool): string {
  // A description that names where it acts ("in the knowledge graph") names the system better than a server id.
  const named = tool.description.match(/\b(?:in|from|to|of|on) the ((?:[a-z]+ ){0,2}(?:graph|store|database|drive|calendar|tracker|desk|wiki|repository|file ?system|inbox|workspace|board))\b/i);
  if (named) return `the ${(named[1] as string).toLowerCase()}`;
  const title = tool.server.title ?? tool.serverId;
  const synthetic = title.match(/^Synthetic (.+)$/);
  if (synthetic) return `the ${synthetic[1]}`;
  const words = title.replace(/\b(MCP|Reference|Server|Tool)s?\b/gi, '').trim();
  return `the ${words || keyWords(tool.serverId)} server`;
}

function nameWords(tool: CatalogTool): string[] {
  const words = keyWords(tool.name).toLowerCase().split(' ').filter(Boolean);
  // A name that is one run-together word ("sequentialthinking") says less than the title ("Sequential Thinking").
  if (words.length === 1 && tool.title && (words[0] as string).length > 12) return keyWords(tool.title).toLowerCase().replace(/\b(tool|deprecated)\b/g, '').trim().split(/\s+/);
  return words;
}

function fallback(tool: CatalogTool): SpeechProfile {
  const words = nameWords(tool);
  const server = new Set(keyWords(tool.serverId).toLowerCase().split(' '));
  // The verb is the first known verb among the first three words (namespaces come first: "hosting_list_domains").
  const at = words.slice(0, 3).findIndex((w) => VERBS[w] !== undefined && (w !== 'thinking' || words.length > 1));
  const params = paramTypes(tool);
  let action: ToolAction;
  let verb: string;
  let rest: string[];
  if (at >= 0) {
    [action, verb] = VERBS[words[at] as string] as [ToolAction, string];
    rest = words.slice(at + 1);
  } else {
    const readOnly = hasFlag(tool, 'read_only') || tool.annotations?.readOnlyHint === true;
    [action, verb] = readOnly ? ['get', 'get'] : ['other', 'use'];
    rest = words;
  }
  // "list_directory_with_sizes" -> "directory"; words after "with"/"as"/"by" qualify rather than name the entity.
  const cut = rest.findIndex((w) => ['with', 'as', 'by', 'from', 'for', 'in', 'to'].includes(w));
  if (cut > 0) rest = rest.slice(0, cut);
  rest = rest.filter((w) => !['tool', 'the', 'a'].includes(w));
  // A server's own name repeated before the entity is a namespace ("memory_create_entities"), unless it is all there is.
  const trimmed = rest.filter((w, i) => !(server.has(w) && i < rest.length - 1 && at < 0));
  const firstRequired = ((tool.inputSchema.required ?? []) as string[])[0];
  // An adjective left alone ("sequential") names no thing: the first required input does.
  const noun = trimmed.length === 1 && /.{4}(ial|ual|ntal|ical|tial|ive|ous)$/.test(trimmed[0] as string) ? '' : trimmed.join(' ');
  const whole = noun || (firstRequired ? keyWords(firstRequired).toLowerCase() : 'result');
  // "toggle subscriber updates" acts on the updates; only things one lists, gets or deletes are counted one by one.
  const entity = ['control', 'other', 'execute'].includes(action) ? whole : singularise(whole);
  const required = Array.isArray(tool.inputSchema.required) ? (tool.inputSchema.required as string[]) : [];
  const idParam = required.find((k) => params[k] === 'id') ?? (['get', 'update', 'delete'].includes(action) ? required.find((k) => ['name', 'path'].includes(params[k] ?? '')) : undefined);
  const irreversible = action === 'delete' || action === 'send' || /\b(permanent(ly)?|irreversibl[ey]|cannot be (undone|restored|recovered)|overwrit(e|es|ing))\b/i.test(tool.description);
  return {
    action,
    verb,
    entity,
    entityPlural: pluralise(entity),
    system: systemOf(tool),
    params,
    ...(idParam ? { idParam } : {}),
    reversible: !irreversible && !(isDestructive(tool) && action === 'delete'),
    fromCatalog: false,
  };
}

/** "Synthetic backup" -> "the backup"; "GitLab" stays; "knowledge graph" -> "the knowledge graph". */
function systemName(system: string): string {
  const s = system.replace(/^synthetic\s+/i, '');
  if (/^the\b/i.test(s)) return s;
  return /^[A-Z]/.test(s) && s === system ? s : `the ${s.charAt(0).toLowerCase()}${s.slice(1)}`;
}

// Names that start with a noun the profile took for the verb: requests read "could you distance the distance" and
// "can you directions the direction".
const NOUN_VERBS: Record<string, string> = { distance: 'measure', directions: 'get', geo: 'look up' };

function fromProfile(tool: CatalogTool, p: ToolProfile & { verb?: string; entityPlural?: string }): SpeechProfile {
  const base = fallback(tool);
  // "Open" writes a ticket ("open an issue") and reads a node (open_nodes): a tool that declares it only reads, named
  // by a verb that reads, is spoken of as a read whatever write the profile took the verb for.
  const reads = (p.action === 'create' || p.action === 'update') && VERBS[p.verb ?? '']?.[0] === 'get' && tool.annotations?.readOnlyHint === true;
  return {
    ...base,
    action: reads ? 'get' : p.action,
    verb: (p.verb && NOUN_VERBS[p.verb]) ?? p.verb ?? (p.action === base.action ? base.verb : p.action === 'other' ? base.verb : p.action),
    entity: p.entity,
    entityPlural: p.entityPlural ?? pluralise(p.entity),
    system: systemName(p.system),
    params: { ...base.params, ...p.params },
    ...(p.idParam ? { idParam: p.idParam } : {}),
    reversible: p.reversible,
    fromCatalog: true,
  };
}

/** The tool's profile for speaking about it: the catalog's where present, the fallback otherwise. */
export function speechProfile(tool: CatalogTool): SpeechProfile {
  let p = SPOKEN.get(tool);
  if (!p) SPOKEN.set(tool, (p = tool.profile ? fromProfile(tool, tool.profile) : fallback(tool)));
  return p;
}

// Read once per tool object (every answer about a tool reads it); held weakly, so it goes with the catalog. Callers
// only read a profile.
const SPOKEN = new WeakMap<CatalogTool, SpeechProfile>();
