// The world's shape, built once per catalog: per (server, entity), the fields every tool touching it names (create and
// update properties, id and scope parameters, the records its get/list outputSchemas return), and per tool what it does.
import type { CatalogTool, SemanticType, ToolProfile } from '../records/index.js';
import { hollowContent } from './content-fields.js';
import { type FieldSpec, type Schema, inferType, nameWords, plural, propertiesOf, schemaType, singular } from './field.js';
import { profilesOf, scopeOf } from './profile-of.js';
import { resolved } from './schema-resolve.js';
import { listSchema, recordSchema } from './output-schemas.js';
import { bodyFields, bodyParam } from './record-body.js';
import { seededFaker } from './seeded-faker.js';
import { flatTool } from './envelope.js';
import { FieldReadings } from './field-reading.js';
import { ID_KEYS, keyOf, sameEntities } from './same-entities.js';
import { typedSchema } from './untyped.js';
import { familyOf, namelessKind } from './domain.js';
import type { Faker } from '@faker-js/faker';

export interface EntityModel {
  key: string;
  server: string;
  entity: string;
  plural: string;
  system: string;
  /** The record field holding the id ("id", "backup_id"), and its schema. */
  idField: string;
  idSchema: Schema;
  /** What the id reads like: an opaque id, or a name, path or email that identifies ("database": "orders_prod"). */
  idType: SemanticType;
  fields: FieldSpec[];
  /** Fields holding the id of another entity of the same server (project_id -> project). */
  refs: Record<string, string>;
  /** The field a person names the record by ("title", "name"). */
  label: string;
  /** Timestamps, in the spelling the server's schemas use. */
  created: string;
  updated: string;
}

export interface ToolBinding {
  tool: CatalogTool;
  profile: ToolProfile;
  entity: EntityModel;
  /** The input naming the one record acted on. */
  idParam?: string;
  /** The record field that input's value is looked up by: the id field, or a field of the same name as the input. */
  idKey: string;
  /** Inputs holding another entity's id or a field of the record (scope: project_id, owner). */
  scope: string[];
  /** Where a move puts the record (move_card's listId, moveItem's destinationFolderId): a change, not a scope. */
  destinations: string[];
}

/** Inputs that steer a call rather than describe a record. */
/** A conditional-request header (If-Match): the client's, "*" for whatever version is current, never a user's etag. */
export const IF_MATCH = /^if[-_]?(none[-_]?)?match$/i;
/** An input naming a change's new or old value ("newName", "new_title", "old_string"). */
export const CHANGE_PARAM = /^(new|old)(_[a-z]|[A-Z])/;
export const CONTROL_PARAM = /^(limit|page|per_?page|page_?size|page_?token|cursor|start_?cursor|next_?cursor|offset|skip|top|max_?results|sort|sort_?by|order|order_?by|direction|fields|opt_?fields|select|projection|embed|include|include_?\w+|exclude|exclude_?\w+|expand|format|output|full_?response|dry_?run|confirm|force|verbose|response_?format|output_?format|pretty|timeout|query|q|search|filter|since|until|before|after|scope|if-?match|if_match|if-?none-?match|if_none_match)$/i;
/** An input that tells a write how to act, not what the record holds: where to insert it, what to copy from a source, what
 * to build a configmap from, whether to wait, notify or clean up. Asana's tasks had listed "insert_after":
 * "main-insert-after" and Trello's cards "keepFromSource" among their fields. */
export const DIRECTIVE_PARAM = /^(insert_?(after|before)|position_?is_?after|position_?relative_?method|relative_?to|keep_?(from_?source|index|implicit_?headers)|from_?(literal|file|env_?file)|create_?labels_?if_?missing|remove_?archive|wait(_?for_?\w+)?|blocking|drop_?target|run_?backfill|notify_?(customers?|users?|followers?|assignees?|members?)|ignore_?consistency_?check|create_?note|resolve_?discussion|prefer|local_?path|(content_?)?base64|convert_?to_?\w+)$/i;
/** A write that is an act of its own on a record (share it, copy it, merge or approve it): its inputs say how to act,
 * not what the record holds. OneDrive's items had held a share's message, password and sendInvitation, a copy's
 * childrenOnly, and answers read "children only: no, require sign in: no" out of every file. */
const ACT_VERB = /^(share|unshare|copy|duplicate|clone|fork|merge|unmerge|approve|unapprove|decline|reject|rebase|restore|recycle|sync|sort|reorder|arrange|lock|unlock)$/;
const MAX_FIELDS = 18;

const UUID_NAME = /(uuid|guid)s?$/i;

