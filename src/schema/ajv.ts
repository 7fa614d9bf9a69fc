// One shared ajv, with formats, compiling each schema once (cached by content).
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { canonicalJson } from '../util/hash.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

// A deliberate process-wide memo (README, Layout): compiling is a pure function of the schema's content, so sharing
// it between runs leaks nothing; the content cache is bounded so a long-lived `serve` or worker cannot grow it forever.
let shared: Ajv | undefined;
const cache = new Map<string, CompiledSchema | null>();
const MAX_CACHED = 20_000;
// Hot path: the same schema object is validated against many times; skip re-hashing its content.
const byObject = new WeakMap<object, CompiledSchema | null>();

export interface CompiledSchema {
  fn: ValidateFunction;
}

export function getAjv(): Ajv {
  if (!shared) {
    // No logger: a catalog's unknown formats ("json", "color") are ignored as strict:false says, not printed over the progress lines.
    shared = new Ajv({ strict: false, allErrors: true, validateSchema: false, allowUnionTypes: true, logger: false });
    addFormats(shared);
  }
  return shared;
}

/** Compile once per distinct schema; null when ajv cannot compile it (callers decide what that means). */
export function compileSchema(schema: Record<string, unknown>): CompiledSchema | null {
  const seen = byObject.get(schema);
  if (seen !== undefined) return seen;
  const key = canonicalJson(schema);
  const hit = cache.get(key);
  if (hit !== undefined) {
    byObject.set(schema, hit);
    return hit;
  }
  let compiled: CompiledSchema | null;
  try {
    const { $schema: _ignored, ...rest } = schema;
    compiled = { fn: getAjv().compile(rest) };
  } catch {
    compiled = null;
  }
  if (cache.size >= MAX_CACHED) {
    // Past the bound, start afresh: ajv keeps every schema it compiled, so only a fresh compiler frees them.
    cache.clear();
    shared = undefined;
  }
  cache.set(key, compiled);
  byObject.set(schema, compiled);
  return compiled;
}
