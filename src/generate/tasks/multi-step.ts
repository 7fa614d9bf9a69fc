// `multi_step`: a later call's argument comes from an earlier call's result, linked so the executor fills it from the real result.
import { bodyParamOf } from '../../world/record-body.js';
import { IF_MATCH } from '../../world/model.js';
import { resolved } from '../../world/schema-resolve.js';
import { inferType, propertiesOf } from '../../world/field.js';
import type { ArgumentLink, CatalogTool, ExpectedCall, Task, Turn } from '../../records/index.js';
import { hasFlag, isDestructive } from '../../records/index.js';
import { type BuildContext, isDestructiveWrite, requiredArgs } from './build-context.js';
import { afterCreate, CREATE_THEN_CHECK, LIST_THEN_OPEN, secondChange, secondStep, THEN_INFO, THEN_READ } from '../language/chain-phrases.js';
import { namePath } from '../language/paths.js';
import { sayAnything, sayObjects } from '../language/said-compound.js';
import { VIRTUAL_WORKSPACE } from '../../servers/workspace.js';
import { finishSpoken, typo } from './speak.js';
import { joinList, keyWords } from '../../util/english.js';
import { voice } from '../language/personas.js';
import { scenario } from '../language/scenarios.js';
import { listSeed, type WorkspaceListing } from './workspace-files.js';
import type { KindDef } from './kind-def.js';
import { echoedCount, extraDetail, takesOwnWords } from './own-words.js';
import { discoverChains, playChain, type WorldChain } from '../../world/chains.js';
import type { WorldModel } from '../../world/model.js';
import { World } from '../../world/world.js';
import { speechProfile } from '../../catalog/speech-profile.js';
import { asDetail, isQuantKey, type Said } from '../language/said.js';
import { compileSchema } from '../../schema/ajv.js';
import { declaredItemKeys, pickOut, type PickedOut } from './pick-out.js';
import { runsHere } from '../../catalog/runs-here.js';
import { writeRequest } from '../language/request.js';
import { capitalise } from '../../util/english.js';

/** A producer/consumer pair on one server, and how the consumer's argument is read from the producer's result. */
interface Chain {
  first: CatalogTool;
  second: CatalogTool;
  build(ctx: BuildContext): { calls: ExpectedCall[]; text: string; rubric: string[]; turns?: Turn[] } | undefined;
}

function workspaceOf(tool: CatalogTool): WorkspaceListing | undefined {
  const src = tool.source as { workspace?: { seed?: string } };
  return src.workspace ? listSeed(src.workspace.seed) : undefined;
}

function props(tool: CatalogTool): Record<string, Record<string, unknown>> {
  return (tool.inputSchema.properties ?? {}) as Record<string, Record<string, unknown>>;
}

const LISTS_DIR = /^list_directory/;
const READS_FILE = /(read_text_file|read_file|get_file_info)$/;

/** list a folder, then read (or inspect) the first file the listing shows. */
function listingChain(first: CatalogTool, second: CatalogTool): Chain {
  return {
    first,
    second,
    build(ctx) {
      const ws = workspaceOf(first);
      if (!ws) return undefined;
      const dirs = ws.dirs.filter((d) => ws.files.some((f) => f.startsWith(`${d}/`) && !f.slice(d.length + 1).includes('/')));
      if (dirs.length === 0) return undefined;
      const dir = ctx.rng.pick(dirs);
      const predicted = ws.files.filter((f) => f.startsWith(`${dir}/`) && !f.slice(dir.length + 1).includes('/'))[0] as string;
      const link: ArgumentLink = { arg: 'path', fromCall: 0, path: 'content', pattern: '\\[FILE\\] (\\S+)', prefix: `${dir}/` };
      const then = ctx.rng.pick(/info/.test(second.name) ? THEN_INFO : THEN_READ);
      const said = namePath(dir, { rng: ctx.rng, ref: ctx.ref, action: 'list', entity: 'folder', verb: 'list', workspaceRoot: VIRTUAL_WORKSPACE });
      const text = ctx.rng.pick(LIST_THEN_OPEN).replace('{dir}', said).replace('{then}', then);
      return {
        calls: [
          { toolId: first.id, arguments: { path: dir } },
          { toolId: second.id, arguments: { path: predicted }, links: [link] },
        ],
        text,
        rubric: [`calls ${first.name} first`, `then calls ${second.name} on a file named in the listing, not a guessed one`],
      };
    },
  };
}

