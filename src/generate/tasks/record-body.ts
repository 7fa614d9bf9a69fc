// A record's fields passed as one object ("body" of Microsoft Graph's update-calendar-event: the whole event resource,
// 60 properties, read-only ones included): a person names the two or three they want set, never the resource. The
// object-wide faker drew read-only ids, change keys, extended-property bags and {} at random, and the request read
// "with body Sprint planning: launch checklist: 1 attachments ...; change key 'bedad7d544e64abb'".
import { inferType } from '../../world/field.js';
import { joinList, keyWords } from '../../util/english.js';
import type { Rng } from '../../util/random.js';
import type { SemanticType } from '../../records/index.js';
import { CORE, isRecordBody, propsOf, readOnly, SERVER_MADE, settable, settableKeys, typeOf, unwrap } from '../../world/record-body.js';
import type { Said, SayContext } from '../language/said.js';
import { orderDateRanges } from '../language/date-range.js';
import { WRAPPER } from '../language/said-compound.js';

type Schema = Record<string, unknown>;

/** Says one field: `say(key, schema, type)` is the planner's own saying of an argument. */
export type SayField = (key: string, schema: Schema, type: SemanticType) => Said | undefined;

/** The fields a request sets in a record body: its required ones and one to three a person would name (the core ones
 * mostly), each said as an argument of its own and joined; undefined when none can be set. */
export function sayRecordBody(key: string, schema: Schema, ctx: SayContext, say: SayField): Said | undefined {
  const props = propsOf(schema);
  // A wrapper around one record (Graph's reply body {Message: {...60 fields}, Comment}) is that record's fields.
  const wrapped = Object.entries(props).find(([, x]) => isRecordBody(unwrap(x)));
  if (wrapped && Object.keys(props).every((k) => k === wrapped[0] || settable(k, props[k] as Schema))) {
    const inner = sayRecordBody(wrapped[0], unwrap(wrapped[1]), ctx, say);
    return inner ? { ...inner, key, value: { [wrapped[0]]: inner.value } } : undefined;
  }
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const open = settableKeys(schema).filter((k) => !required.has(k));
  const core = open.filter((k) => CORE.test(k));
  const rng: Rng = ctx.rng;
  const pool = core.length > 0 && rng.next() < 0.8 ? core : open;
  const chosen = [...required].filter((k) => props[k] !== undefined);
  for (const k of rng.shuffle(pool)) if (chosen.length < required.size + rng.int(1, Math.min(3, pool.length)) && !chosen.includes(k)) chosen.push(k);
  const parts: Said[] = [];
  // Where each part goes: a field of the body, or a field of a small record in it.
  const at = new Map<Said, [string, string?]>();
  for (const k of chosen) {
    const s = unwrap(props[k] as Schema);
    if (typeOf(s) === 'object' && !Array.isArray(s.enum)) {
      // A small record (an event's end) is its fields, said as the field's: "end date time", "end time zone".
      for (const [ik, ischema] of Object.entries(propsOf(s))) {
        if (SERVER_MADE.test(ik) || readOnly(unwrap(ischema))) continue;
        // "due date time" and its dateTime is the due date time, its timeZone the due time zone: never "due date time
        // date time" (Graph's todo tasks asked to "move the due date time date time to Tuesday").
        const [kw, iw] = [keyWords(k).toLowerCase(), keyWords(ik).toLowerCase()];
        const named = kw.endsWith(iw) ? k : `${kw.replace(/\s*\b(date ?time|date|time)$/, '').replace(/\s+/g, '_')}_${ik}`;
        const said = say(named, unwrap(ischema), inferType(named, unwrap(ischema)));
        if (!said) continue;
        parts.push(said);
        at.set(said, [k, ik]);
      }
      continue;
    }
    const said = say(k, s, inferType(k, s));
    if (!said) continue;
    parts.push(said);
    at.set(said, [k]);
  }
  if (parts.length === 0) return undefined;
  // A start and an end (or a due moment) said apart are put in order, as the request's own dates are.
  const places = parts.map((p) => at.get(p) as [string, string?]);
  orderDateRanges(parts, ctx);
  const value: Record<string, unknown> = {};
  parts.forEach((p, i) => {
    const [k, ik] = places[i] as [string, string?];
    if (ik === undefined) value[k] = p.value;
    else value[k] = { ...((value[k] as Record<string, unknown> | undefined) ?? {}), [ik]: p.value };
  });
  const words = keyWords(key).toLowerCase();
  // Each field as it is said on its own ("about 'Onboarding standup'", "due on 4 December"), never "with body ...".
  const text = joinList(parts.map((p) => p.text.replace(/^and /, '')));
  const reply = joinList(parts.map((p) => p.text.replace(/^(with|as) /, '')));
  return {
    key,
    value,
    slot: 'mod',
    text,
    reply: `${reply.charAt(0).toUpperCase()}${reply.slice(1)}.`,
    // A wrapper's fields are asked for by their own names ("What user id type and page token should I use?").
    question: words === 'body' ? 'What should the new values be?' : WRAPPER.test(words) ? `What ${joinList(parts.map((p) => keyWords(p.key).toLowerCase()))} should I use?` : `What should the ${words} be?`,
    change: joinList(parts.map((p) => p.change ?? `set ${p.text}`)),
  };
}
