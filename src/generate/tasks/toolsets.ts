// Toolsets a model must choose from by meaning: beside the tools a task needs sit plausible near misses (the same
// action on another entity, the same entity on another server, similar names), not random neighbours.
import type { CatalogTool } from '../../records/index.js';
import { fitToBudget } from '../../catalog/token-budget.js';
import type { Rng } from '../../util/random.js';
import { keyWords } from '../../util/english.js';
import { speechProfile, type SpeechProfile } from '../../catalog/speech-profile.js';

/** Profiles and name words computed once per run (the generator's `once`), not per task. */
export class ToolIndex {
  private readonly profiles = new Map<string, SpeechProfile>();
  private readonly names = new Map<string, Set<string>>();

  constructor(readonly tools: readonly CatalogTool[]) {}

  profile(t: CatalogTool): SpeechProfile {
    let p = this.profiles.get(t.id);
    if (!p) this.profiles.set(t.id, (p = speechProfile(t)));
    return p;
  }

  nameWords(t: CatalogTool): Set<string> {
    let w = this.names.get(t.id);
    if (!w) this.names.set(t.id, (w = new Set(keyWords(t.name).toLowerCase().split(' ').filter((x) => x.length > 2))));
    return w;
  }
}

/** How easily a model could mistake `c` for `t`; undefined when `c` would serve the request just as well. */
function confusability(index: ToolIndex, t: CatalogTool, c: CatalogTool): number | undefined {
  const a = index.profile(t);
  const b = index.profile(c);
  const sameEntity = a.entity === b.entity;
  const sameAction = a.action === b.action;
  if (sameEntity && sameAction && t.serverId === c.serverId) return undefined;
  const tw = index.nameWords(t);
  const cw = index.nameWords(c);
  const shared = [...tw].filter((w) => cw.has(w)).length;
  let score = 0;
  if (sameAction && !sameEntity) score += 3;
  if (sameEntity && t.serverId !== c.serverId) score += 3;
  if (sameEntity && !sameAction) score += 2;
  score += (3 * shared) / Math.max(1, Math.min(tw.size, cw.size));
  if (a.system === b.system) score += 0.5;
  return score;
}

/**
 * Up to `n` near misses for `target` from `pool`: the most confusable, drawn with some chance so runs vary
 * (a pick among the best 1.5n).
 */
export function nearMisses(index: ToolIndex, target: CatalogTool, pool: readonly CatalogTool[], n: number, rng: Rng, exclude: ReadonlySet<string> = new Set()): CatalogTool[] {
  const scored: Array<[CatalogTool, number]> = [];
  for (const c of pool) {
    if (c.id === target.id || exclude.has(c.id)) continue;
    const s = confusability(index, target, c);
    if (s !== undefined) scored.push([c, s + rng.next()]);
  }
  scored.sort((x, y) => y[1] - x[1] || (x[0].id < y[0].id ? -1 : 1));
  return rng.sample(scored.slice(0, Math.ceil(1.5 * n)), n).map(([c]) => c);
}

export interface ToolsetLimits {
  maxToolset: number;
  maxToolsetTokens?: number;
}

/**
 * The anchors, some same-server siblings, and one or two near misses from other servers, shuffled: a model that
 * picks by server or by position learns nothing here.
 */
export function mixedToolset(index: ToolIndex, anchor: readonly CatalogTool[], byServer: ReadonlyMap<string, CatalogTool[]>, limits: ToolsetLimits, rng: Rng): string[] {
  const first = anchor[0] as CatalogTool;
  const ids = new Set(anchor.map((t) => t.id));
  const room = Math.max(0, limits.maxToolset - ids.size);
  const others = index.tools.filter((t) => t.serverId !== first.serverId);
  const foreign = others.length > 0 && room > 1 ? nearMisses(index, first, others, Math.min(room - 1, rng.int(1, 2)), rng, ids) : [];
  const siblings = (byServer.get(first.serverId) ?? []).filter((t) => !ids.has(t.id));
  const near = nearMisses(index, first, siblings, Math.min(siblings.length, room - foreign.length), rng, ids);
  const extras = fitToBudget([...anchor], [...foreign, ...near], limits.maxToolsetTokens);
  return rng.shuffle([...ids, ...extras.map((t) => t.id)]);
}
