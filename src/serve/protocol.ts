// What serve adds to MCP, all optional for a client: naming its session, sending its conversation, linking a call to
// its tool_call id. A host that sends none of it still plays; its trajectory then holds calls without the conversation.
import { z } from 'zod';
import { ChatMessageSchema } from '../records/index.js';

/**
 * `_meta` key (any request or notification) naming the session on the modern HTTP era, which has no protocol
 * session: requests with the same name share one session and one world. The `toolforge-session` header does the
 * same for hosts that can set headers but not `_meta`. Without either, a client's name@version is its session.
 */
export const SESSION_META = 'dev.toolforge/session';
export const SESSION_HEADER = 'toolforge-session';

/** `_meta` key on tools/call: the tool_call id the model gave this call, so the record links it without guessing. */
export const TOOL_CALL_META = 'dev.toolforge/toolCallId';

/**
 * The notification a client sends with its conversation: the whole of it so far, in OpenAI chat shape (each one
 * replaces the last). `end: true` closes the session now, instead of at disconnect or when it goes idle.
 */
export const RECORD_METHOD = 'notifications/toolforge/record';

export const RecordParamsSchema = z.object({
  messages: z.array(ChatMessageSchema).max(10_000).optional(),
  end: z.boolean().optional(),
  _meta: z.record(z.string(), z.unknown()).optional(),
});
export type RecordParams = z.infer<typeof RecordParamsSchema>;

/** A string-valued `_meta` entry, or undefined. */
export function metaString(meta: unknown, key: string): string | undefined {
  if (!meta || typeof meta !== 'object') return undefined;
  const v = (meta as Record<string, unknown>)[key];
  return typeof v === 'string' && v.length > 0 && v.length <= 200 ? v : undefined;
}
