// Normalises a tool's JSON Schema: inlines local $refs, names its draft, and checks it against that draft's meta-schema.
import { Ajv, type AnySchemaObject } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import AjvDraft04Module from 'ajv-draft-04';
import draft06Meta from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import { errorMessage } from '../util/errors.js';
import { canonicalJson } from '../util/hash.js';

export type Draft = 'draft-04' | 'draft-06' | 'draft-07' | '2019-09' | '2020-12';

export interface SchemaNormalisation {
  /** The schema with every resolvable local $ref inlined (recursive ones stay as $ref, with their definitions). */
  schema: Record<string, unknown>;
  draft: Draft;
  /** True when $schema named the draft; false when it was inferred from the keywords used. */
  declared: boolean;
  refsResolved: number;
  recursive: boolean;
  /** Why ajv rejects the schema (meta-schema or compile), or undefined when it is a valid schema. */
  invalid?: string;
}

/** Inlining can grow a schema exponentially; past this many nodes the refs are left for ajv to follow. */
const MAX_NODES = 20_000;

export function detectDraft(schema: Record<string, unknown>): { draft: Draft; declared: boolean } {
  const declared = typeof schema.$schema === 'string' ? schema.$schema : '';
  if (/draft-04/.test(declared)) return { draft: 'draft-04', declared: true };
  if (/draft-06/.test(declared)) return { draft: 'draft-06', declared: true };
  if (/draft-07/.test(declared)) return { draft: 'draft-07', declared: true };
  if (/2019-09/.test(declared)) return { draft: '2019-09', declared: true };
  if (/2020-12/.test(declared)) return { draft: '2020-12', declared: true };
  // No (known) $schema: infer from keywords only one family uses; otherwise draft-07, what zod-to-json-schema emits.
  const text = JSON.stringify(schema);
  if (/"(prefixItems|\$dynamicRef|\$dynamicAnchor)"/.test(text)) return { draft: '2020-12', declared: false };
  if (/"(\$defs|dependentRequired|dependentSchemas|unevaluatedProperties|unevaluatedItems|\$anchor|\$recursiveRef)"/.test(text)) return { draft: '2020-12', declared: false };
  if (/"exclusive(Minimum|Maximum)":\s*(true|false)/.test(text)) return { draft: 'draft-04', declared: false };
  return { draft: 'draft-07', declared: false };
}

function pointerGet(root: unknown, ref: string): unknown {
  const parts = ref.slice(2).split('/').map((p) => decodeURIComponent(p).replace(/~1/g, '/').replace(/~0/g, '~'));
  let cur: unknown = root;
  for (const p of parts) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[p];
  }
  return cur;
}

/** Inline `#/...` refs; a ref already on the resolution stack is recursive and stays a $ref. */
export function resolveLocalRefs(schema: Record<string, unknown>): { schema: Record<string, unknown>; resolved: number; recursive: boolean; tooBig: boolean } {
  let resolved = 0;
  let recursive = false;
  let nodes = 0;
  const walk = (node: unknown, stack: readonly string[]): unknown => {
    if (++nodes > MAX_NODES) throw new RangeError('too big');
    if (Array.isArray(node)) return node.map((n) => walk(n, stack));
    if (node === null || typeof node !== 'object') return node;
    const obj = node as Record<string, unknown>;
    const ref = obj.$ref;
    if (typeof ref === 'string' && (ref === '#' || ref.startsWith('#/'))) {
      const target = ref === '#' ? schema : pointerGet(schema, ref);
      if (stack.includes(ref) || ref === '#') {
        recursive = true;
        return obj;
      }
      if (target !== undefined && typeof target === 'object' && target !== null && !Array.isArray(target)) {
        resolved++;
        const { $ref: _r, ...siblings } = obj;
        const inlined = walk(target, [...stack, ref]) as Record<string, unknown>;
        // Sibling keywords (often a description) refine the target; later drafts apply both, so merging keeps the meaning.
        return { ...inlined, ...(walk(siblings, stack) as Record<string, unknown>) };
      }
      return obj; // dangling: ajv will say so
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(obj)) out[k] = walk(v, stack);
    return out;
  };
  try {
    // Definitions are walked only where something refers to them; the containers themselves are copied as they are.
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(schema)) out[k] = k === 'definitions' || k === '$defs' ? v : walk(v, []);
    // Definitions are only still needed by the refs that could not be inlined.
    const { definitions: _d, $defs: _defs, ...body } = out;
    if (!recursive && !JSON.stringify(body).includes('"$ref":"#')) {
      delete out.definitions;
      delete out.$defs;
    }
    return { schema: out, resolved, recursive, tooBig: false };
  } catch (err) {
    if (err instanceof RangeError) return { schema, resolved: 0, recursive, tooBig: true };
    throw err;
  }
}

