// Tools shaped like the MCP memory server's (arrays of entities, relations and observations; open, search and read of
// nodes), found by their schemas rather than a server id, so forks under other names play the same knowledge graph.
import type { CatalogTool } from '../records/index.js';
import { compileSchema } from '../schema/ajv.js';
import { Rng } from '../util/random.js';
import { type Schema, nameWords, propertiesOf, requiredOf, schemaType } from './field.js';
import type { Rec } from './filters.js';
import { freshEntity, freshNote } from './graph-seed.js';
import type { KnowledgeGraph, GraphEntity, GraphRelation } from './knowledge-graph.js';
import type { Shaped } from './results.js';
import { resolved } from './schema-resolve.js';

export type GraphOp = 'create_entities' | 'create_relations' | 'add_observations' | 'delete_entities' | 'delete_observations' | 'delete_relations' | 'read_graph' | 'search_nodes' | 'open_nodes';

/** What a graph tool does, and the input that carries it (`entities`, `names`, `query`; none for read_graph). */
export interface GraphTool {
  op: GraphOp;
  input?: string;
}

const REMOVES = new Set(['delete', 'remove', 'drop', 'purge', 'forget']);

/** The property names of an array input's object items, or undefined when it is not a list of objects. */
function itemKeys(schema: Schema): Set<string> | undefined {
  const s = resolved(schema);
  if (schemaType(s) !== 'array' || !s.items || typeof s.items !== 'object' || Array.isArray(s.items)) return undefined;
  const keys = Object.keys(propertiesOf(resolved(s.items as Schema)));
  return keys.length > 0 ? new Set(keys) : undefined;
}

/** Whether the tool speaks of a knowledge graph: its description, or results of entities with types and relations. */
function aboutGraph(tool: CatalogTool): boolean {
  if (/\bknowledge graph\b/i.test(tool.description)) return true;
  const out = propertiesOf(tool.outputSchema ? resolved(tool.outputSchema) : undefined);
  return Boolean(out.entities && out.relations && itemKeys(out.entities)?.has('entityType'));
}

function detect(tool: CatalogTool): GraphTool | undefined {
  const input = resolved(tool.inputSchema);
  const props = propertiesOf(input);
  const removes = nameWords(tool.name).some((w) => REMOVES.has(w));
  // Lists of records are their own evidence: nothing else takes {name, entityType} or {from, to, relationType}.
  for (const [k, s] of Object.entries(props)) {
    const keys = itemKeys(s ?? {});
    if (!keys) continue;
    if (keys.has('name') && keys.has('entityType')) return { op: 'create_entities', input: k };
    if (keys.has('from') && keys.has('to') && keys.has('relationType')) return { op: removes ? 'delete_relations' : 'create_relations', input: k };
    if (keys.has('entityName') && keys.has('contents')) return { op: 'add_observations', input: k };
    if (keys.has('entityName') && keys.has('observations')) return { op: 'delete_observations', input: k };
  }
  // Names, a query or nothing at all are anyone's inputs (n8n searches its nodes): only a graph's tools are these.
  if (!aboutGraph(tool)) return undefined;
  const names = Object.entries(props).find(([k, s]) => /names$/i.test(k) && schemaType(resolved(s ?? {})) === 'array');
  if (names) return { op: removes ? 'delete_entities' : 'open_nodes', input: names[0] };
  if (!removes && props.query && schemaType(resolved(props.query)) === 'string') return { op: 'search_nodes', input: 'query' };
  if (requiredOf(input).length === 0 && nameWords(tool.name).some((w) => ['read', 'graph', 'dump', 'export'].includes(w)) && !removes) return { op: 'read_graph' };
  return undefined;
}

// What each tool is, read once per catalog tool object (held weakly by it): every call of every tool asks.
const SEEN = new WeakMap<CatalogTool, GraphTool | null>();

/** The knowledge-graph operation a tool performs, or undefined for any other tool. */
export function graphTool(tool: CatalogTool): GraphTool | undefined {
  let found = SEEN.get(tool);
  if (found === undefined) SEEN.set(tool, (found = detect(tool) ?? null));
  return found ?? undefined;
}

const pretty = (v: unknown) => JSON.stringify(v, null, 2);

/** A call played on the graph, with the server's text and, where the tool declares an outputSchema, its structured content. */
export function playGraph(graph: KnowledgeGraph, g: GraphTool, tool: CatalogTool, args: Rec): Shaped {
  const arg = g.input !== undefined ? args[g.input] : undefined;
  const out = (text: string, structured: Rec): Shaped => ({ text, isError: false, ...(tool.outputSchema ? { structured } : {}) });
  const done = (what: string) => out(`${what} deleted successfully`, { success: true, message: `${what} deleted successfully` });
  switch (g.op) {
    case 'create_entities': {
      const entities = graph.createEntities(arg);
      return out(pretty(entities), { entities });
    }
    case 'create_relations': {
      const relations = graph.createRelations(arg);
      return out(pretty(relations), { relations });
    }
    case 'add_observations': {
      const r = graph.addObservations(arg);
      return 'error' in r ? { text: r.error, isError: true } : out(pretty(r.results), { results: r.results });
    }
    case 'delete_entities':
      graph.deleteEntities(arg);
      return done('Entities');
    case 'delete_observations':
      graph.deleteObservations(arg);
      return done('Observations');
    case 'delete_relations':
      graph.deleteRelations(arg);
      return done('Relations');
    case 'read_graph':
    case 'search_nodes':
    case 'open_nodes': {
      const view = g.op === 'read_graph' ? graph.read() : g.op === 'search_nodes' ? graph.search(arg) : graph.open(arg);
      return out(pretty(view), { ...view });
    }
  }
}

