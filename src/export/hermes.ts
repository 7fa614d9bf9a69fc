// Hermes/ShareGPT format: `conversations` of from/value turns, calls in <tool_call> and results in <tool_response> blocks as the Hermes template renders them.
import type { Trajectory } from '../records/index.js';
import { templateToolEntries } from './template-tools.js';

export interface HermesTurn {
  from: 'system' | 'human' | 'gpt' | 'tool';
  value: string;
}
export interface HermesRecord {
  id: string;
  kind: string;
  conversations: HermesTurn[];
  /** The tools offered, as a JSON string (the column type ShareGPT-style loaders expect). */
  tools: string;
}

/** The same JSON text the Hermes template writes inside <tool_call> (arguments first, then name). */
export function hermesCall(name: string, args: unknown): string {
  return `<tool_call>\n{"arguments": ${JSON.stringify(args)}, "name": ${JSON.stringify(name)}}\n</tool_call>`;
}

export function hermesResponse(name: string, content: string): string {
  return `<tool_response>\n{"name": ${JSON.stringify(name)}, "content": ${JSON.stringify(content)}}\n</tool_response>`;
}

export function toHermes(t: Trajectory): HermesRecord {
  const conversations: HermesTurn[] = [];
  for (const m of t.messages) {
    if (m.role === 'system') conversations.push({ from: 'system', value: m.content });
    else if (m.role === 'user') conversations.push({ from: 'human', value: m.content });
    else if (m.role === 'assistant') {
      const calls = (m.tool_calls ?? []).map((c) => hermesCall(c.function.name, JSON.parse(c.function.arguments)));
      conversations.push({ from: 'gpt', value: [m.content ?? '', ...calls].filter((s) => s !== '').join('\n') });
    } else {
      // Parallel results go one tool turn each, in call order, as the template renders them.
      conversations.push({ from: 'tool', value: hermesResponse(m.name, m.content) });
    }
  }
  return { id: t.id, kind: t.kind, conversations, tools: JSON.stringify(templateToolEntries(t.tools)) };
}
