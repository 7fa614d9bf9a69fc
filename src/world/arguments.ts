// Arguments for a call, drawn from the world the call will be played in: ids of records that exist, scopes they
// live in, queries their words answer, new values for updates. The API the task generators call.
import { recordless } from './recordless.js';
import type { CatalogTool } from '../records/index.js';
import { compileSchema } from '../schema/ajv.js';
import { deriveSeed } from '../util/random.js';
import { type Schema, propertiesOf, requiredOf, schemaType } from './field.js';
import type { Rec } from './filters.js';
import { CONTROL_PARAM, IF_MATCH, type ToolBinding } from './model.js';
import { fromSchema } from './schema-values.js';
import { placedValues } from './run-products.js';
import { agreedFileTypes } from './file-types.js';
import { bodyFields, bodyParamOf } from './record-body.js';
import { resolved } from './schema-resolve.js';
import { coerceId } from './store-fields.js';
import { valueFor } from './values.js';
import type { World } from './world.js';
import { graphArguments, graphTool } from './graph-tools.js';
import { envelopeOf, flatArgs, flatTool, nestArgs } from './envelope.js';
import { COPY_VERB, SOURCE_PARAM } from './copies.js';
import { featureIn, topicOf } from './title-bodies.js';
import { drawOf, emailOf } from './kind-values.js';
import { COMPANIES } from './people-places.js';
import { isBankPerson } from './store-ids.js';

export interface ArgumentOptions {
  /** Chance of filling an optional argument that is not needed (default 0.3). */
  optional?: number;
  /** The record the call should name (default: one drawn from the seed). */
  record?: Rec;
  /** Only what the schema requires (a chain's first list: no filter a real server's data might not match). */
  minimal?: boolean;
  /** The arguments of the call before (a chain's list): where it looked (owner, repo, project) this call looks too. */
  context?: Rec;
}

/** An input holding a search's words: the world's, the requests' and the parallel tasks' one reading of it. */
export const QUERY_KEY = /^(query|q|search|search_?query|keyword|keywords|term)$/i;
const LIMIT = /^(limit|per_?page|page_?size|max_?results|top|count)$/i;

/** A few words of the record a search should find: two words of its label, or of its first text when it is known by its
 * id (nameless-kinds: a code search was for '3259033'). */
function queryFrom(record: Rec, b: ToolBinding): string | undefined {
  const m = b.entity;
  const label = m.label !== m.idField ? record[m.label] : m.fields.map((f) => record[f.name]).find((v) => typeof v === 'string' && /\p{L}{3,}\s+\p{L}{3,}/u.test(v) && !/^https?:/.test(v));
  if (typeof label !== 'string') return undefined;
  // Words as a person types them into a search box: "Incident postmortem: login outage" -> "Incident postmortem".
  const words = label.split(/\s+/).map((w) => w.replace(/[^\p{L}\p{N}-]+$/u, '')).filter((w) => w.length >= 3 && !/^(the|and|for|with|from|when|after)$/i.test(w));
  return words.slice(0, 2).join(' ') || label;
}

/** Whether a record's value can stand as this argument (a scalar or a list of scalars of the schema's type). */
function fits(value: unknown, schema: Schema): boolean {
  if (value === undefined || value === null) return false;
  const s = resolved(schema);
  const t = schemaType(s);
  if (Array.isArray(s.enum)) return s.enum.includes(value);
  if (Array.isArray(value)) return t === 'array' && value.every((v) => typeof v !== 'object');
  if (typeof value === 'object') return false;
  return t === undefined || t === typeof value || (t === 'integer' && Number.isInteger(value));
}

/** A record's id as the input takes it: typed as the schema says, in a list when it takes several ("paths": [...]). */
function idArgument(id: unknown, schema: Schema): unknown {
  if (schemaType(schema) !== 'array') return coerceId(id, schema);
  const items = schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items) ? (schema.items as Schema) : {};
  return [coerceId(id, resolved(items))];
}

