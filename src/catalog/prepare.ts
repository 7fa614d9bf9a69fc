// What every crawl does to its tools before they reach a catalog: normalise each schema, run the scanners, profile each tool.
import type { CatalogTool } from '../records/index.js';
import { normaliseCatalogTool } from './definition.js';
import { withProfiles } from './profiles.js';
import { scanCatalog } from './scanners/index.js';

/** Shadowing, duplicates and each server's identity (for profiles) are judged across the whole list, so pass every tool at once. */
export function prepareCatalog(tools: readonly CatalogTool[]): CatalogTool[] {
  return withProfiles(scanCatalog(tools.map((t) => (t.source.kind === 'synthetic' ? t : normaliseCatalogTool(t)))));
}