const AjvDraft04 = AjvDraft04Module as unknown as typeof Ajv;
/**
 * One ajv per draft (its meta-schema checks a schema, its compiler proves ajv can use it) and the verdicts so far,
 * by draft and canonical schema: real catalogs repeat schemas, and compiling is the slow part. One per crawl.
 */
export class SchemaChecker {
  private readonly ajvs = new Map<Draft, Ajv>();
  private readonly verdicts = new Map<string, string | null>();

  ajvFor(draft: Draft): Ajv {
    let ajv = this.ajvs.get(draft);
    if (!ajv) {
      const opts = { strict: false, allErrors: true, allowUnionTypes: true, validateFormats: false } as const;
      if (draft === 'draft-04') ajv = new AjvDraft04(opts);
      else if (draft === '2019-09') ajv = new Ajv2019(opts);
      else if (draft === '2020-12') ajv = new Ajv2020(opts);
      else {
        ajv = new Ajv(opts);
        if (draft === 'draft-06') ajv.addMetaSchema(draft06Meta as AnySchemaObject);
      }
      this.ajvs.set(draft, ajv);
    }
    return ajv;
  }

  /** Why this schema is not one ajv accepts for its draft, or undefined. */
  check(schema: Record<string, unknown>, draft: Draft, compile = true): string | undefined {
    const key = `${draft}${compile ? 'c' : ''}\u0000${canonicalJson(schema)}`;
    const hit = this.verdicts.get(key);
    if (hit !== undefined) return hit ?? undefined;
    const verdict = checkUncached(this.ajvFor(draft), schema, draft, compile);
    if (this.verdicts.size > 50_000) this.verdicts.clear();
    this.verdicts.set(key, verdict ?? null);
    return verdict;
  }
}

/** Why this schema is not one ajv accepts for its draft, or undefined (a checker of its own: prefer one per crawl). */
export function checkSchema(schema: Record<string, unknown>, draft: Draft, compile = true, checker: SchemaChecker = new SchemaChecker()): string | undefined {
  return checker.check(schema, draft, compile);
}

function badPattern(node: unknown): string | undefined {
  if (Array.isArray(node)) {
    for (const n of node) {
      const bad = badPattern(n);
      if (bad) return bad;
    }
    return undefined;
  }
  if (node === null || typeof node !== 'object') return undefined;
  const obj = node as Record<string, unknown>;
  const patterns = [...(typeof obj.pattern === 'string' ? [obj.pattern] : []), ...(obj.patternProperties && typeof obj.patternProperties === 'object' ? Object.keys(obj.patternProperties) : [])];
  for (const p of patterns) {
    try {
      new RegExp(p, 'u');
    } catch (err) {
      return `ajv cannot compile it: pattern ${JSON.stringify(p)} is not a regular expression (${errorMessage(err)})`;
    }
  }
  for (const [k, v] of Object.entries(obj)) {
    if (k === 'enum' || k === 'const' || k === 'default' || k === 'examples') continue;
    const bad = badPattern(v);
    if (bad) return bad;
  }
  return undefined;
}

function checkUncached(ajv: Ajv, schema: Record<string, unknown>, draft: Draft, compile: boolean): string | undefined {
  // An unknown $schema URI would make ajv look for a meta-schema it does not have; the draft is already decided.
  const { $schema: _s, $id: _id, id: _id4, ...rest } = schema;
  try {
    if (!ajv.validateSchema(rest)) {
      const e = ajv.errors?.[0];
      return `not a valid ${draft} schema: ${e ? `${e.instancePath || '(root)'} ${e.message ?? ''}`.trim() : 'meta-schema check failed'}`;
    }
    // Code generation costs milliseconds per schema. Past the meta-schema, what makes ajv's compile fail is a
    // reference it cannot resolve or a pattern that is not a regular expression; callers whose refs all inlined skip it.
    if (compile) {
      ajv.compile(rest);
      ajv.removeSchema(rest); // only the verdict is kept; a catalog of thousands would otherwise hold every compiled function
    }
    return badPattern(rest);
  } catch (err) {
    return `ajv cannot compile it (${draft}): ${errorMessage(err).split('\n')[0]}`;
  }
}

export function normaliseSchema(input: unknown, checker: SchemaChecker = new SchemaChecker()): SchemaNormalisation {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return { schema: { type: 'object' }, draft: 'draft-07', declared: false, refsResolved: 0, recursive: false, invalid: `not a JSON object (${Array.isArray(input) ? 'array' : typeof input}); replaced by {"type":"object"}` };
  }
  const original = input as Record<string, unknown>;
  const { draft, declared } = detectDraft(original);
  const { schema, resolved, recursive, tooBig } = resolveLocalRefs(original);
  const invalid = checker.check(original, draft, /"\$(ref|dynamicRef|recursiveRef)"/.test(JSON.stringify(schema)));
  return {
    schema,
    draft,
    declared,
    refsResolved: resolved,
    recursive: recursive || tooBig,
    ...(invalid ? { invalid } : {}),
  };
}
