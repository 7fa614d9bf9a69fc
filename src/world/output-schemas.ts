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
  return keys.length > 0 ? s : undefined;
}

/** The array property of a list result and its item schema. */
export function listSchema(output: Schema | undefined, preferred?: string): { field: string; items: Schema; maxItems?: number } | undefined {
  if (!output) return undefined;
  const props = propertiesOf(resolved(output));
  const arrays = Object.entries(props).filter(([, s]) => s && schemaType(resolved(s)) === 'array');
  const hit = arrays.find(([k]) => k === preferred) ?? arrays[0];
  if (!hit) return undefined;
  const array = resolved(hit[1]);
  const items = array.items;
  return { field: hit[0], items: items && typeof items === 'object' && !Array.isArray(items) ? resolved(items as Schema) : {}, ...(typeof array.maxItems === 'number' ? { maxItems: array.maxItems } : {}) };
}
