// A World: the simulated state one trajectory plays against, built deterministically from the catalog's tools, a
// seed and a reference date. Stores are seeded lazily and each from its own seed, so the generator (which builds the
// same world to pick records that exist) and the executor see the same records whatever else either touched.
import type { Faker } from '@faker-js/faker';
import type { CatalogTool } from '../records/index.js';
import { deriveSeed } from '../util/random.js';
import { isoSeconds } from '../util/time.js';
import { act, type ActionHost } from './actions.js';
import type { Rec } from './filters.js';
import { WorldModel, type EntityModel, type ToolBinding } from './model.js';
import { shape, type Shaped } from './results.js';
import { EntityStore } from './store.js';
import type { ValueContext } from './values.js';
import type { FieldReadings } from './field-reading.js';
import { KnowledgeGraph } from './knowledge-graph.js';
import { graphTool, playGraph } from './graph-tools.js';
import { flatArgs } from './envelope.js';

const DAY = 86_400_000;
// Reference dates fall over two years from here, so a dataset's "today" varies as real users' does.
const EPOCH = Date.UTC(2025, 0, 6, 9, 30);

/** The reference date of a task seed: the generator and the executor derive the same one. */
export function referenceDateFor(seed: number): string {
  return new Date(EPOCH + (deriveSeed(seed, 'reference-date') % 730) * DAY).toISOString();
}

/**
 * The world's clock. A task's reference date is a day (YYYY-MM-DD); its "now" is a working-hours time on that day
 * derived from the seed, so the generator and the executor read the same clock, and a record changed in the
 * trajectory is stamped 14:23, not 00:00:47 as if every user worked at midnight.
 */
export function clockOf(referenceDate: string, seed: number): number {
  const day = Date.parse(referenceDate);
  if (referenceDate.length > 10) return day;
  return day + (8 * 60 + (deriveSeed(seed, 'clock') % (11 * 60))) * 60_000;
}

export class World implements ActionHost {
  readonly now: number;
  readonly faker: Faker;
  readonly idFaker: Faker;
  readonly memo: Map<string, string>;
  readonly readings: FieldReadings;
  private readonly stores = new Map<string, EntityStore>();
  private readonly seeding = new Set<string>();
  private readonly graphs = new Map<string, KnowledgeGraph>();
  private changes = 0;
  private calls = 0;

  constructor(
    readonly model: WorldModel,
    readonly seed: number,
    referenceDate: string = referenceDateFor(seed),
  ) {
    this.now = clockOf(referenceDate, seed);
    this.faker = model.faker;
    this.idFaker = model.idFaker;
    this.memo = model.memo;
    this.readings = model.readings;
    this.faker.seed(seed);
  }

  /** The world of these tools (the whole catalog, or every tool of the servers a toolset uses). */
  static for(tools: Iterable<CatalogTool> | WorldModel, seed: number, referenceDate?: string): World {
    return new World(tools instanceof WorldModel ? tools : WorldModel.of(tools), seed, referenceDate);
  }

  get referenceDate(): string {
    return new Date(this.now).toISOString();
  }

  binding(tool: CatalogTool): ToolBinding | undefined {
    return this.model.binding(tool);
  }

  /** The store of an entity, seeded on first use. */
  storeOf(entity: EntityModel): EntityStore {
    let store = this.stores.get(entity.key);
    if (!store) {
      this.seeding.add(entity.key);
      store = new EntityStore(entity, this, deriveSeed(this.seed, entity.key));
      this.seeding.delete(entity.key);
      this.stores.set(entity.key, store);
    }
    return store;
  }

  store(binding: ToolBinding): EntityStore {
    return this.storeOf(binding.entity);
  }

  /** A server's knowledge graph (its memory-shaped tools play on it), seeded on first use from its own seed. */
  graphOf(server: string): KnowledgeGraph {
    let graph = this.graphs.get(server);
    if (!graph) this.graphs.set(server, (graph = new KnowledgeGraph(deriveSeed(this.seed, `${server}/knowledge graph`), this.now)));
    return graph;
  }

  /** The records of a tool's entity as they stand now: what a generator picks arguments from. */
  records(tool: CatalogTool): readonly Rec[] {
    if (graphTool(tool)) return this.graphOf(tool.serverId).read().entities as unknown as Rec[];
    const b = this.binding(tool);
    return b ? this.store(b).records : [];
  }

  idsOf(entityKey: string, count?: number): unknown[] | undefined {
    if (this.seeding.has(entityKey)) return undefined;
    const entity = this.model.entityByKey(entityKey);
    return entity ? this.storeOf(entity).seededIds(count) : undefined;
  }

  tick(): string {
    return isoSeconds(this.now + ++this.changes * 47_000);
  }

  variant(): number {
    return deriveSeed(this.seed, `variant#${this.calls}`);
  }

  /** The context values of `entity` are drawn in; `topic`: what the record or call is about (title-bodies.ts). */
  valueContext(entity: EntityModel, topic?: string): ValueContext {
    return { faker: this.faker, entity: entity.entity, system: entity.system, now: this.now, memo: this.model.memo, readings: this.model.readings, ...(topic ? { topic } : {}) };
  }

  /** Play one call: the world changes as the tool's action says, and the result is shaped as the tool returns it. */
  call(tool: CatalogTool, given: Rec): Shaped {
    const b = this.binding(tool);
    if (!b) return { text: `Error: ${tool.name} is not part of this world`, isError: true };
    const args = flatArgs(tool, given);
    const n = this.calls++;
    const graph = graphTool(tool);
    if (graph) return playGraph(this.graphOf(tool.serverId), graph, tool, args);
    this.faker.seed(deriveSeed(this.seed, `${tool.id}#${n}:act`));
    const outcome = act(b, this, args);
    // Shaping draws (values a schema asks for that the world lacks) from this call's own seed.
    this.faker.seed(deriveSeed(this.seed, `${tool.id}#${n}`));
    return shape(outcome, b, this.valueContext(b.entity), args);
  }
}
