// Values by semantic type: realistic, seeded, and inside what the field's schema allows (enum, range, format,
// pattern, length). The API the task generators use for arguments and the world uses for its records. How a field is
// drawn is planned once (value-plans.ts); a value is then only its draws.
import { generateSync } from 'json-schema-faker';
import { realDates } from '../util/time.js';
import { type FieldSpec, schemaType } from './field.js';
import { type Drawer, idPlan, readingOf, stringPlan, type ValueContext } from './value-plans.js';
import { numberPlan } from './number-plans.js';

export type { ValueContext } from './value-plans.js';

// A deliberate process-wide memo (README, Layout): a plan is a pure function of the field and the entity it belongs to.
// Held weakly by the schema object, so plans go with the catalog whose schemas they read.
const PLANS = new WeakMap<object, Map<string, Drawer>>();
// The same, by the field object itself: a model's fields are drawn again and again, so their plans are found without a key.
const BY_FIELD = new WeakMap<FieldSpec, { entity: string; plan: Drawer }>();

/** A scalar value for this field: an enum member, a number in range, a boolean, or a string of its semantic type. */
export function valueFor(field: FieldSpec, ctx: ValueContext): unknown {
  const known = BY_FIELD.get(field);
  if (known && known.entity === ctx.entity) return known.plan(ctx);
  let plans = PLANS.get(field.schema);
  if (!plans) PLANS.set(field.schema, (plans = new Map()));
  const key = `${field.name}\u0000${field.type}\u0000${field.parent ?? ''}\u0000${ctx.entity}`;
  let plan = plans.get(key);
  if (!plan) plans.set(key, (plan = planValue(field, ctx)));
  BY_FIELD.set(field, { entity: ctx.entity, plan });
  return plan(ctx);
}

function planValue(field: FieldSpec, ctx: ValueContext): Drawer {
  const s = field.schema;
  if (s.const !== undefined) return () => s.const;
  if (Array.isArray(s.enum) && s.enum.length > 0) {
    const options = s.enum.filter((x) => x !== null && x !== '');
    const pool = options.length > 0 ? options : s.enum;
    return (c) => c.faker.helpers.arrayElement(pool);
  }
  const t = schemaType(s);
  const boolean: Drawer = (c) => c.faker.datatype.boolean();
  if (t === 'boolean') return boolean;
  if (t === 'integer') return numberPlan(field, true);
  if (t === 'number') return field.type === 'id' ? idPlan(field, readingOf(field, ctx), ctx.entity) : numberPlan(field, field.type === 'count');
  if (t === 'null') return () => null;
  if (field.type === 'boolean' && t === undefined) return boolean;
  if ((field.type === 'count' || field.type === 'number' || field.type === 'money') && t === undefined) return numberPlan(field, field.type === 'count');
  const draw = stringPlan(field, readingOf(field, ctx), ctx.entity);
  const fit = constrainPlan(field);
  return (c) => fit(draw(c), c);
}

/** Fits a string to the schema's length and pattern (a timestamp is respelt before anything is invented). */
function constrainPlan(field: FieldSpec): (value: string, ctx: ValueContext) => string {
  const s = field.schema;
  const max = typeof s.maxLength === 'number' ? s.maxLength : undefined;
  const min = typeof s.minLength === 'number' ? s.minLength : undefined;
  const pattern = typeof s.pattern === 'string' ? s.pattern : undefined;
  let re: RegExp | undefined;
  try {
    re = pattern !== undefined ? new RegExp(pattern, 'u') : undefined;
  } catch {
    re = undefined;
  }
  if (max === undefined && min === undefined && pattern === undefined) return (v) => v;
  const chars = pattern !== undefined ? classPattern(pattern) : undefined;
  return (value, ctx) => {
    let v = value;
    if (max !== undefined && v.length > max) v = v.slice(0, max).trimEnd();
    if (min !== undefined && v.length < min) v = v.padEnd(min, v.length > 0 ? '.' : 'x');
    // An invalid pattern constrains nothing.
    if (pattern === undefined || !re || re.test(v)) return v;
    const stamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?Z?$/.test(v) ? v.replace(/Z$/, '').padEnd(19, ':00') : undefined;
    const respelt = stamp ? [`${stamp}Z`, `${stamp}.000Z`, `${stamp}+00:00`, `${stamp}.0000000Z`, stamp, stamp.slice(0, 16)].find((c) => (re as RegExp).test(c)) : undefined;
    return respelt ?? (chars ? inClass(v, chars, field.type === 'id', ctx) : undefined) ?? patternString(pattern, ctx.faker.number.int({ min: 1, max: 2 ** 31 })) ?? v;
  };
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** One character class repeated: a test for one character, the length bounds, and the letters and digits it allows. */
interface CharClass {
  re: RegExp;
  min: number;
  max: number;
  pool: string[];
}

/** The characters and length of a pattern that is one character class repeated ("^[a-zA-Z0-9]+$", "^[a-z0-9-]{3,40}$"). */
function classPattern(pattern: string): CharClass | undefined {
  const m = /^\^\[([^\]]+)\](\+|\*|\{(\d+),(\d*)\})\$$/.exec(pattern);
  if (!m) return undefined;
  try {
    const re = new RegExp(`^[${m[1]}]$`, 'u');
    const min = m[3] !== undefined ? Number(m[3]) : m[2] === '+' ? 1 : 0;
    const max = m[4] ? Number(m[4]) : Infinity;
    return { re, min, max, pool: [...ALNUM].filter((c) => re.test(c)) };
  } catch {
    return undefined;
  }
}

/** A value respelt into a one-class pattern: an opaque id is a key of the class's letters and digits (a Figma file key
 * is "k3Jd9QmT2xVbN7pLw4RcYa", not a slug or two random letters); anything else keeps its characters that are allowed. */
function inClass(v: string, chars: CharClass, opaque: boolean, ctx: ValueContext): string | undefined {
  const fits = (s: string) => s.length >= chars.min && s.length <= chars.max;
  if (opaque && chars.pool.length >= 10) {
    const length = Math.max(chars.min, Math.min(chars.max, 22));
    const key = Array.from({ length }, () => ctx.faker.helpers.arrayElement(chars.pool)).join('');
    if (fits(key)) return key;
  }
  // "Audit Log Staging" into [a-z0-9-] is "audit-log-staging": letters lower-cased where the class wants, other runs one separator.
  const sep = ['-', '_', '.'].find((c) => chars.re.test(c)) ?? '';
  let kept = '';
  for (const c of v) {
    const k = chars.re.test(c) ? c : chars.re.test(c.toLowerCase()) ? c.toLowerCase() : sep;
    if (k !== sep || (kept.length > 0 && !kept.endsWith(sep))) kept += k;
  }
  if (sep) while (kept.endsWith(sep)) kept = kept.slice(0, -1);
  return fits(kept) && kept.length > 0 ? kept : undefined;
}

function patternString(pattern: string, seed: number): string | undefined {
  try {
    const v = generateSync({ type: 'string', pattern } as never, { seed } as never);
    if (typeof v !== 'string') return undefined;
    const dated = realDates(v, seed);
    return dated !== v && new RegExp(pattern, 'u').test(dated) ? dated : v;
  } catch {
    return undefined;
  }
}
