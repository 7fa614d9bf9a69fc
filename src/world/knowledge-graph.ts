// A knowledge graph (entities with observations, relations between them by name) as the MCP memory server keeps one:
// each operation does what the server's KnowledgeGraphManager does, skipped duplicates and "not found" included.
import { seedGraph, type GraphEntity, type GraphRelation } from './graph-seed.js';

export type { GraphEntity, GraphRelation } from './graph-seed.js';

export interface GraphView {
  entities: GraphEntity[];
  relations: GraphRelation[];
}

const copy = (e: GraphEntity): GraphEntity => ({ name: e.name, entityType: e.entityType, observations: [...e.observations] });
const sameRelation = (a: GraphRelation, b: GraphRelation) => a.from === b.from && a.to === b.to && a.relationType === b.relationType;

/** Items of an array argument that are objects (a schema-checked call always has them; a direct one may not). */
function objects(v: unknown): Array<Record<string, unknown>> {
  return Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x)) : [];
}
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

export class KnowledgeGraph {
  readonly entities: GraphEntity[];
  relations: GraphRelation[];

  constructor(seed: number, now: number) {
    const seeded = seedGraph(seed, now);
    this.entities = seeded.entities;
    this.relations = seeded.relations;
  }

  entity(name: string): GraphEntity | undefined {
    return this.entities.find((e) => e.name === name);
  }

  /** New entities: a name the graph already has is skipped, and the ones added are returned. */
  createEntities(items: unknown): GraphEntity[] {
    const added = objects(items)
      .map((o) => ({ name: text(o.name), entityType: text(o.entityType), observations: strings(o.observations) }))
      .filter((e) => !this.entities.some((x) => x.name === e.name));
    this.entities.push(...added.map(copy));
    return added;
  }

  /** New relations: one the graph already has (same from, to and type) is skipped. */
  createRelations(items: unknown): GraphRelation[] {
    const added = objects(items)
      .map((o) => ({ from: text(o.from), to: text(o.to), relationType: text(o.relationType) }))
      .filter((r) => !this.relations.some((x) => sameRelation(x, r)));
    this.relations.push(...added);
    return added;
  }

  /** Observations appended to named entities; an unknown entity fails the whole call (nothing is saved), as on the server. */
  addObservations(items: unknown): { results: Array<{ entityName: string; addedObservations: string[] }> } | { error: string } {
    const asked = objects(items).map((o) => ({ entityName: text(o.entityName), contents: strings(o.contents) }));
    const missing = asked.find((o) => !this.entity(o.entityName));
    if (missing) return { error: `Entity with name ${missing.entityName} not found` };
    const results = asked.map((o) => {
      const e = this.entity(o.entityName) as GraphEntity;
      const added = o.contents.filter((c) => !e.observations.includes(c));
      e.observations.push(...added);
      return { entityName: o.entityName, addedObservations: added };
    });
    return { results };
  }

  /** Entities removed by name, with every relation from or to them. */
  deleteEntities(names: unknown): void {
    const gone = new Set(strings(names));
    for (let i = this.entities.length - 1; i >= 0; i--) if (gone.has((this.entities[i] as GraphEntity).name)) this.entities.splice(i, 1);
    this.relations = this.relations.filter((r) => !gone.has(r.from) && !gone.has(r.to));
  }

  /** Observations removed from named entities; an unknown entity is passed over. */
  deleteObservations(items: unknown): void {
    for (const d of objects(items)) {
      const e = this.entity(text(d.entityName));
      const gone = strings(d.observations);
      if (e) e.observations = e.observations.filter((o) => !gone.includes(o));
    }
  }

  deleteRelations(items: unknown): void {
    const gone = objects(items).map((o) => ({ from: text(o.from), to: text(o.to), relationType: text(o.relationType) }));
    this.relations = this.relations.filter((r) => !gone.some((g) => sameRelation(r, g)));
  }

  read(): GraphView {
    return { entities: this.entities.map(copy), relations: this.relations.map((r) => ({ ...r })) };
  }

  /** Entities whose name, type or an observation holds the query (any case), and every relation touching one of them. */
  search(query: unknown): GraphView {
    const q = text(query).toLowerCase();
    return this.around(this.entities.filter((e) => e.name.toLowerCase().includes(q) || e.entityType.toLowerCase().includes(q) || e.observations.some((o) => o.toLowerCase().includes(q))));
  }

  /** Exactly the named entities that exist, and every relation touching one of them. */
  open(names: unknown): GraphView {
    const wanted = strings(names);
    return this.around(this.entities.filter((e) => wanted.includes(e.name)));
  }

  // The server keeps a relation when either end is among the entities found, so a node's connections show.
  private around(found: GraphEntity[]): GraphView {
    const names = new Set(found.map((e) => e.name));
    return { entities: found.map(copy), relations: this.relations.filter((r) => names.has(r.from) || names.has(r.to)).map((r) => ({ ...r })) };
  }
}
