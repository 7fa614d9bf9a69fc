// Chat messages in OpenAI shape: the form trajectories are recorded in and exporters start from.
import { z } from 'zod';

export const ToolCallSchema = z.object({
  id: z.string(),
  type: z.literal('function'),
  function: z.object({ name: z.string(), arguments: z.string() }),
});
export type ToolCall = z.infer<typeof ToolCallSchema>;

export const SystemMessageSchema = z.object({ role: z.literal('system'), content: z.string() });
export const UserMessageSchema = z.object({ role: z.literal('user'), content: z.string() });
export const AssistantMessageSchema = z.object({
  role: z.literal('assistant'),
  content: z.string().nullable(),
  tool_calls: z.array(ToolCallSchema).optional(),
});
export const ToolMessageSchema = z.object({
  role: z.literal('tool'),
  tool_call_id: z.string(),
  name: z.string(),
  content: z.string(),
});

export const ChatMessageSchema = z.discriminatedUnion('role', [
  SystemMessageSchema,
  UserMessageSchema,
  AssistantMessageSchema,
  ToolMessageSchema,
]);
export type ChatMessage = z.infer<typeof ChatMessageSchema>;
export type AssistantMessage = z.infer<typeof AssistantMessageSchema>;
export type ToolMessage = z.infer<typeof ToolMessageSchema>;

/** A function the model is offered: the OpenAI `tools[]` entry plus the catalog id behind it. */
export const ToolRefSchema = z.object({
  toolId: z.string(),
  name: z.string(),
  description: z.string(),
  parameters: z.record(z.string(), z.unknown()),
});
export type ToolRef = z.infer<typeof ToolRefSchema>;
