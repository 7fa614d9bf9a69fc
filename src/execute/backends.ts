// The backend registry's built-in entries, in order of preference under "auto": a real sandboxed server where one can
// run here, else the simulator. A new backend is one file plus one line here.
import { callTool, type CallOutcome } from '../mcp/call.js';
import { errorMessage } from '../util/errors.js';
import { isTimeout, sandboxVerdict } from '../servers/sandbox.js';
import type { TrajectoryServer } from '../servers/server-session.js';
import { watchWorkspace } from '../servers/workspace-usage.js';
import type { BackendDef } from './backend.js';

export const realBackend: BackendDef = {
  name: 'real',
  description: 'the tool\'s own server (stdio or npm), started fresh per trajectory under bubblewrap',
  serves: (tool) => tool.source.kind === 'stdio' || tool.source.kind === 'npm',
  async call(tool, args, ctx) {
    let server: TrajectoryServer;
    try {
      server = await ctx.serverFor(tool);
    } catch (err) {
      const reason = `server ${tool.serverId} did not start: ${errorMessage(err)}`;
      return { text: `Error: ${reason}`, isError: true, protocolError: reason, truncated: false, latencyMs: 0, sandbox: { mode: ctx.sandbox } };
    }
    // A server filling its workspace is stopped mid-call, not after it wrote 300 MB in 30,000 files.
    const watch = watchWorkspace(() => server.checkWorkspace(), () => server.kill());
    const raw = await callTool(server.session.client, tool.name, server.paths.toHost(args), { timeoutMs: ctx.config.callTimeoutMs, maxResultChars: ctx.config.maxResultChars });
    const over = await watch.stop();
    if (over) return { text: `Error: ${over.message}`, isError: true, protocolError: over.message, truncated: false, latencyMs: raw.latencyMs, sandbox: { mode: ctx.sandbox, refused: over.reason } };
    // A server that did not answer in time may be spinning: stop it now rather than at the end of the trajectory.
    if (isTimeout(raw.protocolError)) server.kill();
    const outcome: CallOutcome = { ...raw, text: server.paths.toVirtual(raw.text) };
    if (raw.structured !== undefined) outcome.structured = JSON.parse(server.paths.toVirtual(JSON.stringify(raw.structured))) as unknown;
    return { ...outcome, sandbox: sandboxVerdict(ctx.sandbox, outcome) };
  },
};

export const simulatedBackend: BackendDef = {
  name: 'simulated',
  description: 'the simulated world: seeded results that stay consistent within a trajectory',
  serves: (tool) => tool.source.kind === 'synthetic',
  call: async (tool, args, ctx) => ({ ...ctx.simulator.call(tool, tool.name, args), sandbox: { mode: 'simulated' } }),
};

export const BUILTIN_BACKENDS: readonly BackendDef[] = [realBackend, simulatedBackend];
