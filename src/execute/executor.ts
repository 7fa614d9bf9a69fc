// Turns tasks into trajectories: the offline agent plays the expected calls against real servers and answers.
import type { CatalogTool, ChatMessage, CallRecord, Reject, Task, Trajectory, ToolCall } from '../records/index.js';
import { DEFAULT_SYSTEM_PROMPT, type ExecuteConfig } from './config.js';
import { contentId, sha256 } from '../util/hash.js';
import { errorMessage } from '../util/errors.js';
import { Rng } from '../util/random.js';
import { ASKS_WHEN } from '../util/english.js';
import { TimeoutError, withTimeout } from '../util/pool.js';
import { finalAnswer, type SeenResult } from './answers.js';
import type { Picked } from './answer-voice.js';
import { pickedOf, stoppedAnswer } from './chain-stop.js';
import type { TrajectoryServer } from '../servers/server-session.js';
import type { CleanupRegistry } from '../servers/cleanup.js';
import { deniedResult, gate } from './confirmation.js';
import { linkedArguments, linkStands, type LinkSource } from '../records/links.js';
import { jsonOf } from '../util/json-text.js';
import { toolRefs } from '../records/tool-refs.js';
import { injectionReasons } from '../catalog/scanners/poisoning.js';
import { resultInjections } from '../catalog/scanners/result-injection.js';
import { limitsFromConfig, type SandboxMode, type SandboxVerdict } from '../servers/sandbox.js';
import { backendSetting, callBackend, type BackendContext, type BackendDef } from './backend.js';
import { BUILTIN_BACKENDS } from './backends.js';
import { ServerPool } from '../servers/pool.js';
import { SimulatedBackend } from './simulated.js';
import { EnvironmentError, environmentFailure, type MovedToSimulator } from './environment.js';
import { World, referenceDateFor } from '../world/world.js';
import { WorldModel } from '../world/model.js';
import { WorldSimulator } from '../world/simulator.js';
import { LlmToolSimulator } from '../world/llm-simulator.js';
import { flatArgs, flatTool } from '../world/envelope.js';
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
  /** The world's shape for this catalog (built once per run); without it, built from the catalog for each task. */
  world?: WorldModel;
  /** Tools moved to the simulator under "auto" after failing here for a reason of this machine (one per run). */
  moved?: MovedToSimulator;
  /** The client of the LLM tool simulator (backend "llm"), when execute.simulator gives it a model. */
  simulatorLlm?: LlmClient;
}

export type ExecuteOutcome = { ok: true; trajectory: Trajectory } | { ok: false; reject: Reject };

/** The user asked for the output as it is ("raw JSON", "verbatim"): only then does the answer paste it. */
function asksForRaw(task: Task): boolean {
  return userTexts(task).some((t) => /\b(raw (json|output|result)|verbatim|exact output|as-is output)\b/i.test(t));
}

/** The user asked when something happened or changed: then, and only then, an answer says a record's times. */
function asksWhen(task: Task): boolean {
  return userTexts(task).some((t) => ASKS_WHEN.test(t));
}

/** What the user says in the task: its messages and the replies of its turns. */
function userTexts(task: Task): string[] {
  return [...task.messages.map((m) => m.content ?? ''), ...(task.turns ?? []).map((t) => t.user)];
}

function callId(taskId: string, index: number): string {
  return `call_${sha256(`${taskId}:${index}`).slice(0, 24)}`;
}

export async function executeTask(task: Task, options: ExecutorOptions): Promise<ExecuteOutcome> {
  const missing = task.toolset.filter((id) => !options.catalog.has(id));
  if (missing.length > 0) {
    return { ok: false, reject: { id: task.id, taskId: task.id, step: 'execute', code: 'exec.unknown_tool', message: `task names tools not in the catalog: ${missing.join(', ')}`, path: 'toolset' } };
  }
  const model = options.world ?? WorldModel.of(options.catalog.values());
  for (let attempt = 0; ; attempt++) {
    const outcome = await attemptTask(task, options, model);
    // Under "auto" a tool this machine cannot serve moves to the simulator, and the trajectory is played again there.
    if (outcome.ok || !outcome.environment || !options.moved || backendSetting(outcome.environment.tool, options.config) !== 'auto' || attempt >= 4) return strip(outcome);
    options.moved.add(outcome.environment);
  }
}

type Attempt = ExecuteOutcome & { environment?: EnvironmentError };

function strip(outcome: Attempt): ExecuteOutcome {
  const { environment: _e, ...rest } = outcome;
  return rest as ExecuteOutcome;
}

