// One entity's records in one world: seeded with 5-50 realistic records on first use, then changed only by the calls.
import type { Faker } from '@faker-js/faker';
import { deriveSeed } from '../util/random.js';
import { isoSeconds } from '../util/time.js';
import type { Rec } from './filters.js';
import type { EntityModel } from './model.js';
import type { FieldSpec } from './field.js';
import { labelField, SeededNames } from './store-labels.js';
import { fromSchema } from './schema-values.js';
import { coerceId, drawingOf, fieldNamed, initialState, inWorkingHours, labelMirrorsId, namesItself, serverMade } from './store-fields.js';
import { freshId, personal } from './store-ids.js';
import { agreedFileTypes, namesFile, typeKeyOf, withType } from './file-types.js';
import { recordContents } from './file-contents.js';
import { recordLogLine } from './log-lines.js';
import { agreedAbout } from './about-texts.js';
import { agreedTexts, agreedTextOf, topicOf } from './title-bodies.js';
import { agreedSpans, spanned } from './record-spans.js';
import { valueFor, type ValueContext } from './values.js';
import { seedRows, type Row, type StoreHost } from './store-rows.js';

export type { Row, StoreHost } from './store-rows.js';

export class EntityStore {
  private readonly rows: Row[] = [];
  /** The seeded rows, newest first, whatever calls did since: their ids are drawn in this order, as far as one is asked
   * for, so a store that only lends three ids to another's references or serves one page draws only those. */
  private readonly seeded: Row[];
  private drawn = 0;
  /** The rows by id, as far as their ids are drawn: a seeded row enters when its id is drawn, so a lookup draws ids only
   * until it meets the one asked for (many stores are only listed, or only lend their ids to others). */
  private readonly index = new Map<string, Row>();
  /** Every id ever handed out, deleted ones included: a new record never takes a deleted one's id. */
  private readonly taken = new Set<string>();
  private refs: Map<string, unknown[]> | undefined;
  private created = 0;
  /** The scopes lists have asked for (key and value), each learned into rows once (scopes.ts). */
  readonly scopes = new Set<string>();

  constructor(
    readonly model: EntityModel,
    private readonly host: StoreHost,
    private readonly seed: number,
  ) {
    const rows = seedRows(host, seed);
    // Ids are drawn when asked for (idOf); the index by id is built when a call first looks one up.
    for (const r of rows) this.rows.push(r);
    this.seeded = rows;
  }

  /** The first `count` ids the store was seeded with (all by default): what other stores reference. */
  seededIds(count = this.seeded.length): unknown[] {
    const n = Math.min(count, this.seeded.length);
    this.drawIds(n);
    return this.seeded.slice(0, n).map((r) => r.id);
  }

  /** Draws the seeded rows' ids up to the `n`th, in order: each from its row's seed, kept apart from those before it, so
   * an id is the same whichever row was asked for first. */
  private drawIds(n: number): void {
    const faker = this.host.idFaker ?? this.host.faker;
    for (; this.drawn < n; this.drawn++) {
      const row = this.seeded[this.drawn] as Row;
      faker.seed(row.seed);
      row.id = this.newId(faker);
      this.index.set(String(row.id), row);
    }
  }

  /** A row's id, drawn (with those of the rows seeded before it) if not yet. */
  private idOf(row: Row): unknown {
    if (row.k >= this.drawn) this.drawIds(row.k + 1);
    return row.id;
  }

  /** Every record, drawn now if not yet (filters and searches read them all). */
  get records(): Rec[] {
    return this.rows.map((r) => this.materialize(r));
  }

  get size(): number {
    return this.rows.length;
  }

  /** The records from `offset`, at most `size`, drawing only those. */
  slice(offset: number, size: number): Rec[] {
    return this.rows.slice(offset, offset + size).map((r) => this.materialize(r));
  }

  /** One record drawn by `faker` (a generator naming a record that exists); undefined when the store is empty. */
  pick(faker: Faker): Rec | undefined {
    return this.rows.length > 0 ? this.materialize(faker.helpers.arrayElement(this.rows)) : undefined;
  }

