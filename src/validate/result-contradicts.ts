// Results that contradict their calls: a result field named like an argument but holding another value, an update
// whose returned record lacks the new values, a failed action (isError, deleted:false, success:false) that the final
// answer reports as done. Such a record teaches a model to trust results it should not, or to report what did not happen.
import type { CallRecord, CatalogTool, Trajectory } from '../records/index.js';
import { profileOf } from '../world/profile-of.js';
import { resolved } from '../world/schema-resolve.js';
import { flatArgs, flatTool } from '../world/envelope.js';
import { COPY_VERB, SOURCE_PARAM } from '../world/copies.js';
import type { Finding, Validator, ValidatorDef } from './validator.js';

type Rec = Record<string, unknown>;

/** Arguments that steer a call rather than name a value the result should echo. */
const STEERING = /^(limit|page|per_?page|page_?size|cursor|offset|sort|order|direction|fields|format|full_?response|verbose|include_?\w+|exclude_?\w+|timeout|dry_?run|force|recursive|depth)$/i;
const FAILED_FLAG = /^(deleted|success|successful|ok|succeeded|removed|updated|created|sent|applied)$/i;
const FAILED_STATUS = /^(failed|failure|error|errored|rejected|not_found|denied)$/i;
const FAILURE_WORDS = /\b(fail\w*|error\w*|could ?n[o']t|cannot|can't|unable|not found|did ?n[o']t|was ?n[o']t|were ?n[o']t|no longer|nothing (was|has been) (changed|deleted)|unsuccessful|refused|blocked|not (been )?(deleted|removed|updated|created|sent|done))\b/i;
const DONE_WORDS = /\b(done|deleted|removed|updated|created|sent|finished|completed|succeeded|successfully|has been|have been|is gone|returned)\b/i;

function parsed(call: CallRecord, text: string | undefined): unknown {
  if (call.structuredContent !== undefined) return call.structuredContent;
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isRec = (v: unknown): v is Rec => !!v && typeof v === 'object' && !Array.isArray(v);
const scalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

function same(a: unknown, b: unknown): boolean {
  if (scalar(a) && scalar(b)) return String(a).trim().toLowerCase() === String(b).trim().toLowerCase();
  if (Array.isArray(a) && Array.isArray(b) && [...a, ...b].every(scalar)) return new Set(a.map(String)).size === new Set(b.map(String)).size && a.every((x) => b.map(String).includes(String(x)));
  return true; // shapes differ (an id list against objects): no verdict
}

/** The record a result describes: itself, or the one object under its single key. */
function recordOf(result: unknown): Rec | undefined {
  if (!isRec(result)) return undefined;
  const keys = Object.keys(result);
  if (keys.length === 1 && isRec(result[keys[0] as string])) return result[keys[0] as string] as Rec;
  // {"content": "Successfully wrote to notes.txt"} is the tool's text in a wrapper (the filesystem server's structured
  // result), not a record whose content contradicts the file's.
  if (keys.length === 1 && typeof result[keys[0] as string] === 'string') return undefined;
  return result;
}

/** Why a successful result contradicts its call's arguments, if it does. */
function contradiction(call: CallRecord, index: number, result: unknown, wrapped: CatalogTool | undefined): Finding | undefined {
  const record = recordOf(result);
  if (!record) return undefined;
  // A tool that wraps its arguments (LaunchDarkly's request) is read by the fields inside: its get named one flag and
  // returned another, and nothing at the top of its arguments said so.
  const tool = wrapped && flatTool(wrapped);
  const given = wrapped ? flatArgs(wrapped, call.arguments) : call.arguments;
  // A create's or an update's "format" is a value it sets (an image's encoding), not the shape of the answer it asks for.
  const profile = tool && profileOf(tool);
  const writes = profile !== undefined && ['create', 'update'].includes(profile.action);
  // A copy is a new record: the id it was made from is not its own (Trello's copy_card, Graph's copy-drive-item).
  const source = (k: string) => profile?.action === 'create' && COPY_VERB.test(profile.verb ?? '') && (k === profile.idParam || SOURCE_PARAM.test(k) || (profile.params[k] === 'id' && /(id|Id|ID)$/.test(k) && k in record && !/(folder|parent|dest|destination|target|list|board|card|workspace)/i.test(k)));
  const args = Object.entries(given).filter(([k, v]) => (!STEERING.test(k) || (writes && /^format$/i.test(k))) && (scalar(v) || Array.isArray(v)) && !source(k));
  for (const [k, v] of args) {
    if (k in record && (scalar(record[k]) || Array.isArray(record[k])) && !same(record[k], v)) {
      return { code: 'semantic.result_contradicts', message: `${call.name} was called with ${k} ${JSON.stringify(v)} and its result says ${k} ${JSON.stringify(record[k])}`, path: `calls[${index}].arguments.${k}` };
    }
  }
  if (tool && profile?.action === 'update') {
    const idParam = profile.idParam;
    // Inputs that steer the call (confirm, dry_run, outputFormat), say where the record is (project_identifier) or that
    // the server stamps itself (created_at) are not fields it sets.
    const changed = args.filter(([k, v]) => k !== idParam && scalar(v) && !/^(confirm(ed)?|force|dry_?run|(output|response)_?format|\w+_identifier|\w+Identifier|created_?at|updated_?at|modified_?at)$/i.test(k));
    // A slim confirmation names none of the fields: no verdict. A record that shows some must show them all.
    // A field the tool's outputSchema has no place for cannot be lost: rename-collection returns database, old and new
    // names, never the connectionId it was scoped by.
    const room = tool.outputSchema && typeof tool.outputSchema.properties === 'object' ? (tool.outputSchema.properties as Rec) : undefined;
    if (changed.some(([k]) => k in record)) {
      const lost = changed.find(([k]) => !(k in record) && (!room || k in room));
      if (lost) return { code: 'semantic.update_lost', message: `${call.name} set ${lost[0]} to ${JSON.stringify(lost[1])} but the record it returned has no ${lost[0]}`, path: `calls[${index}].arguments.${lost[0]}` };
    }
  }
  return undefined;
}

/** The records a list result holds: the result itself when an array, else its one array of objects. */
function itemsOf(result: unknown): Rec[] | undefined {
  if (Array.isArray(result)) return result.filter(isRec);
  if (!isRec(result)) return undefined;
  const arrays = Object.values(result).filter((v): v is unknown[] => Array.isArray(v) && v.some(isRec));
  return arrays.length === 1 ? (arrays[0] as unknown[]).filter(isRec) : undefined;
}

/** A listed record outside the call's filter: list_assets(format "jpeg") listing a png. Only a filter by one of a closed
 * set of values (an enum) is read, and only an item holding another value of that set: a query or a name may match in
 * part, and "text" or "json" asked of a listing's format is the shape of the answer, not a field of its records. */
function outsideFilter(call: CallRecord, index: number, result: unknown, wrapped: CatalogTool): Finding | undefined {
  const tool = flatTool(wrapped);
  if (!['list', 'search'].includes(profileOf(tool).action)) return undefined;
  const items = itemsOf(result);
  if (!items || items.length === 0) return undefined;
  const props = (resolved(tool.inputSchema).properties ?? {}) as Record<string, { enum?: unknown[] } | undefined>;
  for (const [k, v] of Object.entries(flatArgs(wrapped, call.arguments))) {
    const closed = props[k]?.enum;
    if (typeof v !== 'string' || !Array.isArray(closed) || !closed.includes(v) || /^(sort|sort_?by|order|order_?by|direction)$/i.test(k)) continue;
    const other = items.find((item) => typeof item[k] === 'string' && closed.includes(item[k]) && !same(item[k], v));
    if (other) return { code: 'semantic.result_contradicts', message: `${call.name} was called with ${k} ${JSON.stringify(v)} and its result lists a record with ${k} ${JSON.stringify(other[k])}`, path: `calls[${index}].arguments.${k}` };
  }
  return undefined;
}

/** Whether a call failed: an error result, or a result that says the action did not happen. */
function failed(call: CallRecord, result: unknown): boolean {
  if (call.isError) return call.confirmation?.decision !== 'denied';
  const record = recordOf(result);
  if (!record) return false;
  return Object.entries(record).some(([k, v]) => (FAILED_FLAG.test(k) && v === false) || (/^(status|state|result)$/i.test(k) && typeof v === 'string' && FAILED_STATUS.test(v)));
}

export const resultContradictsValidator: Validator = {
  name: 'result_contradicts',
  check(t: Trajectory, ctx) {
    const texts = new Map(t.messages.filter((m) => m.role === 'tool').map((m) => [(m as { tool_call_id: string }).tool_call_id, (m as { content: string }).content]));
    let anyFailed: CallRecord | undefined;
    for (const [i, call] of t.calls.entries()) {
      const result = parsed(call, texts.get(call.id));
      if (failed(call, result)) {
        anyFailed ??= call;
        continue;
      }
      const tool = ctx.catalog.get(call.toolId);
      const finding = contradiction(call, i, result, tool) ?? (tool ? outsideFilter(call, i, result, tool) : undefined);
      if (finding) return finding;
    }
    const last = t.messages[t.messages.length - 1];
    const answer = last?.role === 'assistant' ? (last.content ?? '') : '';
    if (anyFailed && DONE_WORDS.test(answer) && !FAILURE_WORDS.test(answer)) {
      return { code: 'semantic.failure_as_success', message: `${anyFailed.name} did not succeed, and the final answer reports it as done`, path: `messages[${t.messages.length - 1}]` };
    }
    return null;
  },
};

export const resultContradictsValidatorDef: ValidatorDef = {
  name: 'result_contradicts',
  description: 'results agree with their calls: no field contradicting an argument, updates that show their new values, no failure reported as done',
  byDefault: true,
  codes: {
    'semantic.result_contradicts': 'a result field named like an argument holds another value than the call gave, or a list holds a record outside the closed set of values it was filtered by',
    'semantic.update_lost': 'an update returned a record that lacks a value the call set',
    'semantic.failure_as_success': 'a call failed (isError, deleted:false, success:false) and the final answer reports it as done',
  },
  create: () => resultContradictsValidator,
};
