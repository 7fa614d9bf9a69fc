// Crawls one stdio server: start it (in a fresh workspace when it asks for one), list everything, stop it.
import type { StdioSource } from '../records/index.js';
import { connectStdio, type LaunchSpec } from '../mcp/connect.js';
import { createWorkspace } from '../servers/workspace.js';
import { resolveLaunch } from '../servers/launch.js';
import { CRAWL_DEFAULTS, crawlSession, type CrawlOptions, type Provenance, type ServerCrawl } from './session-crawl.js';
import { basename, extname } from 'node:path';
import { StdioSourceSchema } from '../records/index.js';
import type { SourceDef } from './source-def.js';
import { serverIdOf } from './mcp-config-source.js';

export type { CrawlOptions, ServerCrawl } from './session-crawl.js';

/** Crawl a server from an already resolved launch (the npm source reuses this after installing). */
export async function crawlLaunch(spec: LaunchSpec, provenance: Provenance, options: CrawlOptions = {}): Promise<ServerCrawl> {
  const maxListBytes = options.maxListBytes ?? CRAWL_DEFAULTS.maxListBytes;
  const session = await connectStdio(spec, {
    era: options.era ?? 'auto',
    timeoutMs: options.connectTimeoutMs ?? CRAWL_DEFAULTS.connectTimeoutMs,
    // One message may not exceed the listing cap (plus room for the envelope), so a flood is cut at the pipe.
    maxMessageBytes: maxListBytes + 64 * 1024,
  });
  try {
    return await crawlSession(session, provenance, options);
  } finally {
    await session.close();
  }
}

export async function crawlStdio(source: StdioSource, options: CrawlOptions = {}): Promise<ServerCrawl> {
  const workspace = source.workspace ? await createWorkspace(source.workspace.seed) : undefined;
  try {
    const launch = resolveLaunch(source, workspace ? { workspace: workspace.dir } : {});
    return await crawlLaunch(launch.spec, { serverId: source.id, source, ...(launch.packageRef ? { package: launch.packageRef } : {}) }, options);
  } finally {
    await workspace?.dispose();
  }
}

export const stdioSourceDef: SourceDef = {
  name: 'stdio',
  schema: StdioSourceSchema,
  grammar: '[id=]stdio:<command>[,<arg>...]   e.g. stdio:node,server.js   (commas split command and args)',
  parseSpec: ({ id, rest, env }) => {
    const [command, ...args] = rest.split(',');
    // Name it for the script it runs (node,server.js -> "server"), else the command.
    const script = args.find((a) => !a.startsWith('-'));
    return { kind: 'stdio', id: id ?? serverIdOf(basename(script ?? command ?? 'server', extname(script ?? ''))), command, args, env };
  },
  crawl: async (source, options) => ({ servers: [await crawlStdio(source as StdioSource, options)], failures: [] }),
};
