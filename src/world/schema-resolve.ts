// A schema as values are drawn from it: allOf merged, anyOf/oneOf resolved to one branch (once per schema object).
import { type Schema, propertiesOf, requiredOf } from './field.js';

/** The branch of an anyOf/oneOf to draw from: the first that is not null, preferring ones with structure. */
function branch(schema: Schema): Schema {
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (!Array.isArray(options) || options.length === 0) return schema;
  const { anyOf: _a, oneOf: _o, ...rest } = schema;
  const usable = options.filter((o) => o && typeof o === 'object' && o.type !== 'null');
  const chosen = usable[0] ?? options[0] ?? {};
  return { ...rest, ...chosen };
}

/** allOf merged into one schema (properties and required unioned), anyOf/oneOf resolved to a branch. */
export function resolved(schema: Schema): Schema {
  let s = schema;
  if (Array.isArray(s.allOf)) {
    const { allOf, ...rest } = s;
    const merged: Schema = { ...rest, properties: { ...propertiesOf(rest) }, required: [...requiredOf(rest)] };
    for (const part of allOf as Schema[]) {
      const r = resolved(part ?? {});
      Object.assign(merged.properties as Schema, propertiesOf(r));
      (merged.required as string[]).push(...requiredOf(r));
      for (const [k, v] of Object.entries(r)) if (!(k in merged)) merged[k] = v;
    }
    s = merged;
  }
  return s.anyOf || s.oneOf ? resolved(branch(s)) : s;
}

// Drawing resolves the same schemas again and again: each resolved once, held weakly by the schema it came from.
// (Only here: `resolved` itself returns a fresh object, and callers elsewhere compare schemas by identity.)
const RESOLVED = new WeakMap<Schema, Schema>();

export function resolvedOnce(schema: Schema): Schema {
  if (!schema.allOf && !schema.anyOf && !schema.oneOf) return schema;
  let s = RESOLVED.get(schema);
  if (!s) RESOLVED.set(schema, (s = resolved(schema)));
  return s;
}

/** The items of an array schema, with the array's description when they have none of their own (or a placeholder, "coupons
 * parameter"): "Array of task IDs" and "Plugin slugs to install" describe each item, once drawn "shared-dependency". */
export function describedItems(array: Schema): Schema {
  const items = array.items && typeof array.items === 'object' && !Array.isArray(array.items) ? (array.items as Schema) : undefined;
  if (!items || typeof array.description !== 'string' || (typeof items.description === 'string' && !/^\w+ parameter$/.test(items.description)) || ![undefined, 'string'].includes([items.type].flat().filter((t) => t !== 'null')[0] as string | undefined)) return items ?? {};
  return { ...items, description: array.description };
}
