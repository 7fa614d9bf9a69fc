// Starts one server for one trajectory: a fresh workspace, the sandbox if asked, and the era the catalog recorded.
import { clockEnv } from './clock.js';
import type { CatalogTool } from '../records/index.js';
import { connectStdio, type McpSession } from '../mcp/connect.js';
import { resolveLaunch } from './launch.js';
import { NPM_CRAWL_LIMITS, resolveNpmLaunch } from './npm-launch.js';
import { createWorkspace, PathMapper, VIRTUAL_WORKSPACE, type Workspace } from './workspace.js';
import type { CleanupRegistry } from './cleanup.js';
import { workspaceOver, type WorkspaceOver } from './workspace-usage.js';
import { DEFAULT_LIMITS, sandboxLaunch, type SandboxLimits, type SandboxMode } from './sandbox.js';

export interface TrajectoryServer {
  serverId: string;
  session: McpSession;
  paths: PathMapper;
  /** The workspace's host directory, when the server has one. */
  workspace?: string;
  /** Stop the server now (SIGKILL), for a server that hung past its call timeout. */
  kill(): void;
  /** Stop the server and delete its workspace. */
  close(): Promise<void>;
  /** Which workspace cap the server has passed, if any (never, without a workspace). */
  checkWorkspace(): Promise<WorkspaceOver | undefined>;
}

export interface StartOptions {
  connectTimeoutMs: number;
  limits?: SandboxLimits;
  /** Where the run registers what an interrupt must stop (the server) and remove (its workspace). */
  cleanup?: CleanupRegistry;
  /** The trajectory's clock (epoch ms): a Node server reads it as the time now (servers/clock.ts). */
  clock?: number;
}

/** SIGKILL a server: a sandboxed one is the leader of its own process group (setsid), so every stage of it goes at once. */
function killPid(pid: number | null | undefined): void {
  if (!pid) return;
  for (const target of [-pid, pid]) {
    try {
      process.kill(target, 'SIGKILL');
    } catch {
      // already gone, or (unsandboxed) no group of its own
    }
  }
}

export async function startServer(tool: CatalogTool, mode: SandboxMode, options: StartOptions): Promise<TrajectoryServer> {
  const given = tool.source;
  const source = options.clock !== undefined && (given.kind === 'stdio' || given.kind === 'npm') ? { ...given, env: { ...given.env, ...clockEnv(options.clock, given.env) } } : given;
  if (source.kind !== 'stdio' && source.kind !== 'npm') throw new Error(`tool ${tool.id} has no server to start here (source kind ${source.kind})`);
  if (options.cleanup?.closing) throw new Error(`the run is stopping; server ${tool.serverId} is not started`);
  let workspace: Workspace | undefined;
  let pid: number | undefined;
  let server: TrajectoryServer | undefined;
  // Set while a spawn is under way: an interrupt waits for the process id instead of missing the process.
  let spawning: Promise<void> | undefined;
  let spawned = (): void => undefined;
  // One teardown from the start: kill the process (even mid-handshake), then close and remove the workspace.
  const unregister = options.cleanup?.add(async () => {
    if (spawning && pid === undefined) await Promise.race([spawning, new Promise((r) => setTimeout(r, 5000).unref())]);
    killPid(pid);
    await (server ? server.close() : workspace?.dispose());
  });
  try {
    workspace = source.workspace ? await createWorkspace(source.workspace.seed, options.cleanup) : undefined;
    const sandboxed = mode === 'bubblewrap';
    // Inside the sandbox the workspace is /workspace; outside, the host path, mapped back in the record.
    let spec;
    if (source.kind === 'npm') {
      // Installed (or reused) from the npm cache; Node's fetch needs more address space than the default cap.
      const limits = options.limits ? { ...options.limits, addressSpaceBytes: Math.max(options.limits.addressSpaceBytes, NPM_CRAWL_LIMITS.addressSpaceBytes), openFiles: Math.max(options.limits.openFiles, NPM_CRAWL_LIMITS.openFiles) } : NPM_CRAWL_LIMITS;
      spec = (await resolveNpmLaunch(source, { sandbox: mode, limits, ...(workspace ? { workspaceHost: workspace.dir } : {}) })).spec;
    } else {
      const launch = resolveLaunch(source, workspace ? { workspace: sandboxed ? VIRTUAL_WORKSPACE : workspace.dir } : {});
      spec = sandboxed
        ? sandboxLaunch(launch.spec, { ...(workspace ? { workspaceHost: workspace.dir } : {}), ...(options.limits ? { limits: options.limits } : {}) })
        : launch.spec;
    }
    // Checked again after the awaits above: an interrupt that came meanwhile already ran this server's teardown.
    if (options.cleanup?.closing) throw new Error(`the run is stopping; server ${tool.serverId} is not started`);
    spawning = new Promise<void>((resolve) => (spawned = resolve));
    const session = await connectStdio(spec, {
      era: tool.protocol.era === 'legacy' ? 'legacy' : 'auto',
      timeoutMs: options.connectTimeoutMs,
      onSpawn: (p) => {
        pid = p;
        spawned();
        if (options.cleanup?.closing) killPid(p);
      },
    });
    const ws = workspace;
    const caps = { bytes: options.limits?.workspaceBytes ?? (DEFAULT_LIMITS.workspaceBytes as number), files: options.limits?.workspaceFiles ?? (DEFAULT_LIMITS.workspaceFiles as number) };
    let closing: Promise<void> | undefined;
    server = {
      serverId: tool.serverId,
      session,
      paths: new PathMapper(sandboxed ? undefined : ws?.dir),
      ...(ws ? { workspace: ws.dir } : {}),
      kill: () => killPid(session.pid()),
      checkWorkspace: async () => (ws ? workspaceOver(ws.dir, caps) : undefined),
      close: () =>
        (closing ??= (async () => {
          await session.close();
          await ws?.dispose();
          unregister?.();
        })()),
    };
    return server;
  } catch (err) {
    spawned();
    killPid(pid);
    await workspace?.dispose();
    unregister?.();
    throw err;
  }
}
