// The normalised form of a tool definition and its sha256: what "this tool changed" is measured on.
import { canonicalJson, sha256 } from '../util/hash.js';
import type { ListedTool } from '../mcp/list.js';

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
