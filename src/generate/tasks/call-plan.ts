// One planned call: arguments chosen field by field with the phrase a user says for each, so the request can be
// written from what the user means and values are inferred from wording ("urgent", "next Friday", "the last five").
import { geometryOf } from '../../world/geo-values.js';
import type { CatalogTool, ExpectedCall, SemanticType } from '../../records/index.js';
import { hasFlag } from '../../records/index.js';
import { compileSchema } from '../../schema/ajv.js';
import { deriveSeed, type Rng } from '../../util/random.js';
import { VIRTUAL_WORKSPACE } from '../../servers/workspace.js';
import { speechProfile, type SpeechProfile } from '../../catalog/speech-profile.js';
import { asDetail, sayDateArgument, sayValue, type Said, type SayContext } from '../language/said.js';
import { namesTargets, sayAnything, sayObject, sayObjects, sayStrings, WRAPPER } from '../language/said-compound.js';
import { booleanPhrase, CONFIRM_FLAG } from '../language/enum-phrases.js';
import { keyWords } from '../../util/english.js';
import { emailFor, valueFor, type ValueRequest } from '../language/values.js';
import { CITIES, COMPANIES, PROJECTS } from '../language/banks.js';
import { personName } from '../language/texts.js';
import { contentSaid, flipHeld, linkSaid } from './call-said.js';
import { fakeValue, generateArguments, typeOfLeaf } from './args.js';
import { sayRecordBody } from './record-body.js';
import { isRecordBody } from '../../world/record-body.js';
import { chooseKeys } from './choose-keys.js';
import { orderSpans } from '../language/date-range.js';
import { joinFromTo, joinRepository } from '../language/said-repo.js';
import { listSeed, seedFileLines, type WorkspaceListing } from './workspace-files.js';
import type { World } from '../../world/world.js';
import { argumentsFor, defaultOf, QUERY_KEY } from '../../world/arguments.js';
import { IF_MATCH } from '../../world/model.js';
import type { Rec } from '../../world/filters.js';
import { graphTool } from '../../world/graph-tools.js';
import { envelopeOf, flatTool, holdsRecords, nestArgs } from '../../world/envelope.js';
import { requiredOf } from '../../world/field.js';
import { placedValues } from '../../world/run-products.js';
import { agreedFileTypes } from '../../world/file-types.js';

type Schema = Record<string, unknown>;

export interface PlannedCall {
  tool: CatalogTool;
  profile: SpeechProfile;
  call: ExpectedCall;
  /** One entry per argument, in schema order. */
  said: Said[];
}

export interface PlanOptions {
  rng: Rng;
  seed: number;
  /** The task's reference date. */
  ref: string;
  /** How many optional arguments to mention: none, a natural few (default), or every one. */
  optional?: 'none' | 'some' | 'all';
  /** The user's own username and email, for "assign it to me". */
  me?: { handle: string; email: string };
  /** The task's world: ids, scopes and queries then name records that exist there, and a call never contradicts
   * the record it names. Without it (or for a tool with a seeded workspace), values come from the banks alone. */
  world?: World;
  /** The world's record the call names (a lookup found it); one drawn from the seed when absent. */
  record?: Rec;
}

const READS = /(read|get|list|search|find|info|tree|open|show|fetch|view|describe|move|edit)/i;
const DIRECTORY = /(director|folder|tree|dir\b|_dir|-dir)/i;
const PAGING = /^(cursor|page_?token|next_?token|offset|page|after|before|start_?cursor)$/i;

function workspaceOf(tool: CatalogTool): { listing: WorkspaceListing; seed: string | undefined } | undefined {
  const src = tool.source as { workspace?: { seed?: string } };
  return src.workspace ? { listing: listSeed(src.workspace.seed), seed: src.workspace.seed } : undefined;
}

function props(tool: CatalogTool): Record<string, Schema> {
  return (tool.inputSchema.properties ?? {}) as Record<string, Schema>;
}

