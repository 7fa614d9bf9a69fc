import { describe, expect, it } from 'vitest';
import { normaliseSchema, resolveLocalRefs } from '../../src/schema/normalise.js';
import { normaliseCatalogTool } from '../../src/catalog/definition.js';
import { catalogTool } from '../fixtures/catalog/catalog-tools.js';

describe('schema normalisation', () => {
  it('inlines #/$defs refs, keeps sibling keywords, and drops the definitions no longer used', () => {
    const n = normaliseSchema({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { from: { $ref: '#/$defs/point', description: 'start' }, to: { $ref: '#/$defs/point' } },
      $defs: { point: { type: 'object', properties: { lat: { $ref: '#/$defs/deg' }, lon: { $ref: '#/$defs/deg' } } }, deg: { type: 'number' } },
    });
    expect(n).toMatchObject({ draft: '2020-12', declared: true, refsResolved: 6, recursive: false });
    expect(n.invalid).toBeUndefined();
    expect(n.schema.$defs).toBeUndefined();
    expect((n.schema.properties as Record<string, unknown>).from).toEqual({ type: 'object', description: 'start', properties: { lat: { type: 'number' }, lon: { type: 'number' } } });
  });

  it('leaves a recursive ref as a $ref with its definitions, and ajv still compiles it', () => {
    const n = normaliseSchema({ type: 'object', properties: { tree: { $ref: '#/definitions/node' } }, definitions: { node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/definitions/node' } } } } } });
    expect(n).toMatchObject({ draft: 'draft-07', declared: false, recursive: true, refsResolved: 1 });
    expect(n.invalid).toBeUndefined();
    expect(n.schema.definitions).toBeDefined();
    expect(JSON.stringify(n.schema.properties)).toContain('"$ref":"#/definitions/node"');
  });

  it('names the draft: declared 04/06/07/2019-09, or inferred from keywords', () => {
    expect(normaliseSchema({ $schema: 'http://json-schema.org/draft-04/schema#', type: 'object', properties: { n: { type: 'number', minimum: 0, exclusiveMinimum: true } } })).toMatchObject({ draft: 'draft-04', declared: true });
    expect(normaliseSchema({ $schema: 'http://json-schema.org/draft-06/schema#', type: 'object' })).toMatchObject({ draft: 'draft-06', declared: true });
    expect(normaliseSchema({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' })).toMatchObject({ draft: 'draft-07', declared: true });
    expect(normaliseSchema({ $schema: 'https://json-schema.org/draft/2019-09/schema', type: 'object', dependentRequired: { a: ['b'] } })).toMatchObject({ draft: '2019-09', declared: true });
    expect(normaliseSchema({ type: 'array', prefixItems: [{ type: 'string' }] })).toMatchObject({ draft: '2020-12', declared: false });
    expect(normaliseSchema({ type: 'object', properties: { n: { type: 'number', maximum: 3, exclusiveMaximum: true } } })).toMatchObject({ draft: 'draft-04', declared: false });
    for (const s of [{ type: 'object' }, { type: 'object', properties: { n: { type: 'number', maximum: 3, exclusiveMaximum: true } } }]) expect(normaliseSchema(s).invalid).toBeUndefined();
  });

  it('reports why ajv rejects a schema: a bad type, a dangling ref, a non-object', () => {
    expect(normaliseSchema({ type: 'object', properties: { a: { type: 'strng' } } }).invalid).toMatch(/^not a valid draft-07 schema: \/properties\/a\/type/);
    expect(normaliseSchema({ type: 'object', properties: { a: { $ref: '#/definitions/missing' } } }).invalid).toMatch(/^ajv cannot compile it \(draft-07\): can't resolve reference #\/definitions\/missing/);
    expect(normaliseSchema(['not', 'a', 'schema'])).toMatchObject({ schema: { type: 'object' }, invalid: expect.stringMatching(/^not a JSON object \(array\)/) });
    expect(normaliseSchema({ type: 'object', properties: { a: { type: 'string', pattern: '(unclosed' } } }).invalid).toMatch(/^ajv cannot compile it: pattern "\(unclosed" is not a regular expression/);
    // With a ref left to resolve, ajv itself compiles the schema, and rejects the same pattern.
    expect(normaliseSchema({ type: 'object', properties: { a: { $ref: '#' }, b: { type: 'string', pattern: '(unclosed' } } }).invalid).toMatch(/^ajv cannot compile it \(draft-07\)/);
    // draft-04 has no boolean schemas, so a draft-04 schema using one is invalid for its own draft.
    expect(normaliseSchema({ $schema: 'http://json-schema.org/draft-04/schema#', type: 'object', properties: { a: true } }).invalid).toMatch(/^not a valid draft-04 schema/);
  });

  it('stops inlining a schema that would explode and leaves the refs for ajv', () => {
    const defs: Record<string, unknown> = { l0: { type: 'string' } };
    for (let i = 1; i <= 20; i++) defs[`l${i}`] = { type: 'object', properties: { a: { $ref: `#/definitions/l${i - 1}` }, b: { $ref: `#/definitions/l${i - 1}` } } };
    const schema = { type: 'object', properties: { root: { $ref: '#/definitions/l20' } }, definitions: defs };
    const r = resolveLocalRefs(schema);
    expect(r.tooBig).toBe(true);
    expect(r.schema).toBe(schema);
    expect(normaliseSchema(schema).invalid).toBeUndefined();
  });
});

describe('normaliseCatalogTool', () => {
  it('keeps an invalid tool, flags it schema_invalid with the reason, and is idempotent', () => {
    const raw = catalogTool('s', { name: 'bad', description: ' Does things. ', inputSchema: { type: 'object', properties: { a: { type: 'strng' } } } });
    const once = normaliseCatalogTool(raw);
    expect(once.flags).toEqual([{ code: 'schema_invalid', reason: expect.stringMatching(/^inputSchema: not a valid draft-07 schema/) }]);
    expect(once.description).toBe('Does things.');
    expect(normaliseCatalogTool(once)).toEqual(once);
  });
  it('changes the sha256 only when the normalised definition changes: a $ref and its inlined form hash the same', () => {
    const withRef = normaliseCatalogTool(catalogTool('s', { name: 't', inputSchema: { type: 'object', properties: { a: { $ref: '#/$defs/a' } }, $defs: { a: { type: 'string' } } } }));
    const inlined = normaliseCatalogTool(catalogTool('s', { name: 't', inputSchema: { type: 'object', properties: { a: { type: 'string' } } } }));
    expect(withRef.sha256).toBe(inlined.sha256);
    expect(withRef.schemaInfo?.refsResolved).toBe(1);
  });
});