/** An arithmetic expression a person would ask a calculator. */
function expression(world: World): string {
  const f = world.faker;
  const [a, b, c] = [f.number.int({ min: 2, max: 250 }), f.number.int({ min: 2, max: 60 }), f.number.int({ min: 2, max: 12 })];
  return f.helpers.arrayElement([`${a} * ${b}`, `(${a} + ${b}) / ${c}`, `${a} * ${c} - ${b}`, `${a}^2`, `${a} / ${c}`]);
}

/** Scalar fields of the record an update can change, besides its id and scope. */
function changeable(b: ToolBinding, props: Record<string, Schema>): string[] {
  return Object.keys(props).filter((k) => k !== b.idParam && !b.scope.includes(k) && !CONTROL_PARAM.test(k) && ['string', 'number', 'integer', 'boolean'].includes(schemaType(resolved(props[k] ?? {})) ?? '') && b.profile.params[k] !== 'id');
}

/** A person's new address, theirs at another company: Karim Santos's email was changed to kjohnson@meridianfoods.com. */
function newEmailOf(record: Rec, world: World): string | undefined {
  const full = Object.entries(record).find(([k, v]) => PERSON_NAME.test(k) && isBankPerson(v))?.[1] as string | undefined;
  if (!full) return undefined;
  const d = drawOf(world.faker);
  const held = new Set(Object.values(record).filter((v) => typeof v === 'string' && v.includes('@')));
  const elsewhere = COMPANIES.filter((c) => c !== record.company);
  for (let i = 0; i < 4; i++) {
    const email = emailOf(d, full, d.pick(elsewhere));
    if (!held.has(email)) return email;
  }
  return undefined;
}
const PERSON_NAME = /^(full_?name|fullName|name|display_?name|displayName|contact_?name)$/;

/** Another record of the entity a move's destination names (another list, group or folder), else a fresh id. */
function elsewhere(world: World, b: ToolBinding, key: string, current: unknown, schema: Schema): unknown {
  const ref = b.entity.refs[key];
  const ids = (ref ? world.idsOf(ref) : undefined)?.filter((id) => String(id) !== String(current)) ?? [];
  return ids.length > 0 ? idArgument(world.faker.helpers.arrayElement(ids), schema) : draw(world, b, key, schema);
}

function draw(world: World, b: ToolBinding, key: string, schema: Schema, topic?: string): unknown {
  const ctx = world.valueContext(b.entity, topic);
  if (b.profile.action === 'compute' && /^(expression|expr|formula|equation|calculation|math)$/i.test(key)) return expression(world);
  if (IF_MATCH.test(key)) return '*';
  const type = b.profile.params[key];
  const s = resolved(schema);
  const t = schemaType(s);
  // A body of the record's fields (Graph's whole resource) sets one to three of those a person sets, not the resource.
  if (t === 'object' && key === bodyParamOf(b.tool)) return bodyValues(s, ctx);
  if (t === 'object' || t === 'array') return fromSchema(s, key, ctx, { optional: 0.4, maxItems: 2 }, undefined);
  return valueFor({ name: key, schema: s, type: type ?? 'other' }, ctx);
}

/** One to three fields of a record body, the core ones first, each drawn by its own type. */
function bodyValues(schema: Schema, ctx: ReturnType<World['valueContext']>): Rec {
  const fields = bodyFields(schema);
  const n = Math.min(fields.length, ctx.faker.number.int({ min: 1, max: 3 }));
  const out: Rec = {};
  for (const [k, fs] of ctx.faker.helpers.arrayElements(fields.slice(0, Math.max(n, 4)), n)) {
    out[k] = fromSchema(fs, k, ctx, { optional: 1, maxItems: 2 }, undefined);
  }
  return out;
}

