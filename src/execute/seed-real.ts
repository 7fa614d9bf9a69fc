// A real server that keeps its state in its workspace starts from the task's world, not empty: the memory server's
// graph file is written with the knowledge graph the generator picked names from, so "open the nodes Maya Chen and
// Northwind" finds them on the real server as it does on the simulator.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative } from 'node:path';
import type { CatalogTool } from '../records/index.js';
import type { TrajectoryServer } from '../servers/server-session.js';
import { graphTool } from '../world/graph-tools.js';
import type { World } from '../world/world.js';

/** Where in its workspace a memory-shaped server keeps its graph: an env value `${workspace}/<file>`. */
export function graphFileOf(tool: CatalogTool, workspace: string): string | undefined {
  const env = 'env' in tool.source ? (tool.source.env as Record<string, string> | undefined) : undefined;
  const value = Object.entries(env ?? {}).find(([k, v]) => /MEMORY|GRAPH/i.test(k) && v.startsWith('${workspace}/'))?.[1];
  if (!value) return undefined;
  const file = join(workspace, value.slice('${workspace}/'.length));
  const rel = relative(workspace, file);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? file : undefined;
}

/** Before a real memory server's first call, its graph file holds the world's graph, in the server's own JSONL.
 * `seeded`: the trajectory's servers and their seeding; parallel calls all wait for the one write (the second call of a
 * parallel pair otherwise reached the server before the file did, and read an empty graph). */
export function seedRealServer(tool: CatalogTool, server: TrajectoryServer, world: World, seeded: Map<TrajectoryServer, Promise<void>>): Promise<void> {
  let done = seeded.get(server);
  if (!done) seeded.set(server, (done = writeGraph(tool, server, world)));
  return done;
}

async function writeGraph(tool: CatalogTool, server: TrajectoryServer, world: World): Promise<void> {
  if (!server.workspace || !graphTool(tool)) return;
  const file = graphFileOf(tool, server.workspace);
  if (!file || existsSync(file)) return;
  const graph = world.graphOf(tool.serverId).read();
  const lines = [
    ...graph.entities.map((e) => JSON.stringify({ type: 'entity', name: e.name, entityType: e.entityType, observations: e.observations })),
    ...graph.relations.map((r) => JSON.stringify({ type: 'relation', from: r.from, to: r.to, relationType: r.relationType })),
  ];
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, lines.join('\n') + '\n');
}
