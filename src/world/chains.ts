// multi_step chains read off the profiles of any server: a list or search, then a get, update or delete of an id it
// returned; a create, then a get or update of what it made; a get, then an update. Played on the task's world, so the
// predicted arguments are what the executor's world will return, and the link says where in the result the id is.
import type { ArgumentLink, CatalogTool, ExpectedCall } from '../records/index.js';
import { deriveSeed } from '../util/random.js';
import { argumentsFor } from './arguments.js';
import { filterRecords, type Rec } from './filters.js';
import type { ToolBinding, WorldModel } from './model.js';
import { coerceId } from './store-fields.js';
import { resolved } from './schema-resolve.js';
import { propertiesOf } from './field.js';
import type { World } from './world.js';
import { envelopeOf } from './envelope.js';
import { readPath } from '../records/links.js';

export type ChainKind = 'list_then' | 'create_then' | 'get_then';

export interface WorldChain {
  kind: ChainKind;
  first: CatalogTool;
  second: CatalogTool;
  /** The second tool's argument that takes the id the first returned. */
  arg: string;
}

const FOLLOWS: Record<ChainKind, { first: string[]; second: string[] }> = {
  list_then: { first: ['list', 'search'], second: ['get', 'update', 'delete', 'control'] },
  create_then: { first: ['create'], second: ['get', 'update'] },
  get_then: { first: ['get'], second: ['update'] },
};

/** Every chain the profiles of these tools allow, per server and entity, in catalog order. */
export function discoverChains(model: WorldModel, tools: readonly CatalogTool[]): WorldChain[] {
  const byEntity = new Map<string, ToolBinding[]>();
  for (const t of tools) {
    const b = model.binding(t);
    // A link fills a top-level argument: a tool that wraps its arguments (envelope.ts) takes no linked id yet.
    if (b && !envelopeOf(t)) byEntity.set(b.entity.key, [...(byEntity.get(b.entity.key) ?? []), b]);
  }
  const chains: WorldChain[] = [];
  for (const group of byEntity.values()) {
    for (const [kind, rule] of Object.entries(FOLLOWS) as Array<[ChainKind, (typeof FOLLOWS)[ChainKind]]>) {
      for (const a of group.filter((b) => rule.first.includes(b.profile.action))) {
        // A get that captures anew (take_screenshot of a device) reads back nothing an earlier step made or listed.
        for (const b of group.filter((x) => x !== a && rule.second.includes(x.profile.action) && x.idParam !== undefined && !(x.profile.action === 'get' && /^(take|capture|snap|record)$/.test(x.profile.verb ?? '')))) {
          chains.push({ kind, first: a.tool, second: b.tool, arg: b.idParam as string });
        }
      }
    }
  }
  return chains;
}

/** Where `target` sits in a result: "backups[0].backup_id", "id", "issue.iid"; the first match, lists' first item first.
 * `every`: in any item of a list, not only its first ("snapshots[3].id"). */
export function pathTo(value: unknown, target: unknown, depth = 0, every = false): string | undefined {
  if (depth > 4 || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < (every ? value.length : Math.min(1, value.length)); i++) {
      const inner = pathTo(value[i], target, depth + 1, every);
      if (inner !== undefined) return `[${i}]${inner.startsWith('[') ? '' : '.'}${inner}`;
    }
    return undefined;
  }
  const entries = Object.entries(value as Rec);
  const direct = entries.find(([, v]) => (typeof v === 'string' || typeof v === 'number') && String(v) === String(target));
  if (direct) return direct[0];
  for (const [k, v] of entries) {
    const inner = pathTo(v, target, depth + 1, every);
    if (inner !== undefined) return inner.startsWith('[') ? `${k}${inner}` : `${k}.${inner}`;
  }
  return undefined;
}

/** The listed record at the page index `choose` picks from the result's list (as the result shows its items), with
 * its path; undefined when it picks none, or one that is no listed record. */
