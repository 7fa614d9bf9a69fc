// Turns tasks into trajectories: the offline agent plays the expected calls against real servers and answers.
import type { CatalogTool, ChatMessage, CallRecord, Reject, Task, Trajectory, ToolCall } from '../records/index.js';
import { DEFAULT_SYSTEM_PROMPT, type ExecuteConfig } from './config.js';
import { contentId, sha256 } from '../util/hash.js';
import { errorMessage } from '../util/errors.js';
import { Rng } from '../util/random.js';
import { TimeoutError, withTimeout } from '../util/pool.js';
import { finalAnswer, type SeenResult } from './answers.js';
import type { TrajectoryServer } from '../servers/server-session.js';
import type { CleanupRegistry } from '../servers/cleanup.js';
import { deniedResult, gate } from './confirmation.js';
import { linkedArguments, type LinkSource } from './links.js';
import { toolRefs } from '../records/tool-refs.js';
import { injectionReasons } from '../catalog/scanners/poisoning.js';
import { resultInjections } from '../catalog/scanners/result-injection.js';
import { limitsFromConfig, type SandboxMode, type SandboxVerdict } from '../servers/sandbox.js';
import { callBackend, type BackendDef } from './backend.js';
import { BUILTIN_BACKENDS } from './backends.js';
import { ServerPool } from '../servers/pool.js';
import { SimulatedBackend } from './simulated.js';
import { playWithLlm, StepLimitError } from './agent-llm.js';
import { LlmClient, LlmError } from '../llm/client.js';
import { isDeferred } from '../llm/deferred.js';

export interface ExecutorOptions {
  catalog: ReadonlyMap<string, CatalogTool>;
  config: ExecuteConfig;
  sandbox: SandboxMode;
  /** Pre-started servers (src/servers/pool.ts); without it each trajectory starts its own on demand. */
  pool?: ServerPool;
  /** The LLM engine's client (engine "llm"): the run's, or batch mode's collecting one. */
  llm?: LlmClient;
  /** The backends to choose from (the run's registry); the built-ins by default. */
  backends?: readonly BackendDef[];
  /** The run's registry of what an interrupt must stop and remove (servers, workspaces). */
  cleanup?: CleanupRegistry;
}

export type ExecuteOutcome = { ok: true; trajectory: Trajectory } | { ok: false; reject: Reject };

/** The user asked for the output as it is ("raw JSON", "verbatim"): only then does the answer paste it. */
function asksForRaw(task: Task): boolean {
  return [...task.messages.map((m) => m.content), ...(task.turns ?? []).map((t) => t.user)].some((t) => /\b(raw (json|output|result)|verbatim|exact output|as-is output)\b/i.test(t));
}

function callId(taskId: string, index: number): string {
  return `call_${sha256(`${taskId}:${index}`).slice(0, 24)}`;
}

export async function executeTask(task: Task, options: ExecutorOptions): Promise<ExecuteOutcome> {
  const missing = task.toolset.filter((id) => !options.catalog.has(id));
  if (missing.length > 0) {
    return { ok: false, reject: { id: task.id, taskId: task.id, step: 'execute', code: 'exec.unknown_tool', message: `task names tools not in the catalog: ${missing.join(', ')}`, path: 'toolset' } };
  }
  const servers = new Map<string, Promise<TrajectoryServer>>();
  // A caller without a run's pool (a test, a library user) gets one for this trajectory alone.
  const own = options.pool ? undefined : poolFor(options.config, options.sandbox, options.cleanup);
  if (own) options = { ...options, pool: own };
  const started = performance.now();
  try {
    const trajectory = await withTimeout(play(task, options, servers), options.config.trajectoryTimeoutMs, `trajectory ${task.id}`);
    trajectory.durationMs = Math.round(performance.now() - started);
    // Labelled here, for either engine; validate drops the record or keeps it as an adversarial example (validate.resultInjection).
    const injections = resultInjections(trajectory.messages);
    if (injections.length > 0) trajectory.adversarial = injections;
    return { ok: true, trajectory };
  } catch (err) {
    if (isDeferred(err)) throw err; // batch mode: not a reject, the task is played again once answered
    const code = err instanceof TimeoutError ? 'exec.trajectory_timeout' : err instanceof StepLimitError ? err.code : err instanceof LlmError ? 'exec.llm_failed' : 'exec.failed';
    // Past the trajectory's time a server may be spinning: stop it now, not after close()'s grace period.
    if (err instanceof TimeoutError) for (const p of servers.values()) void p.then((srv) => srv.kill(), () => undefined);
    return { ok: false, reject: { id: task.id, taskId: task.id, step: 'execute', code, message: errorMessage(err) } };
  } finally {
    // Servers shut down in the background (some take a few hundred ms to exit); draining the pool waits for them.
    for (const p of servers.values()) options.pool?.release(p);
    await own?.drain();
  }
}

