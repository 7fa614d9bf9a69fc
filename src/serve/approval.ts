// The approval gate at the protocol edge: a destructive call asks the user through an MCP elicitation form that states
// the target, the effect and whether it can be undone; a client without elicitation gets the configured policy.
import type { CatalogTool, ChatMessage } from '../records/index.js';
import { hasFlag } from '../records/index.js';
import { deniedResult, userConfirmed, type ConfirmationDecision } from '../execute/confirmation.js';

/** The key of the one embedded request in the input_required result, and of the form's one field. */
export const APPROVAL_KEY = 'approval';
const FIELD = 'approve';

const TARGET_ARG = /^(id|.*_id|.*Id|path|source|destination|file|name|names|key|url|target|entityNames|entity_?name)$/;
const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 3)}...` : s);

export interface ApprovalFacts {
  /** What the call acts on, as the user would name it: an id, a path, a name. */
  target: string;
  /** What it does, in a phrase: "delete the issue in GitLab". */
  effect: string;
  /** From the tool's profile; without one, not reversible exactly when the catalog flags it destructive. */
  reversible: boolean;
}

function valueText(v: unknown): string {
  if (Array.isArray(v)) return v.map(valueText).join(', ');
  return typeof v === 'string' ? v : JSON.stringify(v ?? null);
}

export function approvalFacts(tool: CatalogTool, args: Record<string, unknown>): ApprovalFacts {
  const profile = tool.profile;
  const idKey = profile?.idParam && args[profile.idParam] !== undefined ? profile.idParam : Object.keys(args).find((k) => TARGET_ARG.test(k));
  const target = idKey ? `${idKey} ${valueText(args[idKey])}` : Object.keys(args).length > 0 ? JSON.stringify(args) : 'no arguments';
  const sentence = (tool.description.split(/(?<=[.!?;])\s/)[0] ?? tool.name).replace(/[.;]$/, '');
  // The tool's own verb ("archive") says more than its action class ("update").
  const effect = profile ? `${profile.verb ?? profile.action} the ${profile.entity} in ${profile.system}` : sentence.charAt(0).toLowerCase() + sentence.slice(1);
  const reversible = profile ? profile.reversible : !hasFlag(tool, 'destructive');
  return { target: cut(target, 200), effect: cut(effect, 200), reversible };
}

/** The elicitation form (elicitation/create, form mode) for one destructive call. */
export function approvalForm(tool: CatalogTool, name: string, args: Record<string, unknown>) {
  const f = approvalFacts(tool, args);
  const undo = f.reversible ? 'It can be undone.' : 'It cannot be undone.';
  const message = [
    `An agent wants to run ${name} on ${tool.server.title ?? tool.serverId}, which changes data.`,
    `Effect: ${f.effect}.`,
    `Target: ${f.target}.`,
    undo,
    `Arguments: ${cut(JSON.stringify(args), 500)}`,
    'Approve it?',
  ].join('\n');
  return {
    message,
    requestedSchema: {
      type: 'object' as const,
      properties: { [FIELD]: { type: 'boolean' as const, title: `Run ${name}`, description: `${f.effect}, on ${f.target}. ${undo}`, default: false } },
      required: [FIELD],
    },
  };
}

/** The user's answer to the form, as the record's confirmation. */
export function elicitedDecision(action: 'accept' | 'decline' | 'cancel', content: Record<string, unknown> | undefined): ConfirmationDecision {
  if (action === 'accept' && content?.[FIELD] === true) return { policy: 'ask', decision: 'approved', reason: 'the user approved it in the approval form', elicitation: action };
  if (action === 'accept') return { policy: 'ask', decision: 'denied', reason: 'the user answered no in the approval form', elicitation: action };
  if (action === 'decline') return { policy: 'ask', decision: 'denied', reason: 'the user declined the approval form', elicitation: action };
  return { policy: 'ask', decision: 'denied', reason: 'the user dismissed the approval form without answering', elicitation: action };
}

/**
 * A client that cannot show a form gets the policy. Under "ask" the call runs only when the conversation the
 * client recorded shows the user saying yes to the assistant's question; else the agent is told to ask first.
 */
export function fallbackDecision(policy: 'approve' | 'deny' | 'ask', messages: readonly ChatMessage[] | undefined): ConfirmationDecision & { askFirst?: true } {
  switch (policy) {
    case 'approve':
      return { policy, decision: 'approved', reason: 'the client cannot show an approval form and the serve policy approves destructive calls' };
    case 'deny':
      return { policy, decision: 'denied', reason: 'the client cannot show an approval form and the serve policy denies destructive calls' };
    case 'ask':
      return messages && userConfirmed(messages)
        ? { policy, decision: 'approved', reason: 'the user confirmed in the conversation the client recorded' }
        : { policy, decision: 'denied', reason: 'the client cannot show an approval form; the agent was told to ask the user first', askFirst: true };
  }
}

/** What a call that did not run returns: the agent sees that nothing happened and, under "ask", what to do next. */
export function notRunText(tool: CatalogTool, name: string, args: Record<string, unknown>, decision: ConfirmationDecision & { askFirst?: true }): string {
  if (!decision.askFirst) return deniedResult(name, decision);
  const f = approvalFacts(tool, args);
  return (
    `Not run: ${name} changes data and needs the user's approval, and this client cannot show an approval form. ` +
    `Ask the user first: it will ${f.effect}, acting on ${f.target}, and ${f.reversible ? 'it can be undone' : 'it cannot be undone'}. ` +
    'Call it again once they say yes. Nothing was changed.'
  );
}
