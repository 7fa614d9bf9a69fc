// Format: roles in order, an assistant turn, unique call ids each answered once, arguments that parse as JSON objects.
import type { Validator } from './validator.js';
import type { ValidatorDef } from './validator.js';

export const formatValidator: Validator = {
  name: 'format',
  check(t) {
    const msgs = t.messages;
    const firstNonSystem = msgs.findIndex((m) => m.role !== 'system');
    if (firstNonSystem < 0 || msgs[firstNonSystem]?.role !== 'user') {
      return { code: 'format.no_user_first', message: 'the first non-system message must be from the user', path: `messages[${Math.max(0, firstNonSystem)}]` };
    }
    const sysLate = msgs.findIndex((m, i) => m.role === 'system' && i > 0);
    if (sysLate >= 0) return { code: 'format.system_not_first', message: 'a system message may only come first', path: `messages[${sysLate}]` };
    if (!msgs.some((m) => m.role === 'assistant')) return { code: 'format.no_assistant', message: 'no assistant turn', path: 'messages' };
    const last = msgs[msgs.length - 1];
    if (last?.role !== 'assistant' || (last.tool_calls && last.tool_calls.length > 0)) {
      return { code: 'format.no_final_answer', message: 'the last message must be an assistant answer without tool calls', path: `messages[${msgs.length - 1}]` };
    }
    const open = new Map<string, string>();
    const seen = new Set<string>();
    for (let i = 0; i < msgs.length; i++) {
      const m = msgs[i];
      if (!m) continue;
      if (m.role === 'assistant') {
        if (open.size > 0) return { code: 'format.unanswered_call', message: `tool call ${[...open.keys()][0]} has no tool message before the next assistant turn`, path: `messages[${i}]` };
        if ((m.content === null || m.content === '') && !m.tool_calls?.length) return { code: 'format.empty_assistant', message: 'assistant message has neither content nor tool calls', path: `messages[${i}]` };
        for (const [j, c] of (m.tool_calls ?? []).entries()) {
          const path = `messages[${i}].tool_calls[${j}]`;
          if (seen.has(c.id)) return { code: 'format.duplicate_call_id', message: `tool_call_id ${c.id} is used twice`, path };
          seen.add(c.id);
          open.set(c.id, c.function.name);
          let parsed: unknown;
          try {
            parsed = JSON.parse(c.function.arguments);
          } catch {
            return { code: 'format.arguments_not_json', message: `arguments of ${c.function.name} do not parse as JSON`, path: `${path}.function.arguments` };
          }
          if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
            return { code: 'format.arguments_not_object', message: `arguments of ${c.function.name} are not a JSON object`, path: `${path}.function.arguments` };
          }
        }
      } else if (m.role === 'tool') {
        if (!open.has(m.tool_call_id)) {
          return { code: seen.has(m.tool_call_id) ? 'format.call_answered_twice' : 'format.orphan_tool_message', message: `tool message answers ${m.tool_call_id}, which is not an open call`, path: `messages[${i}].tool_call_id` };
        }
        if (open.get(m.tool_call_id) !== m.name) return { code: 'format.tool_name_mismatch', message: `tool message name ${m.name} does not match the call's ${open.get(m.tool_call_id)}`, path: `messages[${i}].name` };
        open.delete(m.tool_call_id);
      } else if (m.role === 'user' && open.size > 0) {
        return { code: 'format.unanswered_call', message: `tool call ${[...open.keys()][0]} is unanswered when the user speaks`, path: `messages[${i}]` };
      }
    }
    if (open.size > 0) return { code: 'format.unanswered_call', message: `tool call ${[...open.keys()][0]} is never answered`, path: 'messages' };
    return null;
  },
};

export const formatValidatorDef: ValidatorDef = {
  name: 'format',
  description: 'the conversation is well formed: user first, every call answered once, arguments a JSON object, a final answer',
  byDefault: true,
  codes: {
    'format.no_user_first': 'the first message after the system prompt is not the user\'s',
    'format.system_not_first': 'a system message appears after the first message',
    'format.no_assistant': 'there is no assistant turn at all',
    'format.no_final_answer': 'the last message is not an assistant answer without tool calls',
    'format.unanswered_call': 'a tool call has no tool message before the next turn',
    'format.empty_assistant': 'an assistant message has neither content nor tool calls',
    'format.duplicate_call_id': 'two tool calls share one id',
    'format.arguments_not_json': 'a call\'s arguments do not parse as JSON',
    'format.arguments_not_object': 'a call\'s arguments are JSON but not an object',
    'format.orphan_tool_message': 'a tool message answers no open call',
    'format.call_answered_twice': 'a tool call is answered by two tool messages',
    'format.tool_name_mismatch': 'a tool message names another tool than its call',
  },
  create: () => formatValidator,
};