export function planCall(tool: CatalogTool, opts: PlanOptions): PlannedCall {
  // A tool that wraps its arguments in one request (envelope.ts) is asked for by the fields inside, as any tool's own
  // inputs are ("the feature flag beta-invoice-pdf in project mobile-app"), and called with them in their wrappers.
  if (envelopeOf(tool)) {
    const flat = planCall(flatTool(tool), opts);
    return { ...flat, tool, call: { ...flat.call, toolId: tool.id, arguments: nestArgs(tool, flat.call.arguments) } };
  }
  const profile = speechProfile(tool);
  const ws = workspaceOf(tool);
  const { rng } = opts;
  const ctx: SayContext = { rng, ref: opts.ref, action: profile.action, entity: profile.entity, verb: profile.verb, ...(ws ? { workspaceRoot: VIRTUAL_WORKSPACE } : {}), ...(opts.me ? { me: opts.me } : {}) };
  const readsExisting = hasFlag(tool, 'read_only') || READS.test(tool.name);
  const request = (key: string, schema: Schema, type: SemanticType): ValueRequest => ({
    key,
    schema,
    type,
    entity: profile.entity,
    rng,
    ref: opts.ref,
    ...(ws ? { workspace: ws.listing } : {}),
    readsExisting,
    // A path the schema says is a directory or a repository ("Path to the Git repository") is a folder, not a file.
    wantsDirectory: DIRECTORY.test(tool.name) || /dir|folder/i.test(key) || (['list', 'search'].includes(profile.action) && type === 'path') || (type === 'path' && /\b(director(y|ies)|folder|repo(sitory)?|workspace|working dir)\b/i.test(String(schema.description ?? '')) && !/\bfile\b/i.test(String(schema.description ?? ''))),
  });
  const leaf = (key: string, schema: Schema) => valueFor(request(key, schema, profile.params[key] ?? typeOfLeaf(key)));
  const said: Said[] = [];
  for (const key of chooseKeys(tool, profile, { rng, optional: opts.optional ?? 'some', me: Boolean(opts.me) })) {
    const schema = props(tool)[key] ?? {};
    const type = profile.params[key] ?? 'other';
    const s = sayArgument(key, schema, type, ctx, request, leaf, opts);
    // An optional flag set to its own default asks nothing ("and turn dry run off"); a switch of the call's plumbing is
    // off unless turned on ("turn exclude response off", "turn overwrite off").
    const atDefault = (v: boolean) => defaultOf(schema) === v || (!v && defaultOf(schema) === undefined && PLUMBING_SWITCH.test(key));
    if (s && !(typeof s.value === 'boolean' && !requiredOf(tool.inputSchema).includes(key) && atDefault(s.value))) said.push(s);
  }
  markTarget(said, profile);
  coherePeople(said, rng);
  for (const s of said) if (Array.isArray(s.value) && s.value.some((o) => o && typeof o === 'object' && ('relationType' in o || 'entityType' in o))) Object.assign(s, sayObjects(s.key, cohereGraph(s.value as Obj[], rng), ctx), { slot: s.slot });
  // A workspace server's files are its own; a memory server's graph file is written from the world (seed-real.ts).
  if (opts.world && (!ws || graphTool(tool))) {
    fromWorld(tool, profile, said, opts.world, opts.seed, ctx, opts.record);
    markTarget(said, profile);
  }
  // Coordinates the user gives are of a place (never the world's own record's, which stay as they are).
  if (!opts.record) placeSaid(said, rng, (s, v) => sayValue(s.key, v, profile.params[s.key] ?? (typeof v === 'number' ? 'number' : 'other'), ctx), tool.name);
  linkSaid(tool, said);
  // A file's contents are in its format (a JSON file holds JSON), unless the world gave them.
  if (!opts.record) contentSaid(said, rng, (key, v) => sayValue(key, v, profile.params[key] ?? 'free_text', ctx));
  orderSpans(said, ctx, (s, v) => sayValue(s.key, v, profile.params[s.key] ?? 'number', ctx));
  let args = Object.fromEntries(said.map((s) => [s.key, s.value]));
  if (ws?.seed) {
    const fitted = fitEdits(args, ws.seed, rng);
    // The edit now quotes a real line of the file: the words the user says must quote the same line.
    for (const [i, s] of said.entries()) if (fitted[s.key] !== args[s.key]) said[i] = { ...sayObjects(s.key, fitted[s.key] as Array<Record<string, unknown>>, ctx), slot: s.slot };
    args = fitted;
  }
  const validate = compileSchema(tool.inputSchema);
  if (validate && !validate.fn(args)) {
    // The field-by-field plan broke a cross-field rule (minProperties, dependencies): fall back to the world's
    // arguments (fitted to the whole schema), or the whole-schema faker.
    const bound = opts.world && !ws && opts.world.binding(tool) ? argumentsFor(tool, opts.world, opts.seed, opts.record ? { record: opts.record } : {}) : undefined;
    args = bound ?? generateArguments(tool.inputSchema, opts.seed, leaf);
    said.length = 0;
    for (const [k, v] of Object.entries(args)) said.push(sayAnything(k, v, profile.params[k] ?? 'other', ctx, Array.isArray(props(tool)[k]?.enum) ? (props(tool)[k]?.enum as unknown[]) : undefined));
    markTarget(said, profile);
  }
  // A go-ahead flag is the call's, not the request's: asking for the deletion gives it. Said, it read "with confirm
  // deletion off", and the call refused the deletion the user asked for.
  const goAhead = (s: Said) => CONFIRM_FLAG.test(s.key) && typeof s.value === 'boolean';
  for (const k of Object.keys(args)) if (CONFIRM_FLAG.test(k) && typeof args[k] === 'boolean') args[k] = true;
  // An If-Match header is the client's, not the user's: "*" (whatever version is current), never said. The requests
  // read "update the if match to W/\"44900952738024c8\"", an etag no person knows.
  for (const k of Object.keys(args)) if (IF_MATCH.test(k) && typeof args[k] === 'string') args[k] = '*';
  joinRepository(said, ctx);
  joinFromTo(said);
  return { tool, profile, call: { toolId: tool.id, arguments: args }, said: said.filter((s) => !goAhead(s) && !IF_MATCH.test(s.key)) };
}

