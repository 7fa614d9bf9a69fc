// The function names a toolset shows the model: the tool's own name, prefixed by server only where two clash.
import type { CatalogTool, ToolRef } from './index.js';

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

export function toolRefs(tools: readonly CatalogTool[]): ToolRef[] {
  const counts = new Map<string, number>();
  for (const t of tools) counts.set(t.name, (counts.get(t.name) ?? 0) + 1);
  return tools.map((t) => {
    const plain = VALID.test(t.name) ? t.name : safeToolName(t.name);
    const name = (counts.get(t.name) ?? 0) > 1 ? safeToolName(`${t.serverId}__${t.name}`) : plain;
    return { toolId: t.id, name, description: t.description, parameters: t.inputSchema };
  });
}