async function attemptTask(task: Task, options: ExecutorOptions, model: WorldModel): Promise<Attempt> {
  const servers = new Map<string, Promise<TrajectoryServer>>();
  // A caller without a run's pool (a test, a library user) gets one for this trajectory alone.
  const own = options.pool ? undefined : poolFor(options.config, options.sandbox, options.cleanup);
  if (own) options = { ...options, pool: own };
  const started = performance.now();
  try {
    const trajectory = await withTimeout(play(task, options, servers, model), options.config.trajectoryTimeoutMs, `trajectory ${task.id}`);
    trajectory.durationMs = Math.round(performance.now() - started);
    // Labelled here, for either engine; validate drops the record or keeps it as an adversarial example (validate.resultInjection).
    const injections = resultInjections(trajectory.messages);
    if (injections.length > 0) trajectory.adversarial = injections;
    return { ok: true, trajectory };
  } catch (err) {
    if (isDeferred(err)) throw err; // batch mode: not a reject, the task is played again once answered
    if (err instanceof EnvironmentError) return { ok: false, environment: err, reject: { id: task.id, taskId: task.id, step: 'execute', code: err.code, message: err.message, path: 'calls' } };
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

/** The tool and arguments an answer reads: a tool that wraps its arguments (LaunchDarkly's request) by the fields
 * inside, as the world played it. */
function said(tool: CatalogTool | undefined, args: Record<string, unknown>): { args: Record<string, unknown>; tool?: CatalogTool } {
  return tool ? { args: flatArgs(tool, args), tool: flatTool(tool) } : { args };
}

async function play(task: Task, options: ExecutorOptions, servers: Map<string, Promise<TrajectoryServer>>, model: WorldModel): Promise<Trajectory> {
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
      // A real server started for this trajectory reads the world's clock: "now" is the day the task is set on.
      p = (options.pool as ServerPool).acquire(tool, world.now);
      p.catch(() => undefined);
      servers.set(tool.serverId, p);
    }
    return p;
  };

  // The same world the generator built for this task: its requests name records that exist here.
  const world = new World(model, task.seed, task.referenceDate ?? referenceDateFor(task.seed));
  const limits = { maxResultChars: config.maxResultChars };
  let faker: SimulatedBackend | undefined;
  let llmSimulator: LlmToolSimulator | undefined;
  const backendContext: BackendContext = {
    serverFor,
    simulator: new WorldSimulator(world, limits),
    world,
    faker: () => (faker ??= new SimulatedBackend(task.seed, limits)),
    ...(options.simulatorLlm ? { llm: () => (llmSimulator ??= new LlmToolSimulator(world, options.simulatorLlm as LlmClient, limits)) } : {}),
    config,
    sandbox: options.sandbox,
    backends: options.backends ?? BUILTIN_BACKENDS,
    ...(options.moved ? { moved: options.moved, together: task.expected.calls.map((c) => options.catalog.get(c.toolId)).filter((t): t is CatalogTool => t !== undefined) } : {}),
  };
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
    let outcome: { text: string; isError: boolean; protocolError?: string; truncated: boolean; latencyMs: number; structured?: unknown; sandbox?: SandboxVerdict; execution?: 'real' | 'simulated' };
    if (confirmation?.decision === 'denied') {
      outcome = { text: deniedResult(name, confirmation), isError: true, truncated: false, latencyMs: 0 };
    } else if (!tool) {
      outcome = { text: `Error: unknown tool ${expected.toolId}`, isError: true, protocolError: `unknown tool ${expected.toolId}`, truncated: false, latencyMs: 0 };
    } else {
      // Synthetic tools go to the simulator, the rest to their (sandboxed) server; see backend.ts.
      outcome = await callBackend(tool, expected.arguments, backendContext);
      const why = outcome.execution === 'real' && config.environmentFailures === 'reject' ? environmentFailure(tool, outcome) : undefined;
      if (why) throw new EnvironmentError(tool, why, /did not start/.test(outcome.protocolError ?? ''));
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
      ...(outcome.execution ? { execution: outcome.execution } : {}),
      ...(outcome.structured !== undefined ? { structuredContent: outcome.structured } : {}),
    };
    // The result's JSON, parsed once for the links and the answer that both read it.
    const data = outcome.structured === undefined ? jsonOf(outcome.text) : undefined;
    linkSources[index] = { text: outcome.text, ...(outcome.structured !== undefined ? { structured: outcome.structured } : {}), ...(data !== undefined ? { data } : {}) };
    return {
      toolCall,
      message: { role: 'tool', tool_call_id: id, name, content: outcome.text },
      record,
      seen: { name, text: outcome.text, isError: outcome.isError, denied: confirmation?.decision === 'denied', injection: injectionReasons(outcome.text)[0], ...said(tool, expected.arguments), ...(outcome.structured !== undefined ? { structured: outcome.structured } : {}), ...(data !== undefined ? { data } : {}) },
    };
  };

  const calls: CallRecord[] = [];
  const seen: SeenResult[] = [];
  const n = task.expected.calls.length;
  let stopped: { tool: CatalogTool | undefined; picked?: Picked } | undefined;
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
      // A call linked to an earlier result that does not hold what it needs is not made: a guessed id is no call a
      // model should learn (the chain stops, and the answer says why).
      const planned = task.expected.calls[i] as Task['expected']['calls'][number];
      const picked = pickedOf(planned.links);
      if (i > 0 && (planned.links ?? []).some((l) => !linkStands(planned, l, linkSources))) {
        stopped = { tool: catalog.get(planned.toolId), ...(picked ? { picked } : {}) };
        break;
      }
      const r = await runCall(i);
      messages.push({ role: 'assistant', content: null, tool_calls: [r.toolCall] }, r.message);
      calls.push(r.record);
      seen.push(picked ? { ...r.seen, picked } : r.seen);
    }
  }
  const told = n > 0 ? finalAnswer(rng, seen, { raw: asksForRaw(task), asksWhen: asksWhen(task), chained: task.kind === 'multi_step' || task.expected.calls.some((c) => (c.links ?? []).length > 0), implicitLookups: task.kind !== 'multi_step' }) : (task.expected.answer ?? 'I can answer that without any of the tools here.');
  const answer = stopped?.tool ? `${told} ${stoppedAnswer(rng, stopped.tool, seen.at(-1), stopped.picked)}` : told;
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
