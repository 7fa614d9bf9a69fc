// Crawls one remote server over Streamable HTTP, sending the source's headers on every request.
import type { HttpSource } from '../records/index.js';
import { connectHttp } from '../mcp/connect.js';
import { ConfigError } from '../util/errors.js';
import { CRAWL_DEFAULTS, crawlSession, type CrawlOptions, type ServerCrawl } from './session-crawl.js';
import { HttpSourceSchema } from '../records/index.js';
import type { SourceDef } from './source-def.js';
import { serverIdOf } from './mcp-config-source.js';

/** `${NAME}` in a header value is read from the environment, so a sources file need not hold the key. */
export function resolveHeaders(source: HttpSource, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(source.headers)) {
    out[name] = value.replace(/\$\{(\w+)\}/g, (_, v: string) => {
      const got = env[v];
      if (got === undefined) throw new ConfigError(`source ${source.id}: header ${name} needs the environment variable ${v}; set it or write the value`);
      return got;
    });
  }
  return out;
}

/** The source as the catalog stores it: literal header values (keys, tokens) never land in a catalog file. */
export function redactedSource(source: HttpSource): HttpSource {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(source.headers)) headers[name] = /\$\{\w+\}/.test(value) ? value : '[redacted]';
  return { ...source, headers };
}

export async function crawlHttp(source: HttpSource, options: CrawlOptions = {}): Promise<ServerCrawl> {
  const session = await connectHttp(source.url, resolveHeaders(source), {
    era: options.era ?? 'auto',
    timeoutMs: options.connectTimeoutMs ?? CRAWL_DEFAULTS.connectTimeoutMs,
    // One response may not exceed the listing cap (plus room for the envelope), as for stdio.
    maxMessageBytes: (options.maxListBytes ?? CRAWL_DEFAULTS.maxListBytes) + 64 * 1024,
  });
  try {
    return await crawlSession(session, { serverId: source.id, source: redactedSource(source), url: source.url }, options);
  } finally {
    await session.close();
  }
}

export const httpSourceDef: SourceDef = {
  name: 'http',
  schema: HttpSourceSchema,
  grammar: '[id=]http:<url>                   e.g. http:http://127.0.0.1:3000/mcp   (headers: --header "Name: value")',
  parseSpec: ({ id, rest, headers }) => {
    let host = 'http';
    try {
      host = new URL(rest).host;
    } catch {
      // the schema check names the bad URL
    }
    return { kind: 'http', id: id ?? serverIdOf(host.replace(':', '-')), url: rest, headers };
  },
  crawl: async (source, options) => ({ servers: [await crawlHttp(source as HttpSource, options)], failures: [] }),
};
