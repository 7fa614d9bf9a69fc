// What every kind builder of the offline engine is handed: the seeded rng, the tool rotation, the person asking and
// the day it is, planned calls with their phrases, and the record makers.
import type { CatalogTool, ExpectedCall, Persona, Task, TaskKind, ToolAction, Turn } from '../../records/index.js';
import { contentId } from '../../util/hash.js';
import { isDestructive } from '../../records/index.js';
import { speechProfile } from '../../catalog/speech-profile.js';
import type { Rng } from '../../util/random.js';
import type { WorldModel } from '../../world/model.js';
import type { World } from '../../world/world.js';
import type { Rec } from '../../world/filters.js';
import type { Speaker } from '../language/personas.js';
import type { PlannedCall } from './call-plan.js';
import { takesOwnWords } from './own-words.js';
import type { ToolIndex } from './toolsets.js';
import { restoreLines } from '../language/file-contents.js';

export interface BuildContext {
  rng: Rng;
  seed: number;
  /** Which task of its kind this is (0, 1, ...): kinds that cycle through fixed plans use it. */
  index: number;
  /** A value computed once per run and shared by every task (multi_step's chains). */
  once<T>(key: string, make: () => T): T;
  maxToolset: number;
  tools: readonly CatalogTool[];
  byId: ReadonlyMap<string, CatalogTool>;
  byServer: ReadonlyMap<string, CatalogTool[]>;
  /** Profiles and name words of the run's tools, computed once. */
  toolIndex: ToolIndex;
  /** The next tool in the seeded rotation that passes `filter` (every tool when absent). */
  nextTool(filter?: (t: CatalogTool) => boolean): CatalogTool | undefined;
  /** The anchor tools plus plausible company: same-server siblings and near misses from other servers, up to maxToolset. */
  toolsetFor(anchor: CatalogTool[]): string[];
  /** The world's shape over the whole catalog. */
  model: WorldModel;
  /** This task's world: the one the executor will play it in (same seed, same reference date). */
  world(): World;
  /** A call with seeded arguments that satisfy the tool's inputSchema and name records of the task's world. */
  call(tool: CatalogTool, seed: number): ExpectedCall;
  /** A call planned with the words the user says for each argument, naming `record` of the world where given. */
  plan(tool: CatalogTool, optional?: 'none' | 'some' | 'all', record?: Rec): PlannedCall;
  /** Who is asking, and the day the conversation happens (YYYY-MM-DD). */
  speaker: Speaker;
  ref: string;
  /** Chance that a user message carries one typo. */
  typoRate: number;
}

export interface TaskParts {
  kind: TaskKind;
  toolset: string[];
  text: string;
  expected: Task['expected'];
  rubric: string[];
  turns?: Turn[];
  persona?: Persona;
  referenceDate?: string;
  system?: string;
}

export function finishTask(parts: TaskParts, seed: number, engine: Task['engine'] = 'offline'): Task {
  const body = {
    kind: parts.kind,
    toolset: parts.toolset,
    messages: [{ role: 'user' as const, content: restoreLines(parts.text) }],
    expected: parts.expected,
    rubric: parts.rubric,
    ...(parts.turns?.length ? { turns: parts.turns.map((t) => ({ assistant: restoreLines(t.assistant), user: restoreLines(t.user) })) } : {}),
    ...(parts.persona ? { persona: { ...parts.persona, goal: restoreLines(parts.persona.goal) } } : {}),
    ...(parts.referenceDate ? { referenceDate: parts.referenceDate } : {}),
    ...(parts.system ? { system: parts.system } : {}),
  };
  return { id: contentId('task', body), ...body, seed, engine };
}

/** Tools a kind without a confirmation turn may call: a destructive call nobody confirmed is bad training data. */
export function notDestructive(tool: CatalogTool): boolean {
  return !isDestructive(tool);
}

const READS: ReadonlySet<ToolAction> = new Set(['list', 'search', 'get']);

/**
 * Tools a confirmation turn may be about: destructive by flag or annotation, and a write by what the profile reads in
 * the name, description and schema. Some servers annotate reads as destructive (excel_read_sheet): asking before a
 * read, and saying it "takes effect right away", teaches something untrue. The annotation still gates the call.
 */
export function isDestructiveWrite(tool: CatalogTool, profile: (t: CatalogTool) => { action: ToolAction } = speechProfile): boolean {
  return isDestructive(tool) && !READS.has(profile(tool).action);
}

/** Required argument names of a tool's inputSchema. */
export function requiredArgs(tool: CatalogTool): string[] {
  const req = tool.inputSchema.required;
  return Array.isArray(req) ? req.filter((r): r is string => typeof r === 'string') : [];
}

/** How often a task is built on a tool whose request can carry a detail in the user's own words, when one is left. */
const DETAIL_ODDS = 0.4;

/**
 * The next tool for a task: often one whose request can say a detail in the user's own words ("the last five",
 * "urgent", "due Friday"), since those teach the model to turn wording into values; otherwise the next in rotation.
 */
export function nextToolWithDetail(ctx: BuildContext, filter: (t: CatalogTool) => boolean): CatalogTool | undefined {
  if (ctx.rng.next() < DETAIL_ODDS) {
    const t = ctx.nextTool((x) => filter(x) && takesOwnWords(x, ctx.toolIndex.profile(x)));
    if (t) return t;
  }
  return ctx.nextTool(filter);
}
