// OpenAI chat fine-tuning JSONL: messages, tools, parallel_tool_calls; arguments stay JSON strings.
import type { ToolRef, Trajectory } from '../records/index.js';

export interface OpenAIRecord {
  messages: Array<Record<string, unknown>>;
  tools: Array<{ type: 'function'; function: { name: string; description: string; parameters: Record<string, unknown> } }>;
  parallel_tool_calls: boolean;
}

/** Strip what the function-calling API does not take from a JSON Schema ($schema) at the top. */
function parameters(schema: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _drop, ...rest } = schema;
  return rest.type ? rest : { type: 'object', ...rest };
}

/** One `tools[]` entry as the chat completions API and chat templates take it. */
export function toolEntry(r: ToolRef): OpenAIRecord['tools'][number] {
  return { type: 'function', function: { name: r.name, description: r.description, parameters: parameters(r.parameters) } };
}

export function toOpenAI(t: Trajectory): OpenAIRecord {
  const messages = t.messages.map((m): Record<string, unknown> => {
    switch (m.role) {
      case 'assistant':
        return m.tool_calls && m.tool_calls.length > 0
          ? { role: 'assistant', ...(m.content ? { content: m.content } : {}), tool_calls: m.tool_calls }
          : { role: 'assistant', content: m.content ?? '' };
      case 'tool':
        return { role: 'tool', tool_call_id: m.tool_call_id, content: m.content };
      default:
        return { role: m.role, content: m.content };
    }
  });
  const parallel = t.messages.some((m) => m.role === 'assistant' && (m.tool_calls?.length ?? 0) > 1);
  return {
    messages,
    tools: t.tools.map(toolEntry),
    parallel_tool_calls: parallel,
  };
}
