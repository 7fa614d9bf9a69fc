// Reads one line of any chat JSONL we export, or one like it made elsewhere, down to what decontamination checks:
// its id, its user turns and its offered tool names.
//
// Shapes understood:
// - OpenAI chat fine-tuning and Hugging Face: `messages` of {role, content}; content a string, null or a list
//   of parts ({type: "text", text}); user turns are role "user".
// - Hermes / ShareGPT: `conversations` of {from, value} (user turns from "human" or "user"), or of {role, content}.
// - `tools`: a list of OpenAI entries ({type, function: {name}}) or of {name}, or that list as a JSON string.
// - `id`: a string or number; a line without one is called "line N".
import { z } from 'zod';
import { ConfigError } from '../util/errors.js';
import { formatZodIssue } from '../util/zod-errors.js';

const PartSchema = z.object({ type: z.string(), text: z.string().optional() }).passthrough();
const MessageSchema = z.object({ role: z.string(), content: z.union([z.string(), z.null(), z.array(PartSchema)]).optional() }).passthrough();
const TurnSchema = z
  .object({ from: z.string().optional(), value: z.string().optional(), role: z.string().optional(), content: z.string().nullable().optional() })
  .passthrough()
  .refine((t) => (t.from !== undefined && t.value !== undefined) || t.role !== undefined, 'a turn needs from and value (or role and content)');
const ToolSchema = z
  .object({ name: z.string().optional(), function: z.object({ name: z.string() }).passthrough().optional() })
  .passthrough()
  .refine((t) => t.name !== undefined || t.function !== undefined, 'a tool needs function.name (or name)');

const LineSchema = z
  .object({
    id: z.union([z.string(), z.number()]).optional(),
    messages: z.array(MessageSchema).optional(),
    conversations: z.array(TurnSchema).optional(),
    tools: z.union([z.array(ToolSchema), z.string(), z.null()]).optional(),
  })
  .passthrough();

export interface Conversation {
  id: string;
  userTurns: string[];
  toolNames: string[];
}

const USER_FROM = new Set(['human', 'user']);

/** Parse a line (1-based `line` for messages); a user mistake in the file is a ConfigError naming file and line. */
export function readConversation(raw: string, file: string, line: number): Conversation {
  const where = `${file}:${line}`;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (err) {
    throw new ConfigError(`${where}: not valid JSON (${(err as Error).message}); fix or remove that line`);
  }
  const parsed = LineSchema.safeParse(value);
  if (!parsed.success) throw new ConfigError(`${where}: ${parsed.error.issues[0] ? formatZodIssue(parsed.error.issues[0]) : 'not a chat record'}`);
  const r = parsed.data;
  let userTurns: string[];
  if (r.messages) {
    userTurns = r.messages.filter((m) => m.role === 'user').map((m) => (typeof m.content === 'string' ? m.content : (m.content ?? []).map((p) => p.text ?? '').join('\n')));
  } else if (r.conversations) {
    userTurns = r.conversations.flatMap((t) => (t.from !== undefined ? (USER_FROM.has(t.from) ? [t.value ?? ''] : []) : t.role === 'user' ? [t.content ?? ''] : []));
  } else {
    throw new ConfigError(`${where}: no "messages" (OpenAI, Hugging Face) or "conversations" (Hermes, ShareGPT) in the record`);
  }
  return { id: r.id === undefined ? `line ${line}` : String(r.id), userTurns, toolNames: toolNames(r.tools, where) };
}

function toolNames(tools: z.infer<typeof LineSchema>['tools'], where: string): string[] {
  if (tools === undefined || tools === null) return [];
  let list: unknown = tools;
  if (typeof tools === 'string') {
    try {
      list = JSON.parse(tools);
    } catch {
      throw new ConfigError(`${where}: tools: a string that is not JSON; it should hold the tools list as JSON text`);
    }
  }
  const parsed = z.array(ToolSchema).safeParse(list);
  if (!parsed.success) throw new ConfigError(`${where}: tools${parsed.error.issues[0] ? formatZodIssue(parsed.error.issues[0]).replace(/^\(top level\)/, '') : ': not a list of tools'}`);
  return parsed.data.map((t) => t.function?.name ?? t.name ?? '');
}