const PLUMBING_SWITCH = /^(exclude|include|dry_?run|verbose|debug|force|overwrite|raw|full_?response)|(response|headers|output)$/i;
/** Actions whose call names one record: every value it gives must be the record's own. */
const NAMES_RECORD = new Set(['get', 'delete', 'control', 'execute', 'send', 'other']);

/** Values that must agree with the world: the record named (id, scope) and, for a call that names one, every field
 * of it; a search's words from a record that exists. Updates and creates keep the values the user asks for. */
function fromWorld(tool: CatalogTool, profile: SpeechProfile, said: Said[], world: World, seed: number, ctx: SayContext, record?: Rec): void {
  const b = world.binding(tool);
  if (!b) return;
  const args = argumentsFor(tool, world, seed, { optional: 1, ...(record ? { record } : {}) });
  // The record's own values are said as they are: never swapped for the user's handle ("assigned to me").
  const { me: _me, ...asIs } = ctx;
  const action = b.profile.action;
  const graph = graphTool(tool);
  for (const [i, s] of said.entries()) {
    const v = args[s.key];
    if (v === undefined) continue;
    // A knowledge graph's names, observations and relations are the graph's, except the new entities a create makes.
    const graphs = graph?.input === s.key && graph.op !== 'create_entities';
    const owned = graphs || s.key === b.idParam || b.scope.includes(s.key) || profile.params[s.key] === 'id' || ((action === 'list' || action === 'search') && QUERY_KEY.test(s.key)) || NAMES_RECORD.has(action);
    if (!owned || JSON.stringify(v) === JSON.stringify(s.value)) continue;
    const schema = props(tool)[s.key] ?? {};
    const type = profile.params[s.key] ?? 'other';
    // The graph's names are said as names ("Maya Chen and Northwind"), everything in words, never as JSON.
    const names = graphs && Array.isArray(v) && v.every((x) => typeof x === 'string');
    const fresh = names ? sayStrings(s.key, v, type, asIs, profile.action !== 'create') : sayAnything(s.key, v, type, asIs, Array.isArray(schema.enum) ? (schema.enum as unknown[]) : undefined);
    // A detail stays a detail, with its preposition: "in project 4821", not a second bare name.
    said[i] = s.slot === 'mod' && fresh.slot === 'target' ? asDetail(fresh, true) : { ...fresh, slot: s.slot };
  }
  // A required argument the plan left out (it could not say it) is still the world's; so is the id of the record a
  // call acts on, optional or not: "get the project" with no id asks a server for a record it cannot know.
  const names = (k: string) => k === b.idParam && (NAMES_RECORD.has(action) || action === 'update');
  for (const [k, v] of Object.entries(args)) if (!said.some((s) => s.key === k) && (requiredOf(tool.inputSchema).includes(k) || names(k))) said.push(sayAnything(k, v, profile.params[k] ?? 'other', asIs));
  if (action === 'update' && b.idParam) flipHeld(said, record ?? world.store(b).get(args[b.idParam]), (k, v) => (typeof v === 'boolean' ? sayValue(k, v, 'boolean', ctx) : sayValue(k, v, 'enum', ctx, props(tool)[k]?.enum as unknown[])), (k) => props(tool)[k]?.enum as unknown[] | undefined);
}

