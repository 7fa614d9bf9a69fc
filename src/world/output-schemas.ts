// The record or the list a tool's outputSchema describes: what the world reads its entities' fields from, and what
// results are shaped to.
import { type Schema, propertiesOf, schemaType } from './field.js';
import { resolved } from './schema-resolve.js';

/** The one record a result schema describes: itself, or the object under its single wrapping property. */
export function recordSchema(output: Schema | undefined): Schema | undefined {
  if (!output) return undefined;
  const s = resolved(output);
  const props = propertiesOf(s);
  const keys = Object.keys(props);
  if (keys.length === 1 && schemaType(props[keys[0] as string] ?? {}) === 'object') return resolved(props[keys[0] as string] as Schema);
  // An envelope's record is its payload, which says nothing: its success, error and hints are no fields of the record.
  if (envelopeKey(s) !== undefined) return undefined;
  return keys.length > 0 ? s : undefined;
}

/** The array property of a list result and its item schema. */
export function listSchema(output: Schema | undefined, preferred?: string): { field: string; items: Schema; maxItems?: number } | undefined {
  if (!output) return undefined;
  const props = propertiesOf(resolved(output));
  // An envelope's hints and warnings are no list of records (Firecrawl's monitors were listed as agent_hints).
  const arrays = Object.entries(props).filter(([k, s]) => s && schemaType(resolved(s)) === 'array' && !/^(agent_hints|hints|errors|warnings)$/i.test(k));
  const hit = arrays.find(([k]) => k === preferred) ?? arrays[0];
  if (!hit) return undefined;
  const array = resolved(hit[1]);
  const items = array.items;
  return { field: hit[0], items: items && typeof items === 'object' && !Array.isArray(items) ? resolved(items as Schema) : {}, ...(typeof array.maxItems === 'number' ? { maxItems: array.maxItems } : {}) };
}

// What an API envelope holds beside its payload: whether it worked, why not, hints.
const ENVELOPE_META = /^(success|ok|error|errors|agent_hints|message|status|warnings?|meta|request_?id|pagination|next|next_?cursor|has_?more|total)$/i;

/** The payload key of an envelope ({success, error, data}) whose payload is an untyped or open object. */
export function envelopeKey(schema: Record<string, unknown>): string | undefined {
  const props = propertiesOf(schema);
  const key = Object.keys(props).find((k) => /^(data|result|record)$/.test(k));
  if (!key || !Object.keys(props).every((k) => k === key || ENVELOPE_META.test(k))) return undefined;
  const inner = resolved(props[key] ?? {});
  const t = inner.type;
  return (t === undefined || t === 'object') && Object.keys(propertiesOf(inner)).length === 0 ? key : undefined;
}

/** An untyped property named for what a call returns (data, results, links): where a list's records go when the schema
 * has no array for them. */
export function payloadKey(schema: Record<string, unknown>): string | undefined {
  const props = propertiesOf(schema);
  const untyped = (k: string) => k in props && Object.keys(resolved(props[k] ?? {})).every((x) => x === 'description');
  return ['data', 'results', 'items', 'records', 'entries', 'hits', 'links', 'urls'].find(untyped);
}