/** create an entity, then open it by the name the server reports as created. */
function entityChain(first: CatalogTool, second: CatalogTool): Chain {
  return {
    first,
    second,
    build(ctx) {
      const c = ctx.call(first, ctx.seed);
      const entities = c.arguments.entities as Array<Record<string, unknown>> | undefined;
      const name = entities?.[0]?.name;
      if (typeof name !== 'string') return undefined;
      const link: ArgumentLink = { arg: 'names', fromCall: 0, path: 'entities[0].name', asArray: true };
      const items = sayObjects('entities', entities as Array<Record<string, unknown>>, { rng: ctx.rng, ref: ctx.ref, action: 'create', entity: 'entity', verb: 'add' }).text.replace(/^:\s*/, '');
      const system = ctx.toolIndex.profile(first).system.replace(/^the /, '');
      const text = ctx.rng.pick(CREATE_THEN_CHECK).replace('{items}', items).replace('{system}', system);
      return {
        calls: [c, { toolId: second.id, arguments: { names: [name] }, links: [link] }],
        text,
        rubric: [`calls ${first.name} first`, `then calls ${second.name} with the name ${first.name} returned`],
      };
    },
  };
}

/** The words for a call's arguments, as the user would give them. */
function sayArgs(ctx: BuildContext, tool: CatalogTool, args: Record<string, unknown>, skip?: string, shown: ReadonlySet<string> = new Set()): { said: Said[]; profile: ReturnType<typeof speechProfile> } {
  const profile = speechProfile(tool);
  const sctx = { rng: ctx.rng, ref: ctx.ref, action: profile.action, entity: profile.entity, verb: profile.verb };
  // A body of the record's fields is said field by field ("set the display name to Design"), never "set the body to ...".
  const body = bodyParamOf(tool);
  const bodySchema = (body ? propertiesOf(propertiesOf(resolved(tool.inputSchema))[body] ?? {}) : {}) as Record<string, Record<string, unknown>>;
  const said = Object.entries(args)
    .filter(([k]) => k !== skip && !shown.has(k) && !IF_MATCH.test(k))
    .flatMap(([k, v]) =>
      k === body && v && typeof v === 'object' && !Array.isArray(v)
        ? Object.entries(v as Record<string, unknown>).map(([ik, iv]) => sayAnything(ik, iv, inferType(ik, bodySchema[ik] ?? {}), sctx, Array.isArray(bodySchema[ik]?.enum) ? (bodySchema[ik]?.enum as unknown[]) : undefined))
        : [sayAnything(k, v, profile.params[k] ?? 'other', sctx, Array.isArray(props(tool)[k]?.enum) ? (props(tool)[k]?.enum as unknown[]) : undefined)],
    );
  // One thing named per call: the rest are details of it.
  let seenTarget = false;
  for (const [i, s] of said.entries()) if (s.slot === 'target') seenTarget ? (said[i] = asDetail(s, profile.params[s.key] === 'id')) : (seenTarget = true);
  return { said, profile };
}

/**
 * "List the five most recent ...": a count on the first list, as people ask for one. A page only gets shorter, so the
 * first record it shows, which the second call acts on, stays the same.
 */
function howMany(ctx: BuildContext, tool: CatalogTool, call: ExpectedCall, between?: [number, number]): void {
  const key = Object.keys(props(tool)).find((k) => isQuantKey(k) && ['integer', 'number'].includes(String(props(tool)[k]?.type)) && !echoedCount(tool, k));
  if (!key || key in call.arguments || ctx.rng.next() < 0.2) return;
  const s = props(tool)[key] ?? {};
  const n = ctx.rng.pick([3, 5, 5, 10, 10, 4]);
  if ((typeof s.minimum === 'number' && n < s.minimum) || (typeof s.maximum === 'number' && n > s.maximum) || (between && (n < between[0] || n > between[1]))) return;
  const args = { ...call.arguments, [key]: n };
  const validate = compileSchema(tool.inputSchema);
  if (!validate || validate.fn(args)) call.arguments = args;
}

