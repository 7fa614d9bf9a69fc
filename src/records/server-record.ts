// ServerRecord: one crawled server beside its tools: era, version, and the resources and prompts it lists.
import { z } from 'zod';

const ItemSchema = z.object({
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  uri: z.string().optional(),
  uriTemplate: z.string().optional(),
  mimeType: z.string().optional(),
  arguments: z.array(z.object({ name: z.string(), description: z.string().optional(), required: z.boolean().optional() })).optional(),
});

export const ServerRecordSchema = z.object({
  serverId: z.string(),
  era: z.string(),
  protocolVersion: z.string(),
  tools: z.number().int(),
  pages: z.number().int(),
  resources: z.array(ItemSchema),
  resourceTemplates: z.array(ItemSchema),
  prompts: z.array(ItemSchema),
  crawledAt: z.string(),
});
export type ServerRecord = z.infer<typeof ServerRecordSchema>;

/** catalogs/x.jsonl -> catalogs/x.servers.jsonl; catalogs/x.jsonl.gz -> catalogs/x.servers.jsonl.gz */
export function serversPathFor(catalogPath: string): string {
  return catalogPath.replace(/(\.jsonl)?(\.gz)?$/i, (_m, _jsonl, gz: string | undefined) => `.servers.jsonl${gz ?? ''}`);
}