// "id", "project_id", "projectId", "issue_iid", "dropletIDs": names that hold an id ("paid" and "monkey" do not).
const ID_TAIL = /(^|[a-z0-9])(Ids?|IDs?|Iid|Uuid|UUID|Slug|Sha)$|(^|[_-])(ids?|iid|uuid|gid|key|slug|number|sha)$/;
const isIdName = (name: string): boolean => ID_TAIL.test(name);

/** The entity an id input names ("project_id" -> "project"), when the server has it; `index` maps server/head word to keys. */
function referencedEntity(name: string, index: ReadonlyMap<string, string[]>, server: string): string | undefined {
  const words = nameWords(name).filter((w) => !['id', 'ids', 'iid', 'uuid', 'gid', 'key', 'slug', 'number'].includes(w)).map(singular);
  const candidates = index.get(`${server}/${words[words.length - 1] ?? ''}`) ?? [];
  for (let n = Math.min(2, words.length); n >= 1; n--) {
    const phrase = words.slice(-n).join(' ');
    const hit = candidates.find((key) => key === keyOf(server, phrase)) ?? candidates.find((key) => key.endsWith(` ${phrase}`));
    if (hit) return hit;
  }
  return undefined;
}

class EntityDraft {
  readonly fields = new Map<string, FieldSpec>();
  readonly idSchemas: Schema[] = [];
  /** How often each name is used for this entity's id input: without a result schema, the commonest names the field. */
  readonly idParams = new Map<string, number>();
  /** The semantic types the profiles give those inputs. */
  readonly idTypes = new Map<SemanticType, number>();
  /** Every name an input naming this entity's record has, whatever the action. */
  readonly idNames = new Set<string>();
  idField: string | undefined;
  camel = false;
  constructor(readonly server: string, readonly entity: string, readonly system: string) {}

  add(name: string, raw: Schema, given?: SemanticType): void {
    if (this.fields.has(name) || this.fields.size >= MAX_FIELDS * 2) return;
    const schema = typedSchema(name, raw); // an untyped "links" is a list of links (untyped.ts)
    this.fields.set(name, { name, schema, type: given ?? inferType(name, schema) });
    if (/[a-z][A-Z]/.test(name)) this.camel = true;
  }

  addRecordSchema(s: Schema | undefined): void {
    if (!s) return;
    const props = propertiesOf(s);
    const head = nameWords(this.entity).pop() ?? this.entity;
    const idKey = ID_KEYS(head).find((k) => k in props);
    if (idKey && !this.idField) {
      this.idField = idKey;
      this.idSchemas.unshift(props[idKey] ?? {});
    }
    for (const [k, v] of Object.entries(props)) this.add(k, v ?? {});
  }
}

export class WorldModel {
  /** One faker for every world of this model (one costs a millisecond, a world far less); each use reseeds it first. */
  readonly faker: Faker = seededFaker(0);
  /** Stores draw their seeded rows' count and ids with it: drawn when first asked for, they never move a call's draws. */
  readonly idFaker: Faker = seededFaker(0);
  /** Field names read as words, for the run (values read them for every field they draw). */
  readonly memo = new Map<string, string>();
  /** What each field's name and description say (its kind, listed options, example), read once for the run. */
  readonly readings = new FieldReadings();
  private readonly entities = new Map<string, EntityModel>();
  private readonly bindings = new Map<string, ToolBinding>();

  /** The model of these tools (a whole catalog, or the servers of a toolset with all their tools). */
  static of(tools: Iterable<CatalogTool>): WorldModel {
    const model = new WorldModel();
    model.build([...tools].map(flatTool)); // a tool that wraps its arguments is read by the fields inside (envelope.ts)
    return model;
  }

  binding(tool: CatalogTool): ToolBinding | undefined {
    return this.bindings.get(tool.id);
  }

  entity(server: string, entity: string): EntityModel | undefined {
    return this.entities.get(keyOf(server, entity));
  }

  entityByKey(key: string): EntityModel | undefined {
    return this.entities.get(key);
  }

  entitiesOf(server: string): EntityModel[] {
    return [...this.entities.values()].filter((e) => e.server === server);
  }

  /** Tools of the model bound to this entity. */
  toolsOf(entity: EntityModel): ToolBinding[] {
    return [...this.bindings.values()].filter((b) => b.entity === entity);
  }

