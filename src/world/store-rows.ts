// What an entity store is given and what it holds: its host (the world's clock, faker and other stores' ids) and its
// rows, each a record known by its id and seed until a call reads it.
import type { Faker } from '@faker-js/faker';
import type { Rec } from './filters.js';
import type { FieldReadings } from './field-reading.js';
import { fmix32 } from '../util/hash.js';
import { inWorkingHours, newestFirst } from './store-fields.js';

/** What a store needs from its world: the clock, the faker, and other stores' ids for reference fields. */
export interface StoreHost {
  readonly now: number;
  readonly faker: Faker;
  /** Draws seeded rows' count and ids, apart from `faker`: drawing them late never moves a call's draws. */
  readonly idFaker?: Faker;
  /** The first `count` ids another entity was seeded with (seeding that store if needed); undefined while it is being
   * seeded (a cycle). */
  idsOf(entityKey: string, count?: number): unknown[] | undefined;
  /** The time a change made now is stamped with (later with every change). */
  tick(): string;
  /** Field names read as words, for the run. */
  readonly memo?: Map<string, string>;
  readonly readings?: FieldReadings;
}

/** A record known by its id and seed: its other fields are drawn when a call first reads it. */
export interface Row {
  /** Drawn when first needed for a seeded row (see `idOf`). */
  id: unknown;
  /** Its place among the seeded rows (newest first), which is the order their ids are drawn in; -1 for a created row. */
  k: number;
  seed: number;
  created: number;
  rec: Rec | undefined;
  /** Fields drawn one at a time (a filter reads one field of every record, not every field). */
  partial: Rec | undefined;
}

// How old a seeded record is, in minutes: two hours to 400 days (one options object, not one per record).
const AGE_MINUTES = { min: 2 * 60, max: 400 * 24 * 60 };

/** A store's seeded rows, newest first: mostly a handful, sometimes dozens (lists page, searches narrow, and a world
 * stays cheap to build). A row's seed and age are integer hashes of the store's seed and its place: seeding a store is
 * mostly drawing its ids, so neither costs a string or a faker call per row. */
export function seedRows(host: StoreHost, seed: number): Row[] {
  const faker = host.idFaker ?? host.faker;
  faker.seed(seed);
  const count = faker.number.int({ min: 5, max: faker.number.int({ min: 0, max: 4 }) === 0 ? 50 : 12 });
  const rows: Row[] = [];
  for (let i = 0; i < count; i++) {
    const own = fmix32((seed ^ Math.imul(i + 1, 0x9e3779b9)) >>> 0);
    const age = AGE_MINUTES.min + (fmix32(own ^ 0x85ebca6b) % (AGE_MINUTES.max - AGE_MINUTES.min + 1));
    rows.push({ id: undefined, k: 0, seed: own, created: inWorkingHours(host.now - age * 60_000, host.now), rec: undefined, partial: undefined });
  }
  newestFirst(rows);
  rows.forEach((r, k) => (r.k = k));
  return rows;
}