  /** The rows in order: a filter reads their fields one by one with `valueOf` and draws only the page it keeps. */
  get rowList(): readonly Row[] {
    return this.rows;
  }

  /** The seeded rows' own names, each unlike those seeded before it. */
  private readonly names = new SeededNames();

  private seededLabel(row: Row, f: FieldSpec): unknown {
    const cached = row.partial?.[f.name];
    if (cached !== undefined) return cached;
    this.names.through(this.seeded, row.k, (r, attempt) => this.typed(r, f.name, this.fieldValue(attempt === 0 ? r.seed : deriveSeed(r.seed, `name#${attempt}`), r.created, f, this.referenceIds(), {}, topicOf(r.seed))), (r, v) => {
      r.partial ??= {};
      r.partial[f.name] ??= v;
    });
    return row.partial?.[f.name];
  }

  /** One field of a row, drawn alone if the record is not drawn whole yet: each field has its own seed. */
  valueOf(row: Row, name: string): unknown {
    if (row.rec) return row.rec[name];
    if (name === this.model.idField) return this.idOf(row);
    const f = fieldNamed(this.model, name);
    if (!f) return row.partial?.[name]; // a scope a list learned (scopes.ts), held only where it was learned
    if (name === this.model.label && labelMirrorsId(this.model, this.host.memo)) return this.idOf(row);
    if (name === this.model.label && row.k >= 0) {
      const lf = labelField(this.model);
      if (lf) return this.seededLabel(row, lf);
    }
    row.partial ??= {};
    // No other field is drawn from the id, so a filter by another field leaves the ids undrawn.
    if (!(name in row.partial)) row.partial[name] = agreedTextOf(this.model, name, (k) => this.valueOf(row, k), this.host.faker, row.seed, this.host.now) ?? spanned(this.model, name, this.typed(row, name, this.fieldValue(row.seed, row.created, f, this.referenceIds(), {})), (k) => this.valueOf(row, k), row.seed);
    return row.partial[name];
  }

  /** The field of the entity that states a file's type, if one does (read once per store). */
  private typeKey: string | null | undefined;

  /** A seeded row's file name with the extension its type field calls for: a filter by name reads the name the record
   * will have ("team-photo.webp" of format webp, not "team-photo.png"). */
  private typed(row: Row, name: string, value: unknown): unknown {
    if (typeof value !== 'string' || !namesFile(name)) return value;
    this.typeKey ??= typeKeyOf(this.model.fields.map((f) => f.name)) ?? null;
    return this.typeKey === null || this.typeKey === name ? value : withType(value, this.valueOf(row, this.typeKey));
  }

  materialize(row: Row): Rec {
    // The stamp as written has whole seconds; the record's other times count from that.
    if (row.rec) return row.rec;
    const id = this.idOf(row);
    const mirrors = labelMirrorsId(this.model, this.host.memo);
    const lf = row.k >= 0 && !mirrors ? labelField(this.model) : undefined;
    if (lf) this.seededLabel(row, lf);
    row.rec = this.draw(row.seed, this.referenceIds(), { ...row.partial, ...(mirrors ? { [this.model.label]: id } : {}), [this.model.idField]: id, [this.model.created]: isoSeconds(row.created) }, Math.floor(row.created / 1000) * 1000);
    return row.rec;
  }

  private context: ValueContext | undefined;

  private ctx(): ValueContext {
    const { memo, readings } = this.host;
    this.context ??= { faker: this.host.faker, entity: this.model.entity, system: this.model.system, now: this.host.now, ...(memo ? { memo } : {}), ...(readings ? { readings } : {}) };
    return this.context;
  }

  private idContext: ValueContext | undefined;

  /** The value context of `faker`: the world's, or the one seeded ids are drawn with. */
  private ctxOf(faker: Faker): ValueContext {
    if (faker === this.host.faker) return this.ctx();
    this.idContext ??= { ...this.ctx(), faker, topic: undefined };
    return this.idContext;
  }

