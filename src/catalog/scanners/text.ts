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

/** The sentence around a match, for a reason a reviewer can read without opening the catalog. */
export function excerpt(text: string, index: number, length: number): string {
  const start = Math.max(0, text.lastIndexOf('.', index) + 1, text.lastIndexOf('\n', index) + 1);
  const endDot = text.slice(index + length).search(/[.\n]/);
  const end = endDot < 0 ? text.length : index + length + endDot + 1;
  const s = text.slice(start, end).trim().replace(/\s+/g, ' ');
  return s.length > 160 ? `${s.slice(0, 157)}...` : s;
}
