// Loads catalog files into one map by tool id, the way every step reads a catalog: a later file's tool under an
// id already seen is reported, not silently taken.
import { CatalogToolSchema, type CatalogTool } from '../records/index.js';
import { readJsonl } from '../util/jsonl.js';
import { fillProfiles } from './profiles.js';

export async function loadCatalog(file: string, log?: (line: string) => void): Promise<Map<string, CatalogTool>> {
  return loadCatalogFiles([file], log);
}

export async function loadCatalogFiles(files: readonly string[], log: (line: string) => void = () => undefined): Promise<Map<string, CatalogTool>> {
  const byId = new Map<string, CatalogTool>();
  const duplicates = new Map<string, number>();
  for (const file of files) {
    for await (const tool of readJsonl(file, CatalogToolSchema)) {
      if (byId.has(tool.id)) {
        duplicates.set(tool.id, (duplicates.get(tool.id) ?? 0) + 1);
        continue;
      }
      byId.set(tool.id, tool);
    }
  }
  if (duplicates.size > 0) {
    const some = [...duplicates.keys()].slice(0, 3).join(', ');
    log(`catalog   ${duplicates.size} tool id(s) appear more than once in ${files.join(', ')} (${some}${duplicates.size > 3 ? ', ...' : ''}); the first of each is used`);
  }
  // Every step reads profiles (the world, the generators, the validators): a catalog without them gets them here.
  if ([...byId.values()].some((t) => !t.profile)) for (const t of fillProfiles([...byId.values()])) byId.set(t.id, t);
  return byId;
}
