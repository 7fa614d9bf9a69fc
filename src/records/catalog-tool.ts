// CatalogTool: one tool of one real MCP server, with provenance and flags.
import { z } from 'zod';
import { SourceSchema } from './source.js';
import { ToolProfileSchema } from './profile.js';

export const JsonObjectSchema = z.record(z.string(), z.unknown());

export const FlagSchema = z.object({
  code: z.enum(['read_only', 'destructive', 'poisoning', 'changed_after_approval', 'schema_invalid', 'duplicate', 'shadowing', 'name_unsafe']),
  reason: z.string(),
});
export type Flag = z.infer<typeof FlagSchema>;

/** One lint finding (src/catalog/lint): rule id, severity, offending field, message and a one-line fix. */
export const LintFindingSchema = z.object({
  rule: z.string(),
  severity: z.enum(['error', 'warning', 'info']),
  field: z.string(),
  message: z.string(),
  fix: z.string(),
});

export const ProtocolSchema = z.object({
  /** 'unknown' for tools read from a saved dump, where no server was spoken to. */
  era: z.enum(['modern', 'legacy', 'unknown']),
  version: z.string(),
});

export const CatalogToolSchema = z.object({
  id: z.string(),
  serverId: z.string(),
  source: SourceSchema,
  /** package@version for npm-installed servers. */
  package: z.string().optional(),
  url: z.string().optional(),
  protocol: ProtocolSchema,
  server: z.object({ name: z.string(), version: z.string(), title: z.string().optional() }),
  name: z.string(),
  title: z.string().optional(),
  description: z.string(),
  inputSchema: JsonObjectSchema,
  outputSchema: JsonObjectSchema.optional(),
  annotations: JsonObjectSchema.optional(),
  /** sha256 of the normalised definition (name, title, description, schemas, annotations). */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  firstSeen: z.string(),
  lastSeen: z.string(),
  flags: z.array(FlagSchema).default([]),
  /** JSON Schema draft of inputSchema (declared by $schema, or inferred) and how many local $refs were inlined. */
  schemaInfo: z.object({ draft: z.string(), declared: z.boolean(), refsResolved: z.number().int(), recursive: z.boolean() }).optional(),
  /** Tool contract lint: score 0-100 and findings (src/catalog/lint). */
  lint: z.object({ score: z.number().min(0).max(100), findings: z.array(LintFindingSchema) }).optional(),
  /** Tokens of the OpenAI `tools` entry the model sees for this tool (src/catalog/tokens.ts, o200k_base). */
  tokens: z.number().int().min(0).optional(),
  /** What the tool does, to what and where, and the semantic type of each argument (src/profile). */
  profile: ToolProfileSchema.optional(),
});
export type CatalogTool = z.infer<typeof CatalogToolSchema>;

export function hasFlag(tool: CatalogTool, code: Flag['code']): boolean {
  return tool.flags.some((f) => f.code === code);
}

/** Flagged destructive by the scanners, or annotated so by its server. */
export function isDestructive(tool: CatalogTool): boolean {
  return hasFlag(tool, 'destructive') || tool.annotations?.destructiveHint === true;
}
