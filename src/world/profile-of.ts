// The profile the world reads for a tool: the catalog's (the loader fills missing ones), or for a tool that reached
// the world without one, src/profile's derivation over the tools it came with (a server is profiled as a whole); and which inputs say where a record lives and where a move puts it.
import type { CatalogTool, ToolProfile } from '../records/index.js';
import { Profiler } from '../profile/derive.js';
import { nameWords, requiredOf } from './field.js';
import { resolved } from './schema-resolve.js';

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

/**
 * Of the inputs that name other records (`located`), which say where the record lives (scope: a record found by id
 * must be there) and which say where a move puts it. A change found by its id is scoped only by what the schema
 * requires (update_issue's project_id): an optional assignee_ids or milestone_id it is given is a change, not a place.
 */
export function scopeOf(tool: CatalogTool, profile: ToolProfile, located: readonly string[]): { scope: string[]; destinations: string[] } {
  const changes = (profile.action === 'update' || profile.action === 'control') && profile.idParam !== undefined;
  const moves = changes && profile.action === 'update' && nameWords(tool.name).some((w) => MOVES.has(w));
  const destinations = moves ? located.filter((k) => DESTINATION.test(k) && !/^(old|source|src|from)/i.test(k)) : [];
  const required = new Set(requiredOf(resolved(tool.inputSchema)));
  return { scope: located.filter((k) => !destinations.includes(k) && (!changes || required.has(k))), destinations };
}
