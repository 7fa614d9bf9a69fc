// The text of a tool a model reads: its description plus every description and title inside its schemas.
import type { CatalogTool } from '../../records/index.js';

function schemaTexts(node: unknown, out: string[], path: string): void {
  if (Array.isArray(node)) {
    node.forEach((n, i) => schemaTexts(n, out, `${path}[${i}]`));
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    if ((k === 'description' || k === 'title') && typeof v === 'string') out.push(v);
    else schemaTexts(v, out, `${path}.${k}`);
  }
}

/** Description first, then schema texts: attacks hide in parameter descriptions as often as in the tool's. */
export function modelVisibleText(tool: Pick<CatalogTool, 'description' | 'title' | 'inputSchema' | 'outputSchema'>): string {
  const parts: string[] = [tool.description];
  if (tool.title) parts.push(tool.title);
  schemaTexts(tool.inputSchema, parts, 'inputSchema');
  if (tool.outputSchema) schemaTexts(tool.outputSchema, parts, 'outputSchema');
  return parts.join('\n');
}

/**
 * The sentence around a match, for a reason a reviewer can read without opening the catalog. A
 * sentence ends at . ! or ? followed by a space or the end, or at a line break: a dot inside a path
 * or an address (read ~/.ssh/id_rsa, audit@evil.com) is part of the sentence.
 */
export function excerpt(text: string, index: number, length: number): string {
  let start = text.lastIndexOf('\n', index) + 1;
  for (const m of text.slice(0, index).matchAll(/[.!?]\s/g)) start = Math.max(start, (m.index ?? 0) + 1);
  const after = index + length;
  const stop = /[.!?](?=\s|$)|\n/.exec(text.slice(after));
  const end = stop ? after + stop.index + (stop[0] === '\n' ? 0 : 1) : text.length;
  const s = text.slice(start, end).trim().replace(/\s+/g, ' ');
  return s.length > 160 ? `${s.slice(0, 157)}...` : s;
}
