// Tools that pass their arguments on as one request: LaunchDarkly's get-feature-flag takes {"request": {"projectKey",
// "featureFlagKey"}}, Lark's tools {"path": {...}, "params": {...}, "data": {...}}, CircleCI's {"params": {...}}. The
// world reads such a tool by the fields inside (the flag named by featureFlagKey, found in projectKey), not as one
// "request" field its records would hold: a get of one flag returned another, with a "request" of its own.
import type { CatalogTool } from '../records/index.js';
import { type Schema, propertiesOf, requiredOf, schemaType } from './field.js';
type Rec = Record<string, unknown>;
import { resolved } from './schema-resolve.js';
import { Profiler } from '../profile/derive.js';

/** Names an input goes by that only wraps the call's arguments (HTTP path and query parameters, a request). */
export const ENVELOPE = /^(path|params|query|data|request|input|args|arguments)$/i;

/** Whether an object holds lists of records (a graph's nodes and edges): what it holds, not a wrapper of arguments. */
export function holdsRecords(schema: Schema): boolean {
  return Object.values(propertiesOf(schema)).some((p) => schemaType(p ?? {}) === 'array' && (schemaType(((p ?? {}).items ?? {}) as Schema) === 'object' || ((p ?? {}).items as Schema | undefined)?.properties !== undefined));
}

/** The wrapper inputs of a tool whose arguments all live in wrappers (besides flags of the call: Lark's useUAT), in
 * order; undefined for any other tool. */
function envelopeKeys(input: Schema): string[] | undefined {
  const props = propertiesOf(input);
  const keys = Object.keys(props);
  const wraps = (k: string) => {
    const s = resolved(props[k] ?? {});
    // Lists of records alone are what the input holds (a graph's nodes and edges); beside other fields they are one
    // field of a request (Lark's search takes data {view_id, sort: [...], automatic_fields}).
    const scalars = Object.values(propertiesOf(s)).some((p) => ['string', 'number', 'integer', 'boolean'].includes(schemaType(p ?? {}) ?? ''));
    return ENVELOPE.test(k) && Object.keys(propertiesOf(s)).length > 0 && (scalars || !holdsRecords(s));
  };
  const wrappers = keys.filter(wraps);
  if (wrappers.length === 0) return undefined;
  return keys.every((k) => wrappers.includes(k) || schemaType(resolved(props[k] ?? {})) === 'boolean') ? wrappers : undefined;
}

interface Envelope {
  keys: string[];
  /** The tool as the world reads it: its wrappers' fields as inputs of its own. */
  flat: CatalogTool;
  /** Which wrapper each field came from. */
  home: Map<string, string>;
  /** The wrappers the tool requires, given even when empty. */
  needed: string[];
}

// Read once per tool object: the world, the generator and the validator all ask.
const ENVELOPES = new WeakMap<CatalogTool, Envelope | null>();

function envelope(tool: CatalogTool): Envelope | undefined {
  let e = ENVELOPES.get(tool);
  if (e !== undefined) return e ?? undefined;
  const input = resolved(tool.inputSchema);
  const keys = envelopeKeys(input);
  e = null;
  if (keys) {
    const props = propertiesOf(input);
    const required = new Set(requiredOf(input));
    const flatProps: Record<string, Schema> = {};
    const flatRequired: string[] = [];
    const home = new Map<string, string>();
    for (const [k, s] of Object.entries(props)) {
      if (!keys.includes(k)) {
        flatProps[k] = s ?? {};
        if (required.has(k)) flatRequired.push(k);
        continue;
      }
      const inner = resolved(s ?? {});
      const innerRequired = new Set(required.has(k) ? requiredOf(inner) : []);
      for (const [ik, is] of Object.entries(propertiesOf(inner))) {
        // Two wrappers with a field of one name (Lark's data.type and params.type) cannot be read flat.
        if (ik in flatProps) {
          ENVELOPES.set(tool, null);
          return undefined;
        }
        flatProps[ik] = is ?? {};
        home.set(ik, k);
        if (innerRequired.has(ik)) flatRequired.push(ik);
      }
    }
    const { profile: given, ...rest } = tool;
    const bare: CatalogTool = { ...rest, inputSchema: { type: 'object', properties: flatProps, ...(flatRequired.length ? { required: flatRequired } : {}) } };
    // What it does and to what stays the catalog's; the inputs' types and the one naming the record are read anew.
    const derived = new Profiler().profile(bare);
    const { idParam, params } = derived;
    const profile = given ? { ...given, params, ...(idParam !== undefined ? { idParam } : {}) } : derived;
    if (given && idParam === undefined) delete profile.idParam;
    const needed = keys.filter((k) => required.has(k));
    e = { keys, flat: { ...bare, profile }, home, needed };
    // The flat tool's inputs are its own: it is never unwrapped again (the world, the answers and the validator all
    // ask of it), whatever names its fields have.
    ENVELOPES.set(e.flat, null);
  }
  ENVELOPES.set(tool, e);
  return e ?? undefined;
}

/** The wrapper inputs of an enveloped tool, else undefined. */
export function envelopeOf(tool: CatalogTool): string[] | undefined {
  return envelope(tool)?.keys;
}

/** The tool as the world and the requests read it: an enveloped tool with its wrappers' fields as its inputs (its
 * profile's params and id input read from them); any other tool as it is. */
export function flatTool(tool: CatalogTool): CatalogTool {
  return envelope(tool)?.flat ?? tool;
}

/** A call's arguments as the world reads them: the wrappers' fields at the top. */
export function flatArgs(tool: CatalogTool, args: Rec): Rec {
  const e = envelope(tool);
  if (!e) return args;
  const out: Rec = {};
  for (const [k, v] of Object.entries(args)) {
    if (e.keys.includes(k) && v && typeof v === 'object' && !Array.isArray(v)) {
      for (const [ik, iv] of Object.entries(v as Rec)) if (!(ik in out)) out[ik] = iv;
    } else out[k] = v;
  }
  return out;
}

/** Flat arguments put back in the wrappers the tool takes them in. */
export function nestArgs(tool: CatalogTool, flat: Rec): Rec {
  const e = envelope(tool);
  if (!e) return flat;
  const out: Rec = Object.fromEntries(e.needed.map((k) => [k, {}]));
  for (const [k, v] of Object.entries(flat)) {
    const home = e.home.get(k);
    if (home === undefined) out[k] = v;
    else ((out[home] ??= {}) as Rec)[k] = v;
  }
  return out;
}
