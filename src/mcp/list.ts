// Lists every page of tools (and resources, resource templates and prompts) a server offers, following nextCursor.
import { DEFAULT_TIMEOUT_MS } from './defaults.js';
import type { Client } from '@modelcontextprotocol/client';
import { McpError } from '../util/errors.js';

export interface ListOptions {
  timeoutMs?: number;
  maxPages?: number;
  /** Most tools one server may list; past it the listing fails (a server that floods the catalog is a bad input). */
  maxTools?: number;
  /** Most bytes of JSON one server's listing may add up to. */
  maxBytes?: number;
}

export interface ListedTool {
  name: string;
  title?: string;
  description?: string;
  inputSchema: Record<string, unknown>;
  outputSchema?: Record<string, unknown>;
  annotations?: Record<string, unknown>;
}

interface Caps {
  maxPages: number;
  maxItems: number;
  maxBytes: number;
}

async function walkPages<T>(
  fetchPage: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor?: string | undefined }>,
  what: string,
  caps: Caps,
): Promise<{ items: T[]; pages: number; bytes: number }> {
  const items: T[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  let pages = 0;
  let bytes = 0;
  do {
    if (pages >= caps.maxPages) throw new McpError('list_pages', `${what}: more than ${caps.maxPages} pages; the server's nextCursor never ends`);
    const page = await fetchPage(cursor);
    pages++;
    items.push(...page.items);
    bytes += JSON.stringify(page.items).length;
    if (items.length > caps.maxItems) throw new McpError('list_too_large', `${what}: more than ${caps.maxItems} items (the per-server cap; raise crawl.maxTools)`);
    if (bytes > caps.maxBytes) throw new McpError('list_too_large', `${what}: more than ${caps.maxBytes} bytes (the per-server cap; raise crawl.maxListBytes)`);
    cursor = page.nextCursor || undefined;
    if (cursor !== undefined) {
      if (seen.has(cursor)) throw new McpError('list_cursor_loop', `${what}: the server repeated cursor ${JSON.stringify(cursor)}`);
      seen.add(cursor);
    }
  } while (cursor !== undefined);
  return { items, pages, bytes };
}

// The SDK's list helpers walk every page themselves when given no cursor; the raw request keeps each page
// visible, so caps apply as pages arrive and the page count is the server's.
const params = (cursor: string | undefined) => (cursor === undefined ? {} : { params: { cursor } });

function capsOf(options: ListOptions): Caps {
  return { maxPages: options.maxPages ?? 100, maxItems: options.maxTools ?? Number.POSITIVE_INFINITY, maxBytes: options.maxBytes ?? Number.POSITIVE_INFINITY };
}

export async function listAllTools(client: Client, options: ListOptions = {}): Promise<{ tools: ListedTool[]; pages: number; bytes: number }> {
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const { items, pages, bytes } = await walkPages(
    async (cursor) => {
      const r = await client.request({ method: 'tools/list', ...params(cursor) }, { timeout });
      return { items: r.tools as unknown as ListedTool[], nextCursor: r.nextCursor };
    },
    'tools/list',
    capsOf(options),
  );
  return { tools: items, pages, bytes };
}

/** A resource, resource template or prompt as the catalog keeps it: what it is called and what it says. */
export interface ListedItem {
  name: string;
  title?: string;
  description?: string;
  uri?: string;
  uriTemplate?: string;
  mimeType?: string;
  /** Prompt arguments (name, required). */
  arguments?: { name: string; description?: string; required?: boolean }[];
}

function pick<T extends object>(x: T, keys: readonly (keyof T)[]): Partial<T> {
  const out: Partial<T> = {};
  for (const k of keys) if (x[k] !== undefined && x[k] !== '') out[k] = x[k];
  return out;
}

export interface Extras {
  resources: ListedItem[];
  resourceTemplates: ListedItem[];
  prompts: ListedItem[];
}

/** Resources, templates and prompts, when the server declares them; failures here never fail a crawl. */
export async function listExtras(client: Client, options: ListOptions = {}): Promise<Extras> {
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const caps = client.getServerCapabilities() ?? {};
  const limits = capsOf(options);
  const req = { timeout };
  const resources = caps.resources
    ? await walkPages(
        async (cursor) => {
          const r = await client.request({ method: 'resources/list', ...params(cursor) }, req);
          return { items: r.resources.map((x) => ({ name: x.name, ...pick(x, ['title', 'description', 'uri', 'mimeType']) }) as ListedItem), nextCursor: r.nextCursor };
        },
        'resources/list',
        limits,
      ).then((r) => r.items, () => [])
    : [];
  const resourceTemplates = caps.resources
    ? await walkPages(
        async (cursor) => {
          const r = await client.request({ method: 'resources/templates/list', ...params(cursor) }, req);
          return { items: r.resourceTemplates.map((x) => ({ name: x.name, ...pick(x, ['title', 'description', 'uriTemplate', 'mimeType']) }) as ListedItem), nextCursor: r.nextCursor };
        },
        'resources/templates/list',
        limits,
      ).then((r) => r.items, () => [])
    : [];
  const prompts = caps.prompts
    ? await walkPages(
        async (cursor) => {
          const r = await client.request({ method: 'prompts/list', ...params(cursor) }, req);
          return {
            items: r.prompts.map((x) => ({
              name: x.name,
              ...pick(x, ['title', 'description']),
              ...(x.arguments?.length ? { arguments: x.arguments.map((a) => ({ name: a.name, ...pick(a, ['description', 'required']) })) } : {}),
            }) as ListedItem),
            nextCursor: r.nextCursor,
          };
        },
        'prompts/list',
        limits,
      ).then((r) => r.items, () => [])
    : [];
  return { resources, resourceTemplates, prompts };
}
