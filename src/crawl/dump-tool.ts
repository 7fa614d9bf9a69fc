// One tool as a public crawl wrote it (MCP, Anthropic, OpenAI or bare `parameters`) read into the MCP shape, or one line saying why it cannot be.
import type { ListedTool } from '../mcp/list.js';
import { isSafeToolName, safeToolName } from '../records/tool-refs.js';

/** Where each shape keeps the input schema, in the order they are tried. */
const SCHEMA_KEYS = ['inputSchema', 'input_schema', 'parameters'] as const;
const OUTPUT_KEYS = ['outputSchema', 'output_schema'] as const;

export type SchemaKey = (typeof SCHEMA_KEYS)[number] | 'function.parameters' | 'none';

export type ToolReading =
  | {
      ok: true;
      tool: ListedTool;
      /** The name as written, when it broke the name rules and `tool.name` is its normalised form. */
      originalName?: string;
      /** Which key the parameters came from ('none': the tool stated no schema and takes no arguments). */
      schemaKey: SchemaKey;
    }
  | { ok: false; reason: string };

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'string' ? 'a string' : `a ${typeof v}`);

class Unreadable extends Error {}

/** A schema may come as JSON text (some crawlers stringify it); anything but an object is unreadable, never dropped. */
function schemaAt(t: Json, key: string): Json | undefined {
  let v = t[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      throw new Unreadable(`${key}: a string that is not JSON; expected a JSON Schema object`);
    }
  }
  if (!isObject(v)) throw new Unreadable(`${key}: expected a JSON Schema object, got ${kindOf(v)}`);
  return v;
}

function textAt(t: Json, key: string): string | undefined {
  const v = t[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw new Unreadable(`${key}: expected a string, got ${kindOf(v)}`);
  return v;
}

/** MCP annotation hints are booleans or absent; crawlers that serialise a model write the absent ones as null. */
function annotationsOf(t: Json): Json | undefined {
  const v = t.annotations;
  if (v === undefined || v === null) return undefined;
  if (!isObject(v)) throw new Unreadable(`annotations: expected an object, got ${kindOf(v)}`);
  const kept = Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null));
  return Object.keys(kept).length > 0 ? kept : undefined;
}

function inputSchemaOf(t: Json, wrapped: boolean): { schema?: Json; key: SchemaKey } {
  for (const key of SCHEMA_KEYS) {
    const schema = schemaAt(t, key);
    if (schema) return { schema, key: wrapped && key === 'parameters' ? 'function.parameters' : key };
  }
  return { key: 'none' };
}

export function readTool(raw: unknown): ToolReading {
  if (!isObject(raw)) return { ok: false, reason: `a tool must be a JSON object, got ${kindOf(raw)}` };
  // OpenAI's tools[] entry wraps the function: {"type": "function", "function": {name, description, parameters}}.
  const wrapped = isObject(raw.function) && (raw.type === 'function' || raw.type === undefined);
  const t = wrapped ? (raw.function as Json) : raw;
  const at = wrapped ? 'function.' : '';
  try {
    const written = t.name;
    if (typeof written !== 'string' || written.trim() === '') {
      return { ok: false, reason: `${at}name: ${written === undefined ? 'missing' : `expected a non-empty string, got ${kindOf(written)}`}; a tool needs a name` };
    }
    const name = written.trim();
    const { schema, key } = inputSchemaOf(t, wrapped);
    let output: Json | undefined;
    for (const k of OUTPUT_KEYS) output ??= schemaAt(t, k);
    const title = textAt(t, 'title');
    const description = textAt(t, 'description');
    const annotations = annotationsOf(t);
    const tool: ListedTool = {
      name: isSafeToolName(name) ? name : safeToolName(name),
      ...(title ? { title } : {}),
      ...(description !== undefined ? { description } : {}),
      inputSchema: schema ?? { type: 'object', properties: {} },
      ...(output ? { outputSchema: output } : {}),
      ...(annotations ? { annotations } : {}),
    };
    return { ok: true, tool, schemaKey: key, ...(tool.name !== written ? { originalName: written } : {}) };
  } catch (err) {
    if (err instanceof Unreadable) return { ok: false, reason: `${at}${err.message}` };
    throw err;
  }
}
