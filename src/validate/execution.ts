// Execution: no protocol errors, timeouts or truncated results; an isError result passes only when the next assistant turn reacts to it.
import type { Trajectory } from '../records/index.js';
import type { Validator } from './validator.js';
import type { ValidatorDef } from './validator.js';
import { TOO_DEEP } from '../mcp/call.js';

/** Words an assistant uses when it takes a failed call into account (quoting the error counts too). */
const REACTION = /\b(error|fail|failed|failure|could not|couldn't|cannot|can't|unable|not found|denied|invalid|problem|sorry|instead|retry|again)\b/i;

/** Index of the first assistant message after message `from`. */
function nextAssistant(t: Trajectory, from: number): number {
  for (let i = from + 1; i < t.messages.length; i++) if (t.messages[i]?.role === 'assistant') return i;
  return -1;
}

/** A protocol failure's reject code: its own for each cap a server ran into, exec.protocol_error for the rest. */
function protocolCode(c: Trajectory['calls'][number]): string {
  const error = c.protocolError ?? '';
  if (/^timeout/.test(error) || c.sandbox?.refused === 'timeout') return 'exec.timeout';
  if (error.startsWith(TOO_DEEP)) return 'exec.result_too_deep';
  if (c.sandbox?.refused === 'disk') return 'exec.workspace_disk';
  if (c.sandbox?.refused === 'files') return 'exec.workspace_files';
  return 'exec.protocol_error';
}

export const executionValidator: Validator = {
  name: 'execution',
  check(t) {
    for (const [i, c] of t.calls.entries()) {
      if (c.protocolError) {
        const code = protocolCode(c);
        return { code, message: `${c.name}: ${c.protocolError}`, path: `calls[${i}]` };
      }
      if (c.truncated) return { code: 'exec.truncated', message: `${c.name}: the result was cut at the size limit, so the answer rests on part of it`, path: `calls[${i}]` };
    }
    for (const [i, c] of t.calls.entries()) {
      if (!c.isError || c.confirmation?.decision === 'denied') continue;
      const at = t.messages.findIndex((m) => m.role === 'tool' && m.tool_call_id === c.id);
      if (at < 0) continue; // format reports unanswered calls
      const next = nextAssistant(t, at);
      const reply = next >= 0 ? t.messages[next] : undefined;
      if (!reply || reply.role !== 'assistant') continue;
      const errorText = (t.messages[at] as { content: string }).content.slice(0, 40);
      // A retry (another call) is a reaction; so is text that names the failure or quotes the error.
      const retried = (reply.tool_calls?.length ?? 0) > 0;
      const content = reply.content ?? '';
      const reacts = retried || REACTION.test(content) || (errorText.length > 8 && content.includes(errorText));
      if (!reacts) {
        return { code: 'exec.error_ignored', message: `${c.name} returned an error and the next assistant turn goes on as if it had not`, path: `messages[${next}]` };
      }
    }
    return null;
  },
};

export const executionValidatorDef: ValidatorDef = {
  name: 'execution',
  description: 'no protocol error, timeout or truncated result; an isError result is reacted to by the next assistant turn',
  byDefault: true,
  codes: {
    'exec.protocol_error': 'a call failed at the protocol level (unknown tool, bad request, crash)',
    'exec.timeout': 'a call got no answer within callTimeoutMs',
    'exec.truncated': 'a result was cut at maxResultChars, so the answer rests on part of it',
    'exec.error_ignored': 'an isError result is followed by an assistant turn that goes on as if it had not failed',
    'exec.result_too_deep': 'a result nests deeper than the cap (64 levels)',
    'exec.workspace_disk': 'a server filled its workspace past execute.limits.workspaceMb and was stopped',
    'exec.workspace_files': 'a server made more entries in its workspace than execute.limits.workspaceFiles and was stopped',
  },
  create: () => executionValidator,
};
