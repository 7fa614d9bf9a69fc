// The confirmation gate: calls to tools flagged destructive pass a per-pipeline policy before they run.
import type { CallRecord, CatalogTool, ChatMessage } from '../records/index.js';
import { isDestructive } from '../records/index.js';

export { isDestructive };

export type ConfirmationPolicy = 'approve' | 'deny' | 'ask';
export type ConfirmationDecision = NonNullable<CallRecord['confirmation']>;

const YES = /\b(yes|yep|yeah|sure|go ahead|confirm(ed)?|do it|proceed|ok(ay)?|please do)\b/i;
const NO = /\b(no|don'?t|do not|stop|cancel|wait|hold on)\b/i;

/**
 * Did the user say yes to this call? The last user message must come after an assistant turn that asked
 * (ends with "?") and names the tool's target, and must read as a yes, not a no.
 */
export function userConfirmed(messages: readonly ChatMessage[]): boolean {
  let lastUser = -1;
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i]?.role === 'user') {
      lastUser = i;
      break;
    }
  }
  if (lastUser < 1) return false;
  const asked = messages[lastUser - 1];
  if (asked?.role !== 'assistant' || !asked.content || !/\?\s*$/.test(asked.content)) return false;
  const reply = (messages[lastUser] as { content: string }).content;
  return YES.test(reply) && !NO.test(reply.replace(new RegExp(YES.source, 'gi'), ''));
}

/** Decide one call; undefined for tools that are not destructive (they never pass the gate). */
export function gate(tool: CatalogTool, policy: ConfirmationPolicy, messages: readonly ChatMessage[]): ConfirmationDecision | undefined {
  if (!isDestructive(tool)) return undefined;
  switch (policy) {
    case 'approve':
      return { policy, decision: 'approved', reason: 'policy approves destructive calls' };
    case 'deny':
      return { policy, decision: 'denied', reason: 'policy denies destructive calls' };
    case 'ask':
      return userConfirmed(messages)
        ? { policy, decision: 'approved', reason: 'the user confirmed in the conversation' }
        : { policy, decision: 'denied', reason: 'the user was not asked, or did not confirm' };
  }
}

/** The tool result a denied call returns instead of running: the model sees that nothing happened. */
export function deniedResult(toolName: string, decision: ConfirmationDecision): string {
  return `Not run: ${toolName} is destructive and the confirmation policy "${decision.policy}" denied it (${decision.reason}). Nothing was changed.`;
}
