// `multi_step`: a later call's argument comes from an earlier call's result, linked so the executor fills it from the real result.
import type { ArgumentLink, CatalogTool, ExpectedCall, Task, Turn } from '../../records/index.js';
import { hasFlag, isDestructive } from '../../records/index.js';
import { type BuildContext, finishTask, requiredArgs } from './build-context.js';
import { capitalise, requestPhrase } from './templates.js';
import { listSeed, type WorkspaceListing } from './workspace-files.js';
import type { KindDef } from './kind-def.js';
import { discoverChains, playChain, type WorldChain } from '../../world/chains.js';
import type { WorldModel } from '../../world/model.js';
import { World, referenceDateFor } from '../../world/world.js';

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
      const verb = /info/.test(second.name) ? 'show me its size and dates' : 'show me what is in it';
      const text = ctx.rng.pick([
        `Look in ${dir}, pick the first file listed there and ${verb}.`,
        `What files are in ${dir}? Take the first one and ${verb}.`,
        `List ${dir} for me, then open the first file you find and ${verb}.`,
        `I don't remember what is in ${dir}. Check, and for the first file there, ${verb}.`,
        `Go through ${dir}: whatever file comes first in the listing, ${verb}.`,
        `Start by listing ${dir}; then take the top file and ${verb}.`,
      ]);
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
      const text = `${capitalise(requestPhrase(first.description, first.name))}: ${entities!
        .map((e) => `"${String(e.name)}" (${String(e.entityType ?? 'thing')})`)
        .join(', ')}. Then ${ctx.rng.pick(['open the first one back up so I can check it was saved', 'look up the first of them to confirm it is stored'])}.`;
      return {
        calls: [c, { toolId: second.id, arguments: { names: [name] }, links: [link] }],
        text,
        rubric: [`calls ${first.name} first`, `then calls ${second.name} with the name ${first.name} returned`],
      };
    },
  };
}

/** How a person asks for the second step, by what it does to the record the first step found. */
const SECOND_STEP: Record<string, string[]> = {
  get: ['show me the details of the first one', 'open the first one and tell me everything about it', 'pull up the full record of the first result'],
  update: ['update the first one', 'make a change to the first one', 'edit the first one'],
  delete: ['delete the first one', 'remove the first one it lists', 'get rid of the first one'],
  control: ['apply the same to the first one', 'act on the first one'],
};

/** A chain the world found: the first call's result names the record the second call takes, by id. */
function worldChain(c: WorldChain): Chain {
  return {
    first: c.first,
    second: c.second,
    build(ctx) {
      // A world of its own: the chain's calls are the trajectory's first, and a chain tried and dropped leaves no trace.
      const played = playChain(c, new World(ctx.model, ctx.seed, referenceDateFor(ctx.seed)), ctx.seed);
      if (!played) return undefined;
      const entity = ctx.model.binding(c.second)?.entity.entity ?? 'record';
      const action = ctx.model.binding(c.second)?.profile.action ?? 'get';
      const then = c.kind === 'create_then' ? ctx.rng.pick([`then ${action === 'get' ? 'read it back' : 'update it'} by the id it gets`, `and once it exists, ${action === 'get' ? 'fetch it again to check it' : 'change it'}`]) : ctx.rng.pick(SECOND_STEP[action] ?? SECOND_STEP.get!);
      const second = played.calls[1]!;
      const changes = Object.entries(second.arguments).filter(([k]) => k !== c.arg && action === 'update');
      const detail = changes.length > 0 ? ` (${changes.map(([k, v]) => `${k.replace(/[_-]+/g, ' ')}: ${typeof v === 'string' ? v : JSON.stringify(v)}`).join(', ')})` : '';
      const text = `${capitalise(requestPhrase(c.first.description, c.first.name))}, ${c.kind === 'create_then' ? then : `then ${then}`}${detail}.`;
      // A destructive second step is agreed before anything runs: the assistant states the plan and the user says yes.
      const turns: Turn[] = isDestructive(c.second)
        ? [{ assistant: ctx.rng.pick([`To be sure: I will look them up, then permanently ${action === 'delete' ? 'delete' : 'change'} the first ${entity} the lookup returns with ${c.second.name}. This cannot be undone. Shall I go ahead?`, `That would ${action === 'delete' ? 'permanently delete' : 'change'} the first ${entity} ${c.first.name} returns, and it cannot be taken back. Do you want me to proceed?`]), user: ctx.rng.pick(['Yes, go ahead.', 'Yes, do it.', 'Confirmed.']) }]
        : [];
      return {
        calls: played.calls,
        text,
        rubric: [`calls ${c.first.name} first`, `then calls ${c.second.name} with the ${entity} ${c.arg} that ${c.first.name} returned, not a guessed one`],
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
  return [...handMade, ...roundRobin(worldChains(model, tools, handMade))];
}

/** Chains taken one server at a time in turn, so a run's multi_step tasks spread over servers before any repeats. */
function roundRobin(chains: Chain[]): Chain[] {
  const byServer = new Map<string, Chain[]>();
  for (const c of chains) byServer.set(c.first.serverId, [...(byServer.get(c.first.serverId) ?? []), c]);
  const queues = [...byServer.values()];
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
  return finishTask(
    { kind: 'multi_step', toolset: ctx.toolsetFor([chain.first, chain.second]), text: built.text, expected: { calls: built.calls, parallel: false, final: 'answer', ...(built.turns ? { confirm: true } : {}) }, rubric: built.rubric, ...(built.turns ? { turns: built.turns } : {}) },
    ctx.seed,
  );
}

export const multiStepKind: KindDef = {
  name: 'multi_step',
  description: 'a later call takes an argument from an earlier call\'s result',
  rules: 'the second call needs a value from the first call\'s result (the draft names it); the user asks for both steps; "turns" is empty.',
  build: (ctx) => buildMultiStep(ctx),
};