  private build(tools: CatalogTool[]): void {
    const drafts = new Map<string, EntityDraft>();
    const profiles = profilesOf(tools);
    const profiled = tools.map((tool, i) => ({ tool, profile: profiles[i] as ToolProfile }));
    const alias = sameEntities(profiled);
    const entityKey = (tool: CatalogTool, profile: ToolProfile) => alias.get(keyOf(tool.serverId, profile.entity)) ?? keyOf(tool.serverId, profile.entity);
    for (const { tool, profile } of profiled) {
      const key = entityKey(tool, profile);
      let draft = drafts.get(key);
      if (!draft) drafts.set(key, (draft = new EntityDraft(tool.serverId, key.slice(tool.serverId.length + 1), profile.system)));
      const input = resolved(tool.inputSchema);
      const props = propertiesOf(input);
      // A run's inputs are the run's (a workflow run holds its inputs); a run of some other record takes options
      // (Postman's runCollection: stopOnError, iterationCount), which every collection had held.
      const writing = ['create', 'update', 'send'].includes(profile.action) || (profile.action === 'execute' && familyOf(profile.entity) === 'run');
      const acts = writing && ACT_VERB.test(profile.verb ?? '');
      const writes = writing && !acts;
      // A body that holds the record's fields (Graph's 60-property event) gives the record those a person sets.
      const body = writes ? bodyParam(input) : undefined;
      if (body) for (const [k, s] of bodyFields(props[body] as Schema)) draft.add(k, s);
      for (const [k, s] of Object.entries(props)) {
        if (k === body) continue;
        const type = profile.params[k] ?? inferType(k, s ?? {});
        if (k === profile.idParam) {
          draft.idSchemas.push(s ?? {});
          draft.idNames.add(k);
          if (['get', 'update', 'delete', 'control'].includes(profile.action)) draft.idParams.set(k, (draft.idParams.get(k) ?? 0) + 1);
          draft.idTypes.set(type, (draft.idTypes.get(type) ?? 0) + 1);
          continue;
        }
        // "newName", "old_string": what a call changes from or to, not a field its records hold (google-drive's files all
        // had a "new name" of their own, which answers read out).
        // An act's source (copy_card's sourceCardId) and the records a bulk create takes (add_cards_to_list's cards)
        // are no field of one record: Trello's cards each held a sourceCardId and a list of other cards.
        if (CONTROL_PARAM.test(k) || CHANGE_PARAM.test(k) || DIRECTIVE_PARAM.test(k) || acts || k === plural(profile.entity.split(' ').pop() ?? '')) continue;
        if (writes || type === 'id' || isIdName(k)) draft.add(k, s ?? {}, type);
      }
      if (['list', 'search'].includes(profile.action)) draft.addRecordSchema(listSchema(tool.outputSchema, profile.listField)?.items);
      else if (['get', 'create', 'update'].includes(profile.action)) draft.addRecordSchema(recordSchema(tool.outputSchema));
    }
    for (const [key, d] of drafts) this.entities.set(key, finishEntity(key, d));
    const index = new Map<string, string[]>();
    for (const e of this.entities.values()) {
      const head = `${e.server}/${e.entity.split(' ').pop() ?? e.entity}`;
      index.set(head, [...(index.get(head) ?? []), e.key]);
    }
    for (const e of this.entities.values()) {
      for (const f of e.fields) {
        if (f.name === e.idField || !(f.type === 'id' || isIdName(f.name))) continue;
        const ref = referencedEntity(f.name, index, e.server);
        // A field named a uuid cannot hold another entity's numbers: such a link is a guess that reads wrong.
        if (ref && ref !== e.key && (!/(uuid|guid)s?$/i.test(f.name) || this.entities.get(ref)?.idSchema.format === 'uuid')) e.refs[f.name] = ref;
      }
    }
    // References follow one direction only (to entities with fewer references, then by key): seeding a store never waits
    // on a store that waits on it, and records do not depend on which store was seeded first.
    const counts = new Map([...this.entities.values()].map((e) => [e.key, Object.keys(e.refs).length]));
    const before = (a: EntityModel, b: EntityModel) => (counts.get(a.key) as number) < (counts.get(b.key) as number) || (counts.get(a.key) === counts.get(b.key) && a.key < b.key);
    for (const e of this.entities.values()) {
      for (const [field, key] of Object.entries(e.refs)) if (!before(this.entities.get(key) as EntityModel, e)) delete e.refs[field];
    }
    for (const { tool, profile } of profiled) {
      const entity = this.entities.get(entityKey(tool, profile)) as EntityModel;
      const names = new Set(entity.fields.map((f) => f.name));
      const located = Object.keys(propertiesOf(resolved(tool.inputSchema))).filter((k) => k !== profile.idParam && names.has(k) && (entity.refs[k] !== undefined || profile.params[k] === 'id' || isIdName(k)));
      const { scope, destinations } = scopeOf(tool, profile, located);
      // An input that names a field of its own ("merge_request_iid" beside the record's "id") finds records by it.
      const idKey = profile.idParam && profile.idParam !== entity.idField && names.has(profile.idParam) ? profile.idParam : entity.idField;
      this.bindings.set(tool.id, { tool, profile, entity, ...(profile.idParam ? { idParam: profile.idParam } : {}), idKey, scope, destinations });
    }
  }
}