  /** A few ids of each referenced entity: records of a list share them, so a filter by project finds several. */
  private referenceIds(): Map<string, unknown[]> {
    if (this.refs) return this.refs;
    const out = new Map<string, unknown[]>();
    this.refs = out;
    for (const [field, key] of Object.entries(this.model.refs)) {
      const ids = this.host.idsOf(key, 3);
      if (ids && ids.length > 0) out.set(field, ids);
    }
    return out;
  }

  /** One record drawn from `seed`: every field by its type (or only those `keep` says), references from the referenced
   * stores, ordered timestamps. */
  private draw(seed: number, refs: ReadonlyMap<string, unknown[]>, given: Rec = {}, at?: number, keep?: (f: FieldSpec) => boolean): Rec {
    const m = this.model;
    this.host.faker.seed(seed);
    const createdAt = at !== undefined ? at : typeof given[m.created] === 'string' ? Date.parse(given[m.created] as string) : inWorkingHours(this.host.now - this.host.faker.number.int({ min: 2 * 60, max: 400 * 24 * 60 }) * 60_000, this.host.now);
    const rec: Rec = {};
    for (const f of m.fields) {
      if (f.name in given) rec[f.name] = given[f.name];
      else if (!keep || keep(f)) rec[f.name] = this.fieldValue(seed, createdAt, f, refs, given);
    }
    for (const [k, v] of Object.entries(given)) if (!(k in rec)) rec[k] = v;
    // A name drawn beside a type agrees with it, and a file's contents are in its format (given values stay as given).
    Object.assign(rec, agreedFileTypes(rec, given));
    Object.assign(rec, recordContents(rec, given, this.host.faker), recordLogLine(rec, given, this.host.faker), agreedAbout(m.entity, m.label, rec, given), agreedTexts(m, rec, given, this.host.faker, seed, this.host.now));
    return Object.assign(rec, agreedSpans(m, rec, given, seed));
  }

  /** One field of the record drawn from `seed`, from a seed of its own so it can be drawn alone; about the record's topic
   * (a name drawn again to be unlike another's keeps it). */
  private fieldValue(seed: number, createdAt: number, f: FieldSpec, refs: ReadonlyMap<string, unknown[]>, given: Rec, topic = topicOf(seed)): unknown {
    const { faker } = this.host;
    const m = this.model;
    faker.seed(deriveSeed(seed, f.name));
    if (f.name in given) return given[f.name];
    if (f.name === m.idField) return this.newId();
    if (f.name === m.created) return isoSeconds(createdAt);
    if (f.name === m.updated) return isoSeconds(Math.max(createdAt, inWorkingHours(createdAt + faker.number.int({ min: 0, max: Math.max(0, Math.floor((this.host.now - createdAt) / 60_000)) }) * 60_000, this.host.now)));
    if (refs.has(f.name)) return coerceId(faker.helpers.arrayElement(refs.get(f.name) as unknown[]), f.schema);
    const own = namesItself(m, f, this.host.memo) ? fieldNamed(m, m.label) : undefined;
    if (own) return this.fieldValue(seed, createdAt, own, refs, given, topic);
    const { spec, email, whole } = drawingOf(f);
    const ctx = Object.assign(this.ctx(), { topic });
    const person = personal(m, f, email, given, this.host, (x) => this.fieldValue(seed, createdAt, x, refs, given), seed);
    if (person !== undefined) return person;
    return whole ? fromSchema(spec.schema, f.name, ctx, { optional: 0.5, maxItems: 3 }) : valueFor(spec, ctx);
  }

  /** A fresh id in the entity's style that no record has, drawn by `faker`. */
  private newId(faker: Faker = this.host.faker): unknown {
    return freshId(this.model, this.taken, this.created > 0, faker, () => this.ctxOf(faker));
  }

  private insert(row: Row, first = false): void {
    const id = String(row.id);
    this.taken.add(id);
    this.index.set(id, row);
    if (first) this.rows.unshift(row);
    else this.rows.push(row);
  }

