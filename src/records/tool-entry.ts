// The OpenAI `tools[]` entry of a tool: the one shape the exporter writes, tokens are counted on, and the LLM agent sends.
import type { ToolRef } from './chat.js';

export interface OpenAIToolEntry {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

/** Strip what the function-calling API does not take from a JSON Schema ($schema) at the top; a missing type is "object". */
export function toolParameters(schema: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _drop, ...rest } = schema;
  return rest.type ? rest : { type: 'object', ...rest };
}

/** One `tools[]` entry as the chat completions API and chat templates take it. */
export function toolEntry(r: Pick<ToolRef, 'name' | 'description' | 'parameters'>): OpenAIToolEntry {
  return { type: 'function', function: { name: r.name, description: r.description, parameters: toolParameters(r.parameters) } };
}
