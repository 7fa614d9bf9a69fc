// A faker instance drawing from a seeded mulberry32 stream: reseeding is free, so every record and value starts from its own seed.
import type { Faker, LocaleDefinition, Randomizer } from '@faker-js/faker';
// The English instance's module, not the package's index: the index loads every locale faker has (about a second in
// each process, CLI and test file alike). Its definitions are the same English-over-base ones.
import { faker as english } from '@faker-js/faker/locale/en';

/** Faker's class, which only the index exports by name: the English instance is one. */
const FakerClass = english.constructor as new (options: { locale: LocaleDefinition; randomizer: Randomizer }) => Faker;

// Faker calls `next` detached from the object, so both methods are bound arrow functions.
function mulberry(): Randomizer {
  let state = 0;
  return {
    next: () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
    seed: (seed: number | number[]) => {
      let h = 0x811c9dc5;
      for (const s of Array.isArray(seed) ? seed : [seed]) h = Math.imul(h ^ (Math.floor(s) >>> 0), 0x01000193) >>> 0;
      state = h >>> 0;
    },
  };
}

/**
 * A Faker of its own (never faker's shared global instance), seeded: its owner reseeds it before each record or
 * value it draws, so what comes out depends only on that seed and not on what was drawn before.
 */
export function seededFaker(seed = 0): Faker {
  const faker = new FakerClass({ locale: english.rawDefinitions, randomizer: mulberry() });
  faker.seed(seed);
  return faker;
}
