// json-schema-faker for the shapes the language layer does not phrase field by field (nested records, patterned
// strings): free text leaves are pinned to realistic values first, so no lorem ipsum reaches a task.
import { faker } from '@faker-js/faker/locale/en';
import { generateSync } from 'json-schema-faker';
import { compileSchema } from '../../schema/ajv.js';
import { realDates } from '../../util/time.js';
import type { SemanticType } from '../../records/index.js';

type Schema = Record<string, unknown>;

/** A realistic value for a leaf string named `key` (undefined leaves the schema as it is). */
export type LeafValue = (key: string, schema: Schema) => unknown;

/** Strings the realistic banks can fill: free text, and the formats they write validly (email, uri, date). */
function isFreeString(s: Schema): boolean {
  // A nullable string (["string", "null"]) is a string the faker would otherwise fill with random letters.
  const stringy = s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string'));
  return stringy && !s.enum && s.const === undefined && !s.pattern && (!s.format || ['email', 'uri', 'url'].includes(String(s.format)));
}

/**
 * Copy the schema, turning each free string leaf into an enum of a few realistic values (an enum, not a const,
 * so the items of an array can differ and uniqueItems still holds).
 */
export function pinLeaves(schema: Schema, leaf: LeafValue, name?: string): Schema {
  const out: Schema = { ...schema };
  const types = Array.isArray(out.type) ? (out.type as unknown[]) : [out.type];
  if ((types.includes('object') || out.type === undefined) && out.properties && typeof out.properties === 'object') {
    const props: Record<string, Schema> = {};
    for (const [k, v] of Object.entries(out.properties as Record<string, Schema>)) props[k] = pinLeaves(v ?? {}, leaf, k);
    out.properties = props;
  }
  if ((types.includes('array') || out.type === undefined) && out.items && typeof out.items === 'object' && !Array.isArray(out.items)) out.items = pinLeaves(out.items as Schema, leaf, name);
  // A nullable value ({anyOf: [{type: number}, {type: null}]}, as Microsoft's schemas write them) is pinned in each branch.
  for (const k of ['anyOf', 'oneOf']) if (Array.isArray(out[k])) out[k] = (out[k] as Schema[]).map((v) => (v && typeof v === 'object' ? pinLeaves(v, leaf, name) : v));
  const integer = types.includes('integer') && !types.includes('number');
  // Numbers whose name says their range: a colour channel, a latitude or longitude, a point of a polygon. A schema
  // without bounds otherwise gave "red -464.09" and polygons at [672.77, 515.68].
  if (name && (types.includes('number') || types.includes('integer')) && !types.includes('string')) {
    const range: [number, number] | undefined = /^(red|green|blue|alpha|r|g|b|a|opacity)$/i.test(name) ? [0, integer ? 255 : 1] : /lat(itude)?$/i.test(name) ? [-90, 90] : /(lng|lon|long|longitude)$/i.test(name) ? [-180, 180] : /coord|polygon|bbox|geometry|lnglat|latlng/i.test(name) ? [-60, 60] : undefined;
    if (range) {
      if (typeof out.minimum !== 'number') out.minimum = range[0];
      if (typeof out.maximum !== 'number') out.maximum = range[1];
    }
    // Every other number is one a person would pass, as the arguments said field by field are: a nested quantity was
    // 225.52112117409706 and a reminder -1525704310.14 minutes before the start. A ranged one keeps a few decimals.
    if (out.enum === undefined && out.const === undefined) {
      const fits = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && (!integer || Number.isInteger(v)) && !(typeof out.minimum === 'number' && v < out.minimum) && !(typeof out.maximum === 'number' && v > out.maximum);
      const lo = Number(out.minimum);
      const hi = Number(out.maximum);
      const digits = /lat|lng|lon|coord|polygon|bbox|geometry/i.test(name) ? 4 : 2;
      const draw = range ? () => (integer ? faker.number.int({ min: lo, max: hi }) : faker.number.float({ min: lo, max: hi, fractionDigits: digits })) : () => leaf(name, out);
      const values = [...new Set([draw(), draw(), draw()].filter(fits))];
      if (values.length > 0) out.enum = values;
    }
  }
  if (name && isFreeString(out)) {
    const values = [...new Set([leaf(name, out), leaf(name, out), leaf(name, out)].filter((v) => typeof v === 'string'))];
    if (values.length > 0) out.enum = values;
  }
  return out;
}