/** A chain the world found: the first call's result names the record the second call takes, by id. */
function worldChain(c: WorldChain): Chain {
  return {
    first: c.first,
    second: c.second,
    build(ctx) {
      // Only the second step is agreed before anything runs: a destructive first step would run unasked.
      if (isDestructive(c.first)) return undefined;
      // Nor is a read its server annotates as destructive: "then change the first sheet" would be untrue, and unasked the gate stops it.
      if (isDestructive(c.second) && !isDestructiveWrite(c.second)) return undefined;
      const entity = speechProfile(c.second).entity;
      const action = ctx.model.binding(c.second)?.profile.action ?? 'get';
      // The record the second step acts on is picked out by what it is ("the snapshot that is in the cold tier"); only
      // a read may still take the first one, as someone browsing a list does.
      let picked: PickedOut | undefined;
      // A real server lists other records than the world predicts: a record picked out by a value would not be there.
      // By a fact only where the world plays both tools (synthetic ones, and real ones that cannot run here: npm-real's
      // servers that need a credential). On a server that runs, only as the one with the most or least of a field its
      // outputSchema promises ("the largest backup"): said of whatever it lists, that is the record meant there too.
      const simulated = !runsHere(c.first) && !runsHere(c.second);
      const declared = simulated ? undefined : declaredItemKeys(c.first);
      const choose = (simulated || declared) && c.kind === 'list_then' && action !== 'control' && ctx.rng.next() < (action === 'get' ? 0.6 : 1) ? (page: readonly Record<string, unknown>[], given: Record<string, unknown>) => (picked = pickOut(page, entity, given, ctx.rng, { facts: simulated, ...(declared ? { declared } : {}) }))?.index : undefined;
      // The executor's world for this task (same seed, same reference date); the chain's calls are its first.
      const played = playChain(c, new World(ctx.model, ctx.seed, ctx.ref), ctx.seed, choose ? { choose } : {});
      if (!played) return undefined;
      // A pick the list's records do not hold (chosen() found no listed record at it) is not what the chain plays.
      if (!played.chosen) picked = undefined;
      // The link finds the record by what the user said of it, wherever a real server lists it.
      const link = played.calls[1]?.links?.[0];
      if (picked && link) {
        if (picked.order) link.ranked = { key: picked.key, order: picked.order };
        else link.where = { key: picked.key, value: picked.value };
      }
      // A count keeps the first one on the page. A record picked out was picked on the page the world listed: a longer
      // page (ten users where five were listed) may hold a second admin; a shorter one that still holds it keeps it the
      // only admin, and the largest.
      if (c.kind === 'list_then') howMany(ctx, c.first, played.calls[0] as ExpectedCall, picked ? [picked.index + 1, picked.of] : undefined);
      const first = sayArgs(ctx, c.first, played.calls[0]!.arguments);
      const opening = writeRequest({ profile: first.profile, said: first.said, rng: ctx.rng, speaker: ctx.speaker, bare: true, avoid: c.first.description }).replace(/[.?!]+$/, '');
      // What the first result shows (the record's id, its project) the assistant reads there: the user says only the rest.
      // So is what the user already gave the first call (the drawio file's page '1'): "then switch the page to 1" was
      // asked as a change that changed nothing.
      const firstArgs = played.calls[0]!.arguments;
      const shown = new Set(Object.entries(played.calls[1]!.arguments).filter(([k, v]) => k !== c.arg && ((played.record[k] !== undefined && String(played.record[k]) === String(v)) || (firstArgs[k] !== undefined && String(firstArgs[k]) === String(v)))).map(([k]) => k));
      const second = sayArgs(ctx, c.second, played.calls[1]!.arguments, c.arg, shown);
      // An id that says where the record is (its board, its project) is no change: "set the board to 6722101" is not
      // what the user means; "on board 6722101" is.
      const scope = new Set(ctx.model.binding(c.second)?.scope ?? []);
      const where = action === 'update' ? second.said.filter((s) => scope.has(s.key)) : [];
      const changes = action === 'update' ? second.said.filter((s) => !where.includes(s)).map((s) => s.change ?? `set the ${s.key.replace(/[_-]+/g, ' ')} to ${s.text}`) : [];
      // An update the user cannot say (nothing changes that the first result does not already show) is no task.
      if (action === 'update' && changes.length === 0) return undefined;
      const changeText = changes.join(' and ');
      const whereText = where.length ? ` in ${joinList(where.map((s) => (s.slot === 'target' ? s.text : `${keyWords(s.key).toLowerCase().replace(/\s+(id|ids|key)$/, '')} ${String(s.value)}`)))}` : '';
      // "... then open the first one, including the comments": a detail of the read in the user's own words.
      const detail = action === 'get' && ctx.rng.next() < 0.7 ? extraDetail(c.second, played.calls[1]!.arguments, { rng: ctx.rng, ref: ctx.ref, profile: speechProfile(c.second) }) : undefined;
      if (detail) played.calls[1]!.arguments[detail.key] = detail.value;
      const then =
        (detail ? (t: string) => `${t}, ${detail.text.replace(/^and /, '')}` : (t: string) => t)(c.kind === 'create_then'
          ? afterCreate(action, `${changeText}${whereText}`, ctx.rng)
          : action === 'update'
            ? secondChange(entity, ctx.rng, c.kind === 'get_then', whereText, changeText, picked?.said)
            : secondStep(action, entity, ctx.rng, c.kind === 'get_then', picked?.said));
      const question = /^(can|could|would|will|any chance|think you could)\b/i.test(opening);
      const request = `${capitalise(opening)}, ${then}${question ? '?' : '.'}`;
      // A destructive second step is agreed before anything runs: the assistant states the plan and the user says yes.
      const undo = speechProfile(c.second).reversible ? '' : ' This cannot be undone.';
      // The record is the one the user named ("the block with ID 4943845"), the new one, or the one the lookup finds:
      // "whichever block comes first" was said of a block the user had named by its id.
      const id = played.calls[1]!.arguments[c.arg];
      const own = c.kind === 'get_then' ? (typeof id === 'string' || typeof id === 'number' ? `${entity} ${id}` : `that ${entity}`) : c.kind === 'create_then' ? `the new ${entity}` : undefined;
      const verb = action === 'delete' ? 'delete' : 'change';
      const turns: Turn[] = isDestructive(c.second)
        ? [{ assistant: ctx.rng.pick([`To be sure: I will ${own ? `${c.kind === 'get_then' ? 'open' : 'create'} ${own}, then ${verb} it` : `look them up, then ${verb} ${picked?.said ?? `the first ${entity} the lookup returns`}`}.${undo} Shall I go ahead?`, `That would ${verb} ${own ?? picked?.said ?? `whichever ${entity} comes first`}.${undo} Do you want me to proceed?`]), user: ctx.rng.pick(['Yes, go ahead.', 'Yes, do it.', 'Confirmed.', 'Go for it, yes.', 'Yep, that one is fine.']) }]
        : [];
      return {
        calls: played.calls,
        text: request,
        rubric: [`calls ${c.first.name} first`, picked ? `then calls ${c.second.name} with the ${c.arg} of the ${entity} that ${picked.fact} in what ${c.first.name} returned, not the first one listed nor a guessed one` : `then calls ${c.second.name} with the ${entity} ${c.arg} that ${c.first.name} returned, not a guessed one`],
        ...(turns.length ? { turns } : {}),
      };
    },
  };
}

