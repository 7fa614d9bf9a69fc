// What a kind of crawl source is to the registry: its config schema, its `--source` grammar, and how it expands into
// servers (a registry, an mcpServers file) or is crawled (a process, a URL, a dump).
import type { z } from 'zod';
import type { CrawlSource } from '../records/index.js';
import type { Registries, Registry } from '../core/registry.js';
import type { CrawlFailure, CrawlOptions, ServerCrawl } from './session-crawl.js';

export interface SpecParts {
  /** The `[id=]` prefix, when given. */
  id?: string;
  /** Everything after `kind:`. */
  rest: string;
  /** --header values, for kinds that send them. */
  headers: Record<string, string>;
  /** --env values, for kinds that start a process. */
  env: Record<string, string>;
  /** The whole spec, for messages. */
  spec: string;
}

export interface SourceDef {
  /** The `kind` of the source in a sources file. */
  name: string;
  /** Its config schema: an object with `kind` as a literal (the pipeline's `sources` is a union of these). */
  schema: z.ZodType;
  /** One or more lines of SOURCE_SPEC_HELP, starting with the grammar. */
  grammar: string;
  /** Turn a `--source` spec into the source (checked against `schema` afterwards). */
  parseSpec?(parts: SpecParts): unknown;
  /** Sources that name many servers become those servers, with one failure line for each it cannot take. */
  expand?(source: CrawlSource): Promise<{ sources: CrawlSource[]; failures: CrawlFailure[] }>;
  /** Crawl one source; a dump may hold several servers. */
  crawl?(source: CrawlSource, options: CrawlOptions): Promise<{ servers: ServerCrawl[]; failures: CrawlFailure[] }>;
}

export const sourcesOf = (r: Registries): Registry<SourceDef> => r.of<SourceDef>('sources', 'source kind');
