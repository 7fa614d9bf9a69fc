// A planned call whose record the user names rather than identifies: the plan names the record a lookup finds, the
// user's words for it become its name, and the task's calls become the lookup, then the call with the id it returned.
import type { CatalogTool, ExpectedCall } from '../../records/index.js';
import { sayRecord } from '../language/record-names.js';
import { asDetail, sayValue } from '../language/said.js';
import type { BuildContext } from './build-context.js';
import type { PlannedCall } from './call-plan.js';
import { findLookup, findRefLookup, lookupLink, type Lookup } from './lookup.js';

export interface NamedPlan {
  planned: PlannedCall;
  /** The calls in order: the lookup first where there is one. */
  calls: ExpectedCall[];
  lookup?: Lookup;
  /** The tools the calls use, for the toolset. */
  tools: CatalogTool[];
  /** What the rubric says about the calls. */
  rubric: string[];
}

/** How often a record that can be looked up is named rather than given by id: ids said outright are the exception. */
const NAMED_ODDS = 0.85;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const QUERY = /^(query|q|search|search_?query|keyword|keywords|term|text|name_?contains|title_?contains)$/i;

/** The plain plan, one call. */
function plain(planned: PlannedCall): NamedPlan {
  return { planned, calls: [planned.call], tools: [planned.tool], rubric: [`calls ${planned.tool.name} once`] };
}

/**
 * Name the record a call on `tool` acts on and look it up first, or plan it as it is when the world has no name or
 * no lookup for it. `avoid` is an id the record must not have.
 */
export function planNamed(ctx: BuildContext, tool: CatalogTool, options: { optional?: 'none' | 'some' | 'all'; odds?: number; avoid?: unknown; refs?: boolean } = {}): NamedPlan {
  const named = ctx.rng.next() < (options.odds ?? NAMED_ODDS);
  const lookup = named ? findLookup(ctx, tool, options.avoid) : undefined;
  const planned = ctx.plan(tool, options.optional ?? 'some', lookup?.record);
  if (!lookup) return (named && options.refs ? namedRef(ctx, planned) : undefined) ?? plain(planned);
  return nameRecord(ctx, planned, lookup) ?? plain(planned);
}

/** The plan with the other record its call names (the device an app runs on) named and looked up, if it can be. */
function namedRef(ctx: BuildContext, planned: PlannedCall): NamedPlan | undefined {
  const target = planned.said.find((s) => s.slot === 'target');
  const lookup = target ? findRefLookup(ctx, planned.tool, target.key, target.value) : undefined;
  return target && lookup ? nameRecord(ctx, planned, lookup, { key: target.key, idKey: lookup.idKey, entity: lookup.entity }) : undefined;
}

/** The plan with its record named and found by `lookup`; undefined when the call does not name that record. `ref`
 * names another entity's record instead (the input holding its id, its id field and what it is). */
export function nameRecord(ctx: BuildContext, planned: PlannedCall, lookup: Lookup, ref?: { key: string; idKey: string; entity: string }): NamedPlan | undefined {
  const b = ctx.model.binding(planned.tool);
  const key = ref?.key ?? b?.idParam;
  const at = planned.said.findIndex((s) => s.key === key);
  const said = planned.said[at];
  const id = lookup.record[ref?.idKey ?? b?.idKey ?? ''];
  if (!b || !key || !said || id === undefined) return undefined;
  const many = Array.isArray(said.value);
  if (!(many ? (said.value as unknown[]).length === 1 && String((said.value as unknown[])[0]) === String(id) : String(said.value) === String(id))) return undefined;
  // Whatever else the lookup is given (the folder it searches in) the user says too: the call's own value where it
  // takes the same input (it must agree), else as a detail of the request ("in mail folder 5098206").
  const args = planned.call.arguments;
  const extra = Object.keys(lookup.call.arguments).filter((k) => !QUERY.test(k) && !(k in args));
  if (Object.keys(lookup.call.arguments).some((k) => !QUERY.test(k) && k in args && !same(args[k], lookup.call.arguments[k]))) return undefined;
  // The record named is the one thing the request is about; anything else it named becomes a detail of it.
  const said2 = planned.said.map((s) => (s.slot === 'target' ? asDetail(s, true) : s));
  said2[at] = sayRecord(key, said.value, lookup.label, ref?.entity ?? planned.profile.entity, ref ? 'use' : planned.profile.verb, ctx.rng);
  const sctx = { rng: ctx.rng, ref: ctx.ref, action: planned.profile.action, entity: planned.profile.entity, verb: planned.profile.verb };
  for (const k of extra) {
    said2.push(asDetail(sayValue(k, lookup.call.arguments[k], 'id', sctx), true));
  }
  const next: PlannedCall = { ...planned, said: said2 };
  const entity = ref?.entity ?? planned.profile.entity;
  return {
    planned: next,
    calls: [lookup.call, { ...planned.call, links: [lookupLink(lookup, key, many)] }],
    lookup,
    tools: [planned.tool, lookup.tool],
    rubric: [`finds the ${entity} '${lookup.label}' with ${lookup.tool.name} first, since the user named it rather than giving its id`, `then calls ${planned.tool.name} with the id that lookup returned, not a guessed one`],
  };
}
