// Sends one call to the backend its tool lives on: the simulator for synthetic tools, a sandboxed server otherwise.
import type { CatalogTool } from '../records/index.js';
import type { ExecuteConfig } from '../core/config.js';
import { callTool, type CallOutcome } from '../mcp/call.js';
import { errorMessage } from '../util/errors.js';
import { isTimeout, sandboxVerdict, type SandboxMode, type SandboxVerdict } from '../servers/sandbox.js';
import type { TrajectoryServer } from '../servers/server-session.js';
import type { SimulatedBackend } from './simulated.js';
import { watchWorkspace } from '../servers/workspace-usage.js';

export interface BackendContext {
  serverFor(tool: CatalogTool): Promise<TrajectoryServer>;
  simulator: SimulatedBackend;
  config: ExecuteConfig;
  sandbox: SandboxMode;
}

export type BackendOutcome = CallOutcome & { sandbox: SandboxVerdict };

export async function callBackend(tool: CatalogTool, args: Record<string, unknown>, ctx: BackendContext): Promise<BackendOutcome> {
  if (tool.source.kind === 'synthetic') return { ...ctx.simulator.call(tool, tool.name, args), sandbox: { mode: 'simulated' } };
  let server: TrajectoryServer;
  try {
    server = await ctx.serverFor(tool);
  } catch (err) {
    const reason = `server ${tool.serverId} did not start: ${errorMessage(err)}`;
    return { text: `Error: ${reason}`, isError: true, protocolError: reason, truncated: false, latencyMs: 0, sandbox: { mode: ctx.sandbox } };
  }
  // A server filling its workspace is stopped mid-call, not after it wrote 300 MB in 30,000 files.
  const watch = watchWorkspace(() => server.checkWorkspace(), () => server.kill());
  const raw = await callTool(server.session.client, tool.name, server.paths.toHost(args), {
    timeoutMs: ctx.config.callTimeoutMs,
    maxResultChars: ctx.config.maxResultChars,
  });
  const over = await watch.stop();
  if (over) return { text: `Error: ${over.message}`, isError: true, protocolError: over.message, truncated: false, latencyMs: raw.latencyMs, sandbox: { mode: ctx.sandbox, refused: over.reason } };
  // A server that did not answer in time may be spinning: stop it now rather than at the end of the trajectory.
  if (isTimeout(raw.protocolError)) server.kill();
  const outcome: CallOutcome = { ...raw, text: server.paths.toVirtual(raw.text) };
  if (raw.structured !== undefined) outcome.structured = JSON.parse(server.paths.toVirtual(JSON.stringify(raw.structured))) as unknown;
  return { ...outcome, sandbox: sandboxVerdict(ctx.sandbox, outcome) };
}
