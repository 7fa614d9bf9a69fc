// Our own checker of OpenAI's documented chat fine-tuning format: each rule an id, a path and a message, so a bad line is named before upload.
export interface FormatIssue {
  rule: string;
  path: string;
  message: string;
}

const TOP_KEYS = new Set(['messages', 'tools', 'parallel_tool_calls', 'functions']);
const ROLES = new Set(['system', 'developer', 'user', 'assistant', 'tool']);
const MESSAGE_KEYS = new Set(['role', 'content', 'name', 'tool_calls', 'tool_call_id', 'weight', 'refusal', 'function_call']);
const FUNCTION_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function checkTools(tools: unknown, issues: FormatIssue[]): Set<string> {
  const names = new Set<string>();
  if (tools === undefined) return names;
  if (!Array.isArray(tools)) {
    issues.push({ rule: 'tools.not_array', path: 'tools', message: 'tools must be an array' });
    return names;
  }
  tools.forEach((t, i) => {
    const path = `tools[${i}]`;
    if (!isObject(t) || t.type !== 'function' || !isObject(t.function)) {
      issues.push({ rule: 'tools.shape', path, message: 'each tool must be {"type": "function", "function": {...}}' });
      return;
    }
    const f = t.function;
    if (typeof f.name !== 'string' || !FUNCTION_NAME.test(f.name)) issues.push({ rule: 'tools.name', path: `${path}.function.name`, message: 'function names are 1-64 letters, digits, "_" or "-"' });
    else if (names.has(f.name)) issues.push({ rule: 'tools.duplicate_name', path: `${path}.function.name`, message: `function ${f.name} is listed twice` });
    else names.add(f.name);
    if (f.description !== undefined && typeof f.description !== 'string') issues.push({ rule: 'tools.description', path: `${path}.function.description`, message: 'description must be a string' });
    if (f.parameters !== undefined && (!isObject(f.parameters) || (f.parameters.type !== undefined && f.parameters.type !== 'object'))) {
      issues.push({ rule: 'tools.parameters', path: `${path}.function.parameters`, message: 'parameters must be a JSON Schema object of type "object"' });
    }
  });
  return names;
}

/** Every issue in one JSONL line (an empty list means the line is fine). */
export function checkOpenAIRecord(line: unknown): FormatIssue[] {
  const issues: FormatIssue[] = [];
  if (!isObject(line)) return [{ rule: 'line.not_object', path: '(line)', message: 'each line must be a JSON object' }];
  for (const k of Object.keys(line)) if (!TOP_KEYS.has(k)) issues.push({ rule: 'line.unknown_key', path: k, message: `unknown top-level key "${k}"; allowed: messages, tools, parallel_tool_calls` });
  if (line.parallel_tool_calls !== undefined && typeof line.parallel_tool_calls !== 'boolean') issues.push({ rule: 'line.parallel_tool_calls', path: 'parallel_tool_calls', message: 'parallel_tool_calls must be a boolean' });
  const toolNames = checkTools(line.tools, issues);
  const messages = line.messages;
  if (!Array.isArray(messages) || messages.length === 0) {
    issues.push({ rule: 'messages.missing', path: 'messages', message: 'messages must be a non-empty array' });
    return issues;
  }
  const open = new Map<string, string>();
  const answered = new Set<string>();
  let assistants = 0;
  messages.forEach((m, i) => {
    const path = `messages[${i}]`;
    if (!isObject(m)) return issues.push({ rule: 'message.not_object', path, message: 'each message must be an object' });
    for (const k of Object.keys(m)) if (!MESSAGE_KEYS.has(k)) issues.push({ rule: 'message.unknown_key', path: `${path}.${k}`, message: `unknown message key "${k}"` });
    if (typeof m.role !== 'string' || !ROLES.has(m.role)) return issues.push({ rule: 'message.role', path: `${path}.role`, message: `role must be one of ${[...ROLES].join(', ')}` });
    const calls = m.tool_calls;
    const hasCalls = Array.isArray(calls) && calls.length > 0;
    if (m.content === undefined || m.content === null) {
      if (!(m.role === 'assistant' && hasCalls)) issues.push({ rule: 'message.content_missing', path: `${path}.content`, message: `a ${m.role} message needs content` });
    } else if (typeof m.content !== 'string' && !Array.isArray(m.content)) issues.push({ rule: 'message.content_type', path: `${path}.content`, message: 'content must be a string' });
    if (m.weight !== undefined && (m.role !== 'assistant' || (m.weight !== 0 && m.weight !== 1))) issues.push({ rule: 'message.weight', path: `${path}.weight`, message: 'weight is 0 or 1, and only on assistant messages' });
    if (m.role === 'assistant') {
      assistants++;
      if (open.size > 0) issues.push({ rule: 'tool_call.unanswered', path, message: `tool call ${[...open.keys()][0]} has no tool message before this turn` });
      open.clear();
      if (calls !== undefined && !Array.isArray(calls)) issues.push({ rule: 'tool_call.not_array', path: `${path}.tool_calls`, message: 'tool_calls must be an array' });
      (Array.isArray(calls) ? calls : []).forEach((c: unknown, j) => {
        const cp = `${path}.tool_calls[${j}]`;
        if (!isObject(c) || typeof c.id !== 'string' || c.type !== 'function' || !isObject(c.function)) return issues.push({ rule: 'tool_call.shape', path: cp, message: 'each call needs id, type "function" and function {name, arguments}' });
        const f = c.function;
        if (typeof f.name !== 'string') issues.push({ rule: 'tool_call.name', path: `${cp}.function.name`, message: 'function.name must be a string' });
        else if (line.tools !== undefined && !toolNames.has(f.name)) issues.push({ rule: 'tool_call.unknown_function', path: `${cp}.function.name`, message: `${f.name} is not in tools` });
        if (typeof f.arguments !== 'string') issues.push({ rule: 'tool_call.arguments_not_string', path: `${cp}.function.arguments`, message: 'arguments must be a JSON string, not an object' });
        else {
          try {
            JSON.parse(f.arguments);
          } catch {
            issues.push({ rule: 'tool_call.arguments_not_json', path: `${cp}.function.arguments`, message: 'arguments do not parse as JSON' });
          }
        }
        if (open.has(c.id) || answered.has(c.id)) issues.push({ rule: 'tool_call.duplicate_id', path: `${cp}.id`, message: `call id ${c.id} is used twice` });
        open.set(c.id, String(f.name));
      });
    } else if (m.role === 'tool') {
      const id = m.tool_call_id;
      if (typeof id !== 'string') issues.push({ rule: 'tool.missing_id', path: `${path}.tool_call_id`, message: 'a tool message needs tool_call_id' });
      else if (!open.has(id)) issues.push({ rule: 'tool.unknown_id', path: `${path}.tool_call_id`, message: `tool_call_id ${id} answers no open call` });
      else {
        open.delete(id);
        answered.add(id);
      }
    } else if (open.size > 0) issues.push({ rule: 'tool_call.unanswered', path, message: `tool call ${[...open.keys()][0]} has no tool message` });
  });
  if (open.size > 0) issues.push({ rule: 'tool_call.unanswered', path: 'messages', message: `tool call ${[...open.keys()][0]} is never answered` });
  if (assistants === 0) issues.push({ rule: 'messages.no_assistant', path: 'messages', message: 'a training example needs at least one assistant message' });
  return issues;
}
