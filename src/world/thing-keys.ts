// The key of a thing names that thing (LaunchDarkly's projectKey, featureFlagKey, environmentKey): a project's slug, a
// flag's name, an environment. Only a key of a record's fields holds a field's name: projects were "priority" and flags
// "due_date" when every "... key" was drawn as one.
import type { Faker } from '@faker-js/faker';
import * as P from './phrases.js';

/** What a key is drawn with: the world's seeded faker. */
type Draws = { faker: Faker };

const FIELD_KEYS = /\b(sort|field|property|column|attribute|group|partition|primary|foreign|lookup|hash|index|map|object|metadata|custom)\b/;

/** How the key of a thing ("project key", "feature flag key") is drawn; undefined for keys of fields and bare keys. */
export function thingKeyPlan(words: string): ((ctx: Draws) => string) | undefined {
  const thing = words.match(/^(.+?) key$/)?.[1];
  if (!thing || FIELD_KEYS.test(thing)) return undefined;
  const one = (xs: readonly string[]) => (ctx: Draws) => ctx.faker.helpers.arrayElement(xs as string[]);
  if (/\benv(ironment)?\b/.test(thing)) return one(['production', 'staging', 'development', 'test']);
  if (/\b(project|repo|service|app)\b/.test(thing)) return one(P.REPO_NAMES);
  // A file's key and an access key are opaque tokens (Figma's file keys are 22 letters and digits): a collection's
  // access_key was "rate-limiter-access" and a library's file key "dark-mode-toggle-file".
  if (/\bfile$/.test(thing)) return (ctx) => ctx.faker.string.alphanumeric({ length: 22, casing: 'mixed' });
  if (/\b(access|secret|signing|private)$/.test(thing)) return (ctx) => `${thing.split(' ').at(-1)?.slice(0, 2)}_${ctx.faker.string.alphanumeric(24)}`;
  const slug = (ctx: Draws) => ctx.faker.helpers.arrayElement(P.FEATURES).toLowerCase().replace(/[^a-z0-9]+/g, '-');
  if (/\bflag\b/.test(thing)) return (ctx) => `${ctx.faker.helpers.arrayElement(['enable', 'new', 'beta', 'use'])}-${slug(ctx)}`;
  return (ctx) => `${slug(ctx)}-${thing.split(' ').at(-1) ?? 'key'}`;
}

/** The key of a thing other than the record (a flag's projectKey) names that thing: a project's slug, not the flag's
 * own name ("new-password-reset-email"); undefined for the record's own key. */
export function otherThingKey(words: string, entity: string): ((ctx: Draws) => string) | undefined {
  const head = entity.split(' ').at(-1) ?? entity;
  return words.split(' ').includes(head) ? undefined : thingKeyPlan(words);
}
