// The profile the world reads for a tool: the catalog's (the loader fills missing ones), or for a tool that reached
// the world without one, src/profile's derivation over the tools it came with (a server is profiled as a whole); and which inputs of a move say where the record goes.
import type { CatalogTool, ToolProfile } from '../records/index.js';
import { Profiler } from '../profile/derive.js';
import { nameWords } from './field.js';

/** The profiles of these tools, in order: their own, else derived with every tool of the same servers in view. */
export function profilesOf(tools: readonly CatalogTool[]): ToolProfile[] {
  const missing = tools.filter((t) => !t.profile);
  if (missing.length === 0) return tools.map((t) => t.profile as ToolProfile);
  const servers = new Set(missing.map((t) => t.serverId));
  const profiler = new Profiler();
  profiler.learn(tools.filter((t) => servers.has(t.serverId)));
  return tools.map((t) => t.profile ?? profiler.profile(t));
}

/** One tool's profile: its own, or derived from the tool alone. */
export function profileOf(tool: CatalogTool): ToolProfile {
  return tool.profile ?? (profilesOf([tool])[0] as ToolProfile);
}

const MOVES = new Set(['move', 'transfer', 'reassign', 'relocate']);
const DESTINATION = /^(dest|destination|target|new|to[A-Z_])|parent|group|list|folder|column|stage|position/i;

/** The inputs a move takes as where the record goes (move_card's listId), among those that name other records. */
export function destinationsOf(tool: CatalogTool, profile: ToolProfile, located: readonly string[]): string[] {
  const moves = profile.action === 'update' && profile.idParam !== undefined && nameWords(tool.name).some((w) => MOVES.has(w));
  return moves ? located.filter((k) => DESTINATION.test(k) && !/^(old|source|src|from)/i.test(k)) : [];
}
