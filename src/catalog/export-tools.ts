// Exports a catalog as CatalogTool JSONL or as OpenAI function tools (the `tools` parameter of the chat API), one per line.
import type { CatalogTool } from '../records/index.js';
import { toolRefs } from '../records/tool-refs.js';

export type ToolExportFormat = 'jsonl' | 'openai-tools';

export interface OpenAITool {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

/** The function-calling API takes a JSON Schema object without $schema; names follow the same clash rule as trajectories. */
export function toOpenAITools(tools: readonly CatalogTool[]): OpenAITool[] {
  return toolRefs(tools).map((r) => {
    const { $schema: _s, ...rest } = r.parameters;
    return { type: 'function', function: { name: r.name, description: r.description, parameters: rest.type ? rest : { type: 'object', ...rest } } };
  });
}

export function exportTools(tools: readonly CatalogTool[], format: ToolExportFormat): unknown[] {
  return format === 'jsonl' ? [...tools] : toOpenAITools(tools);
}
