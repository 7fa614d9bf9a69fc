// Domains of the real catalog: servers clustered by the words of their tools' names and descriptions.
import type { CatalogTool } from '../../records/index.js';
import { jaccard, tokens } from './tokens.js';

export interface RealDomain {
  id: string;
  /** The most telling words of its tools, most frequent first. */
  keywords: string[];
  servers: string[];
  tools: string[];
}

/** Words every tool description uses; they say nothing about a domain. */
const GENERIC = new Set('tool use return returns result results input output value values data get set list read create update delete new name path file error server allowed work works only'.split(' '));

function keywordsOf(tools: readonly CatalogTool[], max = 12): string[] {
  const counts = new Map<string, number>();
  for (const t of tools) {
    // Name words count double: a tool's name is the strongest statement of what it is about.
    for (const w of new Set(tokens(t.name))) counts.set(w, (counts.get(w) ?? 0) + 2);
    // Every occurrence counts, so a one-tool server's recurring words (thought, step) beat words said once.
    for (const w of tokens(t.description)) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return [...counts.entries()]
    .filter(([w]) => !GENERIC.has(w) && !/^\d+$/.test(w))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, max)
    .map(([w]) => w);
}

/** One domain per server, then servers whose keywords overlap at least `mergeAt` are merged (single linkage). */
export function discoverDomains(catalog: readonly CatalogTool[], mergeAt = 0.35): RealDomain[] {
  const byServer = new Map<string, CatalogTool[]>();
  for (const t of catalog) byServer.set(t.serverId, [...(byServer.get(t.serverId) ?? []), t]);
  let clusters = [...byServer.entries()]
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([server, tools]) => ({ servers: [server], tools, keywords: keywordsOf(tools) }));
  for (let merged = true; merged; ) {
    merged = false;
    outer: for (let i = 0; i < clusters.length; i++) {
      for (let j = i + 1; j < clusters.length; j++) {
        const a = clusters[i]!;
        const b = clusters[j]!;
        if (jaccard(new Set(a.keywords), new Set(b.keywords)) >= mergeAt) {
          const tools = [...a.tools, ...b.tools];
          clusters = [...clusters.slice(0, i), { servers: [...a.servers, ...b.servers], tools, keywords: keywordsOf(tools) }, ...clusters.slice(i + 1).filter((c) => c !== b)];
          merged = true;
          break outer;
        }
      }
    }
  }
  return clusters.map((c) => ({ id: c.keywords.slice(0, 2).join('-') || c.servers.join('-'), keywords: c.keywords, servers: c.servers, tools: c.tools.map((t) => t.id) }));
}
