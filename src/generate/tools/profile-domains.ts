// The first generation of synthetic domains: the systems the real catalog's profiles name ("GitLab", "DigitalOcean"),
// each with the entities the world model found for it and the fields every tool touching them uses. Synthetic tools
// then give those entities the clean contracts (every action, outputSchemas, annotations) the real servers lack.
import type { CatalogTool } from '../../records/index.js';
import { nameWords } from '../../world/field.js';
import type { EntityModel, WorldModel } from '../../world/model.js';
import { profilesOf } from '../../world/profile-of.js';
import { resolved } from '../../world/schema-resolve.js';
import { schemaType } from '../../world/field.js';
import type { DomainSpec, EntitySpec, FieldSpec } from './ontology.js';

/** A domain read off the catalog, with the real servers it came from. */
export interface ProfileDomain {
  spec: DomainSpec;
  derivedFrom: string[];
}

const snake = (phrase: string) => nameWords(phrase).join('_');
const IDENT = /^[a-z][a-z0-9_]{1,40}$/;
const SCALAR = new Set(['string', 'integer', 'number', 'boolean']);
const FORMATS = new Set(['email', 'date', 'date-time', 'uri']);

/** A field of the world model as the synthetic contract states it: a scalar, its bounds, one line saying what it is. */
function fieldSpec(entity: EntityModel, name: string, schema: Record<string, unknown>, label: boolean): FieldSpec | undefined {
  const s = resolved(schema);
  const t = schemaType(s);
  const key = snake(name);
  if (!t || !SCALAR.has(t) || !IDENT.test(key)) return undefined;
  const described = typeof s.description === 'string' ? s.description.split(/(?<=[.!?])\s/)[0]!.trim().slice(0, 140) : '';
  const field: FieldSpec = { name: key, type: t as FieldSpec['type'], description: described || `${nameWords(name).join(' ').replace(/^./, (c) => c.toUpperCase())} of the ${entity.entity}` };
  const strings = Array.isArray(s.enum) ? s.enum.filter((v): v is string => typeof v === 'string' && v !== '') : [];
  if (t === 'string' && strings.length >= 2 && strings.length <= 12) field.enum = [...new Set(strings)];
  for (const k of ['minimum', 'maximum', 'minLength', 'maxLength'] as const) if (typeof s[k] === 'number' && Math.abs(s[k] as number) < 1e9) field[k] = s[k] as number;
  if (typeof s.format === 'string' && FORMATS.has(s.format)) field.format = s.format as FieldSpec['format'];
  if (t === 'integer' && field.minimum === undefined) field.minimum = 0;
  if (t === 'integer' && field.maximum === undefined) field.maximum = 100_000;
  if (t === 'string' && !field.enum && !field.format && field.maxLength === undefined) field.maxLength = label ? 200 : 500;
  if (label) field.required = true;
  if (field.enum || t === 'boolean') field.filter = true;
  return field;
}

/** The entity as a synthetic contract models it; undefined when too little of it is known to be worth tools. */
function entitySpec(entity: EntityModel): EntitySpec | undefined {
  const name = snake(entity.entity);
  if (!IDENT.test(name) || ['list', 'search', 'get', 'tool', 'result', 'data', 'item', 'info'].includes(name)) return undefined;
  const fields: FieldSpec[] = [];
  // A record is known by a name or a path. Where the real tools name none and the model fell back to a text field
  // (a file's "content"), the contract adds one, so a listing reads "notes/q3.md", not ten bare ids.
  // A comment or a message is known by what it says.
  const named = !/^(text|message|content|body)$/i.test(entity.label) || /\b(comment|message|reply|note|review|post|observation|memo|feedback|chat)$/.test(entity.entity);
  if (!named) fields.push(/\b(file|document|image|asset|attachment|folder|directory)$/.test(entity.entity)
    ? { name: 'path', type: 'string', description: `Path of the ${entity.entity}`, maxLength: 300, required: true }
    : { name: 'name', type: 'string', description: `Name of the ${entity.entity}`, maxLength: 200, required: true });
  for (const f of entity.fields) {
    if (f.name === entity.idField || f.name === entity.created || f.name === entity.updated || f.type === 'id') continue;
    // Fields the world gives a hollow entity by its words are the simulator's, not what the catalog says it has.
    if (f.content) continue;
    // A move's or copy's source and destination are what the call acts between, not fields the record has.
    if (/^(source|destination|target|src|dest)$/i.test(f.name)) continue;
    const spec = fieldSpec(entity, f.name, f.schema, named && f.name === entity.label);
    if (spec && !fields.some((x) => x.name === spec.name)) fields.push(spec);
  }
  if (fields.length < 3 || !fields.some((f) => f.required)) return undefined;
  return { name, plural: snake(entity.plural), fields: fields.slice(0, 8) };
}

// What a reference server's demo tools say of themselves: they show a protocol feature, they keep nothing. Their
// entities made the quickstart's create_structured_content and update_long_running_operation.
const DEMO = /\b(demonstrat\w*|simulat\w*|for (client )?(data )?validation|for debugging|for testing)\b/i;

/** Whether every tool of the entity is such a demo: it is no record anyone keeps, and gets no synthetic tools. */
function demoOnly(model: WorldModel, entity: EntityModel): boolean {
  const tools = model.toolsOf(entity);
  return tools.length > 0 && tools.every((b) => DEMO.test(b.tool.description ?? ''));
}

/** One domain per system the profiles name, from the entities of its servers (most entities first). */
export function profileDomains(catalog: readonly CatalogTool[], model: WorldModel): ProfileDomain[] {
  const bySystem = new Map<string, Set<string>>();
  const real = catalog.filter((t) => t.source.kind !== 'synthetic');
  const profiles = profilesOf(real);
  for (const [i, t] of real.entries()) {
    const system = (profiles[i] as { system: string }).system;
    bySystem.set(system, (bySystem.get(system) ?? new Set()).add(t.serverId));
  }
  const domains: ProfileDomain[] = [];
  for (const [system, servers] of bySystem) {
    const entities: EntitySpec[] = [];
    for (const server of [...servers].sort()) {
      for (const e of model.entitiesOf(server)) {
        if (demoOnly(model, e)) continue;
        const spec = entitySpec(e);
        if (spec && !entities.some((x) => x.name === spec.name)) entities.push(spec);
      }
    }
    if (entities.length === 0) continue;
    const id = snake(system).replace(/_/g, '-').slice(0, 40) || [...servers][0]!;
    domains.push({ spec: { id, system: `the ${system} service`, near: [], neighbours: [], entities: entities.slice(0, 6) }, derivedFrom: [...servers].sort() });
  }
  return domains.sort((a, b) => b.spec.entities.length - a.spec.entities.length || (a.spec.id < b.spec.id ? -1 : 1));
}
