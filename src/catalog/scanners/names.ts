// Unsafe tool names: a name no function-calling API accepts, or one a crawl wrote that way and the importer normalised.
import type { CatalogTool, Flag } from '../../records/index.js';
import { isSafeToolName, safeToolName } from '../../records/tool-refs.js';

/**
 * `name_unsafe` when the name breaks the rules ([A-Za-z0-9_-], at most 64), or broke them as the
 * source wrote it (originalName): a model trained on it would call a name the server never had.
 */
export function nameFlags(tool: CatalogTool): Flag[] {
  if (tool.originalName !== undefined && tool.originalName !== tool.name) {
    return [{ code: 'name_unsafe', reason: `${JSON.stringify(tool.originalName)} is not a function name (letters, digits, "_" or "-", at most 64); normalised to ${tool.name}` }];
  }
  if (!isSafeToolName(tool.name)) {
    return [{ code: 'name_unsafe', reason: `${JSON.stringify(tool.name)} is not a function name (letters, digits, "_" or "-", at most 64); toolsets show it as ${safeToolName(tool.name)}` }];
  }
  return [];
}
