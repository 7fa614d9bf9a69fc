// Crawls an npm package's server: install it (scripts off) into the cache, run its bin under bubblewrap with no network, list it.
import type { NpmSource } from '../records/index.js';
import { createWorkspace } from '../servers/workspace.js';
import type { SandboxChoice, SandboxLimits } from '../servers/sandbox.js';
import type { NpmCacheOptions } from '../servers/npm-cache.js';
import { resolveNpmLaunch } from '../servers/npm-launch.js';
import { crawlLaunch } from './stdio-source.js';
import type { CrawlOptions, ServerCrawl } from './session-crawl.js';
import { NpmSourceSchema } from '../records/index.js';
import type { SourceDef } from './source-def.js';
import { serverIdOf } from './mcp-config-source.js';

export interface NpmCrawlOptions extends CrawlOptions, NpmCacheOptions {
  /** Default "bubblewrap": an npm package is untrusted code. "none" is for machines without it, by explicit choice. */
  sandbox?: SandboxChoice;
  limits?: SandboxLimits;
}

export async function crawlNpm(source: NpmSource, options: NpmCrawlOptions = {}): Promise<ServerCrawl> {
  const workspace = source.workspace ? await createWorkspace(source.workspace.seed) : undefined;
  try {
    const { spec, packageRef } = await resolveNpmLaunch(source, { ...options, ...(workspace ? { workspaceHost: workspace.dir } : {}) });
    return await crawlLaunch(spec, { serverId: source.id, source, package: packageRef }, options);
  } finally {
    await workspace?.dispose();
  }
}

export const npmSourceDef: SourceDef = {
  name: 'npm',
  schema: NpmSourceSchema,
  grammar: '[id=]npm:<name@version>[,<arg>...] an npm package, installed (scripts off) into .cache/npm and run under bubblewrap',
  parseSpec: ({ id, rest, env }) => {
    const [pkg, ...args] = rest.split(',');
    const name = (pkg ?? '').replace(/@[^@]*$/, '').replace(/^@[^/]+\//, '');
    return { kind: 'npm', id: id ?? serverIdOf(name), package: pkg, args, env };
  },
  crawl: async (source, options) => ({ servers: [await crawlNpm(source as NpmSource, options)], failures: [] }),
};
