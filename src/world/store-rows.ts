// What an entity store is given and what it holds: its host (the world's clock, faker and other stores' ids) and its
// rows, each a record known by its id and seed until a call reads it.
import type { Faker } from '@faker-js/faker';
import type { Rec } from './filters.js';
import type { FieldReadings } from './field-reading.js';

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
