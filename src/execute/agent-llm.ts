// The LLM agent loop: the model sees the toolset as OpenAI tools and calls them until it answers or hits
// the step limit; calls in one turn run concurrently; in multi-turn tasks a simulated user replies.
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import type { CallRecord, CatalogTool, ChatMessage, Task, ToolCall, ToolRef } from '../records/index.js';
import type { ExecuteConfig } from './config.js';
import type { LlmClient } from '../llm/client.js';
import { ToolforgeError } from '../util/errors.js';
import { callBackend, type BackendContext } from './backend.js';
import { toolEntry } from '../records/index.js';
import { deniedResult, gate } from './confirmation.js';
import { EnvironmentError, environmentFailure } from './environment.js';

export class StepLimitError extends ToolforgeError {
  constructor(steps: number) {
    super('exec.step_limit', `no final answer after ${steps} assistant turns`);
  }
}

function openaiTools(refs: readonly ToolRef[]): ChatCompletionTool[] {
  // The same entries the exporter writes, so the model is trained on what it was shown.
  return refs.map((r) => toolEntry(r));
}

export interface LlmPlayContext {
  task: Task;
  refs: readonly ToolRef[];
  catalog: ReadonlyMap<string, CatalogTool>;
  config: ExecuteConfig;
  backend: BackendContext;
  client: LlmClient;
}

/** Plays the task with the model; `messages` starts with the system and first user messages and grows in place. */
export async function playWithLlm(ctx: LlmPlayContext, messages: ChatMessage[], usage = { promptTokens: 0, completionTokens: 0, costUsd: 0 }): Promise<CallRecord[]> {
  const { task, refs, catalog, config } = ctx;
  const byName = new Map(refs.map((r) => [r.name, r]));
  const tools = openaiTools(refs);
  // The simulated user: the task's scripted replies, in order, each time the assistant answers without a call.
  const userReplies = (task.turns ?? []).map((t) => t.user);
  const calls: CallRecord[] = [];
  for (let step = 0; step < config.maxSteps; step++) {
    const completion = await ctx.client.complete({ messages: messages as ChatCompletionMessageParam[], tools, parallel_tool_calls: true, ...(config.llm?.seed !== undefined ? { seed: config.llm.seed } : {}) });
    usage.promptTokens += completion.usage?.prompt_tokens ?? 0;
    usage.completionTokens += completion.usage?.completion_tokens ?? 0;
    usage.costUsd = ctx.client.cost(usage.promptTokens, usage.completionTokens);
    const msg = completion.choices[0]?.message;
    const toolCalls = (msg?.tool_calls ?? []).filter((c): c is ToolCall => c.type === 'function');
    if (toolCalls.length === 0) {
      messages.push({ role: 'assistant', content: msg?.content ?? '' });
      const reply = userReplies.shift();
      if (reply === undefined) return calls;
      messages.push({ role: 'user', content: reply });
      continue;
    }
    messages.push({ role: 'assistant', content: msg?.content ?? null, tool_calls: toolCalls.map((c) => ({ id: c.id, type: 'function', function: { name: c.function.name, arguments: c.function.arguments } })) });
    const results = await Promise.all(toolCalls.map((c) => runModelCall(c, byName, catalog, ctx, messages)));
    for (const r of results) {
      messages.push({ role: 'tool', tool_call_id: r.id, name: r.name, content: r.text });
      calls.push(r.record);
    }
  }
  throw new StepLimitError(config.maxSteps);
}

async function runModelCall(call: ToolCall, byName: Map<string, ToolRef>, catalog: ReadonlyMap<string, CatalogTool>, ctx: LlmPlayContext, messages: readonly ChatMessage[]) {
  const ref = byName.get(call.function.name);
  const tool = ref ? catalog.get(ref.toolId) : undefined;
  const base = { id: call.id, toolId: ref?.toolId ?? 'unknown', serverId: tool?.serverId ?? 'unknown', name: call.function.name, latencyMs: 0, truncated: false };
  let args: unknown;
  try {
    args = JSON.parse(call.function.arguments);
  } catch {
    args = undefined;
  }
  // What the model got wrong is a protocol error the record keeps; what the tool got wrong is an isError result.
  if (!tool) return fail(call, base, {}, `unknown tool ${call.function.name}`);
  if (!args || typeof args !== 'object' || Array.isArray(args)) return fail(call, base, {}, 'bad request: arguments are not a JSON object');
  const argObj = args as Record<string, unknown>;
  const confirmation = gate(tool, ctx.config.confirmation.policy, messages);
  const outcome: { text: string; isError: boolean; truncated: boolean; latencyMs: number; protocolError?: string; structured?: unknown; sandbox?: CallRecord['sandbox']; execution?: 'real' | 'simulated' } =
    confirmation?.decision === 'denied' ? { text: deniedResult(call.function.name, confirmation), isError: true, truncated: false, latencyMs: 0 } : await callBackend(tool, argObj, ctx.backend);
  const why = outcome.execution === 'real' ? environmentFailure(tool, outcome) : undefined;
  if (why) throw new EnvironmentError(tool, why, /did not start/.test(outcome.protocolError ?? ''));
  const record: CallRecord = {
    ...base,
    arguments: argObj,
    latencyMs: outcome.latencyMs,
    isError: outcome.isError,
    truncated: outcome.truncated,
    ...(outcome.protocolError ? { protocolError: outcome.protocolError } : {}),
    // The schema validator checks results against the tool's outputSchema through this, as for the offline agent.
    ...(outcome.structured !== undefined ? { structuredContent: outcome.structured } : {}),
    ...(confirmation ? { confirmation } : {}),
    ...(outcome.sandbox ? { sandbox: outcome.sandbox } : {}),
    ...(outcome.execution ? { execution: outcome.execution } : {}),
  };
  return { id: call.id, name: call.function.name, text: outcome.text, record };
}

function fail(call: ToolCall, base: Omit<CallRecord, 'arguments' | 'isError'>, args: Record<string, unknown>, reason: string) {
  return { id: call.id, name: call.function.name, text: `Error: ${reason}`, record: { ...base, arguments: args, isError: true, protocolError: reason } as CallRecord };
}
