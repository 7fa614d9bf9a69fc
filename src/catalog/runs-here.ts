// Whether a catalog tool's own server can run on this machine: a stdio command, or an npm package with every required
// variable set in its env. Every other tool (synthetic, remote, or run only with a credential we made up) is played
// by the simulated world under the default backend, so generate may plan on what the world holds for it.
import type { CatalogTool } from '../records/index.js';

/** Whether a source runs with a credential we made up: some required variable is not set in its env. */
export function placeholderCredentials(tool: CatalogTool): boolean {
  const source = tool.source as { requiredEnv?: string[]; env?: Record<string, string> };
  return (source.requiredEnv ?? []).some((name) => source.env?.[name] === undefined || source.env[name] === '');
}

/** The real backend serves it (execute.backend real or auto). */
export function runsHere(tool: CatalogTool): boolean {
  return tool.source.kind === 'stdio' || (tool.source.kind === 'npm' && !placeholderCredentials(tool));
}
