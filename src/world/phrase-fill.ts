// A phrase's {slots} filled with seeded draws: "Launch plan for {feature}" -> "Launch plan for invoice PDF". Shared by
// the world's titles and texts (domain.ts) and the bodies that agree with a title (title-bodies.ts).
import type { Faker } from '@faker-js/faker';
import { drawOf, personName } from './kind-values.js';
import { COMPANIES, FIRST_NAMES, LAST_NAMES } from './people-places.js';
import * as P from './phrases.js';
import { memoized } from '../util/memo.js';
import { MONTHS } from '../util/time.js';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

// A deliberate process-wide memo (README, Layout): templates come from the phrase banks, split once each. Bounded.
/** A template as its text and slots in turn: "Fix {feature} in {month}" -> ["Fix ", "feature", " in ", "month", ""]. */
const partsOf = memoized(10_000, (template: string): string[] => template.split(/\{(\w+)\}/));

/** Fill the {slots} of a phrase with seeded draws; {feature} is `topic` where a record has one (its feature is still
 * drawn, so the draws after it stay where they were). */
export function fill(template: string, faker: Faker, now: number, topic?: string): string {
  const parts = partsOf(template);
  if (parts.length === 1) return template;
  let out = parts[0] as string;
  for (let i = 1; i < parts.length; i += 2) out += slotValue(parts[i] as string, faker, now, topic) + (parts[i + 1] as string);
  return out;
}

function slotValue(slot: string, faker: Faker, now: number, topic: string | undefined): string {
  switch (slot) {
    case 'feature': {
      const drawn = faker.helpers.arrayElement(P.FEATURES);
      return topic ?? drawn;
    }
    case 'first':
    case 'first2':
      return faker.helpers.arrayElement(FIRST_NAMES);
    case 'last':
      return faker.helpers.arrayElement(LAST_NAMES);
    case 'person':
      return personName(drawOf(faker));
    case 'company':
      return faker.helpers.arrayElement(COMPANIES);
    case 'weekday':
      return faker.helpers.arrayElement(WEEKDAYS);
    case 'month':
      return faker.helpers.arrayElement(MONTHS);
    case 'dayNum':
      return String(faker.number.int({ min: 1, max: 28 }));
    case 'quarter':
      return String(faker.number.int({ min: 1, max: 4 }));
    case 'year':
      return String(new Date(now).getUTCFullYear());
    case 'version':
      return `${faker.number.int({ min: 1, max: 6 })}.${faker.number.int({ min: 0, max: 12 })}`;
    case 'number':
      return String(faker.number.int({ min: 100, max: 9999 }));
    case 'date':
      return new Date(now - faker.number.int({ min: 5, max: 90 }) * 86_400_000).toISOString().slice(0, 10);
    case 'slug': {
      const drawn = faker.helpers.arrayElement(P.FEATURES);
      return (topic ?? drawn).toLowerCase().replace(/[^a-z0-9]+/g, '-');
    }
    default:
      return slot;
  }
}
