// An outcome as the tool returns it: fitted to the tool's outputSchema when it has one (ajv-checked, refitted until
// valid), else in the shape the entity's fields give (the record, a list with its count, a confirmation with the id).
import { TROUBLE_FLAG, TROUBLE_LIST } from '../util/trouble.js';
import { generateSync } from 'json-schema-faker';
import { compileSchema } from '../schema/ajv.js';
import { type Schema, propertiesOf } from './field.js';
import type { Rec } from './filters.js';
import type { ToolBinding } from './model.js';
import { resultShape, snakePlural } from './result-shapes.js';
import type { Outcome } from './outcome.js';
import { conform, fromSchema } from './schema-values.js';
import type { ValueContext } from './values.js';
import { resolved } from './schema-resolve.js';
import { slugOf } from './generic-names.js';
import { asksForUnits, inUnits } from './unit-views.js';

export interface Shaped {
  text: string;
  isError: boolean;
  structured?: unknown;
}

const TOTAL = /^(total|total_?count|count|total_?results|num_?results|total_?items|result_?count|size)$/i;
const NEXT = /^(next_?cursor|cursor|next_?page_?token|next_?token|continuation_?token|next|start_?cursor|next_?page)$/i;
const MORE = /^(has_?more|more|has_?next_?page|truncated)$/i;
const OK = /^(ok|success|successful|succeeded)$/i;
const DONE = /^(renamed|updated|moved|changed|modified|applied|saved)$/i;
const DELETED = /^(deleted|removed|destroyed|dropped|purged|archived|revoked|cancell?ed|acknowledged)$/i;
// What went wrong, in a result that went well: git_merge answered {"success": true, "conflicts": true, conflictedFiles:
// [...]} and the answer said "Merged". A write or a run that succeeds has none of it.

/** A key a succeeded call's result holds whatever its data drew or left out: ok is true, trouble none. */
const wentWell = (k: string): unknown => (OK.test(k) ? true : TROUBLE_FLAG.test(k) ? false : TROUBLE_LIST.test(k) ? [] : undefined);

/** A succeeded call's own data with no trouble in it: its trouble flags false, its lists of trouble empty. */
function untroubled(data: Rec): Rec {
  for (const [k, v] of Object.entries(data)) {
    if (typeof v === 'boolean' && TROUBLE_FLAG.test(k)) data[k] = false;
    else if (Array.isArray(v) && TROUBLE_LIST.test(k)) data[k] = [];
  }
  return data;
}


function label(entity: Outcome & { kind: 'deleted' }): string {
  const name = entity.record[entity.entity.label];
  return `${entity.entity.entity} ${JSON.stringify(entity.record[entity.entity.idField])}${typeof name === 'string' ? ` ("${name}")` : ''}`;
}

/** An old or new value an update's result names (oldCollection, new_name): the call's own argument for it. */
function changeEcho(key: string, args: Rec): unknown {
  const m = /^(new|old|previous|prev|original)_?(.+)$/i.exec(key);
  if (!m) return undefined;
  const rest = (m[2] as string).toLowerCase();
  const given = Object.entries(args).filter(([, v]) => typeof v === 'string' || typeof v === 'number');
  const named = given.find(([k]) => [rest, `${rest}_name`, `${rest}name`, `${rest}_id`, `${rest}id`].includes(k.toLowerCase()))?.[1];
  return /^new$/i.test(m[1] as string) ? (given.find(([k]) => /^new/i.test(k))?.[1] ?? named) : named;
}

/** The outcome as plain data, in the keys `schema` uses where it names them (else the entity's own shape). */
function dataFor(o: Exclude<Outcome, { kind: 'error' }>, b: ToolBinding, schema: Schema | undefined, args: Rec): Rec {
  // What the schema says is read once per binding (schema is always this binding's outputSchema).
  const view = resultShape(b);
  const props = view.props;
  // A key the outcome does not fill but an argument of the same name does echoes the argument.
  const fill = (base: Rec, value: (key: string) => unknown): Rec => {
    for (const key of props) if (!(key in base)) {
      // null is an answer ("no next page"), not a gap an argument fills: a required next_cursor left out was drawn.
      const own = value(key);
      const v = own === undefined ? args[key] : own;
      if (v !== undefined) base[key] = v;
    }
    return base;
  };
  switch (o.kind) {
    case 'record': {
      // A result's own "success" or "ok" says how the call went, and this call went well, whatever a record drew.
      const record = { ...o.record, ...(o.extra ?? {}) };
      for (const k of Object.keys(record)) if (OK.test(k) && record[k] === false) record[k] = true;
      // A read shows the trouble a record has (a failed run); a write or a run that went well has none.
      const wrote = b.profile.action !== 'get';
      if (wrote) untroubled(record);
      const wrapped = view.wrap !== undefined ? { [view.wrap]: record } : record;
      // An update's result says its change by name: renamed true, oldCollection what the call named, newCollection
      // what it set (rename-collection drew "customers" -> "sessions", renamed false).
      // These are the call's, not the record's: a record drawn with them (its tools' outputSchema made them fields) yields.
      const change = b.profile.action === 'update';
      if (change) for (const k of props) {
        const said = DONE.test(k) ? true : changeEcho(k, args);
        if (said !== undefined) record[k] = said;
      }
      return fill(wrapped, wrote ? wentWell : (k) => (OK.test(k) ? true : undefined));
    }
    case 'list': {
      const field = view.list?.field ?? view.envelope ?? snakePlural(o.entity);
      const base: Rec = { [field]: /^(links|urls)$/.test(field) ? o.page.items.map((r) => linkOf(r, o.entity, args)) : o.page.items };
      if (!schema) return { ...base, total_count: o.page.total, ...(o.page.next ? { next_cursor: o.page.next } : {}), ...(o.query !== undefined ? { query: o.query } : {}) };
      return fill(base, (k) => (TOTAL.test(k) ? o.page.total : NEXT.test(k) ? (o.page.next ?? null) : MORE.test(k) ? o.page.next !== undefined : /^(page|current_?page)$/i.test(k) ? o.page.page : /^(per_?page|page_?size|limit)$/i.test(k) ? o.page.size : /^offset$/i.test(k) ? o.page.offset : /^query$/i.test(k) ? o.query : OK.test(k) ? true : undefined));
    }
    case 'deleted': {
      const id = o.record[o.entity.idField];
      const message = `${label(o)} deleted.`;
      if (!schema) return { deleted: true, [o.entity.idField]: id, ...(o.record[o.entity.label] !== undefined ? { [o.entity.label]: o.record[o.entity.label] } : {}), message };
      // An envelope's payload says what went ({success, data: {id, deleted}}), not a bare {"success": true}.
      return fill({}, (k) => (DELETED.test(k) || OK.test(k) ? true : k === o.entity.idField || /^id$/i.test(k) ? id : /^(message|detail|details|result)$/i.test(k) ? message : /^status$/i.test(k) ? 'deleted' : k === view.envelope ? { [o.entity.idField]: id, deleted: true } : o.record[k]));
    }
    case 'done':
      // What ran echoes what it was given: an output field named like an argument holds that argument.
      // An envelope's payload holds what ran ({success, data: {...}}), not a bare {"success": true}.
      if (!schema) return o.data;
      return fill(view.wrap !== undefined && !(view.wrap in o.data) ? { [view.wrap]: untroubled({ ...o.data }) } : untroubled({ ...o.data }), wentWell);
  }
}