/** The pool one run's trajectories share: every start goes through a pool, spares or not, since its start gate and
 * handshake retries are what hold on a loaded machine. The caller drains it when its trajectories are done. */
export function poolFor(config: ExecuteConfig, sandbox: SandboxMode, cleanup?: CleanupRegistry): ServerPool {
  return new ServerPool({ mode: sandbox, spares: config.pool.spares, start: { connectTimeoutMs: config.connectTimeoutMs ?? config.callTimeoutMs, limits: limitsFromConfig(config.limits), ...(cleanup ? { cleanup } : {}) } });
}

async function play(task: Task, options: ExecutorOptions, servers: Map<string, Promise<TrajectoryServer>>): Promise<Trajectory> {
  const { catalog, config } = options;
  const tools = task.toolset.map((id) => catalog.get(id) as CatalogTool);
  const refs = toolRefs(tools);
  const nameOf = new Map(refs.map((r) => [r.toolId, r.name]));
  const rng = new Rng(task.seed);
  const messages: ChatMessage[] = [];
  // A pipeline's fixed prompt wins; else the task's own (its date, who the user is, the tool-use policy).
  messages.push({ role: 'system', content: config.systemPrompt ?? task.system ?? DEFAULT_SYSTEM_PROMPT });
  messages.push(...task.messages);
  // Exchanges before the calls: clarifying questions, a confirmation request, the user's replies.
  // (The LLM engine plays these itself: the model asks, the simulated user answers.)
  for (const turn of config.engine === 'llm' ? [] : (task.turns ?? [])) messages.push({ role: 'assistant', content: turn.assistant }, { role: 'user', content: turn.user });

  const serverFor = (tool: CatalogTool): Promise<TrajectoryServer> => {
    let p = servers.get(tool.serverId);
    if (!p) {
      p = (options.pool as ServerPool).acquire(tool);
      p.catch(() => undefined);
      servers.set(tool.serverId, p);
    }
    return p;
  };

  const simulator = new SimulatedBackend(task.seed, { maxResultChars: config.maxResultChars });
  const backendContext = { serverFor, simulator, config, sandbox: options.sandbox, backends: options.backends ?? BUILTIN_BACKENDS };
  if (config.engine === 'llm') {
    const usage = { promptTokens: 0, completionTokens: 0, costUsd: 0 };
    // A caller without a run (a test, a library user) gets a client of its own for this trajectory.
    const client = options.llm ?? new LlmClient(config.llm ?? {});
    let calls: CallRecord[];
    try {
      calls = await playWithLlm({ task, refs, catalog, config, backend: backendContext, client }, messages, usage);
    } finally {
      if (!options.llm) client.close();
    }
    return { id: contentId('traj', { taskId: task.id, messages }), taskId: task.id, kind: task.kind, tools: refs, messages, calls, engine: 'llm', seed: task.seed, sandbox: options.sandbox, durationMs: 0, usage };
  }
  const linkSources: LinkSource[] = [];
  const runCall = async (index: number): Promise<{ toolCall: ToolCall; message: ChatMessage; record: CallRecord; seen: SeenResult }> => {
    const planned = task.expected.calls[index] as Task['expected']['calls'][number];
    // multi_step: arguments linked to earlier results take the values those calls actually returned.
    const expected = { ...planned, arguments: linkedArguments(planned, linkSources) };
    const tool = catalog.get(expected.toolId);
    const id = callId(task.id, index);
    const name = nameOf.get(expected.toolId) ?? expected.toolId;
    const toolCall: ToolCall = { id, type: 'function', function: { name, arguments: JSON.stringify(expected.arguments) } };
    const confirmation = tool ? gate(tool, config.confirmation.policy, messages) : undefined;
    let outcome: { text: string; isError: boolean; protocolError?: string; truncated: boolean; latencyMs: number; structured?: unknown; sandbox?: SandboxVerdict };
    if (confirmation?.decision === 'denied') {
      outcome = { text: deniedResult(name, confirmation), isError: true, truncated: false, latencyMs: 0 };
    } else if (!tool) {
      outcome = { text: `Error: unknown tool ${expected.toolId}`, isError: true, protocolError: `unknown tool ${expected.toolId}`, truncated: false, latencyMs: 0 };
    } else {
      // Synthetic tools go to the simulator, the rest to their (sandboxed) server; see backend.ts.
      outcome = await callBackend(tool, expected.arguments, backendContext);
    }
    const record: CallRecord = {
      id,
      toolId: expected.toolId,
      serverId: tool?.serverId ?? 'unknown',
      name,
      arguments: expected.arguments,
      latencyMs: outcome.latencyMs,
      isError: outcome.isError,
      ...(outcome.protocolError ? { protocolError: outcome.protocolError } : {}),
      truncated: outcome.truncated,
      ...(confirmation ? { confirmation } : {}),
      ...(outcome.sandbox ? { sandbox: outcome.sandbox } : {}),
      ...(outcome.structured !== undefined ? { structuredContent: outcome.structured } : {}),
    };
    linkSources[index] = { text: outcome.text, ...(outcome.structured !== undefined ? { structured: outcome.structured } : {}) };
    return {
      toolCall,
      message: { role: 'tool', tool_call_id: id, name, content: outcome.text },
      record,
      seen: { name, text: outcome.text, isError: outcome.isError, denied: confirmation?.decision === 'denied', injection: injectionReasons(outcome.text)[0], args: expected.arguments, ...(tool ? { tool } : {}), ...(outcome.structured !== undefined ? { structured: outcome.structured } : {}) },
    };
  };

  const calls: CallRecord[] = [];
  const seen: SeenResult[] = [];
  const n = task.expected.calls.length;
  if (task.expected.parallel && n > 0) {
    const results = await Promise.all(Array.from({ length: n }, (_, i) => runCall(i)));
    messages.push({ role: 'assistant', content: null, tool_calls: results.map((r) => r.toolCall) });
    for (const r of results) {
      messages.push(r.message);
      calls.push(r.record);
      seen.push(r.seen);
    }
  } else {
    for (let i = 0; i < n; i++) {
      const r = await runCall(i);
      messages.push({ role: 'assistant', content: null, tool_calls: [r.toolCall] }, r.message);
      calls.push(r.record);
      seen.push(r.seen);
    }
  }
  const answer = n > 0 ? finalAnswer(rng, seen, { raw: asksForRaw(task), chained: task.kind === 'multi_step' }) : (task.expected.answer ?? 'I can answer that without any of the tools here.');
  messages.push({ role: 'assistant', content: answer });
  return {
    id: contentId('traj', { taskId: task.id, messages }),
    taskId: task.id,
    kind: task.kind,
    tools: refs,
    messages,
    calls,
    engine: 'offline',
    seed: task.seed,
    sandbox: options.sandbox,
    durationMs: 0,
  };
}
