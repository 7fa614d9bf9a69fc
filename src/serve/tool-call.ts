// Answers one tools/call: the approval gate for destructive tools (an elicitation form, or the policy), then the
// session's world, and the call recorded as the trajectory keeps it. One handler serves both eras: on 2025 connections
// the SDK turns the input_required answer into a real elicitation/create and calls the handler again.
import { inputRequired, inputResponse, ProtocolError, type CallToolResult, type InputRequiredResult, type RequestStateCodec, type ServerContext } from '@modelcontextprotocol/server';
import type { CallRecord } from '../records/index.js';
import { isDestructive } from '../records/index.js';
import { canonicalJson, sha256 } from '../util/hash.js';
import type { BackendOutcome } from '../execute/backend.js';
import { APPROVAL_KEY, approvalForm, elicitedDecision, fallbackDecision, notRunText } from './approval.js';
import type { ServedCatalog } from './catalog.js';
import { TOOL_CALL_META, metaString } from './protocol.js';
import type { ServeSession } from './session.js';

/** What the approval round trip carries: the call it asked about, so an answer is never applied to another call. */
export interface ApprovalState {
  call: string;
}

export interface CallDeps {
  served: ServedCatalog;
  policy: 'approve' | 'deny' | 'ask';
  codec: RequestStateCodec<ApprovalState>;
}

export interface CallRequest {
  name: string;
  arguments?: Record<string, unknown> | undefined;
  _meta?: Record<string, unknown> | undefined;
}

/** Whether the client can show a form: `elicitation: {}` (form by default) or `elicitation.form`. */
export function canElicit(capabilities: { elicitation?: Record<string, unknown> } | undefined): boolean {
  const e = capabilities?.elicitation;
  return e !== undefined && (Object.keys(e).length === 0 || e.form !== undefined);
}

type Outcome = Omit<BackendOutcome, 'sandbox'> & Partial<Pick<BackendOutcome, 'sandbox'>>;

function refused(text: string, protocolError?: string): Outcome {
  return { text, isError: true, truncated: false, latencyMs: 0, ...(protocolError ? { protocolError } : {}) };
}

export async function answerCall(
  req: CallRequest,
  ctx: ServerContext,
  session: ServeSession,
  deps: CallDeps,
  elicits: boolean,
): Promise<CallToolResult | InputRequiredResult> {
  const { name } = req;
  const tool = deps.served.byName.get(name);
  const args = req.arguments ?? {};
  const toolCallId = metaString(req._meta, TOOL_CALL_META);
  const id = toolCallId ?? session.nextCallId();
  const base = { id, toolId: tool?.id ?? `unknown/${name}`, serverId: tool?.serverId ?? 'unknown', name, arguments: args };
  if (!tool) {
    // The agent called a tool it was never offered: part of its behaviour, so it is recorded before the error.
    const reason = `MCP error -32602: Unknown tool: ${name}`;
    session.record({ ...base, latencyMs: 0, isError: true, protocolError: reason, truncated: false }, `Error: ${reason}`, toolCallId);
    throw new ProtocolError(-32602, `Unknown tool: ${name}`);
  }
  let confirmation: ReturnType<typeof fallbackDecision> | undefined;
  if (isDestructive(tool)) {
    const fingerprint = sha256(canonicalJson({ name, args })).slice(0, 32);
    const answer = inputResponse(ctx.mcpReq.inputResponses, APPROVAL_KEY);
    const state = ctx.mcpReq.requestState<ApprovalState>();
    if (answer.kind === 'elicit' && state?.call === fingerprint) confirmation = elicitedDecision(answer.action, answer.content);
    else if (elicits) {
      return inputRequired({
        inputRequests: { [APPROVAL_KEY]: inputRequired.elicit(approvalForm(tool, name, args)) },
        requestState: await deps.codec.mint({ call: fingerprint }),
      });
    } else confirmation = fallbackDecision(deps.policy, session.conversation);
  }
  const outcome: Outcome = confirmation?.decision === 'denied' ? refused(notRunText(tool, name, args, confirmation)) : await session.run(tool, args);
  const record: CallRecord = {
    ...base,
    latencyMs: outcome.latencyMs,
    isError: outcome.isError,
    ...(outcome.protocolError ? { protocolError: outcome.protocolError } : {}),
    truncated: outcome.truncated,
    ...(confirmation ? { confirmation: { policy: confirmation.policy, decision: confirmation.decision, reason: confirmation.reason, ...(confirmation.elicitation ? { elicitation: confirmation.elicitation } : {}) } } : {}),
    ...(outcome.sandbox ? { sandbox: outcome.sandbox } : {}),
    ...(outcome.structured !== undefined ? { structuredContent: outcome.structured } : {}),
  };
  session.record(record, outcome.text, toolCallId);
  const structured = !outcome.isError && outcome.structured && typeof outcome.structured === 'object' && !Array.isArray(outcome.structured) ? (outcome.structured as Record<string, unknown>) : undefined;
  return {
    content: [{ type: 'text', text: outcome.text }],
    ...(outcome.isError ? { isError: true } : {}),
    ...(structured ? { structuredContent: structured } : {}),
  };
}
