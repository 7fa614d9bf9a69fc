// Stamps each crawled tool with its lint result and definition tokens, so the catalog carries them (crawl stage).
import type { CatalogTool } from '../../records/index.js';
import { countToolTokens } from '../tokens.js';
import { lintCatalog } from './lint.js';

/** Lint per server (siblings matter for near-duplicates) and token count per tool; ids and sha256 are unchanged. */
export function withLintAndTokens(tools: readonly CatalogTool[]): CatalogTool[] {
  const lint = lintCatalog(tools);
  return tools.map((t) => ({ ...t, lint: lint.get(t.id), tokens: countToolTokens(t) }));
}
