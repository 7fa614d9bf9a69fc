// The function names a toolset shows the model: the tool's own name, prefixed by server only where two clash.
import type { CatalogTool, ToolRef } from './index.js';
import { sha256 } from '../util/hash.js';

const VALID = /^[a-zA-Z0-9_-]{1,64}$/;

/** Whether a name can be a function name as OpenAI and Anthropic accept it. */
export function isSafeToolName(name: string): boolean {
  return VALID.test(name);
}

/** A name made safe: runs of other characters become "_", cut to 64 ("get status" -> "get_status"). */
export function safeToolName(name: string): string {
  const s = name.replace(/[^a-zA-Z0-9_-]+/g, '_').slice(0, 64);
  return s || 'tool';
}

/**
 * Names as the model sees them. A name that is already a valid function name keeps it; any other is
 * sanitised, and when that lands on a name another tool of the set uses (read\u202Efile onto a real
 * read_file) it gets a suffix from its id instead: a renamed tool never borrows a trusted tool's name.
 */
export function toolRefs(tools: readonly CatalogTool[]): ToolRef[] {
  const counts = new Map<string, number>();
  for (const t of tools) counts.set(t.name, (counts.get(t.name) ?? 0) + 1);
  const wanted = tools.map((t) => ((counts.get(t.name) ?? 0) > 1 ? safeToolName(`${t.serverId}__${t.name}`) : VALID.test(t.name) ? t.name : safeToolName(t.name)));
  // Names shown exactly as the server spelled them are claimed first; renamed tools must go around them.
  const used = new Set(wanted.filter((w, i) => w === tools[i]?.name));
  return tools.map((t, i) => {
    let name = wanted[i] as string;
    if (name !== t.name) {
      if (used.has(name)) name = `${name.slice(0, 55)}_${sha256(t.id).slice(0, 8)}`;
      used.add(name);
    }
    return { toolId: t.id, name, description: t.description, parameters: t.inputSchema };
  });
}