  /** The row with this id: seeded ids are drawn in order only until it turns up (all of them for an unknown id). A
   * deleted row left the index, and its id was drawn before, so it is not found again. */
  private rowById(id: unknown): Row | undefined {
    if (id === undefined || id === null) return undefined;
    const key = String(id);
    let row = this.index.get(key);
    while (!row && this.drawn < this.seeded.length) {
      this.drawIds(this.drawn + 1);
      row = this.index.get(key);
    }
    return row;
  }

  get(id: unknown): Rec | undefined {
    const row = this.rowById(id);
    return row ? this.materialize(row) : undefined;
  }

  /** The record whose `key` field holds `value` (the id field is looked up directly). */
  find(key: string, value: unknown): Rec | undefined {
    if (key === this.model.idField) return this.get(value);
    if (value === undefined || value === null) return undefined;
    const row = this.rows.find((r) => this.valueOf(r, key) !== undefined && String(this.valueOf(r, key)) === String(value));
    return row ? this.materialize(row) : undefined;
  }

  /** A new record: the given values exactly, a new id and creation stamps, and the rest drawn (`made`: only what a server
   * fills in itself, for a record a call creates); undefined when the given id is taken. */
  create(values: Rec, made = false): Rec | undefined {
    // A new id is unlike every seeded one (and the next number after them), so all of them are drawn first.
    this.drawIds(this.seeded.length);
    // A record whose id is its name is made under the name it was given, and named by the id it was given.
    const mirrors = labelMirrorsId(this.model, this.host.memo);
    if (mirrors && values[this.model.idField] === undefined && typeof values[this.model.label] === 'string') values = { ...values, [this.model.idField]: values[this.model.label] };
    if (values[this.model.idField] !== undefined && this.index.has(String(values[this.model.idField]))) return undefined;
    const seed = deriveSeed(this.seed, `new#${this.created++}`);
    const at = this.host.tick();
    const given = values[this.model.idField] !== undefined ? {} : { [this.model.idField]: this.newId() };
    const keep = made ? (f: FieldSpec) => serverMade(this.model, f, this.host.memo) : undefined;
    const named = mirrors && values[this.model.label] === undefined ? { [this.model.label]: values[this.model.idField] ?? given[this.model.idField] } : {};
    const rec = this.draw(seed, this.referenceIds(), { ...values, ...given, ...named, [this.model.created]: values[this.model.created] ?? at, [this.model.updated]: at }, undefined, keep);
    // A new issue is open, a new draft a draft: not a state drawn at random ("closed" the moment it was made).
    if (made) for (const f of this.model.fields) if (!(f.name in values) && f.name in rec) rec[f.name] = initialState(f, this.host.memo) ?? rec[f.name];
    this.insert({ id: rec[this.model.idField], k: -1, seed, created: Date.parse(at), rec, partial: undefined }, true);
    return rec;
  }

  /** Change exactly these fields of the record with this id; undefined when there is none. */
  update(id: unknown, changes: Rec): Rec | undefined {
    const rec = this.get(id);
    if (!rec) return undefined;
    for (const [k, v] of Object.entries(changes)) if (v !== undefined) rec[k] = v;
    // A rename renames the record's other name field too: name and deployment_name stay one name.
    const [m, alias] = [this.model, this.model.fields.find((f) => f.name in rec && namesItself(this.model, f, this.host.memo))];
    if (alias && (changes[m.label] === undefined) !== (changes[alias.name] === undefined)) rec[m.label] = rec[alias.name] = changes[m.label] ?? changes[alias.name];
    rec[this.model.updated] = this.host.tick();
    return rec;
  }

  /** Remove the record; undefined when there was none (deleting twice is "not found" the second time). */
  remove(id: unknown): Rec | undefined {
    const rec = this.get(id);
    if (!rec) return undefined;
    const row = this.rowById(id) as Row;
    this.index.delete(String(id));
    this.rows.splice(this.rows.indexOf(row), 1);
    return rec;
  }
}
