// `multi_step`: a later call's argument comes from an earlier call's result, linked so the executor fills it from the real result.
import type { ArgumentLink, CatalogTool, ExpectedCall, Task } from '../../records/index.js';
import { hasFlag } from '../../records/index.js';
import { type BuildContext, finishTask, requiredArgs } from './build-context.js';
import { capitalise, requestPhrase } from './templates.js';
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
  return finishTask(
    { kind: 'multi_step', toolset: ctx.toolsetFor([chain.first, chain.second]), text: built.text, expected: { calls: built.calls, parallel: false, final: 'answer' }, rubric: built.rubric },
    ctx.seed,
  );
}

export const multiStepKind: KindDef = {
  name: 'multi_step',
  description: 'a later call takes an argument from an earlier call\'s result',
  rules: 'the second call needs a value from the first call\'s result (the draft names it); the user asks for both steps; "turns" is empty.',
  build: (ctx) => buildMultiStep(ctx),
};
