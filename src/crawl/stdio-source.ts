// Crawls one stdio server: start it, list every tool page, and turn each tool into a CatalogTool.
import type { CatalogTool, StdioSource } from '../records/index.js';
import { connectStdio, type EraChoice } from '../mcp/connect.js';
import { listAllTools, listExtras, type ListedItem } from '../mcp/list.js';
import { createWorkspace } from '../execute/workspace.js';
import { resolveLaunch } from './launch.js';
import { definitionSha256, normaliseDefinition } from './normalise.js';
import { safetyFlags } from './flags.js';

export interface CrawlOptions {
  era?: EraChoice;
  connectTimeoutMs?: number;
  listTimeoutMs?: number;
  now?: string;
}

export interface ServerCrawl {
  serverId: string;
  tools: CatalogTool[];
  resources: ListedItem[];
  prompts: ListedItem[];
  era: 'modern' | 'legacy';
  protocolVersion: string;
  pages: number;
}

export async function crawlStdio(source: StdioSource, options: CrawlOptions = {}): Promise<ServerCrawl> {
  const now = options.now ?? new Date().toISOString();
  const workspace = source.workspace ? await createWorkspace(source.workspace.seed) : undefined;
  try {
    const launch = resolveLaunch(source, workspace ? { workspace: workspace.dir } : {});
    const session = await connectStdio(launch.spec, { era: options.era ?? 'auto', timeoutMs: options.connectTimeoutMs ?? 20_000 });
    try {
      const { tools, pages } = await listAllTools(session.client, { timeoutMs: options.listTimeoutMs ?? 20_000 });
      const extras = await listExtras(session.client, { timeoutMs: options.listTimeoutMs ?? 20_000 });
      const catalog = tools.map((t): CatalogTool => {
        const def = normaliseDefinition(t);
        return {
          id: `${source.id}/${def.name}`,
          serverId: source.id,
          source,
          ...(launch.packageRef ? { package: launch.packageRef } : {}),
          protocol: { era: session.era, version: session.protocolVersion },
          server: session.serverInfo,
          ...def,
          sha256: definitionSha256(def),
          firstSeen: now,
          lastSeen: now,
          flags: safetyFlags(def),
        };
      });
      return { serverId: source.id, tools: catalog, ...extras, era: session.era, protocolVersion: session.protocolVersion, pages };
    } finally {
      await session.close();
    }
  } finally {
    await workspace?.dispose();
  }
}
