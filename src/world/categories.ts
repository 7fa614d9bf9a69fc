// A status-like value for a string field with no enum and no words of its own kind: a priority, a region, a sort key,
// or the status its entity's family has.
import type { Faker } from '@faker-js/faker';
import { drawOf } from './kind-values.js';
import { familyOf } from './domain.js';
import { valueByWords } from './field-values.js';
import * as P from './phrases.js';

/** A status-like value for a string field with no enum. */
export function categoryFor(entity: string, field: string, faker: Faker): string {
  if (/priority|severity/.test(field)) return faker.helpers.arrayElement(['low', 'medium', 'high', 'critical']);
  if (/entity ?type/.test(field)) return faker.helpers.arrayElement(['person', 'organization', 'project', 'place', 'event']);
  if (/relation/.test(field)) return faker.helpers.arrayElement(['works_at', 'manages', 'reports_to', 'based_in', 'collaborates_with', 'owns']);
  if (/region/.test(field)) return faker.helpers.arrayElement(/digitalocean|droplet/.test(entity) ? P.REGIONS : [...P.REGIONS, ...P.CLOUD_REGIONS]);
  if (/size/.test(field)) return faker.helpers.arrayElement(P.SIZES);
  if (/role/.test(field)) return faker.helpers.arrayElement(['admin', 'member', 'viewer', 'owner']);
  if (/visibility/.test(field)) return faker.helpers.arrayElement(['private', 'internal', 'public']);
  if (/sort|order by/.test(field)) return faker.helpers.arrayElement(['created_at', 'updated_at', 'name']);
  if (/direction|order/.test(field)) return faker.helpers.arrayElement(['asc', 'desc']);
  if (/format/.test(field)) return valueByWords(field, drawOf(faker)) ?? faker.helpers.arrayElement(['json', 'csv', 'markdown']);
  if (/unit/.test(field)) return faker.helpers.arrayElement(/distance|length|line|point|route|map/.test(entity) ? ['kilometers', 'miles', 'meters'] : ['km', 'mi', 'kg', 'lb', 'celsius']);
  if (/type|kind/.test(field) && /\b(dns|record)\b/.test(entity)) return faker.helpers.arrayElement(P.DNS_TYPES);
  if (/image/.test(field)) return faker.helpers.arrayElement(P.IMAGES);
  if (/type|kind|category/.test(field)) return faker.helpers.arrayElement(['standard', 'internal', 'external', 'default']);
  const family = familyOf(entity);
  return faker.helpers.arrayElement(P.STATUS_BY_FAMILY[family] ?? (P.STATUS_BY_FAMILY.generic as string[]));
}
