// The function names a toolset shows the model: the tool's own name, prefixed by server only where two clash.
import type { CatalogTool, ToolRef } from './index.js';

const VALID = /^[a-zA-Z0-9_-]{1,64}$/;

function sanitise(name: string): string {
  const s = name.replace(/[^a-zA-Z0-9_-]+/g, '_').slice(0, 64);
  return s || 'tool';
}

export function toolRefs(tools: readonly CatalogTool[]): ToolRef[] {
  const counts = new Map<string, number>();
  for (const t of tools) counts.set(t.name, (counts.get(t.name) ?? 0) + 1);
  return tools.map((t) => {
    const plain = VALID.test(t.name) ? t.name : sanitise(t.name);
    const name = (counts.get(t.name) ?? 0) > 1 ? sanitise(`${t.serverId}__${t.name}`) : plain;
    return { toolId: t.id, name, description: t.description, parameters: t.inputSchema };
  });
}
