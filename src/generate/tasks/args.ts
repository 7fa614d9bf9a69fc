// Arguments for a tool call: json-schema-faker over the inputSchema, with realistic values by field name.
import { faker } from '@faker-js/faker';
import { generateSync } from 'json-schema-faker';
import { compileSchema } from '../../schema/ajv.js';
import { Rng } from '../../util/random.js';
import type { WorkspaceListing } from './workspace-files.js';

type Schema = Record<string, unknown>;

/** faker methods by property name; applied only where the schema leaves the value free. */
const NAME_HINTS: Array<[RegExp, string]> = [
  [/^(e-?mail|email_?address)$/i, 'internet.email'],
  [/^(url|uri|link|website|homepage)$/i, 'internet.url'],
  [/^(city|town)$/i, 'location.city'],
  [/^country$/i, 'location.country'],
  [/^(street|address)$/i, 'location.streetAddress'],
  [/^(first_?name|given_?name)$/i, 'person.firstName'],
  [/^(last_?name|family_?name|surname)$/i, 'person.lastName'],
  [/^(name|full_?name|author|username|user|owner|from|to)$/i, 'person.fullName'],
  [/^(company|organization|org)$/i, 'company.name'],
  [/^(phone|phone_?number)$/i, 'phone.number'],
  [/^(title|subject|heading)$/i, 'lorem.sentence'],
  [/^(message|text|content|body|note|comment|observation|contents|thought|prompt)s?$/i, 'lorem.sentence'],
  [/^(query|search|q|pattern|keyword|term)$/i, 'lorem.word'],
  [/^(entity_?type|type|category|kind)$/i, 'lorem.word'],
  [/^(relation_?type)$/i, 'word.verb'],
  [/^(color|colour)$/i, 'color.human'],
  [/^(date)$/i, 'date.soon'],
];

const PATH_NAME = /^(path|file|file_?path|filename|source|destination|target|dir|directory|root)s?$/i;

function isFreeString(s: Schema): boolean {
  return s.type === 'string' && !s.enum && !s.const && !s.format && !s.pattern;
}

export interface ArgContext {
  rng: Rng;
  workspace: WorkspaceListing | undefined;
  /** True when the tool reads what exists (so paths should exist); false when it creates. */
  readsExisting: boolean;
  /** True when the tool works on folders rather than files. */
  wantsDirectory: boolean;
}

const NEW_PATH_NAME = /^(destination|dest|target|new_?path|to)$/i;

function pathValue(ctx: ArgContext, prop: string): string {
  const ws = ctx.workspace as WorkspaceListing;
  const existing = ctx.readsExisting && !NEW_PATH_NAME.test(prop);
  const dir = ctx.rng.pick(ws.dirs);
  const stem = `${faker.word.adjective().toLowerCase()}-${faker.word.noun().toLowerCase()}`.replace(/[^a-z0-9-]/g, '');
  if (ctx.wantsDirectory) return existing ? dir : `${dir}/${stem}`;
  if (existing && ws.files.length > 0) return ctx.rng.pick(ws.files);
  return `${dir}/${stem}.${ctx.rng.pick(['md', 'txt', 'json'])}`;
}

/** Copy the schema, adding faker hints to free strings whose names we recognise. */
function annotate(schema: Schema, ctx: ArgContext, name?: string): Schema {
  const out: Schema = { ...schema };
  if (out.type === 'object' && out.properties && typeof out.properties === 'object') {
    const props: Record<string, Schema> = {};
    for (const [k, v] of Object.entries(out.properties as Record<string, Schema>)) props[k] = annotate(v ?? {}, ctx, k);
    out.properties = props;
  }
  if (out.type === 'array' && out.items && typeof out.items === 'object' && !Array.isArray(out.items)) {
    out.items = annotate(out.items as Schema, ctx, name);
  }
  if (name && isFreeString(out)) {
    if (ctx.workspace && PATH_NAME.test(name)) {
      out.const = pathValue(ctx, name);
    } else {
      const hint = NAME_HINTS.find(([re]) => re.test(name));
      if (hint) out.faker = hint[1];
    }
  }
  return out;
}

/** Generate arguments that validate against the schema; tries the hinted schema first, then plain. */
export function generateArguments(inputSchema: Schema, seed: number, ctx: ArgContext): Record<string, unknown> {
  faker.seed(seed);
  const validate = compileSchema(inputSchema);
  const base = { seed, alwaysFakeOptionals: false, optionalsProbability: 0.4, maxDefaultItems: 2, useDefaultValue: false, failOnInvalidTypes: false, validateSchemaVersion: false } as const;
  const attempts: Schema[] = [annotate(inputSchema, ctx), inputSchema];
  for (const schema of attempts) {
    for (let i = 0; i < 3; i++) {
      let value: unknown;
      try {
        value = generateSync(schema as never, { ...base, seed: seed + i, extensions: { faker } } as never);
      } catch {
        continue;
      }
      if (value && typeof value === 'object' && !Array.isArray(value) && (!validate || validate.fn(value))) {
        return value as Record<string, unknown>;
      }
    }
  }
  return {};
}
