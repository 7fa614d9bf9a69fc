// What a tool's outputSchema says about the results the world shapes for it, read once per tool binding: the properties
// a result fills, whether a record sits under a single wrapping property, the list field and its page limit.
import { nameWords, propertiesOf } from './field.js';
import type { EntityModel, ToolBinding } from './model.js';
import { envelopeKey, listSchema, payloadKey, recordSchema } from './output-schemas.js';
import { resolved } from './schema-resolve.js';

export interface ResultShape {
  /** The properties of the resolved outputSchema, in order (none without one). */
  props: string[];
  /** The property a record result goes under: the schema's one property (its record schema is not the schema itself),
   * or the `data` of an API envelope ({success, error, data}: Firecrawl's creates answered only {"success": true}). */
  wrap: string | undefined;
  /** The payload key of an API envelope, which a list's records go under too ({success, data: [...]}), or else an
   * untyped `data`/`results`/`links` beside other keys (Firecrawl's search and map, which answered {"success": true}). */
  envelope: string | undefined;
  /** The array property of a list result, its items and most items, when the schema has one. */
  list: ReturnType<typeof listSchema>;
}

// Bindings belong to a world model (one per catalog): held weakly, so shapes go with it.
const SHAPES = new WeakMap<ToolBinding, ResultShape>();

export function resultShape(b: ToolBinding): ResultShape {
  let shape = SHAPES.get(b);
  if (!shape) {
    const schema = b.tool.outputSchema;
    const props = Object.keys(propertiesOf(schema ? resolved(schema) : undefined));
    // resolved() makes a fresh object for a schema with allOf/anyOf/oneOf, which no record schema is, as dataFor compared.
    const wraps = !!schema && recordSchema(schema) !== resolved(schema) && props.length === 1;
    const envelope = schema ? envelopeKey(resolved(schema)) : undefined;
    // A record goes under a pure envelope's payload only; a list also under an untyped data or links beside other keys.
    shape = { props, wrap: wraps ? props[0] : envelope, envelope: envelope ?? (schema ? payloadKey(resolved(schema)) : undefined), list: listSchema(schema, b.profile.listField) };
    SHAPES.set(b, shape);
  }
  return shape;
}

const PLURALS = new WeakMap<EntityModel, string>();

/** The entity's plural as a snake_case key ("merge requests" -> "merge_requests"), once per entity. */
export function snakePlural(entity: EntityModel): string {
  let p = PLURALS.get(entity);
  if (p === undefined) PLURALS.set(entity, (p = nameWords(entity.plural).join('_')));
  return p;
}
