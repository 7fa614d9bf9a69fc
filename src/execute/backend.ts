// Sends one call to the backend that serves its tool: the execute config's choice (per server, else per pipeline), or
// under "auto" the first backend in registry order that can serve the tool here (a real server that can run on this
// machine, else the simulated world); a tool that failed here for a reason of the machine stays on the simulator.
import type { CatalogTool } from '../records/index.js';
import type { ExecuteConfig } from './config.js';
import type { CallOutcome } from '../mcp/call.js';
import type { SandboxMode, SandboxVerdict } from '../servers/sandbox.js';
import type { TrajectoryServer } from '../servers/server-session.js';
import type { Registries, Registry } from '../core/registry.js';
import type { ToolSimulator } from '../world/simulator.js';
import type { World } from '../world/world.js';
import type { LlmToolSimulator } from '../world/llm-simulator.js';
import type { MovedToSimulator } from './environment.js';

export interface BackendContext {
  serverFor(tool: CatalogTool): Promise<TrajectoryServer>;
  /** The trajectory's world. */
  simulator: ToolSimulator;
  /** The world itself: a real server that keeps state in its workspace starts from it (seed-real.ts)... */
  world?: World;
  /** ...once per server of the trajectory. */
  seeded?: Map<TrajectoryServer, Promise<void>>;
  /** Today's json-schema-faker stub, kept for comparison (backend "faker"). */
  faker(): ToolSimulator;
  /** The LLM tool simulator, when the execute config gives it a model. */
  llm?(): LlmToolSimulator;
  config: ExecuteConfig;
  sandbox: SandboxMode;
  /** The backends to choose from, in order of preference under "auto". */
  backends: readonly BackendDef[];
  /** Tools that failed here for a reason of this machine: under "auto" they go to the simulator. */
  moved?: MovedToSimulator;
  /** The tools this trajectory calls: a server's calls in one trajectory share one backend, so a create simulated
   * (its tool moved) is not read back from the real server, which never saw it. */
  together?: readonly CatalogTool[];
}

export type BackendOutcome = CallOutcome & { sandbox: SandboxVerdict; execution: 'real' | 'simulated' };

export interface BackendDef {
  name: string;
  description: string;
  /** Whether the call runs the tool's own server or a simulation of it (CallRecord.execution). */
  execution: 'real' | 'simulated';
  /** Whether this backend can answer calls of `tool` on this machine (auto takes the first that can). */
  serves(tool: CatalogTool, ctx: BackendContext): boolean;
  call(tool: CatalogTool, args: Record<string, unknown>, ctx: BackendContext): Promise<Omit<BackendOutcome, 'execution'>>;
}

export const backendsOf = (r: Registries): Registry<BackendDef> => r.of<BackendDef>('backends', 'backend');

/** The backend setting that applies to `tool`: its server's override, else the pipeline's. */
export function backendSetting(tool: CatalogTool, config: ExecuteConfig): string {
  return config.backends[tool.serverId] ?? config.backend;
}

/** The backend for `tool`: the one named for it, else (auto) the first that serves it, never a real one it failed on. */
export function chooseBackend(tool: CatalogTool, ctx: BackendContext): BackendDef | undefined {
  const named = backendSetting(tool, ctx.config);
  if (named !== 'auto') return ctx.backends.find((b) => b.name === named);
  const moved = ctx.moved !== undefined && (ctx.moved.has(tool) || (ctx.together ?? []).some((t) => t.serverId === tool.serverId && ctx.moved?.has(t) === true));
  return ctx.backends.find((b) => (!moved || b.execution === 'simulated') && b.serves(tool, ctx));
}

export async function callBackend(tool: CatalogTool, args: Record<string, unknown>, ctx: BackendContext): Promise<BackendOutcome> {
  const backend = chooseBackend(tool, ctx);
  if (!backend) {
    const reason = `no backend serves ${tool.id} here (execute.backend ${backendSetting(tool, ctx.config)}; known: ${ctx.backends.map((b) => b.name).join(', ')})`;
    return { text: `Error: ${reason}`, isError: true, protocolError: reason, truncated: false, latencyMs: 0, sandbox: { mode: ctx.sandbox }, execution: 'simulated' };
  }
  return { ...(await backend.call(tool, args, ctx)), execution: backend.execution };
}
