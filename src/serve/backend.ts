// The one place serve reaches the execute backends: a World answers a session's calls (today the seeded simulator for
// synthetic tools and a sandboxed real server per server id, through execute's backend registry). When src/world
// lands, only this file changes: openWorld builds the world for the seed instead.
import type { CatalogTool } from '../records/index.js';
import type { ExecuteConfig } from '../execute/config.js';
import { backendsOf, callBackend, type BackendContext, type BackendDef, type BackendOutcome } from '../execute/backend.js';
import { SimulatedBackend } from '../execute/simulated.js';
import { startServer, type TrajectoryServer } from '../servers/server-session.js';
import { limitsFromConfig, type SandboxMode } from '../servers/sandbox.js';
import { createRegistries } from '../toolforge.js';

/** What a session calls tools through; closing it stops the real servers it started. */
export interface World {
  readonly seed: number;
  call(tool: CatalogTool, args: Record<string, unknown>): Promise<BackendOutcome>;
  close(): Promise<void>;
}

/** What every world of one serve shares: the execute settings, the sandbox, the registered backends, the tools. */
export interface WorldDeps {
  config: ExecuteConfig;
  sandbox: SandboxMode;
  backends: readonly BackendDef[];
  /** The served tools: what the simulated world (src/world, #13) builds its entity stores from. */
  tools: readonly CatalogTool[];
}

/** The backends as `toolforge` registers them (plugins included when the caller passes its registries). */
export function worldDeps(config: ExecuteConfig, sandbox: SandboxMode, registries = createRegistries()): Omit<WorldDeps, 'tools'> {
  const registry = backendsOf(registries);
  // A named backend that is not registered is a one-line error before the server starts.
  for (const name of new Set([config.backend, ...Object.values(config.backends)])) if (name !== 'auto') registry.get(name, 'serve --backend');
  return { config, sandbox, backends: registry.values() };
}

export function openWorld(seed: number, deps: WorldDeps): World {
  const servers = new Map<string, Promise<TrajectoryServer>>();
  const serverFor = (tool: CatalogTool): Promise<TrajectoryServer> => {
    let p = servers.get(tool.serverId);
    if (!p) {
      p = startServer(tool, deps.sandbox, { connectTimeoutMs: deps.config.callTimeoutMs, limits: limitsFromConfig(deps.config.limits) });
      p.catch(() => servers.delete(tool.serverId)); // a server that did not start is tried again on the next call
      servers.set(tool.serverId, p);
    }
    return p;
  };
  const ctx: BackendContext = {
    serverFor,
    simulator: new SimulatedBackend(seed, { maxResultChars: deps.config.maxResultChars }),
    config: deps.config,
    sandbox: deps.sandbox,
    backends: deps.backends,
  };
  return {
    seed,
    call: (tool, args) => callBackend(tool, args, ctx),
    close: async () => {
      const started = [...servers.values()];
      servers.clear();
      await Promise.all(started.map((p) => p.then((s) => s.close(), () => undefined)));
    },
  };
}
