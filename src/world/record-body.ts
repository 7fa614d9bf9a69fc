// A record's fields passed as one object: Microsoft Graph's update-calendar-event takes the whole event resource as
// "body" (60 properties, read-only ones included). The world keeps the fields a person sets as the record's own (the
// answer reads "display name is now onboarding", not "body now has display name"), and requests name a few of them.
import { propertiesOf, type Schema } from './field.js';
import { resolved } from './schema-resolve.js';

/** An object input this wide is a record's fields, not a value of its own. */
const WIDE = 5;
/** How many of a body's fields a record keeps: what a person sets first, then the rest, as far as a result stays short. */
const KEPT = 8;
// Fields a person never sets: what the server stamps, ids and links it makes, and the bags extensions live in.
export const SERVER_MADE = /^@|odata|^(id|uuid|etag|e_?tag|changeKey|iCalUId|webLink|webUrl|url|href|self|createdDateTime|lastModifiedDateTime|createdBy|lastModifiedBy|created_?at|updated_?at)$|(Ids?|_ids?|Url|_url)$|extendedProperties|^extensions$|^(instances|exceptionOccurrences|cancelledOccurrences|attachments)$/i;
/** What a person sets first: what it is called, says, when it is, how it stands. */
export const CORE = /^(subject|title|name|displayName|content|body|description|summary|importance|priority|status|showAs|start|end|startDateTime|dueDateTime|location|categories|percentComplete|note|notes|message|text|label|color|visibility|isReminderOn|reminderMinutesBeforeStart|sensitivity)$/i;

/** The one schema of a nullable union ({anyOf: [{...}, {type: null}]}), with the union's description if it has none.
 * A moment's pattern goes: the date is said as people say dates, and its ISO text keeps the pattern (Graph's
 * createdDateTime pattern made the dates drawn from it fall in 2009). */
export function unwrap(s: Schema): Schema {
  const union = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  let one = s;
  if (Array.isArray(union)) {
    const real = union.filter((x) => x && x.type !== 'null');
    if (real.length !== 1) return s;
    one = real[0] as Schema;
    if (one.description === undefined && s.description !== undefined) one = { ...one, description: s.description };
  }
  if ((one.format === 'date-time' || one.format === 'date') && one.pattern !== undefined) {
    const { pattern: _p, ...rest } = one;
    return rest;
  }
  return one;
}

export const typeOf = (s: Schema) => (Array.isArray(s.type) ? (s.type as unknown[]).find((x) => x !== 'null') : s.type) as string | undefined;
export const propsOf = propertiesOf;
const scalar = (s: Schema) => ['string', 'number', 'integer', 'boolean'].includes(typeOf(s) ?? '') || Array.isArray(s.enum);
export const readOnly = (s: Schema) => s.readOnly === true || /\bread-?only\b/i.test(String(s.description ?? ''));
/** A field the server keeps for itself though it does not say read-only: a count of what the record holds ("Number of
 * checklist items that are present"), or a hint for ordering a list view (Planner's orderHint, assigneePriority). A
 * request set "the assignee priority to Jamal Clarke" and "the active checklist item count to 12". */
const derived = (key: string, s: Schema) => /Hint$|_hint$/i.test(key) || /^(hint used|(the )?(number|count) of\b.*\b(that|which|with)\b)/i.test(String(s.description ?? ''));

/** Whether a field can be set by a person saying it: a scalar, a list of words, or a small record of scalars (an event's
 * end: its dateTime and timeZone). */
export function settable(key: string, raw: Schema): boolean {
  const s = unwrap(raw);
  if (SERVER_MADE.test(key) || readOnly(s) || derived(key, s)) return false;
  if (scalar(s)) return true;
  if (typeOf(s) === 'array') return scalar(unwrap((s.items ?? {}) as Schema)) && typeOf(unwrap((s.items ?? {}) as Schema)) === 'string';
  const inner = Object.entries(propsOf(s)).filter(([k, x]) => !SERVER_MADE.test(k) && !readOnly(unwrap(x)));
  return typeOf(s) === 'object' && inner.length > 0 && inner.length <= 4 && inner.every(([, x]) => scalar(unwrap(x)));
}

/** Names a request's payload goes by: its fields are the call's, however few (Graph's accept-calendar-event takes
 * body {Comment}, and requests read "with body comment '...'"; LaunchDarkly's AIConfigTargetingPatch was answered
 * "ai config targeting patch now has one field"). */
const BODY_NAME = /^(body|request_?body|payload)$|[a-z](Patch|Body|Post)$/i;

/** Whether an object input holds a record's fields: wide enough that no one would give them all, or named a payload. */
export function isRecordBody(schema: Schema, key = ''): boolean {
  // Options say how a call acts, however many: Postman's generateCollection options were stored on every collection
  // and read out ("request name source Fallback, indent character Space").
  if (/^(options|opts|flags)$/i.test(key)) return false;
  const n = Object.keys(propsOf(schema)).length;
  return n >= WIDE || (n > 0 && BODY_NAME.test(key));
}

/** The fields of a body a person may set: a small payload's ids too, since they are what the call is about
 * (copy-mail-message's DestinationId), not ids a server made. */
export function settableKeys(schema: Schema): string[] {
  const props = propsOf(schema);
  const small = Object.keys(props).length < WIDE;
  return Object.keys(props).filter((k) => settable(k, props[k] as Schema) || (small && /Id$/.test(k) && typeOf(unwrap(props[k] as Schema)) === 'string'));
}

/** The name of the input that holds a record's fields, if the tool has one. */
export function bodyParam(inputSchema: Schema): string | undefined {
  const props = propsOf(inputSchema);
  return Object.keys(props).find((k) => isRecordBody(unwrap(props[k] as Schema), k));
}

// The body input of each tool, read once per tool object (the world, the requests and the answers all ask).
const BODIES = new WeakMap<object, string | null>();

/** The name of the tool's input that holds its record's fields, if it has one. */
export function bodyParamOf(tool: { inputSchema: Schema }): string | undefined {
  let k = BODIES.get(tool);
  if (k === undefined) BODIES.set(tool, (k = bodyParam(resolved(tool.inputSchema)) ?? null));
  return k ?? undefined;
}

/** The fields of a body a record keeps, with their schemas: its required ones, then the core ones, then others. */
export function bodyFields(schema: Schema): Array<[string, Schema]> {
  const props = propsOf(schema);
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const keys = settableKeys(schema);
  const rank = (k: string) => (required.has(k) ? 0 : CORE.test(k) ? 1 : 2);
  return keys.sort((a, b) => rank(a) - rank(b)).slice(0, KEPT).map((k) => [k, unwrap(props[k] as Schema)]);
}
