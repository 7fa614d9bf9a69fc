// A session's record as a Trajectory: the conversation the client sent (its tool calls linked to the calls serve ran),
// or, where it sent none, the task's request and the calls with their results; provenance says an outside agent played.
import type { CallRecord, ChatMessage, Task, ToolRef, Trajectory } from '../records/index.js';
import { canonicalJson, contentId } from '../util/hash.js';
import type { SandboxMode } from '../servers/sandbox.js';

/** One call serve ran: its record, the text the agent got back, and the tool_call id the client named, if any. */
export interface RecordedCall {
  record: CallRecord;
  text: string;
  toolCallId?: string;
}

/** What one stretch of a session holds: the task played (if any), its calls, the client's conversation. */
export interface Segment {
  label: string;
  client?: string;
  task?: Task;
  calls: readonly RecordedCall[];
  messages?: readonly ChatMessage[];
  seed: number;
  startedAt: number;
  endedAt: number;
}

export interface Assembled {
  trajectory: Trajectory;
  /** Calls serve ran that the client's conversation does not show: left out of the record. */
  unlinked: number;
}

/**
 * Each tool call of the conversation takes the record of a call serve ran: the one the client linked by id, else
 * the first unlinked one with the same name and arguments. Never by name alone: a record must hold what ran.
 */
function link(messages: readonly ChatMessage[], ran: readonly RecordedCall[]): { calls: CallRecord[]; unlinked: number } {
  const free = new Set(ran.map((_, i) => i));
  const calls: CallRecord[] = [];
  const take = (pred: (c: RecordedCall) => boolean) => [...free].find((i) => pred(ran[i] as RecordedCall));
  for (const m of messages) {
    if (m.role !== 'assistant') continue;
    for (const tc of m.tool_calls ?? []) {
      let args: string | undefined;
      try {
        args = canonicalJson(JSON.parse(tc.function.arguments));
      } catch {
        args = undefined; // format reports it; the call may still link by id
      }
      const i = take((c) => c.toolCallId === tc.id) ?? take((c) => !c.toolCallId && c.record.name === tc.function.name && canonicalJson(c.record.arguments) === args);
      if (i === undefined) continue;
      free.delete(i);
      calls.push({ ...(ran[i] as RecordedCall).record, id: tc.id });
    }
  }
  return { calls, unlinked: free.size };
}

/** The conversation as far as serve saw it: the task's request, then each call and its result, in order. */
function synthesise(segment: Segment): ChatMessage[] {
  const messages: ChatMessage[] = [...(segment.task?.messages ?? [])];
  for (const c of segment.calls) {
    const { id, name, arguments: args } = c.record;
    messages.push({ role: 'assistant', content: null, tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }] });
    messages.push({ role: 'tool', tool_call_id: id, name, content: c.text });
  }
  return messages;
}

/** The segment's trajectory, or undefined when nothing happened in it (no call, no message). */
export function assemble(segment: Segment, tools: readonly ToolRef[], sandbox: SandboxMode): Assembled | undefined {
  const sent = segment.messages && segment.messages.length > 0 ? segment.messages : undefined;
  if (!sent && segment.calls.length === 0) return undefined;
  const { calls, unlinked } = sent ? link(sent, segment.calls) : { calls: segment.calls.map((c) => c.record), unlinked: 0 };
  const messages = sent ? [...sent] : synthesise(segment);
  const taskId = segment.task?.id ?? contentId('session', { label: segment.label, client: segment.client ?? null, startedAt: segment.startedAt });
  return {
    unlinked,
    trajectory: {
      id: contentId('traj', { taskId, messages, client: segment.client ?? null, seed: segment.seed }),
      taskId,
      kind: segment.task?.kind ?? 'external',
      tools: [...tools],
      messages,
      calls,
      engine: 'external',
      agent: 'external',
      ...(segment.client ? { client: segment.client } : {}),
      seed: segment.seed,
      sandbox,
      durationMs: Math.max(0, Math.round(segment.endedAt - segment.startedAt)),
    },
  };
}