const BASE = { alwaysFakeOptionals: false, optionalsProbability: 0.4, maxDefaultItems: 2, useDefaultValue: false, failOnInvalidTypes: false, validateSchemaVersion: false } as const;

/** One value for `schema`, leaves pinned by `leaf`; tries the pinned schema, then the plain one. `name` is the
 * argument the value is for: a list of strings (a sheet's rows of cells) is pinned by it, not left to random letters. */
export function fakeValue(schema: Schema, seed: number, leaf: LeafValue, name?: string): unknown {
  faker.seed(seed);
  const validate = compileSchema(schema);
  for (const s of [pinLeaves(schema, leaf, name), schema]) {
    for (let i = 0; i < 3; i++) {
      let value: unknown;
      try {
        value = generateSync(s as never, { ...BASE, seed: seed + i, extensions: { faker } } as never);
      } catch {
        continue;
      }
      if (value === undefined || (validate && !validate.fn(value))) continue;
      // A patterned date range is said with real days, and a graph's edges join its own nodes, where the schema still
      // takes them.
      const dated = withRealDates(value, seed);
      const kept = dated !== value && (!validate || validate.fn(dated)) ? dated : value;
      const joined = joinedEdges(kept);
      return joined !== kept && (!validate || validate.fn(joined)) ? joined : kept;
    }
  }
  return undefined;
}

function withRealDates(value: unknown, seed: number): unknown {
  if (typeof value === 'string') return realDates(value, seed);
  if (Array.isArray(value)) return value.map((x) => withRealDates(x, seed));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, x]) => [k, withRealDates(x, seed)]));
  return value;
}

/** Whole arguments for a tool, the last resort when field-by-field planning gives an invalid object. */
export function generateArguments(inputSchema: Schema, seed: number, leaf: LeafValue): Record<string, unknown> {
  const v = fakeValue(inputSchema, seed, leaf);
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

type Obj = Record<string, unknown>;

/** A graph's edges between its own nodes, in order: AntV's network graph was drawn with two nodes and an edge from
 * "primary-source" to "default-target", which neither node is. Anything else is returned as it is. */
function joinedEdges(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const o = value as Obj;
  const nodes = Array.isArray(o.nodes) ? (o.nodes as unknown[]) : undefined;
  const edges = Array.isArray(o.edges) ? (o.edges as unknown[]) : undefined;
  const names = (nodes ?? []).map((n) => (n && typeof n === 'object' ? ((n as Obj).name ?? (n as Obj).id) : undefined));
  if (!nodes || !edges || names.length < 2 || !names.every((x) => typeof x === 'string') || !edges.every((e) => e && typeof e === 'object' && 'source' in (e as Obj) && 'target' in (e as Obj))) return value;
  return { ...o, edges: edges.map((e, i) => ({ ...(e as Obj), source: names[i % names.length], target: names[(i + 1) % names.length] })) };
}

/** The semantic type a nested input's key suggests, where no profile types it (a graph's "observations"). */
export function typeOfLeaf(key: string): SemanticType {
  const k = key.toLowerCase();
  if (/name$/.test(k)) return 'name';
  if (/observation|content|text|note|comment/.test(k)) return 'free_text';
  if (/title|subject/.test(k)) return 'title';
  if (/path|file/.test(k)) return 'path';
  if (/email/.test(k)) return 'email';
  return 'other';
}
