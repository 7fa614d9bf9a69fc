// Walks the properties of a JSON Schema object (nested objects, array items) with the path a finding names.
export type JsonSchema = Record<string, unknown>;

export interface PropertyVisit {
  name: string;
  schema: JsonSchema;
  /** `inputSchema.properties.a.properties.b` */
  path: string;
}

const isObject = (v: unknown): v is JsonSchema => v !== null && typeof v === 'object' && !Array.isArray(v);

export function visitProperties(schema: unknown, base: string, visit: (p: PropertyVisit) => void, depth = 0): void {
  if (!isObject(schema) || depth > 6) return;
  const props = schema.properties;
  if (isObject(props)) {
    for (const [name, sub] of Object.entries(props)) {
      if (!isObject(sub)) continue;
      const path = `${base}.properties.${name}`;
      visit({ name, schema: sub, path });
      visitProperties(sub, path, visit, depth + 1);
    }
  }
  if (isObject(schema.items)) visitProperties(schema.items, `${base}.items`, visit, depth + 1);
}

/** The declared types of a property: `type` as string or array, or a hint from enum/const/composition. */
export function typesOf(s: JsonSchema): string[] {
  if (typeof s.type === 'string') return [s.type];
  if (Array.isArray(s.type)) return s.type.filter((t): t is string => typeof t === 'string');
  return [];
}

export function isTyped(s: JsonSchema): boolean {
  return typesOf(s).length > 0 || 'enum' in s || 'const' in s || '$ref' in s || ['anyOf', 'oneOf', 'allOf'].some((k) => Array.isArray(s[k]));
}

/** An object that takes any keys: no properties, or additionalProperties open without properties. */
export function isFreeObject(s: JsonSchema): boolean {
  if (!typesOf(s).includes('object') && !(typesOf(s).length === 0 && !isTyped(s))) return false;
  const props = isObject(s.properties) ? Object.keys(s.properties).length : 0;
  return props === 0;
}