function sayArgument(key: string, schema: Schema, type: SemanticType, ctx: SayContext, request: (k: string, s: Schema, t: SemanticType) => ValueRequest, leaf: (k: string, s: Schema) => unknown, opts: PlanOptions): Said | undefined {
  const t = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if ((type === 'date' || type === 'datetime' || schema.format === 'date' || schema.format === 'date-time') && t === 'string' && !schema.pattern && !schema.enum) {
    return sayDateArgument(key, schema.format === 'date' ? 'date' : schema.format === 'date-time' ? 'datetime' : type === 'date' ? 'date' : 'datetime', ctx, String(schema.description ?? ''));
  }
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return sayValue(key, ctx.rng.pick(schema.enum), type, ctx, schema.enum);
  // A polygon is a ring of corners around a place, a line a short walk: not pairs of numbers drawn apart.
  const shape = geometryOf(schema, key, () => ctx.rng.next(), ctx);
  if (shape !== undefined) return sayAnything(key, shape, type, ctx);
  const seed = deriveSeed(opts.seed, key);
  if (t === 'array') {
    const items = (schema.items ?? {}) as Schema;
    if (items.type === 'object' || items.properties) {
      const v = fakeValue({ ...schema, minItems: Math.max(1, Number(schema.minItems ?? 1)), maxItems: Math.min(Number(schema.maxItems ?? 2), 2) }, seed, leaf);
      return Array.isArray(v) ? sayObjects(key, v as Array<Record<string, unknown>>, ctx) : undefined;
    }
    const min = Math.max(1, Number(schema.minItems ?? 1));
    const n = Math.min(Math.max(min, ctx.rng.int(1, 2)), Number(schema.maxItems ?? 3));
    const values: unknown[] = [];
    for (let i = 0; i < n * 3 && values.length < n; i++) {
      const v = valueFor(request(key, items, type)) ?? fakeValue(items, seed + i, leaf, key);
      if (v !== undefined && !values.some((x) => JSON.stringify(x) === JSON.stringify(v))) values.push(v);
    }
    if (values.length < min) return undefined;
    return sayStrings(key, values, type, ctx, namesTargets(type, ctx));
  }
  // A wrapper (Lark's path/params/data, LaunchDarkly's request) is its fields: "in app token 'data-pipeline'", never
  // "with path app token 'data-pipeline'; table id ...".
  if ((t === 'object' || schema.properties) && (isRecordBody(schema, key) || (WRAPPER.test(key) && !holdsRecords(schema)))) {
    const said = sayRecordBody(key, schema, ctx, (k, s, ty) => sayArgument(k, s, ty, ctx, request, leaf, opts));
    if (said) return said;
  }
  if (t === 'object' || schema.properties) {
    const v = fakeValue(schema, seed, leaf);
    return v && typeof v === 'object' ? sayAnything(key, v, type, ctx) : undefined;
  }
  const value = valueFor(request(key, schema, type)) ?? fakeValue(schema, seed, leaf);
  return value === undefined ? undefined : sayValue(key, value, type, ctx);
}

/** One target per call: the id parameter where the profile names one, else the first; other targets become details. */
function markTarget(said: Said[], profile: SpeechProfile): void {
  const targets = said.filter((s) => s.slot === 'target');
  if (targets.length <= 1) return;
  const keep = targets.find((s) => s.key === profile.idParam) ?? targets[0];
  for (const s of targets) if (s !== keep) said[said.indexOf(s)] = asDetail(s, profile.params[s.key] === 'id');
}

