// Sends one call to the backend that serves its tool: the execute config's choice (or, under "auto", the first
// backend in registry order that can serve the tool here), a sandboxed real server or the simulator.
import type { CatalogTool } from '../records/index.js';
import type { ExecuteConfig } from './config.js';
import type { CallOutcome } from '../mcp/call.js';
import type { SandboxMode, SandboxVerdict } from '../servers/sandbox.js';
import type { TrajectoryServer } from '../servers/server-session.js';
import type { Registries, Registry } from '../core/registry.js';
import type { SimulatedBackend } from './simulated.js';

export interface BackendContext {
  serverFor(tool: CatalogTool): Promise<TrajectoryServer>;
  simulator: SimulatedBackend;
  config: ExecuteConfig;
  sandbox: SandboxMode;
  /** The backends to choose from, in order of preference under "auto". */
  backends: readonly BackendDef[];
}

export type BackendOutcome = CallOutcome & { sandbox: SandboxVerdict };

export interface BackendDef {
  name: string;
  description: string;
  /** Whether this backend can answer calls of `tool` on this machine. */
  serves(tool: CatalogTool): boolean;
  call(tool: CatalogTool, args: Record<string, unknown>, ctx: BackendContext): Promise<BackendOutcome>;
}

export const backendsOf = (r: Registries): Registry<BackendDef> => r.of<BackendDef>('backends', 'backend');

/** The backend for `tool`: the one a server's override or the config names, else (auto) the first that serves it. */
export function chooseBackend(tool: CatalogTool, ctx: BackendContext): BackendDef | undefined {
  const named = ctx.config.backends[tool.serverId] ?? ctx.config.backend;
  if (named !== 'auto') return ctx.backends.find((b) => b.name === named);
  return ctx.backends.find((b) => b.serves(tool));
}

export async function callBackend(tool: CatalogTool, args: Record<string, unknown>, ctx: BackendContext): Promise<BackendOutcome> {
  const backend = chooseBackend(tool, ctx);
  if (!backend) {
    const reason = `no backend serves ${tool.id} here (execute.backend ${ctx.config.backends[tool.serverId] ?? ctx.config.backend}; known: ${ctx.backends.map((b) => b.name).join(', ')})`;
    return { text: `Error: ${reason}`, isError: true, protocolError: reason, truncated: false, latencyMs: 0, sandbox: { mode: ctx.sandbox } };
  }
  return backend.call(tool, args, ctx);
}