/** The world's chains for servers without a hand-made one. */
function worldChains(model: WorldModel, tools: readonly CatalogTool[], handMade: readonly Chain[]): Chain[] {
  const covered = new Set(handMade.map((c) => c.first.serverId));
  return discoverChains(model, tools.filter((t) => !covered.has(t.serverId))).map(worldChain);
}

/** Every chain the catalog allows: the hand-made ones (folders, memory), then the world's, in catalog order. */
export function allChains(model: WorldModel, tools: readonly CatalogTool[]): Chain[] {
  const handMade = findChains(tools);
  // One server at a time in turn, hand-made ones included: a run does not open with every folder chain in a row.
  return roundRobin([...handMade, ...worldChains(model, tools, handMade)]);
}

/** Chains taken one server at a time in turn, so a run's multi_step tasks spread over servers before any repeats. */
function roundRobin(chains: Chain[]): Chain[] {
  const byServer = new Map<string, Chain[]>();
  for (const c of chains) byServer.set(c.first.serverId, [...(byServer.get(c.first.serverId) ?? []), c]);
  // Within a server, chains whose requests can carry a detail in the user's own words ("the five most recent") first.
  const teaches = (c: Chain) => (takesOwnWords(c.first, speechProfile(c.first)) || takesOwnWords(c.second, speechProfile(c.second)) ? 0 : 1);
  const queues = [...byServer.values()].map((q) => q.map((c, i) => [c, i] as const).sort((a, b) => teaches(a[0]) - teaches(b[0]) || a[1] - b[1]).map(([c]) => c));
  const out: Chain[] = [];
  for (let i = 0; out.length < chains.length; i++) for (const q of queues) if (q[i]) out.push(q[i] as Chain);
  return out;
}

