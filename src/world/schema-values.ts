// Whole values from a JSON Schema (objects, arrays, anyOf, allOf) with realistic leaves, and `conform`: the world's own
// data fitted to a schema, keeping what fits and drawing the rest.
import type { SemanticType } from '../records/index.js';
import { type FieldSpec, type Schema, inferType, propertiesOf, requiredOf, schemaType } from './field.js';
import { valueFor, type ValueContext } from './values.js';
import { memoized } from '../util/memo.js';
import { describedItems, resolved, resolvedOnce } from './schema-resolve.js';
import { geometryOf } from './geo-values.js';
import { itemKey, singularKey } from './item-keys.js';
import { bareString, freeMap, GEOMETRY, POLYGON } from './free-maps.js';

export interface DrawOptions {
  /** Chance of filling an optional property (arguments: low; results: every property). */
  optional: number;
  /** Most items an array gets. */
  maxItems?: number;
}

const MAX_DEPTH = 6;

// A leaf's field, made once per schema, name and place: its type is inferred once, and its plan found by identity.
// Found by place (parent and type) and then by name, so no key is spelt out for every value drawn.
const LEAVES = new WeakMap<Schema, Map<string, Map<string, FieldSpec>>>();

function leafOf(s: Schema, name: string, ctx: ValueContext, type: SemanticType | undefined, parent: string | undefined): FieldSpec {
  let byPlace = LEAVES.get(s);
  if (!byPlace) LEAVES.set(s, (byPlace = new Map()));
  const place = type === undefined ? (parent ?? '') : `${parent ?? ''}\u0000${type}`;
  let byName = byPlace.get(place);
  if (!byName) byPlace.set(place, (byName = new Map()));
  let f = byName.get(name);
  if (!f) byName.set(name, (f = { name, schema: s, type: type ?? (ctx.readings ? ctx.readings.typeOf(s, name, ctx.memo) : inferType(name, s, ctx.memo)), ...(parent ? { parent } : {}) }));
  return f;
}

// One empty schema for every place that has none (array items, a free-form map's keys): leaves and plans are found by
// the schema object, so a fresh {} each time would make them anew for every value drawn.
const EMPTY: Schema = Object.freeze({}) as Schema;

function freeLeaf(key: string, ctx: ValueContext): FieldSpec {
  return leafOf(EMPTY, key, ctx, undefined, undefined);
}

/** An object schema as drawing reads it, once per schema: its properties in order, which are required, the first. */
interface ObjectShape {
  entries: Array<[string, Schema]>;
  required: Set<string>;
  first: string | undefined;
  graph: { nodes: string[]; edges: string[] } | undefined; // its node and edge properties when it has both (linkEdges)
}
const SHAPES = new WeakMap<Schema, ObjectShape>();
const [NODES, EDGES] = [/^(nodes|vertices)$/i, /^(edges|links|connections)$/i];

function shapeOf(s: Schema): ObjectShape {
  let shape = SHAPES.get(s);
  if (!shape) {
    const entries = Object.entries(propertiesOf(s)).map(([k, v]): [string, Schema] => [k, v ?? EMPTY]);
    const nodes = entries.map(([k]) => k).filter((k) => NODES.test(k));
    const edges = entries.map(([k]) => k).filter((k) => EDGES.test(k));
    SHAPES.set(s, (shape = { entries, required: new Set(requiredOf(s)), first: entries[0]?.[0], graph: nodes.length > 0 && edges.length > 0 ? { nodes, edges } : undefined }));
  }
  return shape;
}

/** A schema as drawing reads it, once per schema object: resolved, typed, and what its kind of value needs. Schemas
 * differ in shape from one another, so reading their keys for every value drawn was most of drawing a nested one. */
interface SchemaView {
  s: Schema;
  t: string | undefined;
  /** A const or an enum: drawn as an enum leaf. */
  fixed: boolean;
  items: Schema;
  unique: boolean;
  minItems: number;
  maxItems: number;
  shape: ObjectShape | undefined;
  /** A free-form map (no properties, additional ones allowed), the schema of its values and of its keys when given. */
  free: boolean;
  freeValues: Schema | undefined;
  keys: Schema | undefined;
  /** An array whose items are a tuple (GeoJSON's [longitude, latitude]): one schema per position. */
  tuple: Schema[] | undefined;
}
const VIEWS = new WeakMap<Schema, SchemaView>();

