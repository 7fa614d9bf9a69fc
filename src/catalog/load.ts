// Reads a catalog file into a map by tool id, refusing one that holds a tool twice instead of keeping the last copy unsaid.
import { CatalogToolSchema, type CatalogTool } from '../records/index.js';
import { ConfigError } from '../util/errors.js';
import { readJsonl } from '../util/jsonl.js';

/** Tools by id; a repeated id is a one-line error naming both records (a second copy would silently replace the first). */
export async function loadCatalogFile(file: string): Promise<Map<string, CatalogTool>> {
  const byId = new Map<string, CatalogTool>();
  const at = new Map<string, number>();
  let n = 0;
  for await (const tool of readJsonl(file, CatalogToolSchema)) {
    n++;
    const first = at.get(tool.id);
    if (first !== undefined) {
      throw new ConfigError(`${file}: tool id ${JSON.stringify(tool.id)} appears twice (records ${first} and ${n}); a catalog holds each tool once: remove one copy, or crawl again`);
    }
    at.set(tool.id, n);
    byId.set(tool.id, tool);
  }
  return byId;
}
