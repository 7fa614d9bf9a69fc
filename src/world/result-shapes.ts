// What a tool's outputSchema says about the results the world shapes for it, read once per tool binding: the properties
// a result fills, whether a record sits under a single wrapping property, the list field and its page limit.
import { nameWords, propertiesOf } from './field.js';
import type { EntityModel, ToolBinding } from './model.js';
import { listSchema, recordSchema } from './output-schemas.js';
import { resolved } from './schema-resolve.js';

export interface ResultShape {
  /** The properties of the resolved outputSchema, in order (none without one). */
  props: string[];
  /** A record result goes under the schema's one property (its record schema is not the schema itself). */
  wraps: boolean;
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
    shape = { props, wraps, list: listSchema(schema, b.profile.listField) };
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
