// What one serve offers: the catalog's tools under the names toolRefs gives (excluded ones left out), as MCP Tool
// entries, and the generated tasks whose tools are all served, as MCP prompts a host can pick and play.
import type { CatalogTool, Task, ToolRef } from '../records/index.js';
import { hasFlag } from '../records/index.js';
import { toolRefs } from '../records/tool-refs.js';
import { ConfigError } from '../util/errors.js';

/** Flags that keep a tool off the wire: a poisoned description, a definition changed after approval, an unsafe name. */
export const EXCLUDING_FLAGS = ['poisoning', 'changed_after_approval', 'name_unsafe'] as const;

export interface McpToolEntry {
  name: string;
  title?: string;
  description: string;
  inputSchema: Record<string, unknown> & { type: 'object' };
  outputSchema?: Record<string, unknown> & { type: 'object' };
  annotations?: Record<string, unknown>;
}

export interface McpPromptEntry {
  name: string;
  title: string;
  description: string;
}

export interface ServedCatalog {
  /** The tools in tools/list order. */
  tools: readonly CatalogTool[];
  /** Their refs: the names the model sees, what every recorded trajectory offers. */
  refs: readonly ToolRef[];
  entries: readonly McpToolEntry[];
  entryByName: ReadonlyMap<string, McpToolEntry>;
  byName: ReadonlyMap<string, CatalogTool>;
  nameOf: ReadonlyMap<string, string>;
  /** Tools left out, with the flag that excluded each. */
  excluded: ReadonlyArray<{ id: string; flag: string }>;
  tasks: readonly Task[];
  prompts: readonly McpPromptEntry[];
  promptByName: ReadonlyMap<string, McpPromptEntry>;
  taskByName: ReadonlyMap<string, Task>;
}

// MCP requires an object schema at the root; a catalog schema that names no type is an object schema by default.
function objectSchema(schema: Record<string, unknown>): Record<string, unknown> & { type: 'object' } {
  return (schema.type === 'object' ? schema : { type: 'object', ...schema }) as Record<string, unknown> & { type: 'object' };
}

function entryOf(tool: CatalogTool, name: string): McpToolEntry {
  return {
    name,
    ...(tool.title ? { title: tool.title } : {}),
    description: tool.description,
    inputSchema: objectSchema(tool.inputSchema),
    ...(tool.outputSchema ? { outputSchema: objectSchema(tool.outputSchema) } : {}),
    ...(tool.annotations ? { annotations: tool.annotations } : {}),
  };
}

function promptOf(task: Task): McpPromptEntry {
  const first = task.messages[0]?.content ?? '';
  const short = first.length > 60 ? `${first.slice(0, 57)}...` : first;
  return { name: task.id, title: `${task.kind}: ${short}`, description: `A ${task.kind} task over ${task.toolset.length} tool(s): "${first}"` };
}

/**
 * The served catalog. `servers` narrows it to those server ids (an unknown id is a one-line error); tasks that need
 * a tool not served are left out, since a host could not play them.
 */
export function serveCatalog(all: Iterable<CatalogTool>, tasks: readonly Task[] = [], servers?: readonly string[]): ServedCatalog {
  const tools: CatalogTool[] = [];
  const excluded: Array<{ id: string; flag: string }> = [];
  const known = new Set<string>();
  const wanted = servers && servers.length > 0 ? new Set(servers) : undefined;
  for (const t of all) {
    known.add(t.serverId);
    if (wanted && !wanted.has(t.serverId)) continue;
    const flag = EXCLUDING_FLAGS.find((f) => hasFlag(t, f));
    if (flag) excluded.push({ id: t.id, flag });
    else tools.push(t);
  }
  const unknown = [...(wanted ?? [])].filter((s) => !known.has(s));
  if (unknown.length > 0) throw new ConfigError(`serve --servers: no server ${unknown.join(', ')} in the catalog; known: ${[...known].sort().join(', ')}`);
  if (tools.length === 0) throw new ConfigError('serve: no tool left to serve (the catalog is empty, --servers matches none, or every tool is excluded)');
  const refs = toolRefs(tools);
  const byName = new Map(refs.map((r, i) => [r.name, tools[i] as CatalogTool]));
  const nameOf = new Map(refs.map((r) => [r.toolId, r.name]));
  const playable = tasks.filter((t) => t.toolset.every((id) => nameOf.has(id)));
  const entries = refs.map((r, i) => entryOf(tools[i] as CatalogTool, r.name));
  const prompts = playable.map(promptOf);
  return {
    tools,
    refs,
    entries,
    entryByName: new Map(entries.map((e) => [e.name, e])),
    byName,
    nameOf,
    excluded,
    tasks: playable,
    prompts,
    promptByName: new Map(prompts.map((p) => [p.name, p])),
    taskByName: new Map(playable.map((t) => [t.id, t])),
  };
}

/** One page of a list (cursor = the offset as a string); undefined for a cursor this server never gave. */
export function page<T>(items: readonly T[], cursor: string | undefined, size: number): { items: T[]; nextCursor?: string } | undefined {
  if (cursor !== undefined && (!/^\d{1,9}$/.test(cursor) || Number(cursor) > items.length)) return undefined;
  const start = cursor === undefined ? 0 : Number(cursor);
  const end = start + size;
  return { items: items.slice(start, end), ...(end < items.length ? { nextCursor: String(end) } : {}) };
}
