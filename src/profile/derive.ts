// Deriving a ToolProfile from a catalog tool, offline and deterministically; a Profiler keeps what a run reuses (verbs, server identities).
import type { CatalogTool, SemanticType, ToolProfile } from '../records/index.js';
import { baseAction, isReversible, refineAction, type ActionEvidence } from './action.js';
import { descriptionLead } from './description.js';
import { deriveEntity } from './entity.js';
import { idParam } from './id-param.js';
import { linkedEntity } from './link.js';
import { nameParts } from './name-parts.js';
import { paramTypes } from './param-types.js';
import { serverIdentity, type ServerIdentity } from './server-identity.js';
import { toolSystem } from './system.js';
import { VerbTable } from './verbs.js';
import { pluralPhrase, singularWord, splitName } from './words.js';

type Schema = Record<string, unknown>;

// An input that sizes a page of results: the tool returns many.
const PAGE_SIZE = /^(limit|per_?page|page_?size|max_?results|max_?count|top|start_?cursor|cursor|page_?token)$/i;

function properties(schema: Schema | undefined): Record<string, Schema> {
  const p = schema?.properties;
  return p && typeof p === 'object' ? (p as Record<string, Schema>) : {};
}

function isArray(s: Schema): boolean {
  return s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array'));
}

/** The output property holding a list's entities: named for the entity, else the only array, else a conventional name. */
function listField(output: Schema | undefined, entity: string): string | undefined {
  const arrays = Object.entries(properties(output)).filter(([, s]) => s && typeof s === 'object' && isArray(s)).map(([k]) => k);
  if (arrays.length <= 1) return arrays[0];
  const head = entity.split(' ').pop() ?? entity;
  return arrays.find((k) => singularWord(k.toLowerCase()).endsWith(head)) ?? arrays.find((k) => ['items', 'results', 'data', 'entries', 'records'].includes(k));
}

// Inputs that hold shapes on the earth, and those that only measure or steer a computation over them.
const GEOMETRY = /^(points?|line|lines|line_?string|polygons?\d?|geometry|geometries|coordinates|from|to|origin|target|destination|start|end|center|centre)$/i;
const MEASURE = new Set<SemanticType>(['number', 'count', 'enum', 'boolean']);

/** An object or an array, or a choice among them (a Point's pair, a LineString's or a Polygon's coordinates). */
function structured(s: Schema): boolean {
  if (s.type === 'object' || isArray(s)) return true;
  const options = Array.isArray(s.anyOf) ? s.anyOf : Array.isArray(s.oneOf) ? s.oneOf : [];
  return options.length > 0 && options.every((o) => o !== null && typeof o === 'object' && structured(o as Schema));
}

/** Whether the required inputs are shapes (an object or array: points, a line, a polygon) and measures of them. */
function requiresGeometry(input: Schema, required: readonly string[], types: Record<string, SemanticType>): boolean {
  const props = properties(input);
  const shape = (k: string) => GEOMETRY.test(k) && props[k] !== undefined && structured(props[k] as Schema);
  return required.some(shape) && required.every((k) => shape(k) || MEASURE.has(types[k] as SemanticType));
}

/** What required id inputs say they identify: "POI ID" -> "poi", "listingId" -> "listing". */
function idNouns(input: Schema, required: readonly string[], types: Record<string, SemanticType>): string[] {
  const props = properties(input);
  const out: string[] = [];
  for (const key of required) {
    if (types[key] !== 'id') continue;
    const desc = typeof props[key]?.description === 'string' ? (props[key]?.description as string) : '';
    const m = desc.match(/([A-Za-z][A-Za-z ]{0,40}?)\s+(?:ID|Id|id|UUID|identifier)\b/);
    if (m) out.push((m[1] as string).toLowerCase().split(' ').slice(-2).join(' '));
    const named = splitName(key).words.slice(0, -1);
    if (named.length > 0) out.push(named.join(' '));
  }
  return out;
}

