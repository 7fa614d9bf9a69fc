// `multi_step`: a later call's argument comes from an earlier call's result, linked so the executor fills it from the real result.
import type { ArgumentLink, CatalogTool, ExpectedCall, Task } from '../../records/index.js';
import { hasFlag } from '../../records/index.js';
import { type BuildContext, requiredArgs } from './build-context.js';
import { CREATE_THEN_CHECK, LIST_THEN_OPEN, THEN_INFO, THEN_READ } from '../language/chain-phrases.js';
import { namePath } from '../language/paths.js';
import { sayObjects } from '../language/said-compound.js';
import { VIRTUAL_WORKSPACE } from '../../servers/workspace.js';
import { finishSpoken, typo } from './speak.js';
import { voice } from '../language/personas.js';
import { scenario } from '../language/scenarios.js';
import { listSeed, type WorkspaceListing } from './workspace-files.js';
import type { KindDef } from './kind-def.js';

/** A producer/consumer pair on one server, and how the consumer's argument is read from the producer's result. */
interface Chain {
  first: CatalogTool;
  second: CatalogTool;
  build(ctx: BuildContext): { calls: ExpectedCall[]; text: string; rubric: string[] } | undefined;
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

/** Every chain the catalog allows, in catalog order. */
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
export function buildMultiStep(ctx: BuildContext, chains: readonly Chain[] = ctx.once('multi_step.chains', () => findChains(ctx.tools)), index = ctx.index): Task | undefined {
  if (chains.length === 0) return undefined;
  const chain = chains[index % chains.length] as Chain;
  const built = chain.build(ctx);
  if (!built) return undefined;
  const text = typo(ctx, voice(ctx.rng, ctx.speaker, built.text, scenario(ctx.rng, 'generic', Boolean((chain.first.source as { workspace?: unknown }).workspace))));
  return finishSpoken(ctx, { kind: 'multi_step', toolset: ctx.toolsetFor([chain.first, chain.second]), text, expected: { calls: built.calls, parallel: false, final: 'answer' }, rubric: built.rubric, goal: built.text });
}

export const multiStepKind: KindDef = {
  name: 'multi_step',
  description: 'a later call takes an argument from an earlier call\'s result',
  rules: 'the second call needs a value from the first call\'s result (the draft names it); the user asks for both steps; "turns" is empty.',
  build: (ctx) => buildMultiStep(ctx),
};
