// Lists every page of tools (and resources and prompts) a server offers, following nextCursor.
import type { Client } from '@modelcontextprotocol/client';
import { McpError } from '../util/errors.js';

export interface ListOptions {
  timeoutMs?: number;
  maxPages?: number;
}

export interface ListedTool {
  name: string;
  title?: string;
  description?: string;
  inputSchema: Record<string, unknown>;
  outputSchema?: Record<string, unknown>;
  annotations?: Record<string, unknown>;
}

async function walkPages<T>(
  fetchPage: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor?: string | undefined }>,
  what: string,
  maxPages: number,
): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  let pages = 0;
  do {
    if (pages >= maxPages) throw new McpError('list_pages', `${what}: more than ${maxPages} pages; the server's nextCursor never ends`);
    const page = await fetchPage(cursor);
    pages++;
    items.push(...page.items);
    cursor = page.nextCursor || undefined;
    if (cursor !== undefined) {
      if (seen.has(cursor)) throw new McpError('list_cursor_loop', `${what}: the server repeated cursor ${JSON.stringify(cursor)}`);
      seen.add(cursor);
    }
  } while (cursor !== undefined);
  return { items, pages };
}

export async function listAllTools(client: Client, options: ListOptions = {}): Promise<{ tools: ListedTool[]; pages: number }> {
  const timeout = options.timeoutMs ?? 20_000;
  const { items, pages } = await walkPages(
    async (cursor) => {
      const r = await client.listTools(cursor === undefined ? {} : { cursor }, { timeout, cacheMode: 'bypass' });
      return { items: r.tools as unknown as ListedTool[], nextCursor: r.nextCursor };
    },
    'tools/list',
    options.maxPages ?? 100,
  );
  return { tools: items, pages };
}

export interface ListedItem {
  name: string;
  description?: string;
  uri?: string;
}

/** Resources and prompts, when the server declares them; failures here never fail a crawl. */
export async function listExtras(client: Client, options: ListOptions = {}): Promise<{ resources: ListedItem[]; prompts: ListedItem[] }> {
  const timeout = options.timeoutMs ?? 20_000;
  const caps = client.getServerCapabilities() ?? {};
  const maxPages = options.maxPages ?? 100;
  const resources = caps.resources
    ? await walkPages(
        async (cursor) => {
          const r = await client.listResources(cursor === undefined ? {} : { cursor }, { timeout, cacheMode: 'bypass' });
          return { items: r.resources.map((x) => ({ name: x.name, uri: x.uri, ...(x.description ? { description: x.description } : {}) })), nextCursor: r.nextCursor };
        },
        'resources/list',
        maxPages,
      ).then((r) => r.items, () => [])
    : [];
  const prompts = caps.prompts
    ? await walkPages(
        async (cursor) => {
          const r = await client.listPrompts(cursor === undefined ? {} : { cursor }, { timeout, cacheMode: 'bypass' });
          return { items: r.prompts.map((x) => ({ name: x.name, ...(x.description ? { description: x.description } : {}) })), nextCursor: r.nextCursor };
        },
        'prompts/list',
        maxPages,
      ).then((r) => r.items, () => [])
    : [];
  return { resources, prompts };
}
