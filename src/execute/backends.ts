// The backend registry's built-in entries, in order of preference under "auto": a real sandboxed server where one can
// run here, else the simulated world. `faker` (today's schema stub) and `llm` are chosen by name. A new backend is one
// file plus one line here.
import { callTool, type CallOutcome } from '../mcp/call.js';
import { errorMessage } from '../util/errors.js';
import { isTimeout, sandboxVerdict } from '../servers/sandbox.js';
import type { TrajectoryServer } from '../servers/server-session.js';
import { watchWorkspace } from '../servers/workspace-usage.js';
import type { BackendDef } from './backend.js';
import { runsHere } from '../catalog/runs-here.js';
import { seedRealServer } from './seed-real.js';

export const realBackend: BackendDef = {
  name: 'real',
  description: "the tool's own server (stdio, or npm with every required env set), started fresh per trajectory under bubblewrap",
  execution: 'real',
  serves: runsHere,
  async call(tool, args, ctx) {
    let server: TrajectoryServer;
    try {
      server = await ctx.serverFor(tool);
      if (ctx.world) await seedRealServer(tool, server, ctx.world, (ctx.seeded ??= new Map()));
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
  description: 'the simulated world: seeded records per entity that every call reads and changes, results shaped by the outputSchema',
  execution: 'simulated',
  serves: () => true,
  call: async (tool, args, ctx) => ({ ...(await ctx.simulator.call(tool, tool.name, args)), sandbox: { mode: 'simulated' } }),
};

export const fakerBackend: BackendDef = {
  name: 'faker',
  description: 'json-schema-faker over the outputSchema, ids reused within a trajectory (the stub the world replaced; kept for comparison)',
  execution: 'simulated',
  serves: (tool) => tool.source.kind === 'synthetic',
  call: async (tool, args, ctx) => ({ ...(await ctx.faker().call(tool, tool.name, args)), sandbox: { mode: 'simulated' } }),
};

export const llmBackend: BackendDef = {
  name: 'llm',
  description: 'an LLM answers for the tool, given the tool, the arguments and the world state; its JSON is checked against the outputSchema and applied to the world',
  execution: 'simulated',
  // Under "auto", only tools no profile models (action "other"), and only when execute.simulator names a model.
  serves: (tool, ctx) => ctx.llm !== undefined && tool.profile?.action === 'other',
  async call(tool, args, ctx) {
    if (!ctx.llm) {
      const reason = 'backend "llm" needs execute.simulator.llm (a model to play the tools)';
      return { text: `Error: ${reason}`, isError: true, protocolError: reason, truncated: false, latencyMs: 0, sandbox: { mode: 'simulated' } };
    }
    return { ...(await ctx.llm().call(tool, tool.name, args)), sandbox: { mode: 'simulated' } };
  },
};

export const BUILTIN_BACKENDS: readonly BackendDef[] = [realBackend, llmBackend, simulatedBackend, fakerBackend];