/** An input's default: the schema's, else one its description states of a flag or a number ("Default false."). */
export function defaultOf(schema: Schema): unknown {
  if (schema.default !== undefined) return schema.default;
  const t = schemaType(schema);
  const said = typeof schema.description === 'string' ? /\bdefaults?(?: to|:| is)?\s+`?(true|false|-?\d+(?:\.\d+)?)`?(?=[\s.,;)]|$)/i.exec(schema.description)?.[1] : undefined;
  if (said === undefined) return undefined;
  if (t === 'boolean') return /^(true|false)$/i.test(said) ? said.toLowerCase() === 'true' : undefined;
  if (t === 'integer' || t === 'number') return /^-?\d/.test(said) ? Number(said) : undefined;
  return undefined;
}

/** Arguments for `tool` that satisfy its inputSchema and name what exists in `world`. */
export function argumentsFor(tool: CatalogTool, world: World, seed: number, options: ArgumentOptions = {}): Record<string, unknown> {
  // A tool that wraps its arguments (envelope.ts): drawn as the fields inside, given in the wrappers it takes.
  if (envelopeOf(tool)) return nestArgs(tool, argumentsFor(flatTool(tool), world, seed, { ...options, ...(options.context ? { context: flatArgs(tool, options.context) } : {}) }));
  const b = world.binding(tool);
  const input = resolved(tool.inputSchema);
  const props = propertiesOf(input);
  const required = new Set(requiredOf(input));
  if (!b) return {};
  // A knowledge graph's tools name its entities, observations and relations (a create, new ones).
  const graph = graphTool(tool);
  const named = graph ? graphArguments(world.graphOf(tool.serverId), graph, tool, seed, world.now) : undefined;
  if (named) return named;
  const store = world.store(b);
  const f = world.faker;
  f.seed(seed);
  // A navigation's url or a key press is no record of the world: its values are drawn for their fields alone.
  const record = recordless(b) ? undefined : (options.record ?? store.pick(f));
  // Drawing the record reseeds the faker (or not, when it was drawn before): start again from the call's own seed.
  f.seed(deriveSeed(seed, 'arguments'));
  const optional = options.optional ?? 0.3;
  const action = b.profile.action;
  // A copy names the record it copies (copies.ts): its source id is one the world has.
  const copies = action === 'create' && COPY_VERB.test(b.profile.verb ?? '');
  const names = record && (copies || ['get', 'update', 'delete', 'control', 'execute', 'other', 'list', 'search', 'send'].includes(action));
  const context = options.context ?? {};
  const carried = (key: string) => context[key] !== undefined && context[key] !== null && fits(context[key], props[key] ?? {});
  // An update changes its record, not where the record lives: a repo the list looked in is not a field to change.
  // A move's change is where the record goes; other updates change one or two of its fields.
  const updates = action === 'update' ? new Set(b.destinations.length > 0 ? b.destinations.slice(0, 1) : f.helpers.arrayElements(changeable(b, props).filter((k) => !carried(k)), { min: 1, max: 2 })) : new Set<string>();
  // A call's texts are about one thing: the record it names, or one subject of its own (a new issue's title and body).
  const topic = (record ? featureIn(record[b.entity.label]) : undefined) ?? topicOf(seed);
  const args: Rec = {};
  for (const [key, raw] of Object.entries(props)) {
    const schema = raw ?? {};
    if (options.minimal && !required.has(key)) continue;
    const want = required.has(key) || updates.has(key);
    const lists = action === 'list' || action === 'search';
    if (record && names && (key === b.idParam || (copies && SOURCE_PARAM.test(key)))) args[key] = idArgument(record[b.idKey], resolved(schema));
    else if (carried(key) && !(record && names && record[key] !== undefined)) args[key] = context[key];
    else if (record && names && b.scope.includes(key) && record[key] !== undefined) args[key] = coerceId(record[key], resolved(schema));
    else if (updates.has(key)) {
      let v = b.destinations.includes(key) ? elsewhere(world, b, key, record?.[key], resolved(schema)) : draw(world, b, key, schema, topic);
      for (let i = 0; i < 3 && record && JSON.stringify(v) === JSON.stringify(record[key]); i++) v = draw(world, b, key, schema, topic);
      args[key] = (record && b.profile.params[key] === 'email' ? newEmailOf(record, world) : undefined) ?? v;
    } else if (record && lists && QUERY_KEY.test(key)) {
      if (want || f.number.float() < 0.7) args[key] = queryFrom(record, b) ?? draw(world, b, key, schema, topic);
    } else if (lists && LIMIT.test(key) && !want) {
      if (f.number.float() < 0.4) args[key] = draw(world, b, key, schema, topic);
    } else if (action === 'update' && !want) {
      // An update names its record and what changes: restating a field it keeps reads as a change that changes nothing.
      continue;
    } else if (want || (!CONTROL_PARAM.test(key) && f.number.float() < (lists ? 0.3 : optional))) {
      // Any other field of the named record is given as the record has it: a call never contradicts what it names.
      // A value the record has but this input cannot take is left out rather than contradicted.
      const has = record && names && record[key] !== undefined && record[key] !== null;
      if (has && fits(record[key], schema)) args[key] = record[key];
      else if (!has || want) args[key] = draw(world, b, key, schema, topic);
      // An optional input given its own default asks nothing ("with dangerous off", includeProcess false): left out.
      const fallback = defaultOf(resolved(schema));
      if (!want && fallback !== undefined && JSON.stringify(args[key]) === JSON.stringify(fallback)) delete args[key];
    }
    // A conversion from a zone, unit or currency to the same one asks nothing: the target differs from the source.
    const source = /^(to|target)/i.test(key) ? Object.keys(args).find((k) => k !== key && /^(from|source)/i.test(k) && k.replace(/^(from|source)_?/i, '').toLowerCase() === key.replace(/^(to|target)_?/i, '').toLowerCase()) : undefined;
    for (let i = 0; i < 4 && source && JSON.stringify(args[key]) === JSON.stringify(args[source]); i++) args[key] = draw(world, b, key, schema, topic);
  }
  Object.assign(args, placedValues(args, () => f.number.float(), tool.name, record));
  Object.assign(args, agreedFileTypes(args, record));
  return fitInput(tool, args, world, b, deriveSeed(seed, 'fit'));
}