/** The record's own "key" or "id" an input stands for: LaunchDarkly's featureFlagKey is the flag's "key" (two drawn keys disagreed). */
function ownKeyOf(param: string, d: EntityDraft): string | undefined {
  const m = /^(.+?)(?:_|(?<=[a-z]))(key|id)$/i.exec(param);
  const own = m?.[2]?.toLowerCase();
  if (!m || !own || !d.fields.has(own)) return undefined;
  return nameWords(m[1] as string).at(-1) === nameWords(d.entity).at(-1) ? own : undefined;
}

function finishEntity(key: string, d: EntityDraft): EntityModel {
  const head = nameWords(d.entity).pop() ?? 'record';
  const commonest = [...d.idParams.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
  const idField = d.idField ?? (commonest !== undefined ? ownKeyOf(commonest, d) : undefined) ?? commonest ?? 'id';
  const found = d.idSchemas.find((s) => schemaType(s) === 'integer' || schemaType(s) === 'number' || s.format === 'uuid' || typeof s.pattern === 'string') ?? d.idSchemas[0] ?? { type: 'string' };
  // Ids named uuids are uuids, whatever their schema leaves unsaid: the id field's own name, or every input's naming it.
  const uuidNamed = UUID_NAME.test(idField) || (!d.idField && d.idNames.size > 0 && [...d.idNames].every((n) => UUID_NAME.test(n)));
  const idSchema = uuidNamed && !found.format && !found.pattern && schemaType(found) !== 'integer' && schemaType(found) !== 'number' ? { ...found, format: 'uuid' } : found;
  const all = [...d.fields.values()].filter((f) => f.name !== idField);
  const labelled =
    all.find((f) => f.type === 'title' || (f.type === 'name' && /^(name|title|subject|summary|display_?name|full_?name|username)$/i.test(f.name))) ??
    all.find((f) => /^(name|title)$/i.test(f.name)) ??
    all.find((f) => /^(file_?path|filePath|path|file_?name|fileName|email)$/.test(f.name)) ??
    (/^(file_?path|filePath|path)$/.test(idField) ? { name: idField } : undefined) ?? // a file known by its path, not its content
    all.find((f) => f.type === 'free_text' && /^(text|message|content|body)$/i.test(f.name));
  // A record no schema names, of a kind with no names (an elevation, a CSS style, a permission), is known by its id: an
  // invented name was all its answers and requests said of it. One with no other field keeps it (its only content).
  const holds = all.some((f) => !/^(created|updated|modified)(_at|At|_on|On)?$/.test(f.name)) || hollowContent(d.entity, [], [idField], d.camel, MAX_FIELDS, CONTROL_PARAM).length > 0;
  const label = labelled?.name ?? (holds && namelessKind(d.entity) ? idField : /work|doc/.test(head) ? 'title' : 'name');
  const created = all.find((f) => /^created(_at|At|_on|On|_time|Time)?$/.test(f.name))?.name ?? (d.camel ? 'createdAt' : 'created_at');
  const updated = all.find((f) => /^(updated|modified|last_?modified|lastModified)(_at|At|_on|On|_time|Time)?$/.test(f.name))?.name ?? (d.camel ? 'updatedAt' : 'updated_at');
  const rank = (f: FieldSpec) => (f.name === label ? 0 : f.type === 'id' ? 1 : f.type === 'json' ? 3 : 2); // scalars first, capped
  const kept = all.filter((f) => f.name !== label && f.name !== created && f.name !== updated).sort((a, b) => rank(a) - rank(b)).slice(0, MAX_FIELDS - 4);
  const readable = [...d.idTypes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const idType: SemanticType = readable && ['name', 'path', 'email', 'url', 'title'].includes(readable) && !d.idField ? readable : 'id';
  const content = hollowContent(d.entity, kept, [idField, label], d.camel, MAX_FIELDS - 4, CONTROL_PARAM);
  const fields: FieldSpec[] = [
    { name: idField, schema: idSchema, type: idType },
    ...(label === idField ? [] : [{ name: label, schema: d.fields.get(label)?.schema ?? { type: 'string' }, type: d.fields.get(label)?.type ?? (label === 'title' ? 'title' : 'name') } as FieldSpec]),
    ...kept,
    ...content, // a hollow entity (a weather summary, a fetched page) holds what its words call for
    { name: created, schema: { type: 'string', format: 'date-time' }, type: 'datetime' },
    { name: updated, schema: { type: 'string', format: 'date-time' }, type: 'datetime' },
  ];
  return { key, server: d.server, entity: d.entity, plural: plural(d.entity), system: d.system, idField, idSchema, idType, fields, refs: {}, label, created, updated };
}
