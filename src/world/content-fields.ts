// What a record of a hollow entity holds. An entity's fields come from the tools around it; when they give nothing but
// its id and name (no outputSchema, no create or update inputs), a read returned {"id", "name", timestamps}: npm-real's
// fetch_url, tavily_extract and slack_get_channel_history gave no content, brave_local_search places no address and
// maps_elevation no elevation (29% of its get, list and search results). Such an entity gets the fields its own
// words call for, drawn like any other field (by semantic type, within the ranges given here).
import type { SemanticType } from '../records/index.js';
import { nameWords, type FieldSpec, type Schema } from './field.js';

type Draft = [name: string, type: SemanticType, schema: Schema];

const text = (name: string): Draft => [name, 'free_text', { type: 'string' }];
const num = (name: string, minimum: number, maximum: number, integer = false): Draft => [name, integer ? 'count' : 'number', { type: integer ? 'integer' : 'number', minimum, maximum }];
const choice = (name: string, values: string[]): Draft => [name, 'enum', { type: 'string', enum: values }];
const typed = (name: string, type: SemanticType): Draft => [name, type, { type: 'string', ...(type === 'url' ? { format: 'uri' } : type === 'email' ? { format: 'email' } : {}) }];

// The first rule whose words end the entity's words wins. A weather record's name is already its conditions ("Partly
// cloudy") and a screenshot's its file name, so neither gets a second one to disagree with.
const RULES: Array<[RegExp, Draft[]]> = [
  [/\b(screenshot|screenshots|image|images|photo|capture|thumbnail)$/, [num('width', 640, 1920, true), num('height', 480, 1200, true), num('size_bytes', 40_000, 2_400_000, true)]],
  [/\b(elevation|elevations|altitude)$/, [num('elevation_meters', -20, 3200), num('resolution_meters', 1, 150)]],
  [/\b(weather|forecast|forecasts|condition|conditions|weather summary)$/, [num('temperature_celsius', -15, 38), num('humidity_percent', 20, 95, true), num('wind_speed_kmh', 0, 60)]],
  [/\b(health|status|instance info|service status|diagnostics|info)$/, [choice('status', ['ok', 'degraded']), typed('version', 'code'), num('uptime_seconds', 60, 2_600_000, true)]],
  [/\b(place|places|business|businesses|local|venue|poi|location result)$/, [typed('address', 'other'), num('rating', 3, 5), typed('phone', 'phone')]],
  [/\b(user|users|member|members|follower|followers|people|person|contact|profile|whoami|self|me|current user|account)$/, [typed('email', 'email'), choice('role', ['admin', 'member', 'guest'])]],
  // A browser console's message is its line (its name): no author, no second text to disagree with it.
  [/\bconsole (message|messages|log|logs|entry|entries)$/, []],
  [/\b(post|posts|message|messages|comment|comments|reply|replies|history|thread|tweet|story)$/, [text('text'), typed('author', 'name')]],
  [/\b(page|pages|web page|url|urls|article|articles|content|html|markdown|document|docs|doc|documentation|readme|extract|crawl|result|results|search|search result|knowledge|snippet)$/, [text('content'), num('word_count', 80, 2400, true)]],
  [/\b(channel|channels|workspace|workspaces|team|teams|group|groups|organization|organizations|space|spaces|subreddit|subreddits|community|communities)$/, [num('member_count', 2, 180, true), choice('visibility', ['public', 'private'])]],
  // Latency and failures are what performance says; monday's automation statistics and a sprint's summary had a p95.
  [/\b(performance|latency|metric|metrics|dashboard summary)$/, [num('count', 1, 5000, true), num('p95_ms', 40, 4200, true), num('failure_rate', 0, 0.2)]],
  [/\b(stats|stat|statistics|usage|insight|insights|summary)$/, [num('total', 1, 5000, true), num('this_week', 0, 400, true)]],
  [/\b(log|logs|console|event|events|trace|traces)$/, [choice('level', ['info', 'warning', 'error']), text('message')]],
  [/\b(analysis|investigation|rca|feedback|review|report|audit|assessment)$/, [choice('status', ['completed', 'in_progress']), text('summary')]],
  [/\b(deployment|deployments|instance|instances|cluster|clusters|service|services|application|applications|app|apps|model|models|node|nodes|vps|datacenter|container|containers|firewall|engine)$/, [choice('status', ['running', 'stopped', 'deploying']), typed('region', 'other'), typed('version', 'code')]],
  [/\b(template|templates|example|examples|demo|demos|snippet|snippets|pattern|patterns|component|components|block|blocks)$/, [text('description'), choice('language', ['typescript', 'python', 'markdown', 'json'])]],
  [/\b(file|files|export|exports|attachment|attachments|backup|backups|archive|artifact|artifacts)$/, [typed('path', 'path'), num('size_bytes', 512, 48_000_000, true)]],
  // A commit's name is its message already.
  [/\b(commit|commits)$/, [typed('author', 'name'), num('additions', 0, 400, true), num('deletions', 0, 200, true)]],
  [/\b(discussion|discussions|note|notes|todo|todos)$/, [text('body'), typed('author', 'name')]],
  [/\b(diff|diffs|file diff|blame|conflict|conflicts|change|changes)$/, [typed('path', 'path'), num('additions', 0, 180, true), num('deletions', 0, 120, true)]],
  [/\b(snapshot|snapshots|heapsnapshot|visible text|text|process output|output|css style|style|styles)$/, [text('content')]],
  [/\b(directory|directories|tree|repository tree|folder)$/, [typed('path', 'path'), num('entries', 1, 60, true)]],
  [/\b(pipeline|pipelines|build|builds|run|runs|job|jobs|workflow|workflows)$/, [choice('status', ['success', 'failed', 'running']), num('duration_seconds', 12, 1800, true)]],
  [/\b(version|versions|release|releases|package|packages|library|libraries)$/, [typed('version', 'code'), text('description')]],
  [/\b(project|projects|repository|repositories|repo|repos|codebase|appproject)$/, [text('description'), choice('visibility', ['private', 'internal', 'public'])]],
  [/\b(database|databases|collection|collections|datasource|datasources|index|indexes|indices|table|tables|spreadsheet|drive|catalog)$/, [num('size_bytes', 40_000, 9_000_000_000, true), num('record_count', 10, 250_000, true)]],
  [/\b(balance|balances)$/, [num('amount', 0, 25_000), typed('currency', 'currency')]],
  [/\b(invoice|invoices|receivable|payable|order|orders)$/, [num('amount', 12, 9_800), typed('currency', 'currency'), choice('status', ['paid', 'open', 'overdue'])]],
  [/\b(crash|crashes|error|errors|alert|alerts|occurrence|occurrences)$/, [choice('level', ['error', 'warning']), text('message'), num('count', 1, 480, true)]],
  [/\b(credential|credentials|token|tokens|secret|secrets|api key|api keys|access key|access keys)$/, [choice('status', ['active', 'revoked']), typed('expires_at', 'datetime')]],
  [/\b(reaction|reactions)$/, [typed('emoji', 'other'), typed('user', 'name')]],
  [/\b(request|requests|response|responses|call|calls)$/, [choice('method', ['GET', 'POST', 'PUT', 'DELETE']), num('status_code', 200, 503, true), num('duration_ms', 12, 2_400, true)]],
  [/\b(item|items|entry|entries)$/, [choice('status', ['open', 'done']), text('description')]],
  // What an assistant or a reader answers: a question's answer, an explanation, a summary of a search, a suggestion.
  [/\b(question|questions|explanation|explanations|answer|answers|summarizer|llm context|suggestion|suggestions)$/, [text('answer'), typed('source', 'url')]],
  [/\b(code|codes|code result|code results)$/, [typed('path', 'path'), ['snippet', 'code', { type: 'string' }]]],
  [/\bweek year$/, [num('week', 1, 52, true), num('year', 2025, 2027, true)]],
  [/\b(structured data|data)$/, [text('content')]],
  [/\b(tab|tabs|session|sessions|window|windows)$/, [typed('url', 'url'), choice('status', ['open', 'closed'])]],
];


