// One entity's records in one world: seeded with 5-50 realistic records on first use, then changed only by the calls.
import type { Faker } from '@faker-js/faker';
import { deriveSeed } from '../util/random.js';
import { schemaType } from './field.js';
import type { Rec } from './filters.js';
import type { EntityModel } from './model.js';
import { fromSchema, resolved } from './schema-values.js';
import { valueFor, type ValueContext } from './values.js';

/** What a store needs from its world: the clock, the faker, and other stores' ids for reference fields. */
export interface StoreHost {
  readonly now: number;
  readonly faker: Faker;
  /** Ids of another entity's records (seeding that store if needed); undefined while it is being seeded (a cycle). */
  idsOf(entityKey: string): unknown[] | undefined;
  /** The time a change made now is stamped with (later with every change). */
  tick(): string;
}

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z');

export class EntityStore {
  readonly records: Rec[] = [];
  /** The ids it was seeded with: what other stores reference, whatever calls did since. */
  readonly seededIds: unknown[];
  private readonly byId = new Map<string, Rec>();
  /** Every id ever handed out, deleted ones included: a new record never takes a deleted one's id. */
  private readonly taken = new Set<string>();
  private created = 0;

  constructor(
    readonly model: EntityModel,
    private readonly host: StoreHost,
    private readonly seed: number,
  ) {
    const { faker } = host;
    faker.seed(seed);
    const count = faker.number.int({ min: 5, max: faker.number.int({ min: 0, max: 3 }) === 0 ? 50 : 24 });
    const refs = this.referenceIds();
    const seeded: Rec[] = [];
    for (let i = 0; i < count; i++) seeded.push(this.draw(deriveSeed(seed, `#${i}`), refs));
    seeded.sort((a, b) => String(b[model.created]).localeCompare(String(a[model.created])));
    for (const r of seeded) this.insert(r);
    this.seededIds = seeded.map((r) => r[model.idField]);
  }

  private ctx(): ValueContext {
    return { faker: this.host.faker, entity: this.model.entity, system: this.model.system, now: this.host.now };
  }

  /** A few ids of each referenced entity: records of a list share them, so a filter by project finds several. */
  private referenceIds(): Map<string, unknown[]> {
    const out = new Map<string, unknown[]>();
    for (const [field, key] of Object.entries(this.model.refs)) {
      const ids = this.host.idsOf(key);
      if (ids && ids.length > 0) out.set(field, ids.slice(0, 3));
    }
    return out;
  }

  /** One record drawn from `seed`: every field by its type, references from the referenced stores, ordered timestamps. */
  private draw(seed: number, refs: ReadonlyMap<string, unknown[]>, given: Rec = {}): Rec {
    const { faker } = this.host;
    faker.seed(seed);
    const ctx = this.ctx();
    const m = this.model;
    const rec: Rec = {};
    const createdAt = this.host.now - faker.number.int({ min: 2 * 60, max: 400 * 24 * 60 }) * 60_000;
    for (const f of m.fields) {
      if (f.name in given) rec[f.name] = given[f.name];
      else if (f.name === m.idField) rec[f.name] = this.newId();
      else if (f.name === m.created) rec[f.name] = iso(createdAt);
      else if (f.name === m.updated) rec[f.name] = iso(createdAt + faker.number.int({ min: 0, max: Math.max(0, Math.floor((this.host.now - createdAt) / 60_000)) }) * 60_000);
      else if (refs.has(f.name)) rec[f.name] = coerceId(faker.helpers.arrayElement(refs.get(f.name) as unknown[]), f.schema);
      else {
        const s = resolved(f.schema);
        const t = schemaType(s);
        rec[f.name] = f.type === 'json' || t === 'object' || t === 'array' ? fromSchema(s, f.name, ctx, { optional: 0.5, maxItems: 3 }) : valueFor({ ...f, schema: s }, ctx);
      }
    }
    for (const [k, v] of Object.entries(given)) if (!(k in rec)) rec[k] = v;
    return rec;
  }

  /** A fresh id in the entity's style that no record has. */
  private newId(): unknown {
    const m = this.model;
    const numeric = this.records.map((r) => r[m.idField]).filter((v): v is number => typeof v === 'number');
    let id: unknown;
    if (numeric.length > 0 && numeric.length === this.records.length) id = Math.max(...numeric, ...[...this.taken].map(Number).filter(Number.isFinite)) + 1 + this.host.faker.number.int({ min: 0, max: 3 });
    else for (let i = 0; i < 20 && (id === undefined || this.taken.has(String(id))); i++) id = valueFor({ name: m.idField, schema: m.idSchema, type: m.idType }, this.ctx());
    while (this.taken.has(String(id))) id = `${String(id)}${this.host.faker.string.numeric(1)}`;
    this.taken.add(String(id));
    return id;
  }

  private insert(rec: Rec, first = false): void {
    const id = String(rec[this.model.idField]);
    this.taken.add(id);
    this.byId.set(id, rec);
    if (first) this.records.unshift(rec);
    else this.records.push(rec);
  }

  get(id: unknown): Rec | undefined {
    return id === undefined || id === null ? undefined : this.byId.get(String(id));
  }

  /** The record whose `key` field holds `value` (the id field is looked up directly). */
  find(key: string, value: unknown): Rec | undefined {
    if (key === this.model.idField) return this.get(value);
    return value === undefined || value === null ? undefined : this.records.find((r) => r[key] !== undefined && String(r[key]) === String(value));
  }

  ids(): unknown[] {
    return this.records.map((r) => r[this.model.idField]);
  }

  /** A new record: the given values exactly, the rest drawn, a new id and creation stamps; undefined when the given id is taken. */
  create(values: Rec): Rec | undefined {
    if (values[this.model.idField] !== undefined && this.byId.has(String(values[this.model.idField]))) return undefined;
    const seed = deriveSeed(this.seed, `new#${this.created++}`);
    const at = this.host.tick();
    const rec = this.draw(seed, this.referenceIds(), { ...values, [this.model.created]: at, [this.model.updated]: at });
    this.insert(rec, true);
    return rec;
  }

  /** Change exactly these fields of the record with this id; undefined when there is none. */
  update(id: unknown, changes: Rec): Rec | undefined {
    const rec = this.get(id);
    if (!rec) return undefined;
    for (const [k, v] of Object.entries(changes)) if (v !== undefined) rec[k] = v;
    rec[this.model.updated] = this.host.tick();
    return rec;
  }

  /** Remove the record; undefined when there was none (deleting twice is "not found" the second time). */
  remove(id: unknown): Rec | undefined {
    const rec = this.get(id);
    if (!rec) return undefined;
    this.byId.delete(String(id));
    this.records.splice(this.records.indexOf(rec), 1);
    return rec;
  }
}

/** An id as the field's schema types it (a numeric id given to a string field becomes its string). */
export function coerceId(id: unknown, schema: Record<string, unknown>): unknown {
  const t = schemaType(schema);
  if ((t === 'integer' || t === 'number') && typeof id === 'string' && /^\d+$/.test(id)) return Number(id);
  if (t === 'string' && typeof id === 'number') return String(id);
  return id;
}

export { DAY };
