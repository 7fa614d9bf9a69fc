// A record named the way people name it: where the world knows a record by its title and the call takes its id, the
// user says "the ticket about the payment retries" and the task looks it up first (a search by those words, or a
// list), then acts on the id the lookup returned. Ids said literally stay for records nobody can look up.
import type { ArgumentLink, CatalogTool, ExpectedCall } from '../../records/index.js';
import { hasFlag } from '../../records/index.js';
import { labelMirrorsId } from '../../world/store-fields.js';
import { compileSchema } from '../../schema/ajv.js';
import type { Rec } from '../../world/filters.js';
import type { ToolBinding } from '../../world/model.js';
import { World } from '../../world/world.js';
import { parsedResult } from '../../world/chains.js';
import type { BuildContext } from './build-context.js';

export interface Lookup {
  /** The search or list that finds the record, as the executor's world answers it (it is the task's first call). */
  call: ExpectedCall;
  tool: CatalogTool;
  /** The record found, its name, and where its id sits in the lookup's result. */
  record: Rec;
  label: string;
  path: string;
}

const QUERY = /^(query|q|search|search_?query|keyword|keywords|term|text|name_?contains|title_?contains)$/i;
const PAGING = /^(limit|per_?page|page_?size|max_?results|top|page|offset|cursor)$/i;

function props(tool: CatalogTool): Record<string, Record<string, unknown>> {
  return (tool.inputSchema.properties ?? {}) as Record<string, Record<string, unknown>>;
}

function required(tool: CatalogTool): string[] {
  return Array.isArray(tool.inputSchema.required) ? (tool.inputSchema.required as string[]) : [];
}

/** A name a person would say: a few words of text, not an id, a path, a sentence or a date. */
export function sayableName(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  const words = v.trim().split(/\s+/);
  // A host-like name ("build-us-04", "orders-db") is how people name servers and volumes; an opaque token is not.
  const slug = /^[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(v);
  return v.length >= 3 && v.length <= 60 && words.length <= 8 && /[a-z]/i.test(v) && (slug || !/^[\w-]*\d[\w-]*$/.test(v)) && !/[/\\@{}[\]<>]|^\d{4}-\d{2}/.test(v) && !/[.!?]$/.test(v);
}

/** The words a search for a record is made of: two words of its name, as a person would type them. */
export function queryWords(label: string): string {
  const words = label.split(/\s+/).filter((w) => w.replace(/[^\p{L}\p{N}]/gu, '').length >= 3 && !/^(the|and|for|with|from|when|after)$/i.test(w));
  return (words.slice(0, 2).join(' ') || label).replace(/[,;:]+$/, '');
}

/** Tools of a server that find an entity's records: searches by words first, then plain lists. */
function finders(ctx: BuildContext, server: string, entityKey: string): Array<{ tool: CatalogTool; query?: string }> {
  const out: Array<{ tool: CatalogTool; query?: string }> = [];
  for (const t of ctx.byServer.get(server) ?? []) {
    const fb = ctx.model.binding(t);
    if (!fb || fb.entity.key !== entityKey || !['search', 'list'].includes(fb.profile.action) || hasFlag(t, 'destructive')) continue;
    const query = Object.keys(props(t)).find((k) => QUERY.test(k));
    // Every input it requires must be one the user's words fill: the search words, or a scope the record has.
    if (!required(t).every((k) => k === query || fb.scope.includes(k) || PAGING.test(k))) continue;
    out.push({ tool: t, ...(query ? { query } : {}) });
  }
  return out.sort((x, y) => Number(Boolean(y.query)) - Number(Boolean(x.query)));
}

/** Where `target` sits in a result, any item of a list included: "tickets[2].id". The record's own key anywhere wins over
 * another field that merely holds the same value: a page's `total_count` of 5 is not virtual machine 5. */
export function pathOf(value: unknown, target: unknown, key: string): string | undefined {
  return findPath(value, target, (k) => k === key, 0) ?? findPath(value, target, () => true, 0);
}

function findPath(value: unknown, target: unknown, keyFits: (k: string) => boolean, depth: number): string | undefined {
  if (depth > 4 || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const inner = findPath(item, target, keyFits, depth + 1);
      if (inner !== undefined) return `[${i}]${inner.startsWith('[') ? '' : '.'}${inner}`;
    }
    return undefined;
  }
  const entries = Object.entries(value as Rec);
  const direct = entries.find(([k, v]) => keyFits(k) && (typeof v === 'string' || typeof v === 'number') && String(v) === String(target));
  if (direct) return direct[0];
  for (const [k, v] of entries) {
    const inner = findPath(v, target, keyFits, depth + 1);
    if (inner !== undefined) return inner.startsWith('[') ? `${k}${inner}` : `${k}.${inner}`;
  }
  return undefined;
}

