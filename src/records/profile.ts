// ToolProfile: what a tool does, to what, where, and what kind of value each argument is. Derived offline from the
// tool's name, description, schema and annotations (src/profile); the world, the generators and the validators read it.
import { z } from 'zod';

export const ToolActionSchema = z.enum(['list', 'search', 'get', 'create', 'update', 'delete', 'send', 'execute', 'control', 'compute', 'other']);
export type ToolAction = z.infer<typeof ToolActionSchema>;

export const SemanticTypeSchema = z.enum([
  'id',
  'name',
  'title',
  'free_text',
  'query',
  'email',
  'url',
  'path',
  'date',
  'datetime',
  'number',
  'count',
  'boolean',
  'enum',
  'country',
  'city',
  'language',
  'currency',
  'money',
  'phone',
  'color',
  'code',
  'json',
  'other',
]);
export type SemanticType = z.infer<typeof SemanticTypeSchema>;

export const ToolProfileSchema = z.object({
  action: ToolActionSchema,
  /** A singular noun phrase, lower case: "issue", "dns record", "backup". */
  entity: z.string().min(1),
  /** The product or service acted on: "GitLab", "Production PostgreSQL backup store". */
  system: z.string().min(1),
  /** A semantic type per top-level input property. */
  params: z.record(z.string(), SemanticTypeSchema),
  /** The input property that names the one entity a get, update or delete acts on. */
  idParam: z.string().optional(),
  /** False when the effect cannot be taken back (a delete, a sent message, a payment): only then may a text say so. */
  reversible: z.boolean(),
  /** The verb the tool itself uses, in base form ("archive", "restart"): finer than the action, for texts that name what was done. */
  verb: z.string().min(1).optional(),
  /** The entity's plural ("merge requests", "policies"), for texts about many. */
  entityPlural: z.string().min(1).optional(),
  /** The top-level outputSchema property that holds the entities a list or search returns. */
  listField: z.string().min(1).optional(),
});
export type ToolProfile = z.infer<typeof ToolProfileSchema>;
