// The tools list as chat templates read it. A nullable union (`"type": ["string", "null"]`, in 94 of npm-real's 2,656
// tools) sends the Hermes template's json_to_python_type into endless recursion on "null", in Python's Jinja2 as in
// ours; written as its one type plus `"nullable": true` it renders, and a template that prints the schema still says so.
import type { OpenAIToolEntry, ToolRef } from '../records/index.js';
import { toolEntry } from '../records/index.js';

type Schema = Record<string, unknown>;

const NESTED = ['properties', 'patternProperties', '$defs', 'definitions'] as const;
const SUBSCHEMA = ['items', 'additionalProperties', 'not', 'contains'] as const;
const LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;

/** `schema` with every type union that includes "null" written as the other type(s) and `nullable: true`. */
export function templateSafe(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(templateSafe);
  if (!schema || typeof schema !== 'object') return schema;
  const s = { ...(schema as Schema) };
  if (Array.isArray(s.type) && s.type.includes('null')) {
    const rest = (s.type as unknown[]).filter((t) => t !== 'null');
    if (rest.length > 0) {
      s.type = rest.length === 1 ? rest[0] : rest;
      s.nullable = true;
    }
  }
  for (const k of NESTED) {
    const map = s[k];
    if (map && typeof map === 'object' && !Array.isArray(map)) s[k] = Object.fromEntries(Object.entries(map as Schema).map(([name, sub]) => [name, templateSafe(sub)]));
  }
  for (const k of SUBSCHEMA) if (s[k] && typeof s[k] === 'object') s[k] = templateSafe(s[k]);
  for (const k of LISTS) if (Array.isArray(s[k])) s[k] = (s[k] as unknown[]).map(templateSafe);
  return s;
}

/** The OpenAI-style tool entries of a record, their parameters template-safe. */
export function templateToolEntries(tools: ReadonlyArray<Pick<ToolRef, 'name' | 'description' | 'parameters'>>): OpenAIToolEntry[] {
  return tools.map((t) => {
    const entry = toolEntry(t);
    return { ...entry, function: { ...entry.function, parameters: templateSafe(entry.function.parameters) as OpenAIToolEntry['function']['parameters'] } };
  });
}