/** A trip's ends are of one town or region, and a latitude and a longitude said apart are one of the world's places. */
function placeSaid(said: Said[], rng: Rng, say: (s: Said, value: unknown) => Said, hint: string): void {
  const values = Object.fromEntries(said.map((s) => [s.key, s.value]));
  const placed = placedValues(values, () => rng.next(), hint);
  for (const [key, value] of Object.entries({ ...placed, ...agreedFileTypes({ ...values, ...placed }) })) {
    const k = said.findIndex((s) => s.key === key);
    said[k] = { ...say(said[k] as Said, value), slot: (said[k] as Said).slot };
  }
}

/** A contact's email belongs to that contact: "Maya Chen" gets maya.chen@..., not someone else's address. */
function coherePeople(said: Said[], rng: Rng): void {
  const person = said.find((s) => typeof s.value === 'string' && /^[A-Z][\p{L}]+ [A-Z][\p{L}]+$/u.test(s.value) && /name|contact|person|requester|owner/i.test(s.key));
  const company = said.find((s) => /company|organi/i.test(s.key) && typeof s.value === 'string');
  for (const s of said) {
    if (!person || typeof s.value !== 'string' || !/@/.test(s.value) || !/e-?mail/i.test(s.key)) continue;
    const next = emailFor(rng, person.value as string, company?.value as string | undefined);
    s.text = s.text.split(s.value).join(next);
    s.reply = s.reply.split(s.value).join(next);
    if (s.change) s.change = s.change.split(s.value).join(next);
    s.value = next;
  }
}

type Obj = Record<string, unknown>;

/** Knowledge-graph records that make sense: a person works at a company, a company is an organization. */
function cohereGraph(items: Obj[], rng: Rng): Obj[] {
  const kindOf = (name: string) => (/^Project /.test(name) ? 'project' : COMPANIES.includes(name) ? 'organization' : CITIES.some(([c]) => c === name) ? 'place' : /^[A-Z][\p{L}]+ [A-Z][\p{L}]+$/u.test(name) ? 'person' : 'project');
  return items.map((o) => {
    const out = { ...o };
    if (typeof out.name === 'string' && 'entityType' in out) Object.assign(out, { entityType: kindOf(out.name) }, Array.isArray(out.observations) ? { observations: [...new Set(out.observations)] } : {});
    if ('relationType' in out && 'from' in out && 'to' in out) {
      const [rel, to] = rng.pick([
        ['works_at', rng.pick(COMPANIES)],
        ['manages', personName(rng)],
        ['reports_to', personName(rng)],
        ['based_in', rng.pick(CITIES)[0]],
        ['leads', `Project ${rng.pick(PROJECTS)}`],
        ['collaborates_with', personName(rng)],
      ] as Array<[string, string]>);
      Object.assign(out, { from: personName(rng), relationType: rel, to });
    }
    return out;
  });
}

/** edit_file-style edits must quote a line the file really has, or the edit fails for a reason nobody asked for. */
function fitEdits(args: Record<string, unknown>, seed: string, rng: Rng): Record<string, unknown> {
  const path = typeof args.path === 'string' ? args.path : undefined;
  const edits = Object.entries(args).find(([, v]) => Array.isArray(v) && v.length > 0 && typeof v[0] === 'object' && v[0] && Object.keys(v[0]).some((k) => /^old/i.test(k)));
  if (!path || !edits) return args;
  const lines = seedFileLines(seed, path).filter((l) => l.trim().length > 3);
  if (lines.length === 0) return args;
  const [key, list] = edits as [string, Array<Record<string, unknown>>];
  const line = rng.pick(lines);
  const first = { ...list[0] };
  const oldK = Object.keys(first).find((k) => /^old/i.test(k)) as string;
  const newK = Object.keys(first).find((k) => /^new/i.test(k));
  first[oldK] = line;
  if (newK) first[newK] = /\d+/.test(line) ? line.replace(/\d+/, (d) => String(Number(d) + rng.int(1, 9))) : `${line} (updated)`;
  return { ...args, [key]: [first] };
}
