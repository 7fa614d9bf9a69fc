// OpenAI chat fine-tuning JSONL: messages, tools, parallel_tool_calls; arguments stay JSON strings.
import type { Trajectory } from '../records/index.js';
import { toolEntry, type OpenAIToolEntry } from '../records/index.js';

export { toolEntry };

export interface OpenAIRecord {
  messages: Array<Record<string, unknown>>;
  tools: OpenAIToolEntry[];
  parallel_tool_calls: boolean;
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
