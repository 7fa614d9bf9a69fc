// Details people give in their own words rather than as the value a tool takes: a date from today ("next Friday"),
// a count or a span of time in words ("the last five", "half an hour"), an enum value a phrase names ("urgent"), a
// yes/no a phrase carries ("including archived ones"), "me" for the user's own handle. The task builders add such a
// detail where a tool takes one, so the model learns to turn wording into values.
import type { CatalogTool, SemanticType } from '../../records/index.js';
import type { Rng } from '../../util/random.js';
import type { SpeechProfile } from '../../catalog/speech-profile.js';
import { compileSchema } from '../../schema/ajv.js';
import { booleanPhrases, enumSynonyms } from '../language/enum-phrases.js';
import { isQuantKey, sayDateArgument, sayValue, type Said } from '../language/said.js';
import { durationUnit } from '../language/numbers.js';
import { CITIES, LANGUAGES } from '../language/banks.js';

type Schema = Record<string, unknown>;

/** Switches nobody asks for unprompted ("exclude response", "include headers"). */
export const PLUMBING = /headers?|response|raw|metadata|debug|verbose|uat|ignore_?robots|json/i;
const PAGING = /^(cursor|page_?token|next_?token|offset|skip|page|after|before|start_?cursor)$/i;
/** Words a confirmation gate reads as a refusal: a detail given with a yes must not carry them. */
const REFUSAL = /\b(no|don'?t|do not|stop|cancel|wait|hold on)\b/i;

function props(tool: CatalogTool): Record<string, Schema> {
  return (tool.inputSchema.properties ?? {}) as Record<string, Schema>;
}

function typeOf(schema: Schema): unknown {
  return Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
}

/**
 * Is this an argument people say in their own words rather than as its value: a date said relative to today, a
 * count or a span of time in words, an enum value a phrase table names, a yes/no a phrase carries, "me"?
 */
export function saidInOwnWords(key: string, schema: Schema, type: SemanticType, profile: SpeechProfile, me: boolean): boolean {
  const t = typeOf(schema);
  if ((type === 'date' || type === 'datetime' || schema.format === 'date' || schema.format === 'date-time') && t === 'string' && !schema.pattern && !schema.enum) return true;
  if (Array.isArray(schema.enum)) {
    const k = key.toLowerCase();
    if (/country|region|market/.test(k) && schema.enum.some((v) => CITIES.some(([, , code]) => code.toLowerCase() === String(v).toLowerCase()))) return true;
    if (/lang|locale/.test(k) && schema.enum.some((v) => LANGUAGES.some(([, code]) => code === String(v).toLowerCase()))) return true;
    return schema.enum.some((v) => enumSynonyms(key, String(v)).some((p) => !p.toLowerCase().includes(String(v).toLowerCase().replace(/[_-]+/g, ' '))));
  }
  if (t === 'boolean') return booleanPhrases(key, true) !== undefined;
  if (t === 'integer' || t === 'number') {
    if (durationUnit(key)) return true;
    if (isQuantKey(key) && ['list', 'search', 'get'].includes(profile.action)) return true;
    return /(^|_)(head|tail|minutes?|hours?|days?)$|Minutes$|Hours$|Days$/i.test(key);
  }
  if (/time_?zone|(^|_)tz$/i.test(key) && t === 'string' && !schema.enum) return true;
  return me && /assignee|owner|reporter|author|creator|created_?by/i.test(key) && !/ids?$|_id$/i.test(key);
}

/**
 * A count the tool's result reports under the same name ("count": the total hits): asking for five and reading a
 * total of seven looks like a contradiction to the validator, so such a key is not added as a detail.
 */
export function echoedCount(tool: CatalogTool, key: string): boolean {
  const out = (tool.outputSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return Boolean(out && key in out && isQuantKey(key));
}

/** Does a request on this tool have a detail to say in the user's own words (a date, a count, "urgent", "me")? */
export function takesOwnWords(tool: CatalogTool, profile: SpeechProfile): boolean {
  return Object.entries(props(tool)).some(([k, s]) => !PAGING.test(k) && s?.deprecated !== true && saidInOwnWords(k, s ?? {}, profile.params[k] ?? 'other', profile, true));
}

export interface DetailContext {
  rng: Rng;
  ref: string;
  profile: SpeechProfile;
}

/**
 * One detail a call on `tool` does not give yet, with a value and the words for it: "including the comments",
 * "from the past week", "due next Friday". Undefined when the tool takes none, or none fits its schema.
 */
export function extraDetail(tool: CatalogTool, args: Record<string, unknown>, ctx: DetailContext): Said | undefined {
  const { rng, profile } = ctx;
  const sctx = { rng, ref: ctx.ref, action: profile.action, entity: profile.entity, verb: profile.verb };
  const validate = compileSchema(tool.inputSchema);
  const keys = Object.entries(props(tool)).filter(([k, s]) => !(k in args) && !PAGING.test(k) && !PLUMBING.test(k) && !echoedCount(tool, k) && s?.deprecated !== true && saidInOwnWords(k, s ?? {}, profile.params[k] ?? 'other', profile, false));
  for (const [key, schema] of rng.shuffle(keys)) {
    const type = profile.params[key] ?? 'other';
    const t = typeOf(schema);
    const said =
      (type === 'date' || type === 'datetime' || schema.format === 'date' || schema.format === 'date-time') && !Array.isArray(schema.enum)
        ? sayDateArgument(key, schema.format === 'date' || type === 'date' ? 'date' : 'datetime', sctx, String(schema.description ?? ''))
        : t === 'boolean'
          ? sayValue(key, booleanPhrases(key, false) && rng.next() < 0.3 ? false : true, 'boolean', sctx)
          : Array.isArray(schema.enum)
            ? sayValue(key, rng.pick(schema.enum), 'enum', sctx, schema.enum)
            : t === 'integer' || t === 'number'
              ? sayValue(key, countFor(key, schema, rng), 'count', sctx)
              : undefined;
    if (!said || REFUSAL.test(said.text)) continue;
    if (!validate || validate.fn({ ...args, [key]: said.value })) return said;
  }
  return undefined;
}

/** A count people ask for: a handful of items, a round span of time. */
function countFor(key: string, schema: Schema, rng: Rng): number {
  const unit = durationUnit(key);
  const n = unit === 'ms' ? rng.pick([5000, 10000, 30000, 60000]) : unit === 's' ? rng.pick([10, 30, 60, 300]) : /minute/i.test(key) ? rng.pick([15, 30, 60]) : /hour/i.test(key) ? rng.pick([1, 2, 24]) : /day/i.test(key) ? rng.pick([1, 7, 30]) : rng.pick([3, 5, 10]);
  const lo = typeof schema.minimum === 'number' ? schema.minimum : -Infinity;
  const hi = typeof schema.maximum === 'number' ? schema.maximum : Infinity;
  return Math.min(hi, Math.max(lo, n));
}
