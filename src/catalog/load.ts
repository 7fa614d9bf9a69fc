// Loads catalog files into one map by tool id, the way every step reads a catalog: a tool id that appears twice is a
// one-line error naming both records (a second copy would silently replace the first), and missing profiles are filled.
import { resolve } from 'node:path';
import { CatalogToolSchema, type CatalogTool } from '../records/index.js';
import { ConfigError } from '../util/errors.js';
import { readJsonl } from '../util/jsonl.js';
import { fillProfiles } from './profiles.js';

export async function loadCatalogFile(file: string): Promise<Map<string, CatalogTool>> {
  return loadCatalogFiles([file]);
}

export const loadCatalog = loadCatalogFile;

export async function loadCatalogFiles(files: readonly string[]): Promise<Map<string, CatalogTool>> {
  const byId = new Map<string, CatalogTool>();
  const at = new Map<string, { file: string; n: number }>();
  // One file named twice is one catalog: `validate --catalog out/tools.jsonl -o out/...` names the run's synthetic tools
  // both as the catalog and as the tools beside the output, and read twice every tool in it "appeared twice".
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.has(resolve(file))) continue;
    seen.add(resolve(file));
    let n = 0;
    for await (const tool of readJsonl(file, CatalogToolSchema)) {
      n++;
      const first = at.get(tool.id);
      if (first !== undefined) {
        const where = first.file === file ? `records ${first.n} and ${n}` : `record ${first.n} of ${first.file} and record ${n}`;
        throw new ConfigError(`${file}: tool id ${JSON.stringify(tool.id)} appears twice (${where}); a catalog holds each tool once: remove one copy, or crawl again`);
      }
      at.set(tool.id, { file, n });
      byId.set(tool.id, tool);
    }
  }
  // Every step reads profiles (the world, the generators, the validators): a catalog without them gets them here.
  if ([...byId.values()].some((t) => !t.profile)) for (const t of fillProfiles([...byId.values()])) byId.set(t.id, t);
  return byId;
}
