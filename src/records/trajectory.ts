// Trajectory: a task played against real or simulated tools, message by message, call by call.
import { z } from 'zod';
import { ChatMessageSchema, ToolRefSchema } from './chat.js';
import { TaskKindSchema } from './task.js';

export const CallRecordSchema = z.object({
  /** The tool_call_id the assistant used. */
  id: z.string(),
  toolId: z.string(),
  serverId: z.string(),
  name: z.string(),
  arguments: z.record(z.string(), z.unknown()),
  latencyMs: z.number(),
  isError: z.boolean(),
  /** Set when the call failed at the protocol level (unknown tool, bad request, timeout, crash). */
  protocolError: z.string().optional(),
  truncated: z.boolean(),
  /** The result's structuredContent, when the server sent one (checked against the tool's outputSchema). */
  structuredContent: z.unknown().optional(),
  /** For calls to destructive tools: the confirmation policy, what it decided, and why; a denied call did not run. */
  confirmation: z
    .object({
      policy: z.enum(['approve', 'deny', 'ask']),
      decision: z.enum(['approved', 'denied']),
      reason: z.string(),
      /** Set when the user answered an approval form (MCP elicitation, `toolforge serve`): what they did with it. */
      elicitation: z.enum(['accept', 'decline', 'cancel']).optional(),
    })
    .optional(),
  /** Where the call ran (bubblewrap, none, simulated) and which sandbox wall a failed call ran into. */
  sandbox: z
    .object({
      mode: z.enum(['bubblewrap', 'none', 'simulated']),
      refused: z.enum(['network', 'filesystem', 'processes', 'memory', 'open_files', 'timeout', 'crashed', 'disk', 'files']).optional(),
    })
    .optional(),
});
export type CallRecord = z.infer<typeof CallRecordSchema>;

export const TrajectorySchema = z.object({
  id: z.string(),
  taskId: z.string(),
  kind: TaskKindSchema,
  tools: z.array(ToolRefSchema),
  messages: z.array(ChatMessageSchema),
  calls: z.array(CallRecordSchema),
  /** Who played the assistant: a toolforge engine, or (`external`) an outside agent recorded by `toolforge serve`. */
  engine: z.enum(['offline', 'llm', 'external']),
  /** `external` for a session an outside MCP client played against `toolforge serve`; absent for toolforge's own engines. */
  agent: z.literal('external').optional(),
  /** The outside agent's MCP client, as it named itself: "name@version". */
  client: z.string().optional(),
  seed: z.number().int(),
  sandbox: z.enum(['bubblewrap', 'none']),
  durationMs: z.number(),
  /** Tool results that tried to steer the model (scanned as descriptions are): an adversarial example when the answer does not obey. */
  adversarial: z
    .array(z.object({ kind: z.literal('result_injection'), toolCallId: z.string(), message: z.number().int(), reason: z.string() }))
    .optional(),
  /** LLM engine: tokens the assistant's turns took and what they cost (price table in the transport settings). */
  usage: z.object({ promptTokens: z.number().int(), completionTokens: z.number().int(), costUsd: z.number() }).optional(),
});
export type Trajectory = z.infer<typeof TrajectorySchema>;