/** Every hand-made chain the catalog allows, in catalog order. */
export function findChains(tools: readonly CatalogTool[]): Chain[] {
  const chains: Chain[] = [];
  const byServer = new Map<string, CatalogTool[]>();
  for (const t of tools) byServer.set(t.serverId, [...(byServer.get(t.serverId) ?? []), t]);
  for (const group of byServer.values()) {
    for (const a of group) {
      for (const b of group) {
        if (a.id === b.id) continue;
        if (LISTS_DIR.test(a.name) && READS_FILE.test(b.name) && requiredArgs(b).includes('path') && hasFlag(b, 'read_only')) chains.push(listingChain(a, b));
        const items = (props(a).entities?.items ?? {}) as { properties?: Record<string, unknown> };
        if (items.properties?.name && requiredArgs(b).join() === 'names' && hasFlag(b, 'read_only')) chains.push(entityChain(a, b));
      }
    }
  }
  return chains;
}

/** The index-th multi_step task: chains in rotation, so a run covers every pair before it repeats one. */
export function buildMultiStep(ctx: BuildContext, chains: readonly Chain[] = ctx.once('multi_step.chains', () => allChains(ctx.model, ctx.tools)), index = ctx.index): Task | undefined {
  if (chains.length === 0) return undefined;
  // A chain the world cannot play here (an empty list, say) passes its turn to the next one.
  let chain = chains[index % chains.length] as Chain;
  let built = chain.build(ctx);
  for (let k = 1; !built && k < Math.min(chains.length, 6); k++) {
    chain = chains[(index + k) % chains.length] as Chain;
    built = chain.build(ctx);
  }
  if (!built) return undefined;
  const text = typo(ctx, voice(ctx.rng, ctx.speaker, built.text, scenario(ctx.rng, 'generic', Boolean((chain.first.source as { workspace?: unknown }).workspace))));
  return finishSpoken(ctx, {
    kind: 'multi_step',
    toolset: ctx.toolsetFor([chain.first, chain.second]),
    text,
    expected: { calls: built.calls, parallel: false, final: 'answer', ...(built.turns ? { confirm: true } : {}) },
    rubric: built.rubric,
    ...(built.turns ? { turns: built.turns } : {}),
    goal: built.text,
  });
}

export const multiStepKind: KindDef = {
  name: 'multi_step',
  description: 'a later call takes an argument from an earlier call\'s result',
  rules: 'the second call needs a value from the first call\'s result (the draft names it); the user asks for both steps; "turns" is empty.',
  build: (ctx) => buildMultiStep(ctx),
};
