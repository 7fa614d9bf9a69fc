// Hugging Face TRL/transformers conversational format: `messages` + `tools`, arguments as objects, tool messages carry `name`.
import type { Trajectory } from '../records/index.js';
import { templateToolEntries } from './template-tools.js';

export interface HfToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: Record<string, unknown> };
}
export type HfMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string; tool_calls?: HfToolCall[] }
  | { role: 'tool'; name: string; tool_call_id: string; content: string };

export interface HfRecord {
  id: string;
  kind: string;
  messages: HfMessage[];
  /** The OpenAI-style tools list; a JSON string when stored for Arrow (one column type across rows). */
  tools: ReturnType<typeof templateToolEntries> | string;
}

export function toHf(t: Trajectory, options: { toolsAsString?: boolean } = {}): HfRecord {
  const messages = t.messages.map((m): HfMessage => {
    switch (m.role) {
      case 'assistant':
        // Chat templates test `tool_calls is defined`, so a plain answer must not carry an empty list.
        return m.tool_calls && m.tool_calls.length > 0
          ? { role: 'assistant', content: m.content ?? '', tool_calls: m.tool_calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.function.name, arguments: JSON.parse(c.function.arguments) as Record<string, unknown> } })) }
          : { role: 'assistant', content: m.content ?? '' };
      case 'tool':
        return { role: 'tool', name: m.name, tool_call_id: m.tool_call_id, content: m.content };
      default:
        return { role: m.role, content: m.content };
    }
  });
  // Chat templates render this list: nullable unions are written the way they can read (template-tools.ts).
  const tools = templateToolEntries(t.tools);
  return { id: t.id, kind: t.kind, messages, tools: options.toolsAsString ? JSON.stringify(tools) : tools };
}