const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Fields a hollow entity's records hold, by its words; none when its words call for nothing here (a generic description
 * drawn for the rest said "Steps to reproduce: ..." of a namespace). `taken` are the names it already has, `camelCase`
 * whether its keys are written so. */
function contentFields(entity: string, taken: ReadonlySet<string>, camelCase: boolean): FieldSpec[] {
  const drafts = RULES.find(([re]) => re.test(entity))?.[1] ?? [];
  // A field it has under a longer name is not drawn again apart: a blame's "file_path" is its "path".
  const heads = new Set([...taken].map((n) => nameWords(n).at(-1)));
  return drafts.filter(([name]) => !heads.has(nameWords(name).at(-1))).map(([name, type, schema]) => ({ name: camelCase ? camel(name) : name, type, schema, content: true as const }));
}

/** The content fields of an entity whose own fields (`kept`: its tools' inputs and outputs) hold at most one that is
 * neither an id, a flag, a count, a choice nor a knob (`knob`); `room` caps its fields as the model does. */
export function hollowContent(entity: string, kept: readonly FieldSpec[], own: readonly string[], camelCase: boolean, room: number, knob: RegExp): FieldSpec[] {
  const substantive = kept.filter((f) => !['id', 'boolean', 'count', 'enum'].includes(f.type) && !knob.test(f.name));
  if (substantive.length > 1) return [];
  return contentFields(entity, new Set([...own, ...kept.map((f) => f.name)]), camelCase).slice(0, Math.max(0, room - kept.length));
}
