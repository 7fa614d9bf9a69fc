// Candidate tool definitions for one entity of one evolved domain: schemas with types, enums, ranges, and contract descriptions.
import type { Rng } from '../../util/random.js';
import type { DomainSpec, EntitySpec, FieldSpec } from './ontology.js';

export type Action = 'list' | 'get' | 'search' | 'create' | 'update' | 'delete';
export const ACTIONS: readonly Action[] = ['list', 'get', 'search', 'create', 'update', 'delete'];

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  inputSchema: Record<string, unknown>;
  outputSchema: Record<string, unknown>;
  annotations: { readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
}

function fieldSchema(f: FieldSpec): Record<string, unknown> {
  const out: Record<string, unknown> = { type: f.type, description: f.description };
  for (const k of ['enum', 'minimum', 'maximum', 'format', 'minLength', 'maxLength'] as const) if (f[k] !== undefined) out[k] = f[k];
  return out;
}

const words = (x: string) => x.replace(/_/g, ' ');
const idProp = (entity: EntitySpec) => ({ type: 'string', description: `Id of the ${words(entity.name)}, as returned when it was created or listed`, pattern: '^[a-z]{2,4}_[A-Za-z0-9]{6,24}$' });

function entityOutput(entity: EntitySpec): Record<string, unknown> {
  const properties: Record<string, unknown> = { id: { type: 'string' } };
  for (const f of entity.fields) properties[f.name] = fieldSchema(f);
  properties.updated_at = { type: 'string', format: 'date-time' };
  return { type: 'object', properties, required: ['id', ...entity.fields.filter((f) => f.required).map((f) => f.name), 'updated_at'], additionalProperties: false };
}

/** The contract sentences: what it acts on, what has happened when it returns, and whether to ask first. */
function describe(action: Action, domain: DomainSpec, entity: EntitySpec, rng: Rng): string {
  const one = words(entity.name);
  const many = words(entity.plural);
  const sys = domain.system;
  const read = rng.pick([`Read-only: changes nothing in ${sys}.`, `Read-only; nothing in ${sys} is modified.`]);
  const noAsk = rng.pick(['No confirmation needed.', 'Safe to call without asking the user.']);
  switch (action) {
    case 'list':
      return `Lists ${many} in ${sys}, newest first, optionally filtered; returns one page and a cursor for the next. ${read} ${noAsk}`;
    case 'get':
      return `Returns one ${one} from ${sys} by its id, with every field. ${read} Fails with a not-found error when no ${one} has that id.`;
    case 'search':
      return `Full-text search over ${many} in ${sys}; returns the best matches with a relevance score. ${read} ${noAsk}`;
    case 'create':
      return `Creates a new ${one} in ${sys} and returns it with its id. When this returns the ${one} exists and others can see it. Not destructive; ${rng.pick(['no confirmation needed', 'confirm only if the user was unsure of the details'])}.`;
    case 'update':
      return `Updates the given fields of one ${one} in ${sys}; fields left out keep their values. When this returns the change is saved and the previous values are gone. Confirm the ${one} and the new values with the user if they were not stated.`;
    case 'delete':
      return `Permanently deletes one ${one} from ${sys} by id. When this returns the ${one} is gone and cannot be restored. Destructive: state which ${one} will be deleted and ask the user to confirm before calling.`;
  }
}

export function makeTool(action: Action, domain: DomainSpec, entity: EntitySpec, rng: Rng): ToolDefinition {
  const one = entity.name;
  const name = action === 'list' || action === 'search' ? `${action}_${entity.plural}` : `${action}_${one}`;
  const title = `${action[0]!.toUpperCase()}${action.slice(1)} ${words(action === 'list' || action === 'search' ? entity.plural : one)}`;
  const props: Record<string, unknown> = {};
  let required: string[] = [];
  let output: Record<string, unknown>;
  const page = { type: 'object', properties: { items: { type: 'array', items: entityOutput(entity) }, next_cursor: { type: ['string', 'null'] } }, required: ['items', 'next_cursor'], additionalProperties: false };
  switch (action) {
    case 'list':
      for (const f of entity.fields.filter((x) => x.filter)) props[f.name] = fieldSchema(f);
      props.limit = { type: 'integer', description: 'Items per page', minimum: 1, maximum: 100, default: 20 };
      props.cursor = { type: 'string', description: 'next_cursor of the previous page' };
      output = page;
      break;
    case 'search':
      props.query = { type: 'string', description: `Words to look for in ${words(entity.plural)}`, minLength: 1, maxLength: 200 };
      props.limit = { type: 'integer', description: 'Most results to return', minimum: 1, maximum: 50, default: 10 };
      required = ['query'];
      output = page;
      break;
    case 'get':
    case 'delete':
      props.id = idProp(entity);
      required = ['id'];
      output = action === 'get' ? entityOutput(entity) : { type: 'object', properties: { deleted: { type: 'boolean' }, id: { type: 'string' } }, required: ['deleted', 'id'], additionalProperties: false };
      break;
    case 'create':
      for (const f of entity.fields) if (f.required || rng.next() < 0.7) props[f.name] = fieldSchema(f);
      required = entity.fields.filter((f) => f.required).map((f) => f.name);
      output = entityOutput(entity);
      break;
    case 'update':
      props.id = idProp(entity);
      for (const f of entity.fields) props[f.name] = fieldSchema(f);
      required = ['id'];
      output = entityOutput(entity);
      break;
  }
  const readOnly = action === 'list' || action === 'get' || action === 'search';
  return {
    name,
    title,
    description: describe(action, domain, entity, rng),
    inputSchema: { type: 'object', properties: props, ...(required.length ? { required } : {}), additionalProperties: false, ...(action === 'update' ? { minProperties: 2 } : {}) },
    outputSchema: output,
    annotations: { readOnlyHint: readOnly, destructiveHint: action === 'delete', idempotentHint: action !== 'create', openWorldHint: false },
  };
}
