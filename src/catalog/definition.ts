// The normalised form of a tool definition and its sha256: what "this tool changed" is measured on.
import { canonicalJson, sha256 } from '../util/hash.js';
import type { ListedTool } from '../mcp/list.js';
import type { CatalogTool } from '../records/index.js';
import { SchemaChecker, normaliseSchema } from '../schema/normalise.js';

export interface NormalisedDefinition {
  name: string;
  title?: string;
  description: string;
  inputSchema: Record<string, unknown>;
  outputSchema?: Record<string, unknown>;
  annotations?: Record<string, unknown>;
}

export function normaliseDefinition(tool: ListedTool): NormalisedDefinition {
  return {
    name: tool.name,
    ...(tool.title ? { title: tool.title } : {}),
    description: (tool.description ?? '').trim(),
    inputSchema: tool.inputSchema && typeof tool.inputSchema === 'object' ? tool.inputSchema : { type: 'object' },
    ...(tool.outputSchema ? { outputSchema: tool.outputSchema } : {}),
    ...(tool.annotations ? { annotations: tool.annotations } : {}),
  };
}

export function definitionSha256(def: NormalisedDefinition): string {
  return sha256(canonicalJson(def));
}

/**
 * A crawled tool in its catalog form: local $refs inlined, draft recorded, a schema ajv rejects
 * kept but flagged `schema_invalid`, and the sha256 taken over the normalised definition.
 * Idempotent, so re-normalising a catalog record changes nothing.
 */
export function normaliseCatalogTool(tool: CatalogTool, checker: SchemaChecker = new SchemaChecker()): CatalogTool {
  const input = normaliseSchema(tool.inputSchema, checker);
  const output = tool.outputSchema ? normaliseSchema(tool.outputSchema, checker) : undefined;
  const def: NormalisedDefinition = {
    name: tool.name,
    ...(tool.title ? { title: tool.title } : {}),
    description: tool.description.trim(),
    inputSchema: input.schema,
    ...(output ? { outputSchema: output.schema } : {}),
    ...(tool.annotations ? { annotations: tool.annotations } : {}),
  };
  const flags = tool.flags.filter((f) => f.code !== 'schema_invalid');
  if (input.invalid) flags.push({ code: 'schema_invalid', reason: `inputSchema: ${input.invalid}` });
  if (output?.invalid) flags.push({ code: 'schema_invalid', reason: `outputSchema: ${output.invalid}` });
  return {
    ...tool,
    ...def,
    sha256: definitionSha256(def),
    flags,
    schemaInfo: { draft: input.draft, declared: input.declared, refsResolved: input.refsResolved, recursive: input.recursive },
  };
}

/** The normalised definition fields of a catalog record (what the sha256 covers). */
export function definitionOf(tool: CatalogTool): NormalisedDefinition {
  return {
    name: tool.name,
    ...(tool.title ? { title: tool.title } : {}),
    description: tool.description,
    inputSchema: tool.inputSchema,
    ...(tool.outputSchema ? { outputSchema: tool.outputSchema } : {}),
    ...(tool.annotations ? { annotations: tool.annotations } : {}),
  };
}
