// A store's new ids and its records' people: an id in the entity's style that no record has, a person's email made
// from the record's own name and company, and a full name made of its first and last names.
import type { Faker } from '@faker-js/faker';
import { deriveSeed } from '../util/random.js';
import { type FieldSpec, schemaType, wordsOf } from './field.js';
import { drawOf, emailOf } from './kind-values.js';
import type { EntityModel } from './model.js';
import { COMPANIES, FIRST_NAMES } from './people-places.js';
import { idSpecOf } from './store-fields.js';
import { valueFor, type ValueContext } from './values.js';

/** A fresh id that `taken` lacks (and is then added to it), drawn by `faker`. Once calls have made records (`afterCalls`),
 * an entity whose ids are all numbers takes the next number. */
export function freshId(m: EntityModel, taken: Set<string>, afterCalls: boolean, faker: Faker, ctx: () => ValueContext): unknown {
  const stringIds = schemaType(m.idSchema) === 'string';
  let id: unknown;
  // Seeding never takes the next number, so the ids are not read for each of the seeded records.
  if (afterCalls) {
    const numeric = [...taken].map(Number).filter(Number.isFinite);
    if (numeric.length > 0 && numeric.length === taken.size && (!stringIds || taken.size > 0)) id = Math.max(...numeric) + 1 + faker.number.int({ min: 0, max: 3 });
  }
  // The id as the taken set knows it, spelt once per draw.
  let key = String(id);
  if (id === undefined || taken.has(key)) {
    const spec = idSpecOf(m);
    const c = ctx();
    for (let i = 0; i < 20 && (id === undefined || taken.has(key)); i++) key = String((id = valueFor(spec, c)));
  }
  while (taken.has(key)) key = id = `${key}${faker.string.numeric(1)}`;
  if (typeof id === 'number' && stringIds) id = key;
  taken.add(key);
  return id;
}

const FIRST = /^(first name|given name|firstname)$/;
const LAST = /^(last name|surname|family name|lastname)$/;
const FULL = /^(full name|name|display name|contact name|person name)$/;

/** Another text field of the record whose name's words `re` matches ("first name" beside its email). */
function textField(m: EntityModel, f: FieldSpec, re: RegExp, memo?: Map<string, string>): FieldSpec | undefined {
  return m.fields.find((x) => x !== f && schemaType(x.schema) === 'string' && re.test(wordsOf(x.name, memo)));
}

/** A record's email is its person's, at its company when it names one: Maya Chen of Kestrel Labs is
 * maya.chen@kestrellabs.com. `value` draws another field of the same record; undefined when the record is no person. */
/** A person's name as the banks draw them (their first names start every one the world draws), not a team's or a
 * company's. */
export function isBankPerson(full: unknown): full is string {
  return typeof full === 'string' && FIRST_NAMES.includes(full.split(' ')[0] ?? '') && full.split(' ').length <= 3;
}

function personalEmail(m: EntityModel, f: FieldSpec, host: { faker: Faker; memo?: Map<string, string> }, value: (x: FieldSpec) => unknown, seed: number): string | undefined {
  const named = (re: RegExp) => textField(m, f, re, host.memo);
  const read = (x: FieldSpec | undefined) => (x ? value(x) : undefined);
  const first = read(named(FIRST));
  const last = read(named(LAST));
  const full = typeof first === 'string' && typeof last === 'string' ? `${first} ${last}` : read(named(FULL));
  // Only a person's name: the banks' first names start every one the world draws.
  if (!isBankPerson(full)) return undefined;
  const company = read(named(/^(company|company name|organi[sz]ation|organi[sz]ation name|employer)$/));
  host.faker.seed(deriveSeed(seed, `${f.name}#email`));
  const draw = drawOf(host.faker);
  return emailOf(draw, full, typeof company === 'string' && company.length > 0 ? company : draw.pick(COMPANIES));
}

/**
 * A field of a record about a person that other fields decide: its email (personalEmail), its full name made of its first
 * and last names, or a first or last name taken from the full name it was given. A contact was "Olivia Smith" with first
 * name Wei and last name Jones. Undefined for any other field, or when the record has no such names.
 */
export function personal(m: EntityModel, f: FieldSpec, email: boolean, given: Record<string, unknown>, host: { faker: Faker; memo?: Map<string, string> }, value: (x: FieldSpec) => unknown, seed: number): string | undefined {
  if (email) return personalEmail(m, f, host, value, seed);
  if (schemaType(f.schema) !== 'string') return undefined;
  const own = wordsOf(f.name, host.memo);
  const named = (re: RegExp) => textField(m, f, re, host.memo);
  if (FULL.test(own)) {
    const [first, last] = [named(FIRST), named(LAST)];
    if (!first || !last) return undefined;
    const parts = [value(first), value(last)];
    return parts.every((p) => typeof p === 'string' && p.length > 0) ? parts.join(' ') : undefined;
  }
  const part = FIRST.test(own) ? 0 : LAST.test(own) ? 1 : -1;
  const full = part < 0 ? undefined : named(FULL);
  const said = full ? given[full.name] : undefined;
  const words = typeof said === 'string' ? said.trim().split(/\s+/) : [];
  // Only a person's name as the banks draw them ("Maya Chen"), not a team's or a company's.
  return words.length === 2 && FIRST_NAMES.includes(words[0] as string) ? words[part] : undefined;
}