const STOP = new Set(['with', 'from', 'their', 'about', 'after', 'before', 'since', 'until', 'most', 'year', 'week', 'weeks', 'last', 'first', 'this', 'that', 'over', 'team', 'plan', 'quarter', 'twice']);

/** Words a person would search their notes by: a proper noun from an observation ("Lisbon"), else a word of a name. */
function searchWord(graph: KnowledgeGraph, rng: Rng): string {
  const noted = graph.entities.filter((e) => e.observations.length > 0);
  if (noted.length > 0 && rng.next() < 0.7) {
    const note = rng.pick(rng.pick(noted).observations);
    const words = note.split(/\s+/).slice(1).map((w) => w.replace(/[^\p{L}\p{N}'-]+$/u, '').replace(/^[^\p{L}\p{N}]+/u, '')).filter((w) => w.length >= 4 && !STOP.has(w.toLowerCase()));
    const proper = words.filter((w) => /^\p{Lu}/u.test(w));
    if (proper.length > 0 || words.length > 0) return rng.pick(proper.length > 0 ? proper : words);
  }
  const e = rng.pick(graph.entities);
  return e.entityType === 'person' ? (e.name.split(' ').slice(-1)[0] as string) : e.name;
}

/** A relation the graph does not have yet between two of its entities. */
function newRelation(graph: KnowledgeGraph, rng: Rng): GraphRelation | undefined {
  const people = graph.entities.filter((e) => e.entityType === 'person');
  const others = graph.entities.filter((e) => e.entityType !== 'person');
  for (let i = 0; i < 12 && people.length > 0; i++) {
    const from = rng.pick(people);
    const to = rng.pick([...people, ...others].filter((e) => e !== from));
    if (!to) return undefined;
    const type = to.entityType === 'person' ? rng.pick(['collaborates_with', 'mentors', 'reports_to']) : to.entityType === 'project' ? rng.pick(['works_on', 'reviews']) : rng.pick(['advises', 'works_at', 'knows_people_at']);
    const r = { from: from.name, to: to.name, relationType: type };
    if (!graph.relations.some((x) => x.from === r.from && x.to === r.to && x.relationType === r.relationType)) return r;
  }
  return undefined;
}

/** Arguments for a graph tool that name what the graph holds (or, for a create, what it does not hold yet). */
export function graphArguments(graph: KnowledgeGraph, g: GraphTool, tool: CatalogTool, seed: number, now: number): Rec | undefined {
  const rng = new Rng(seed);
  const known = graph.entities;
  const noted = known.filter((e) => e.observations.length > 0);
  let value: unknown;
  switch (g.op) {
    case 'read_graph':
      return {};
    case 'create_entities': {
      const first = freshEntity(rng, now, (n) => Boolean(graph.entity(n)));
      const second = rng.next() < 0.25 ? freshEntity(rng, now, (n) => Boolean(graph.entity(n)) || n === first.name) : undefined;
      value = second ? [first, second] : [first];
      break;
    }
    case 'create_relations':
      value = [newRelation(graph, rng)].filter(Boolean);
      break;
    case 'add_observations': {
      const e = known.length > 0 ? rng.pick(known) : undefined;
      const note = e ? freshNote(e, rng, now) : undefined;
      value = e && note ? [{ entityName: e.name, contents: [note] }] : [];
      break;
    }
    case 'delete_observations': {
      const e = noted.length > 0 ? rng.pick(noted) : undefined;
      value = e ? [{ entityName: e.name, observations: [rng.pick(e.observations)] }] : [];
      break;
    }
    case 'delete_relations':
      value = graph.relations.length > 0 ? [{ ...rng.pick(graph.relations) }] : [];
      break;
    case 'delete_entities':
    case 'open_nodes':
      value = rng.sample(known, g.op === 'open_nodes' && rng.next() < 0.3 ? 2 : 1).map((e: GraphEntity) => e.name);
      break;
    case 'search_nodes':
      value = known.length > 0 ? searchWord(graph, rng) : 'project';
      break;
  }
  if (!g.input || (Array.isArray(value) && value.length === 0)) return undefined;
  const args = { [g.input]: value };
  // A fork that wants more of each item than the memory server does is left to the generic drawing.
  const check = compileSchema(tool.inputSchema);
  return !check || check.fn(args) ? args : undefined;
}