/**
 * Profiles tools. Server identities are computed once per server from all of that server's tools (their shared
 * namespace and the spelling of the system come from the set), so give `profileAll` whole catalogs or whole servers.
 */
export class Profiler {
  private readonly verbs = new VerbTable();
  private readonly servers = new Map<string, ServerIdentity>();

  /** Learn the servers of these tools (call before `profile` when tools come one at a time). */
  learn(tools: readonly CatalogTool[]): void {
    const byServer = new Map<string, CatalogTool[]>();
    for (const t of tools) {
      const group = byServer.get(t.serverId);
      if (group) group.push(t);
      else byServer.set(t.serverId, [t]);
    }
    for (const [id, group] of byServer) this.servers.set(id, serverIdentity(group, this.verbs));
  }

  profileAll(tools: readonly CatalogTool[]): ToolProfile[] {
    this.learn(tools);
    return tools.map((t) => this.profile(t));
  }

  profile(tool: CatalogTool): ToolProfile {
    const identity = this.servers.get(tool.serverId) ?? serverIdentity([tool], this.verbs);
    const lead = descriptionLead(tool.description || tool.title || '', this.verbs) ?? (tool.title ? descriptionLead(tool.title, this.verbs) : undefined);
    const listInput = Object.keys(properties(tool.inputSchema)).some((k) => /(^|_|[a-z])list_?id$/i.test(k));
    let parts = nameParts(tool.name, identity, this.verbs, { listInput });
    // "nextjs_call" described as "Call a specific MCP tool": the noun-like word is the verb the description uses.
    if (parts.nounish && lead?.verb === parts.verb) parts = { ...parts, nounish: false };
    const input = tool.inputSchema;
    // A tool with a single input needs it, whether or not the schema says "required".
    const keys = Object.keys(properties(input));
    const required = Array.isArray(input.required) ? input.required.filter((r): r is string => typeof r === 'string') : keys.length === 1 ? keys : [];
    // Types first with no entity, to tell whether a query or code input is required; then again knowing the entity.
    const draft = paramTypes(input, { entity: '' });
    const ev: ActionEvidence = {
      parts,
      lead,
      annotations: tool.annotations,
      requiredQuery: required.some((r) => draft[r] === 'query'),
      requiredCode: required.some((r) => draft[r] === 'code'),
      requiredId: required.some((r) => draft[r] === 'id'),
      requiredSelector: required.some((r) => /selector|xpath/i.test(r)),
      returnsArray: Object.values(properties(tool.outputSchema)).some((s) => s && typeof s === 'object' && isArray(s)),
      pages: keys.some((k) => PAGE_SIZE.test(k)),
      requiredGeometry: requiresGeometry(input, required, draft),
    };
    const base = baseAction(ev);
    // A tool that adds a record to another (or takes it off) updates the other one (link.ts).
    const linked = linkedEntity(tool.name, keys);
    const entity = linked ?? deriveEntity(parts, lead, base.action, identity, { idNouns: idNouns(input, required, draft) });
    const action = linked ? 'update' : refineAction(base.action, base.verb, entity, ev);
    const params: Record<string, SemanticType> = paramTypes(input, { entity }, draft);
    const id = idParam(action, entity, params, required);
    const list = action === 'list' || action === 'search' ? listField(tool.outputSchema, entity) : undefined;
    return {
      action,
      entity,
      system: toolSystem(identity, tool.name),
      params,
      ...(id ? { idParam: id } : {}),
      reversible: isReversible(action, base.verb, tool.description, tool.annotations),
      // A link is asked for as a change of its record ("update task 8323545: add tag 2719530").
      ...(linked ? { verb: 'update' } : base.verb ? { verb: base.verb } : {}),
      entityPlural: pluralPhrase(entity),
      ...(list ? { listField: list } : {}),
    };
  }
}
