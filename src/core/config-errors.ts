// One line for a pipeline config issue: the field path and what is allowed there, read off the zod schema itself.
import type { z } from 'zod';
import { ConfigError } from '../util/errors.js';
import { formatPath, formatZodIssue } from '../util/zod-errors.js';

type Def = Record<string, unknown>;
const defOf = (s: unknown): Def | undefined => (s as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** Past defaults, optionals and pipes to the schema that checks the value. */
function unwrap(x: unknown): unknown {
  for (let i = 0; i < 10; i++) {
    const def = defOf(x);
    if (!def) return x;
    if (def.innerType) x = def.innerType;
    else if (def.type === 'pipe' && def.in) x = def.in;
    else return x;
  }
  return x;
}

/** The schema that checks the value at `path`, or undefined where the path leaves the schema. */
export function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): unknown {
  let s: unknown = schema;
  for (const key of path) {
    s = unwrap(s);
    const def = defOf(s);
    if (!def) return undefined;
    if (typeof key === 'number' && def.type === 'array') s = def.element;
    else if (def.type === 'object') s = (def.shape as Record<string, unknown>)[String(key)];
    else if (def.type === 'record') s = def.valueType;
    else if (def.type === 'union' && typeof key === 'string') s = (def.options as unknown[]).map(unwrap).find((o) => (defOf(o)?.shape as Record<string, unknown> | undefined)?.[key]);
    else return undefined;
    if (!s) return undefined;
  }
  return unwrap(s);
}

/** Allowed keys of the object schema at `path`, for "unknown field" messages. */
export function allowedKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] | undefined {
  const def = defOf(schemaAt(schema, path));
  return def?.type === 'object' ? Object.keys(def.shape as object) : undefined;
}

/** "an integer from 1 to 64", "a number >= 0", ... for a number schema; undefined for any other. */
function numberRule(s: unknown): string | undefined {
  const n = s as { _zod?: { def?: Def }; minValue?: number | null; maxValue?: number | null; isInt?: boolean };
  if (n._zod?.def?.type !== 'number') return undefined;
  const what = n.isInt ? 'an integer' : 'a number';
  // Safe-integer bounds are what .int() adds, not limits the config chose.
  const min = n.minValue != null && Number.isFinite(n.minValue) && Math.abs(n.minValue) !== Number.MAX_SAFE_INTEGER ? n.minValue : undefined;
  const max = n.maxValue != null && Number.isFinite(n.maxValue) && Math.abs(n.maxValue) !== Number.MAX_SAFE_INTEGER ? n.maxValue : undefined;
  if (min !== undefined && max !== undefined) return `${what} from ${min} to ${max}`;
  if (min !== undefined) return `${what} >= ${min}`;
  if (max !== undefined) return `${what} <= ${max}`;
  return what;
}

/** The issue as "path: what is wrong; what is allowed", without the file. */
export function configIssueLine(schema: z.ZodType, issue: z.core.$ZodIssue): string {
  const where = formatPath(issue.path);
  if (issue.code === 'unrecognized_keys') {
    const allowed = allowedKeysAt(schema, issue.path);
    return `${where === '(top level)' ? '' : where + ': '}unknown field ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}${allowed ? `; allowed: ${allowed.join(', ')}` : ''}`;
  }
  if (issue.code === 'invalid_type' || issue.code === 'too_small' || issue.code === 'too_big') {
    let rule = numberRule(schemaAt(schema, issue.path));
    // Past the safe-integer bound .int() adds: say where the range ends rather than only where it starts.
    if (rule && issue.code === 'too_big' && !/ to |<=/.test(rule)) rule += ` and <= ${String(issue.maximum)}`;
    if (rule && issue.code === 'too_small' && !/ from |>=/.test(rule)) rule += ` and >= ${String(issue.minimum)}`;
    if (rule) return `${where}: must be ${rule}${'input' in issue && issue.input !== undefined ? `, got ${JSON.stringify(issue.input)}` : ''}`;
  }
  return formatZodIssue(issue);
}

/** A section parsed from CLI flags: the value, or a ConfigError of one line naming `where` and what is allowed. */
export function parseConfig<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const r = schema.safeParse(value, { reportInput: true });
  if (r.success) return r.data;
  throw new ConfigError(`${where}: ${configIssueLine(schema, r.error.issues[0] as z.core.$ZodIssue)}`);
}
