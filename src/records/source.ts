// How to launch or reach an MCP server: stored with every catalog tool so the executor can start it again.
import { z } from 'zod';

export const ServerIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]*$/i, 'a server id is letters, digits, ".", "_" or "-"');

export const WorkspaceSpecSchema = z
  .object({
    /** Directory whose files are copied into every fresh workspace (relative to the project root). */
    seed: z.string().optional(),
  })
  .strict();

export const StdioSourceSchema = z
  .object({
    kind: z.literal('stdio'),
    id: ServerIdSchema,
    /** An npm package installed in this project's node_modules: its bin is run with this Node. */
    package: z.string().optional(),
    /** Or an explicit command. */
    command: z.string().optional(),
    args: z.array(z.string()).default([]),
    env: z.record(z.string(), z.string()).default({}),
    /** Give the server a fresh writable workspace per trajectory; `${workspace}` in args/env names it. */
    workspace: WorkspaceSpecSchema.optional(),
  })
  .strict()
  .refine((s) => Boolean(s.package) !== Boolean(s.command), {
    message: 'give exactly one of "package" or "command"',
  });
export type StdioSource = z.infer<typeof StdioSourceSchema>;

/** A synthetic tool's home: no process; the executor's simulated backend answers its calls. */
export const SyntheticSourceSchema = z
  .object({
    kind: z.literal('synthetic'),
    id: ServerIdSchema,
    /** The domain the tool was evolved for, and the real servers it was evolved from. */
    domain: z.string(),
    derivedFrom: z.array(z.string()).default([]),
  })
  .strict();
export type SyntheticSource = z.infer<typeof SyntheticSourceSchema>;

/** A server reached over Streamable HTTP; `headers` go on every request (e.g. an API key). */
export const HttpSourceSchema = z
  .object({
    kind: z.literal('http'),
    id: ServerIdSchema,
    url: z.url({ protocol: /^https?$/, error: 'an http(s) URL, e.g. http://127.0.0.1:3000/mcp' }),
    headers: z.record(z.string(), z.string()).default({}),
  })
  .strict();
export type HttpSource = z.infer<typeof HttpSourceSchema>;

/** A Claude Desktop / Qwen-Agent style file `{"mcpServers": {...}}`: each entry becomes a stdio or http source. */
export const McpConfigSourceSchema = z
  .object({
    kind: z.literal('mcp-config'),
    file: z.string().min(1),
    /** Crawl only these keys of `mcpServers` (all when absent). */
    servers: z.array(z.string()).optional(),
  })
  .strict();
export type McpConfigSource = z.infer<typeof McpConfigSourceSchema>;

/** The public repository a dump was taken from: each tool it yields records these (CatalogTool.provenance). */
export const DumpProvenanceSchema = z
  .object({
    /** owner/name on GitHub, or a URL. */
    repository: z.string().min(1),
    commit: z.string().min(1),
    /** SPDX id of the data's licence, e.g. "MIT". */
    license: z.string().min(1),
    /** When the source says it crawled, if the files do not say it per server (RFC 3339). */
    crawledAt: z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'a date or time, e.g. 2025-07-08 or 2025-07-08T01:26:15Z' }).optional(),
    /** Where `file` sits inside the repository, e.g. "mcp_servers". */
    path: z.string().optional(),
  })
  .strict();
export type DumpProvenance = z.infer<typeof DumpProvenanceSchema>;

/** Saved tools/list results or a public crawl's files: no process is started; the tools are taken as they were saved. */
export const DumpSourceSchema = z
  .object({
    kind: z.literal('dump'),
    /** A file (.json, .jsonl, either .gz) or a directory of them. */
    file: z.string().min(1),
    /** Server id of a JSON dump, and of JSONL lines that name no server (default: the file's base name). */
    id: ServerIdSchema.optional(),
    /** A public crawl's layout by name (src/crawl/dump-presets.ts), e.g. "toucan". */
    preset: z.string().regex(/^[a-z0-9-]+$/, 'a preset name, e.g. toucan').optional(),
    /** Or the dotted path of the tools array in each document; "*" steps into every item, and each match is one server. */
    tools: z.string().min(1).optional(),
    provenance: DumpProvenanceSchema.optional(),
  })
  .strict()
  .refine((s) => !(s.preset && s.tools), { message: 'give "preset" or "tools", not both' });
export type DumpSource = z.infer<typeof DumpSourceSchema>;

/** An npm package installed (scripts off) into a cache dir and run under bubblewrap with no network. */
export const NpmSourceSchema = z
  .object({
    kind: z.literal('npm'),
    id: ServerIdSchema,
    /** name@version with an exact version, e.g. "@modelcontextprotocol/server-memory@2026.8.31". */
    package: z.string().regex(/^(@[^/@\s]+\/)?[^/@\s]+@\d+\.\d+\.\d+[\w.+-]*$/, 'name@version with an exact version, e.g. @modelcontextprotocol/server-memory@2026.8.31'),
    /** Which of the package's bins to run (default: the one named like the package, else the first). */
    bin: z.string().optional(),
    args: z.array(z.string()).default([]),
    env: z.record(z.string(), z.string()).default({}),
    /** Env vars the server insists on at start; those not in `env` get a placeholder value. */
    requiredEnv: z.array(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'an environment variable name')).default([]),
    workspace: WorkspaceSpecSchema.optional(),
    /** Where this source was found, e.g. "registry:io.github.acme/server@1.2.0". */
    origin: z.string().optional(),
  })
  .strict();
export type NpmSource = z.infer<typeof NpmSourceSchema>;

/** The official MCP Registry REST API (GET /v0.1/servers): every listed server becomes an npm or http source. */
export const RegistrySourceSchema = z
  .object({
    kind: z.literal('registry'),
    /** Base URL of the registry (the API lives under /v0.1). */
    url: z.url({ protocol: /^https?$/, error: 'an http(s) URL, e.g. https://registry.modelcontextprotocol.io' }).default('https://registry.modelcontextprotocol.io'),
    /** Page size asked for. */
    limit: z.number().int().min(1).max(100).default(100),
    /** Only servers updated since this RFC 3339 time. */
    updatedSince: z.iso.datetime({ offset: true }).optional(),
    /** Substring of server names. */
    search: z.string().optional(),
    /** Stop after this many servers (the registry holds thousands). */
    maxServers: z.number().int().min(1).optional(),
    /** Prefix of the server ids made from registry names. */
    idPrefix: z.string().regex(/^[a-z0-9._-]*$/i).default(''),
  })
  .strict();
export type RegistrySource = z.infer<typeof RegistrySourceSchema>;

/** What a pipeline can crawl, told apart by `kind`. */
export const CrawlSourceSchema = z.discriminatedUnion('kind', [
  StdioSourceSchema,
  HttpSourceSchema,
  McpConfigSourceSchema,
  DumpSourceSchema,
  NpmSourceSchema,
  RegistrySourceSchema,
]);
export type CrawlSource = z.infer<typeof CrawlSourceSchema>;

/** Where a catalog tool came from: a crawlable source, or synthetic. */
export const SourceSchema = z.union([CrawlSourceSchema, SyntheticSourceSchema]);
export type Source = z.infer<typeof SourceSchema>;