/** Arguments refitted until the inputSchema accepts them: values it rejects are drawn again from the schema alone. */
function fitInput(tool: CatalogTool, args: Rec, world: World, b: ToolBinding, seed: number): Rec {
  const check = compileSchema(tool.inputSchema);
  // Not ajv's type guard: narrowing a record to `unknown` would lose its type.
  const valid = (v: Rec): boolean => (check ? (check.fn(v) as boolean) : true);
  if (!check || valid(args)) return args;
  const props = propertiesOf(resolved(tool.inputSchema));
  const required = new Set(requiredOf(resolved(tool.inputSchema)));
  const ctx = world.valueContext(b.entity);
  world.faker.seed(seed);
  let out = { ...args };
  for (let attempt = 0; attempt < 3; attempt++) {
    const bad = new Set((check.fn.errors ?? []).map((e) => e.instancePath.split('/')[1] ?? (e.params as { additionalProperty?: string }).additionalProperty ?? '').filter(Boolean));
    for (const e of check.fn.errors ?? []) if (e.keyword === 'required') bad.add((e.params as { missingProperty: string }).missingProperty);
    const body = bodyParamOf(tool);
    for (const key of bad) {
      if (!(key in props)) delete out[key];
      // A body refitted is a few of its fields again, not the whole resource drawn from its schema.
      else if (key === body && attempt < 2) out[key] = bodyValues(resolved(props[key] ?? {}), ctx);
      else out[key] = fromSchema(props[key] ?? {}, key, ctx, { optional: attempt === 0 ? 0.4 : 1, maxItems: 2 });
    }
    if (valid(out)) return out;
  }
  // Last resort: only what the schema requires, drawn from it alone.
  out = Object.fromEntries([...required].filter((k) => k in props).map((k) => [k, fromSchema(props[k] ?? {}, k, ctx, { optional: 1, maxItems: 2 })]));
  return valid(out) ? out : args;
}