/** A record listed as a link (Firecrawl's map lists a site's URLs): its own URL, else a page of the site the call named. */
function linkOf(r: Rec, entity: ToolBinding['entity'], args: Rec): string {
  const own = Object.values(r).find((v): v is string => typeof v === 'string' && /^https?:\/\//.test(v));
  if (own) return own;
  const site = typeof args.url === 'string' && /^https?:\/\/[^/]+/.exec(args.url)?.[0];
  const head = entity.entity.split(' ').pop() ?? '';
  return `${site || 'https://example.org'}/${slugOf(String(r[entity.label] ?? r[entity.idField]).toLowerCase().replace(new RegExp(`\\s${head}$`), ''))}`;
}

/** Indented when short (compact under 1,200 characters), compact when long. A short indented text is already short
 * compact (indenting only adds), so most results are written once. */
function render(value: unknown, likelyLong = false): string {
  // The text is compact exactly when the compact text is over 1,200 characters: a page of three or more records
  // mostly is, and then the compact text alone decides it (pretty-printing first would be written for nothing).
  if (likelyLong) {
    const compact = JSON.stringify(value);
    return compact.length <= 1200 ? JSON.stringify(value, null, 2) : compact;
  }
  const pretty = JSON.stringify(value, null, 2);
  if (pretty.length <= 1200) return pretty;
  const compact = JSON.stringify(value);
  return compact.length <= 1200 ? pretty : compact;
}

/** The outcome fitted to `schema`: conformed data, refitted past what ajv rejects, json-schema-faker as the last resort. */
function fitted(schema: Schema, data: Rec, ctx: ValueContext): unknown {
  const check = compileSchema(schema);
  let candidate = conform(schema, data, 'result', ctx);
  // A result the world's data did not reach (no key in common with the schema) is drawn whole rather than left empty.
  if (candidate && typeof candidate === 'object' && !Array.isArray(candidate) && Object.keys(candidate).length === 0 && Object.keys(propertiesOf(resolved(schema))).length > 0) candidate = fromSchema(schema, 'result', ctx, { optional: 1 });
  if (!check || check.fn(candidate)) return candidate;
  for (let attempt = 0; attempt < 2; attempt++) {
    const bad = new Set((check.fn.errors ?? []).map((e) => e.instancePath.split('/')[1] ?? '').filter(Boolean));
    const kept = Object.fromEntries(Object.entries(data).filter(([k]) => !bad.has(k)));
    candidate = conform(schema, attempt === 0 ? kept : {}, 'result', ctx);
    if (check.fn(candidate)) return candidate;
  }
  try {
    return generateSync(schema as never, { seed: ctx.faker.number.int({ min: 1, max: 2 ** 31 }), alwaysFakeOptionals: false, failOnInvalidTypes: false, validateSchemaVersion: false } as never);
  } catch {
    return candidate;
  }
}

export function shape(o: Outcome, b: ToolBinding, ctx: ValueContext, args: Rec = {}): Shaped {
  if (o.kind === 'error') return { text: o.message, isError: true };
  const schema = b.tool.outputSchema;
  const read = dataFor(o, b, schema, args);
  // Without a schema to say its keys, a record is read out in the units the call asks for (unit-views.ts).
  const data = !schema && asksForUnits(args) ? inUnits(read, args) : read;
  const long = o.kind === 'list' && o.page.items.length >= 3;
  if (!schema) return { text: render(data, long), isError: false };
  const structured = fitted(schema, data, ctx);
  return { text: render(structured, long), isError: false, structured };
}