function chosen(data: unknown, listed: readonly Rec[], idKey: string, choose: (page: readonly Rec[]) => number | undefined): { record: Rec; path: string } | undefined {
  const placed = listed.flatMap((r) => { const at = pathTo(data, r[idKey], 0, true); return at !== undefined && /^[^.]*\[\d+\]/.test(at) ? [{ r, at }] : []; });
  const head = placed[0] ? /^([^[]*)\[/.exec(placed[0].at)?.[1] : undefined;
  if (head === undefined) return undefined;
  const page = readPath(data, head);
  if (!Array.isArray(page)) return undefined;
  const i = choose(page.filter((x): x is Rec => Boolean(x) && typeof x === 'object'));
  const hit = i === undefined ? undefined : placed.find((x) => x.at.startsWith(`${head}[${i}]`));
  return hit ? { record: hit.r, path: hit.at } : undefined;
}

/** A call's result as data: its structured content, else its text parsed as JSON (undefined when it is not). */
export function parsedResult(r: { text: string; structured?: unknown }): unknown {
  if (r.structured !== undefined) return r.structured;
  try {
    return JSON.parse(r.text);
  } catch {
    return undefined;
  }
}

export interface PlayedChain {
  calls: ExpectedCall[];
  /** The record the second call acts on, as the first call returned it. */
  record: Rec;
  /** Whether it is the one `choose` picked (else the first listed). */
  chosen?: boolean;
}

/**
 * The two calls of a chain on `world` (which it changes, as the executor's will be): the first call's arguments,
 * its result read for the id, and the second call's arguments naming that record, linked to the result.
 */
export function playChain(chain: WorldChain, world: World, seed: number, options: { choose?: (page: readonly Rec[], args: Rec) => number | undefined } = {}): PlayedChain | undefined {
  const first = world.binding(chain.first);
  const second = world.binding(chain.second);
  if (!first || !second) return undefined;
  const firstArgs = argumentsFor(chain.first, world, seed, { optional: 0.2, minimal: chain.kind === 'list_then' });
  const result = world.call(chain.first, firstArgs);
  if (result.isError) return undefined;
  const data = parsedResult(result);
  const store = world.store(second);
  // The record the first call returned: a list's first item, or the record created or read. An id need not be unique
  // across scopes (a collection "Checkout API" in two connections): the item is one of the records the list itself
  // keeps, not another record that shares its id in a connection the list never looked in.
  const listing = chain.kind === 'list_then';
  const listed = listing ? filterRecords(store.records, second.entity, firstArgs).items : store.records;
  // A record the user picks out by what it is (the snapshot in the cold tier), else the first one the list shows.
  const choose = options.choose;
  const picked = listing && choose ? chosen(data, listed, second.idKey, (page) => choose(page, firstArgs)) : undefined;
  const record = picked?.record ?? listed.find((r) => {
    const at = pathTo(data, r[second.idKey]);
    return at !== undefined && (!listing || /^[^.]*\[0\]/.test(at));
  });
  if (!record) return undefined;
  const id = record[second.idKey];
  const path = picked?.path ?? pathTo(data, id);
  if (path === undefined) return undefined;
  const secondArgs = argumentsFor(chain.second, world, deriveSeed(seed, 'second'), { record, optional: 0.2, context: firstArgs });
  const idSchema = resolved(propertiesOf(resolved(chain.second.inputSchema))[chain.arg] ?? {});
  const many = idSchema.type === 'array';
  const items = resolved((idSchema.items ?? {}) as Record<string, unknown>);
  secondArgs[chain.arg] = many ? [coerceId(id, items)] : coerceId(id, idSchema);
  const link: ArgumentLink = { arg: chain.arg, fromCall: 0, path, ...(many ? { asArray: true } : {}) };
  return { calls: [{ toolId: chain.first.id, arguments: firstArgs }, { toolId: chain.second.id, arguments: secondArgs, links: [link] }], record, ...(picked ? { chosen: true } : {}) };
}