/**
 * How to find the record a call on `tool` would name, when the user names it instead of giving its id: the lookup
 * call played on a fresh copy of the task's world, and the record it shows. `avoid` keeps another record out (a
 * correction names a different one), and `like` holds the fields the record must share with the one first named (the
 * project it lives in). Undefined when the record has no name to say or nothing can look it up.
 */
export function findLookup(ctx: BuildContext, tool: CatalogTool, avoid?: unknown, like: Rec = {}): Lookup | undefined {
  const b = ctx.model.binding(tool);
  if (!b?.idParam || (tool.source as { workspace?: unknown }).workspace) return undefined;
  // A record whose id is its name (a domain, a MongoDB collection) is named by its id: there is nothing to look up.
  if (labelMirrorsId(b.entity, ctx.model.memo)) return undefined;
  const store = ctx.world().store(b);
  const alike = (r: Rec) => Object.entries(like).every(([k, v]) => JSON.stringify(r[k]) === JSON.stringify(v));
  const named = store.records.filter((r) => sayableName(r[b.entity.label]) && r[b.idKey] !== undefined && r[b.idKey] !== avoid && alike(r));
  // Two records of one name cannot be told apart by it.
  const unique = named.filter((r) => named.filter((x) => String(x[b.entity.label]).toLowerCase() === String(r[b.entity.label]).toLowerCase()).length === 1);
  for (const finder of finders(ctx, tool.serverId, b.entity.key)) {
    const fb = ctx.model.binding(finder.tool) as ToolBinding;
    const scoped = required(finder.tool).some((k) => fb.scope.includes(k));
    // A plain list shows one page: the record named is one of those the user would see there.
    const page = !finder.query && !scoped ? played(ctx, finder.tool, {}) : undefined;
    const pool = page && !page.isError ? unique.filter((r) => pathOf(parsedResult(page), r[b.idKey], b.idKey) !== undefined) : unique;
    for (const record of ctx.rng.shuffle(pool).slice(0, 3)) {
      const found = lookupBy(ctx, finder, record, b.entity.label, b.idKey, page);
      if (found) return found;
    }
  }
  return undefined;
}

/** The finder's call on a fresh copy of the task's world, if its schema takes the arguments. */
function played(ctx: BuildContext, tool: CatalogTool, args: Rec) {
  const validate = compileSchema(tool.inputSchema);
  return validate && !validate.fn(args) ? undefined : new World(ctx.model, ctx.seed, ctx.ref).call(tool, args);
}

/** The lookup of `record` by `finder`: by two words of its name where it searches, in the scope the record has, and
 * where its id sits in what comes back. */
function lookupBy(ctx: BuildContext, finder: { tool: CatalogTool; query?: string }, record: Rec, labelKey: string, idKey: string, page?: ReturnType<typeof played>): Lookup | undefined {
  const fb = ctx.model.binding(finder.tool) as ToolBinding;
  const label = String(record[labelKey]);
  const args: Rec = {};
  if (finder.query) args[finder.query] = queryWords(label);
  for (const k of required(finder.tool)) if (fb.scope.includes(k) && record[k] !== undefined) args[k] = record[k];
  const result = page && Object.keys(args).length === 0 ? page : played(ctx, finder.tool, args);
  if (!result || result.isError) return undefined;
  const path = pathOf(parsedResult(result), record[idKey], idKey);
  return path === undefined ? undefined : { call: { toolId: finder.tool.id, arguments: args }, tool: finder.tool, record, label, path };
}

/**
 * How to find the record another entity's id input names (the device an app runs on, the base a record is in), when the
 * user names it: the assistant had asked "Which device do you mean? Do you have its ID?" in 86 of 892 records of a
 * real-catalog run, 60 of them on a server that lists those devices by name. Undefined when it has no name to say.
 */
export function findRefLookup(ctx: BuildContext, tool: CatalogTool, key: string, id: unknown): (Lookup & { entity: string; idKey: string }) | undefined {
  const refKey = ctx.model.binding(tool)?.entity.refs[key];
  if (!refKey || id === undefined || id === null || typeof id === 'object') return undefined;
  for (const finder of finders(ctx, tool.serverId, refKey)) {
    const fb = ctx.model.binding(finder.tool) as ToolBinding;
    if (labelMirrorsId(fb.entity, ctx.model.memo)) return undefined;
    const store = ctx.world().store(fb);
    const record = store.get(id);
    const label = record?.[fb.entity.label];
    if (!record || !sayableName(label) || store.records.filter((r) => String(r[fb.entity.label]).toLowerCase() === label.toLowerCase()).length !== 1) return undefined;
    const found = lookupBy(ctx, finder, record, fb.entity.label, fb.entity.idField);
    if (found) return { ...found, entity: fb.entity.entity, idKey: fb.entity.idField };
  }
  return undefined;
}

/** The link that fills the target call's id from the lookup's result. */
export function lookupLink(lookup: Lookup, arg: string, many: boolean): ArgumentLink {
  return { arg, fromCall: 0, path: lookup.path, ...(many ? { asArray: true } : {}) };
}