function viewOf(schema: Schema): SchemaView {
  let v = VIEWS.get(schema);
  if (!v) {
    const s = resolvedOnce(schema);
    const t = schemaType(s);
    const shape = t === 'object' ? shapeOf(s) : undefined;
    v = {
      s,
      t,
      fixed: s.const !== undefined || Array.isArray(s.enum),
      items: s.items && typeof s.items === 'object' && !Array.isArray(s.items) ? describedItems(s) : EMPTY,
      unique: Boolean(s.uniqueItems),
      minItems: typeof s.minItems === 'number' ? s.minItems : 1,
      maxItems: typeof s.maxItems === 'number' ? s.maxItems : 3,
      shape,
      free: shape !== undefined && shape.entries.length === 0 && s.additionalProperties !== false,
      freeValues: s.additionalProperties && typeof s.additionalProperties === 'object' ? (s.additionalProperties as Schema) : undefined,
      keys: s.propertyNames && typeof s.propertyNames === 'object' ? (s.propertyNames as Schema) : undefined,
      tuple: Array.isArray(s.items) ? (s.items as Schema[]) : undefined,
    };
    VIEWS.set(schema, v);
  }
  return v;
}

// The draw that decides whether an optional property is filled (one options object, not one per property).
const CHANCE = { min: 0, max: 1 };

/** A value for `schema`, named `name` (the property it fills), of semantic type `type` when the caller knows it. */
export function fromSchema(schema: Schema, name: string, ctx: ValueContext, opts: DrawOptions, type?: SemanticType, depth = 0, parent?: string): unknown {
  const v = viewOf(schema ?? EMPTY);
  const { s, t } = v;
  if (v.fixed) return valueFor(leafOf(s, name, ctx, 'enum', undefined), ctx);
  if (depth > MAX_DEPTH) return t === 'array' ? [] : t === 'object' ? {} : valueFor(leafOf(s, name, ctx, type, parent), ctx);
  // A shape on the earth (a polygon's ring, a line, a point) is drawn as one, around one place (geo-values.ts).
  const shape = t === 'array' || t === 'object' ? geometryOf(schema ?? EMPTY, name, () => ctx.faker.number.float(CHANCE), ctx) : undefined;
  if (shape !== undefined) return shape;
  const pair = t === 'array' && (v.tuple ? v.tuple.length === 2 : v.minItems === 2 && v.maxItems === 2);
  if (v.tuple || (pair && /coord/i.test(name))) return Array.from({ length: v.tuple?.length ?? 2 }, (_, i) => fromSchema(v.tuple?.[i] ?? v.items, itemKey(name, i, pair), ctx, opts, undefined, depth + 1, parent));
  if (t === 'array') {
    const most = depth > 1 ? Math.min(opts.maxItems ?? 3, 2) : (opts.maxItems ?? 3);
    const min = v.minItems;
    const max = Math.min(v.maxItems, most);
    const n = ctx.faker.number.int({ min: Math.min(min, Math.max(min, max)), max: Math.max(min, max) });
    const out: unknown[] = [];
    // Items are told apart by their JSON only where it matters: scalars, or items the schema says are unique.
    const seen = new Set<string>();
    const itemName = singularKey(name);
    for (let i = 0; i < n * 3 && out.length < n; i++) {
      const item = fromSchema(v.items, itemName, ctx, opts, undefined, depth + 1, parent);
      if (v.unique || typeof item !== 'object') {
        const key = JSON.stringify(item);
        if (seen.has(key)) continue;
        seen.add(key);
      }
      out.push(item);
    }
    return out;
  }
  if (v.shape) {
    const { entries, required, first, graph } = v.shape;
    const out: Record<string, unknown> = {};
    // Deeper levels fill fewer optional properties: a result stays a readable size.
    const chance = depth > 1 ? Math.min(opts.optional, 0.3) : opts.optional;
    let filled = 0;
    for (const [key, sub] of entries) {
      if (!required.has(key) && ctx.faker.number.float(CHANCE) >= chance) continue;
      out[key] = fromSchema(sub, key, ctx, opts, undefined, depth + 1, name);
      filled++;
    }
    // A free-form map (no properties, "additionalProperties") gets a few fields a person would put there.
    if (v.free) {
      const values = v.freeValues;
      // A geometry is GeoJSON, drawn around the context's place: a free map "geometry" had been {"main-geometry": …}.
      if (GEOMETRY.test(name)) return { type: 'Polygon', coordinates: geometryOf(POLYGON, 'polygon', () => ctx.faker.number.float(CHANCE), ctx) };
      // Keys a schema gives a kind of ("keyed by URL") are drawn as such: a map of sources has URLs for keys. A bare
      // string key is no kind: keys then are what such a map holds, not labels of its name ("primary-staged-change").
      const free = freeMap(name);
      const keys = v.keys && !bareString(v.keys) ? Array.from({ length: 2 }, () => String(fromSchema(v.keys as Schema, singularKey(name), ctx, opts, undefined, depth + 1))) : ctx.faker.helpers.arrayElements(free.keys, { min: 2, max: 3 });
      for (const key of keys) out[key] = free.value ? free.value(ctx, key) : values ? fromSchema(values, key, ctx, opts, undefined, depth + 1) : valueFor(freeLeaf(key, ctx), ctx);
      return out;
    }
    // An object given with nothing in it says nothing: it gets at least its first property.
    if (filled === 0 && first !== undefined) out[first] = fromSchema((entries[0] as [string, Schema])[1], first, ctx, opts, undefined, depth + 1, name);
    if (graph) linkEdges(out, graph);
    return out;
  }
  return valueFor(leafOf(s, name, ctx, type, parent), ctx);
}

