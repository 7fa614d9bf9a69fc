// A field whose schema says nothing of its type (Firecrawl's scrape result: `links`, `screenshot`, `images`, `html`,
// each only described) is typed by its name, as its server fills it: a list of links, an image's address, markup.
// Drawn untyped, each was a label: "links": "team-links", "screenshot": "team-screenshot", "html" a sentence of prose.
import type { Schema } from './field.js';

const URI = { type: 'string', format: 'uri' };
const BY_NAME: Array<[RegExp, Schema]> = [
  [/^(links|urls|images|image_?urls|screenshots|sources|pages)$/i, { type: 'array', items: URI, maxItems: 3 }],
  [/^(screenshot|image|image_?url|audio|video|thumbnail|favicon|url|link|href)$/i, URI],
  [/^(highlights|snippets|paragraphs|blocks|tags|keywords)$/i, { type: 'array', items: { type: 'string' }, maxItems: 3 }],
];

/** The schema with the type its name calls for, when it has none of its own; else the schema itself. */
export function typedSchema(name: string, schema: Schema): Schema {
  if (['type', 'enum', 'const', 'properties', 'items', 'anyOf', 'oneOf', 'allOf', '$ref'].some((k) => k in schema)) return schema;
  const hit = BY_NAME.find(([re]) => re.test(name));
  return hit ? { ...hit[1], ...(typeof schema.description === 'string' ? { description: schema.description } : {}) } : schema;
}
