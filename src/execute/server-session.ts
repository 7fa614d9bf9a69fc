// Starts one server for one trajectory: a fresh workspace, the sandbox if asked, and the era the catalog recorded.
import type { CatalogTool } from '../records/index.js';
import { connectStdio, type McpSession } from '../mcp/connect.js';
import { resolveLaunch } from '../crawl/launch.js';
import { createWorkspace, PathMapper, VIRTUAL_WORKSPACE, type Workspace } from './workspace.js';
import { sandboxLaunch, type SandboxMode } from './sandbox.js';

export interface TrajectoryServer {
  session: McpSession;
  paths: PathMapper;
  close(): Promise<void>;
}

export async function startServer(tool: CatalogTool, mode: SandboxMode, options: { connectTimeoutMs: number }): Promise<TrajectoryServer> {
  const source = tool.source;
  if (source.kind !== 'stdio') throw new Error(`tool ${tool.id} has no server to start (source kind ${source.kind})`);
  let workspace: Workspace | undefined;
  try {
    workspace = source.workspace ? await createWorkspace(source.workspace.seed) : undefined;
    const sandboxed = mode === 'bubblewrap';
    // Inside the sandbox the workspace is /workspace; outside, the host path, mapped back in the record.
    const launch = resolveLaunch(source, workspace ? { workspace: sandboxed ? VIRTUAL_WORKSPACE : workspace.dir } : {});
    const spec = sandboxed ? sandboxLaunch(launch.spec, workspace ? { workspaceHost: workspace.dir } : {}) : launch.spec;
    const session = await connectStdio(spec, {
      era: tool.protocol.era === 'legacy' ? 'legacy' : 'auto',
      timeoutMs: options.connectTimeoutMs,
    });
    const ws = workspace;
    return {
      session,
      paths: new PathMapper(sandboxed ? undefined : ws?.dir),
      close: async () => {
        await session.close();
        await ws?.dispose();
      },
    };
  } catch (err) {
    await workspace?.dispose();
    throw err;
  }
}