const NODE_NAME = ['name', 'id', 'label', 'title', 'key'];
/** A graph's edges join its own nodes (antv's ran from "primary-source" to "default-target", or from a shell command). */
function linkEdges(o: Record<string, unknown>, graph: { nodes: string[]; edges: string[] }): void {
  const nodes = graph.nodes.map((k) => o[k]).find(Array.isArray) as unknown[] | undefined;
  const edges = graph.edges.map((k) => o[k]).find(Array.isArray) as unknown[] | undefined;
  if (!nodes || !edges) return;
  const names = nodes.map((n) => (n && typeof n === 'object' ? NODE_NAME.map((k) => (n as Record<string, unknown>)[k]).find((x) => typeof x === 'string' || typeof x === 'number') : undefined)).filter((x, i, all) => x !== undefined && all.indexOf(x) === i);
  if (names.length < 2) return void edges.splice(0);
  edges.forEach((e, i) => {
    if (!e || typeof e !== 'object') return;
    const f = Object.keys(e).find((k) => /^(source|from)(_?id)?$/i.test(k));
    const t = Object.keys(e).find((k) => /^(target|to)(_?id)?$/i.test(k));
    if (f) (e as Record<string, unknown>)[f] = names[i % names.length];
    if (t) (e as Record<string, unknown>)[t] = names[(i + 1) % names.length];
  });
}

function typeMatches(value: unknown, t: string | undefined): boolean {
  switch (t) {
    case undefined:
      return value !== undefined;
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return !!value && typeof value === 'object' && !Array.isArray(value);
    case 'null':
      return value === null;
    default:
      return true;
  }
}

function allowsNull(schema: Schema): boolean {
  return (Array.isArray(schema.type) && schema.type.includes('null')) || schema.type === 'null' || (Array.isArray(schema.anyOf) && (schema.anyOf as Schema[]).some((b) => b?.type === 'null'));
}

/** The schema with one of its anyOf/oneOf branches merged in, resolved. */
function withBranch(schema: Schema, fit: Schema): Schema {
  const { anyOf: _a, oneOf: _o, ...rest } = schema;
  return resolved({ ...rest, ...fit });
}

// Results are fitted call after call to the same schemas: each schema with each branch is resolved once.
const BRANCHES = new WeakMap<Schema, WeakMap<Schema, Schema>>();

