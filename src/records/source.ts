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

/** What a pipeline can crawl, told apart by `kind`. */
export const CrawlSourceSchema = z.discriminatedUnion('kind', [
  StdioSourceSchema,
  HttpSourceSchema,
  McpConfigSourceSchema,
  DumpSourceSchema,
]);
export type CrawlSource = z.infer<typeof CrawlSourceSchema>;

/** Where a catalog tool came from: a crawlable source, or synthetic. */
export const SourceSchema = z.union([CrawlSourceSchema, SyntheticSourceSchema]);
export type Source = z.infer<typeof SourceSchema>;
