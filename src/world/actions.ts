// What each action does to the world: list/search read it, get finds one record, create/update/delete change it,
// send and execute leave a record of what was sent or run, control moves a record to a new state, compute computes.
import type { ToolBinding } from './model.js';
import { CHANGE_PARAM, CONTROL_PARAM } from './model.js';
import { resultShape } from './result-shapes.js';
import { filterRecords, matches, pageBounds, pagingOnly, type Rec } from './filters.js';
import { conflict, notFound, type Outcome } from './outcome.js';
import type { EntityStore } from './store.js';
import { compute } from './compute.js';
import { copied } from './copies.js';
import { controlledState, executionOutput } from './execution.js';
import { recordless } from './recordless.js';
import { nameWords, propertiesOf } from './field.js';
import { bodyParamOf } from './record-body.js';
import { learnAddressed } from './addressed.js';
import { inScopes, scopesOf } from './scopes.js';
import type { Faker } from '@faker-js/faker';
import { capitalise, isToolVerb, pastParticiple } from '../util/english.js';

/** What an action needs from the world it runs in. */
export interface ActionHost {
  readonly now: number;
  readonly faker: Faker;
  store(binding: ToolBinding): EntityStore;
  tick(): string;
  /** A number that varies per call, for picking among phrasings. */
  variant(): number;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';
/** Whether the call gives its id input: one left out (optional: "the current project") names no record by id. */
const givesId = (b: ToolBinding, args: Rec) => b.idParam !== undefined && !isEmpty(args[b.idParam]);

// An entity's fields by name, made once per entity model (held weakly by it).
const FIELDS = new WeakMap<ToolBinding['entity'], Map<string, ToolBinding['entity']['fields'][number]>>();
function fieldsOf(entity: ToolBinding['entity']): Map<string, ToolBinding['entity']['fields'][number]> {
  let m = FIELDS.get(entity);
  if (!m) FIELDS.set(entity, (m = new Map(entity.fields.map((f) => [f.name, f]))));
  return m;
}

/** The values a write call gives the record: every argument but the id, the scope and the knobs. */
function valuesOf(b: ToolBinding, args: Rec): Rec {
  // A "format" that is a field of the record (an image's encoding) is a value the call sets, not the answer's shape.
  const value = (k: string) => !CONTROL_PARAM.test(k) || (/^format$/i.test(k) && fieldsOf(b.entity).has(k));
  // A body that holds the record's fields (Graph's) gives them as the record's own.
  const body = bodyParamOf(b.tool);
  const given = body !== undefined && args[body] && typeof args[body] === 'object' && !Array.isArray(args[body]) ? { ...args, ...(args[body] as Rec) } : args;
  return Object.fromEntries(Object.entries(given).filter(([k, v]) => k !== b.idParam && k !== body && value(k) && v !== undefined));
}

/** The record a call names: by its id argument, else by the other arguments that are fields. */
function target(b: ToolBinding, store: EntityStore, args: Rec): { record?: Rec; id?: unknown; param?: string } {
  // Without its id input, the other arguments may name the record.
  const param = givesId(b, args) ? b.idParam : b.entity.idField in args ? b.entity.idField : undefined;
  if (param) {
    // A record asked for in another scope (the issue, but of another project) is not found there.
    // An id input that takes several ids names its first here: the record the call is about.
    const value = Array.isArray(args[param]) ? (args[param] as unknown[])[0] : args[param];
    const key = param === b.idParam ? b.idKey : b.entity.idField;
    const fields = fieldsOf(b.entity);
    const scoped = (read: (k: string) => unknown) => b.scope.every((k) => isEmpty(args[k]) || read(k) === undefined || matches(read(k), args[k], fields.get(k)));
    let hit = store.find(key, value);
    if (hit && key !== b.entity.idField && !scoped((k) => hit?.[k])) {
      // A field several records share (the tag a contact has) names the one of them in the call's scope.
      const row = store.rowList.find((r) => String(store.valueOf(r, key)) === String(value) && scoped((k) => store.valueOf(r, k)));
      if (row) hit = store.materialize(row);
    }
    const inScope = hit && scoped((k) => hit?.[k]);
    return { ...(inScope ? { record: hit } : {}), id: value, param };
  }
  const fields = fieldsOf(b.entity);
  const named = Object.entries(args).filter(([k, v]) => fields.has(k) && !isEmpty(v) && typeof v !== 'object' && !CONTROL_PARAM.test(k));
  if (named.length === 0) return {};
  const row = store.rowList.find((r) => named.every(([k, v]) => matches(store.valueOf(r, k), v, fields.get(k))));
  const record = row ? store.materialize(row) : undefined;
  const [k, v] = named[0] as [string, unknown];
  return { ...(record ? { record } : {}), id: v, param: k };
}

function list(b: ToolBinding, host: ActionHost, args: Rec): Outcome {
  const store = host.store(b);
  learnAddressed(b, store, args);
  const max = resultShape(b).list?.maxItems;
  if (pagingOnly(args, b.entity)) {
    // Nothing to filter by: only the page's records are drawn.
    const bounds = pageBounds(store.size, args, max);
    return { kind: 'list', entity: b.entity, page: { ...bounds, items: store.slice(bounds.offset, bounds.size) } };
  }
  const filtered = filterRecords(store.rowList, b.entity, args, (row, k) => store.valueOf(row, k));
  const { query } = filtered;
  const scopes = scopesOf(b, args, filtered.unheld);
  const items = scopes.length > 0 ? inScopes(store, filtered.items, scopes) : filtered.items;
  const bounds = pageBounds(items.length, args, max);
  const page = { ...bounds, items: items.slice(bounds.offset, bounds.offset + bounds.size).map((row) => store.materialize(row)) };
  return { kind: 'list', entity: b.entity, page, ...(query !== undefined ? { query } : {}) };
}

function get(b: ToolBinding, host: ActionHost, args: Rec): Outcome {
  const store = host.store(b);
  const t = target(b, store, args);
  if (t.record) return { kind: 'record', entity: b.entity, record: t.record };
  const byId = givesId(b, args);
  if (byId || !t.param) {
    if (!byId && !t.param) return store.size > 0 ? { kind: 'record', entity: b.entity, record: store.slice(0, 1)[0] as Rec } : notFound(b.entity, b.entity.idField, null, host.variant());
    return notFound(b.entity, t.param ?? b.entity.idField, t.id, host.variant());
  }
  // A lookup by a value no record has yet (the weather of a city): the world learns the record, drawn whole, so a repeat agrees.
  return created(b, store, valuesOf(b, args), false);
}

/** A created record's name, said once, is its name in every field that holds it: create_branch's "branch" is also its
 * "name" and its "branch_name", which were drawn apart (branch_name "release/4.11" beside branch "fix/login"). */
function namedBy(b: ToolBinding, values: Rec): Rec {
  const naming = namingFields(b.entity);
  if (naming.size === 0) return values;
  const given = Object.entries(values).find(([k, v]) => naming.has(k) && typeof v === 'string');
  if (!given) return values;
  const out = { ...values };
  for (const f of b.entity.fields) if (naming.has(f.name) && out[f.name] === undefined && f.type !== 'id') out[f.name] = given[1];
  return out;
}

// The fields and argument names that hold an entity's name, read once per entity model.
const NAMING = new WeakMap<ToolBinding['entity'], Set<string>>();
function namingFields(entity: ToolBinding['entity']): Set<string> {
  let set = NAMING.get(entity);
  if (set) return set;
  set = new Set();
  NAMING.set(entity, set);
  const noun = nameWords(entity.entity).filter((w) => !/^(name|title|id|key)$/.test(w)).at(-1);
  if (!noun) return set;
  // The label, the noun itself ("branch") and the noun's name ("branch_name", "branchName").
  set.add(entity.label);
  for (const name of [noun, `${noun}_name`, `${noun}Name`, ...entity.fields.map((f) => f.name)]) {
    const words = nameWords(name).join(' ');
    if (words === noun || words === `${noun} name`) set.add(name);
  }
  return set;
}

/** A new record, or the conflict a server reports when the id it was given is taken. */
function created(b: ToolBinding, store: EntityStore, values: Rec, made = true): Outcome {
  const record = store.create(values, made);
  return record ? { kind: 'record', entity: b.entity, record } : conflict(b.entity, values[b.entity.idField]);
}

function update(b: ToolBinding, host: ActionHost, args: Rec): Outcome {
  const store = host.store(b);
  const t = target(b, store, givesId(b, args) ? args : Object.fromEntries(b.scope.map((k) => [k, args[k]])));
  const record = t.record ?? (!t.param ? store.slice(0, 1)[0] : undefined);
  if (!record) return notFound(b.entity, t.param ?? b.entity.idField, t.id, host.variant());
  const changes = renamedTo(b, Object.fromEntries(Object.entries(valuesOf(b, args)).filter(([k]) => !b.scope.includes(k))));
  return { kind: 'record', entity: b.entity, record: store.update(record[b.entity.idField], changes) as Rec };
}

/** A change's new value set on the field it names: renameItem's newName is the file's name ("name is now ..."), not a
 * "new name" the file keeps beside its old one. A record whose id is its name keeps the input as given. */
function renamedTo(b: ToolBinding, changes: Rec): Rec {
  const fields = fieldsOf(b.entity);
  const out: Rec = {};
  for (const [k, v] of Object.entries(changes)) {
    const m = CHANGE_PARAM.test(k) && /^new/.test(k) ? /^new_?(.)(.*)$/.exec(k) : null;
    const base = m ? `${(m[1] as string).toLowerCase()}${m[2]}` : undefined;
    if (base && fields.has(base) && base !== b.entity.idField && b.entity.label !== b.entity.idField) out[base] = v;
    else out[k] = v;
  }
  return out;
}

function remove(b: ToolBinding, host: ActionHost, args: Rec): Outcome {
  const store = host.store(b);
  const t = target(b, store, args);
  if (!t.record) return notFound(b.entity, t.param ?? b.entity.idField, t.id ?? null, host.variant());
  return { kind: 'deleted', entity: b.entity, record: store.remove(t.record[b.entity.idField]) as Rec };
}

function statusField(b: ToolBinding): string {
  return b.entity.fields.find((f) => /^(status|state)$/i.test(f.name))?.name ?? 'status';
}

function send(b: ToolBinding, host: ActionHost, args: Rec): Outcome {
  const store = host.store(b);
  // A reply or a forward names the record it answers: that one must exist, and the result is about both.
  const t = b.idParam ? target(b, store, args) : {};
  if (b.idParam && !t.record) return notFound(b.entity, b.idParam, t.id, host.variant());
  const sent = created(b, store, { ...valuesOf(b, args), [statusField(b)]: 'sent' });
  if (!b.idParam || sent.kind !== 'record') return sent;
  return { kind: 'done', entity: b.entity, data: { [b.idParam]: args[b.idParam], status: 'sent', sent_at: sent.record[b.entity.created], [nameWords(b.entity.entity).join('_')]: sent.record } };
}

function verbOf(b: ToolBinding): string {
  const profileVerb = b.profile.verb;
  // A namespace is no verb: tavily_map said "Tavilied map". The product's or server's own words are skipped.
  const own = new Set([...nameWords(b.profile.system ?? ''), ...nameWords(b.tool.serverId)]);
  const words = nameWords(b.tool.name);
  return profileVerb ?? words.find((w) => controlledState(w) !== undefined) ?? words.find((w) => !own.has(w) && isToolVerb(w)) ?? b.profile.action;
}

function control(b: ToolBinding, host: ActionHost, args: Rec): Outcome {
  const verb = verbOf(b);
  const state = controlledState(verb);
  // A record is controlled when the call names one by its id, or when the thing has a state of its own (the one player,
  // the one recording). A browser's wait, key press or navigation acts on none (recordless.ts): it "updated" a drawn url
  // called "Audit log url", or could not find the page it was told to open.
  const store = recordless(b) ? undefined : host.store(b);
  const t = store ? target(b, store, args) : {};
  if (store && !t.record && t.param) return notFound(b.entity, t.param, t.id, host.variant());
  const record = t.record ?? store?.slice(0, 1)[0];
  if (!store || !record) {
    const echoed = Object.fromEntries(Object.entries(args).filter(([, v]) => typeof v !== 'object' || v === null));
    return { kind: 'done', entity: b.entity, data: { ...(typeof args.action === 'string' ? {} : { action: verb }), status: state ?? 'completed', message: controlMessage(verb, b, args), ...echoed, completed_at: host.tick() } };
  }
  const changes = { ...Object.fromEntries(Object.entries(valuesOf(b, args)).filter(([k]) => !b.scope.includes(k))), ...(state ? { [statusField(b)]: state } : {}) };
  const updated = (store as EntityStore).update(record[b.entity.idField], changes) as Rec;
  // The action the call named ("default" of frame's switch/default) is the one done: the verb only names it otherwise.
  return { kind: 'record', entity: b.entity, record: updated, extra: { ...(typeof args.action === 'string' ? {} : { action: verb }), action_status: 'completed' } };
}

// The word between a control verb and its argument: "Navigated to https://...", "Waited for 'Saved'".
const PREPOSITION: Record<string, string> = { navigate: 'to', go: 'to', goto: 'to', scroll: 'to', switch: 'to', wait: 'for', hover: 'over', click: 'on' };

/** What a server says it did: its verb in the past and what it was given ("Pressed Enter", "Navigated to https://..."). */
function controlMessage(verb: string, b: ToolBinding, args: Rec): string {
  const head = nameWords(ownEntity(b)).at(-1) ?? '';
  // Else by what the call names it with: a url, a selector, or a name ("Launched web-frontend", was "Launched app").
  const given = Object.entries(args).find(([k, v]) => (typeof v === 'string' || typeof v === 'number') && nameWords(k).includes(head)) ?? Object.entries(args).find(([k, v]) => typeof v === 'string' && /url|selector|text|key|path|element|(^|_)name$|[a-z]Name$/i.test(k));
  const done = pastParticiple(verb);
  // A wait of a number of seconds is said in seconds: browser_wait(time 16) said "Waited for 16".
  if (given && typeof given[1] === 'number' && /^(time|seconds?|secs?|duration|delay|wait)$/i.test(given[0])) return `${capitalise(done)} ${given[1]} second${given[1] === 1 ? '' : 's'}`;
  const what = given ? (typeof given[1] === 'string' && /\s/.test(given[1]) ? `'${given[1]}'` : String(given[1])) : nameWords(ownEntity(b)).join(' ');
  return capitalise(`${done} ${PREPOSITION[verb] ? `${PREPOSITION[verb]} ` : ''}${what}`.trim());
}

/** What this tool itself acts on: its own profile's entity, not the store it shares with others of one head noun
 * (antv's generate_flow_diagram said "Generated fishbone diagram", the entity its store was merged into). */
function ownEntity(b: ToolBinding): string {
  return b.profile.entity || b.entity.entity;
}

function execute(b: ToolBinding, host: ActionHost, args: Rec): Outcome {
  const store = host.store(b);
  const t = b.idParam ? target(b, store, args) : {};
  if (b.idParam && !t.record) return notFound(b.entity, b.idParam, t.id, host.variant());
  const output = executionOutput(args, ownEntity(b), host.faker, host.now, verbOf(b), b.tool.name);
  // A run leaves a record (a deployment, a job run) that later reads find, with what it was given and how it went.
  const values = valuesOf(b, args);
  if (t.record) return { kind: 'done', entity: b.entity, data: { [b.entity.idField]: t.record[b.entity.idField], ...output } };
  // The record keeps what the run said (its message, when it started), so a later read of the run agrees with it.
  const fields = fieldsOf(b.entity);
  const said = Object.fromEntries(Object.entries(output).filter(([k]) => fields.has(k)));
  const run = created(b, store, { ...said, ...values, [statusField(b)]: output.status ?? 'completed' });
  // The result is the run: its id, what it was given and how it went, not the rest of a record drawn for later reads.
  return run.kind === 'record' ? { kind: 'done', entity: b.entity, data: { ...output, [b.entity.idField]: run.record[b.entity.idField], ...values } } : run;
}

function computed(b: ToolBinding, host: ActionHost, args: Rec): Outcome {
  // What the call leaves out, the server takes as its schema's default (a distance in the tool's default units).
  const result = compute({ ...defaultsOf(b.tool.inputSchema), ...args }, host.now, b.tool.name);
  if (result) return { kind: 'done', entity: b.entity, data: result };
  return other(b, host, args);
}

/** The defaults a tool's input schema gives its top-level inputs. */
function defaultsOf(schema: Rec): Rec {
  return Object.fromEntries(Object.entries(propertiesOf(schema)).filter(([, s]) => s?.default !== undefined).map(([k, s]) => [k, s.default]));
}

function other(b: ToolBinding, host: ActionHost, args: Rec): Outcome {
  const store = host.store(b);
  const t = target(b, store, args);
  if (t.record) return { kind: 'record', entity: b.entity, record: t.record };
  if (b.idParam) return notFound(b.entity, b.idParam, t.id, host.variant());
  // Nothing to read or change: it ran, and says so with what it was given.
  const echoed = Object.fromEntries(Object.entries(args).filter(([, v]) => typeof v !== 'object' || v === null));
  // A field named like an argument keeps the argument's value (an echo's message is the message it was given).
  return { kind: 'done', entity: b.entity, data: { ...executionOutput(args, ownEntity(b), host.faker, host.now, verbOf(b), b.tool.name), ...echoed } };
}

const ACTIONS: Record<string, (b: ToolBinding, host: ActionHost, args: Rec) => Outcome> = {
  list,
  search: list,
  get,
  create: (b, host, args) => ((values) => copied(b, host.store(b), args, values, host.variant()) ?? created(b, host.store(b), values))(namedBy(b, valuesOf(b, args))),
  update,
  delete: remove,
  send,
  execute,
  control,
  compute: computed,
  other,
};

export function act(b: ToolBinding, host: ActionHost, args: Rec): Outcome {
  return (ACTIONS[b.profile.action] ?? other)(b, host, args);
}