/** The branch of an anyOf/oneOf `data` already fits, when one does. */
function matchingBranch(schema: Schema, data: unknown): Schema {
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (!Array.isArray(options)) return schema;
  const fit = options.find((o) => o && typeMatches(data, schemaType(o)) && (!Array.isArray(o.enum) || o.enum.includes(data)));
  if (!fit) return resolvedOnce(schema);
  if (typeof fit !== 'object') return withBranch(schema, fit);
  let byBranch = BRANCHES.get(schema);
  if (!byBranch) BRANCHES.set(schema, (byBranch = new WeakMap()));
  let s = byBranch.get(fit);
  if (!s) byBranch.set(fit, (s = withBranch(schema, fit)));
  return s;
}

// A pattern compiled once, not per value fitted (undefined when it does not compile; no flag keeps state between tests).
const patternOf = memoized(2_000, (pattern: string): RegExp | undefined => {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
});

/** `data` fitted to `schema`: values that fit are kept, the rest drawn; extra keys stay unless the schema forbids them. */
export function conform(schema: Schema, data: unknown, name: string, ctx: ValueContext, depth = 0): unknown {
  if (data === undefined) return fromSchema(schema, name, ctx, { optional: 1 }, undefined, depth);
  if (data === null && allowsNull(schema)) return null;
  const s = schema.anyOf || schema.oneOf ? matchingBranch(schema, data) : resolvedOnce(schema);
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum.includes(data) ? data : valueFor(leafOf(s, name, ctx, 'enum', undefined), ctx);
  const t = schemaType(s);
  if (depth > MAX_DEPTH) return data;
  if (t === 'object') {
    if (!typeMatches(data, 'object')) return fromSchema(s, name, ctx, { optional: 1 }, undefined, depth);
    const src = data as Record<string, unknown>;
    const props = propertiesOf(s);
    const { entries, required } = shapeOf(s);
    const out: Record<string, unknown> = {};
    for (const [key, sub] of entries) {
      if (key in src) out[key] = conform(sub, src[key], key, ctx, depth + 1);
      else if (required.has(key)) out[key] = fromSchema(sub, key, ctx, { optional: 0.5 }, undefined, depth + 1);
    }
    if (s.additionalProperties !== false) for (const [key, v] of Object.entries(src)) if (!(key in props) && v !== undefined) out[key] = v;
    return out;
  }
  if (t === 'array') {
    if (!Array.isArray(data)) return fromSchema(s, name, ctx, { optional: 1 }, undefined, depth);
    const { items, tuple } = viewOf(s);
    const at = (i: number) => (tuple ? (tuple[i] ?? EMPTY) : items);
    const pair = tuple ? tuple.length === 2 : s.minItems === 2 && s.maxItems === 2;
    let out = data.map((d, i) => conform(at(i), d, itemKey(name, i, pair), ctx, depth + 1));
    if (tuple && s.additionalItems === false) out = out.slice(0, tuple.length);
    if (typeof s.maxItems === 'number') out = out.slice(0, s.maxItems);
    while (typeof s.minItems === 'number' && out.length < s.minItems) out.push(fromSchema(at(out.length), itemKey(name, out.length, pair), ctx, { optional: 1 }, undefined, depth + 1));
    return out;
  }
  if (t === 'integer' && typeof data === 'string' && /^-?\d+$/.test(data)) return Number(data);
  if (t === 'number' && typeof data === 'string' && /^-?\d+(\.\d+)?$/.test(data)) return Number(data);
  if (t === 'string' && (typeof data === 'number' || typeof data === 'boolean')) return String(data);
  if (!typeMatches(data, t)) return valueFor(leafOf(s, name, ctx, undefined, undefined), ctx);
  if (typeof data === 'string' && typeof s.pattern === 'string') {
    // An unreadable pattern constrains nothing.
    const re = patternOf(s.pattern);
    try {
      if (re && !re.test(data)) return valueFor(leafOf(s, name, ctx, undefined, undefined), ctx);
    } catch {
      // as before: a value that cannot be drawn leaves the data as it is
    }
  }
  return data;
}
