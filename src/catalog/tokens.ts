// Tokens of a tool definition as the model sees it: the OpenAI `tools` entry, encoded with o200k_base (gpt-4o and later).
import { countTokens } from '../util/token-count.js';
import type { CatalogTool } from '../records/index.js';
import { toolEntry, type OpenAIToolEntry } from '../records/index.js';

/** The same shape src/export/openai.ts writes: `$schema` dropped, a missing `type` filled with "object". */
export function openaiToolEntry(tool: Pick<CatalogTool, 'name' | 'description' | 'inputSchema'>): OpenAIToolEntry {
  return toolEntry({ name: tool.name, description: tool.description, parameters: tool.inputSchema });
}

/** Tokens of the JSON text of the entry: what a request's `tools` array costs per tool, every step. */
export function countToolTokens(tool: Pick<CatalogTool, 'name' | 'description' | 'inputSchema'>): number {
  return countTokens(JSON.stringify(openaiToolEntry(tool)));
}

/** The stored count when the catalog has one, else counted now. */
export function toolTokens(tool: CatalogTool): number {
  return tool.tokens ?? countToolTokens(tool);
}
