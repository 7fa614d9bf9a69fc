// Records named as people name them, and corrections that name another record: over npm-real, played in the
// simulated world the generator planned against. A lookup finds what the user named; "wrong one, I meant X" names an
// X that exists, so the corrected call acts on it instead of answering "not found".
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { ExecuteConfigSchema } from '../../src/execute/config.js';
import { executeTask } from '../../src/execute/executor.js';
import { WorldModel } from '../../src/world/model.js';
import type { CatalogTool, Task, Trajectory } from '../../src/records/index.js';
import { PROJECT, readLines } from '../helpers.js';

const CORRECTION = /wrong one|I meant|mixed them up|Not that one|that's the old one|it's .+ I meant/i;
const NOT_FOUND = /not found|404|no \w+ with id|could not find/i;

let catalog: CatalogTool[];
let byId: Map<string, CatalogTool>;
let model: WorldModel;
let tasks: Task[];
const played = new Map<string, Trajectory>();

beforeAll(async () => {
  catalog = readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl'));
  byId = new Map(catalog.map((t) => [t.id, t]));
  model = WorldModel.of(catalog);
  const config = GenerateConfigSchema.parse({ count: 240, mix: { needs_confirmation: 2, single: 1 }, maxToolset: 8 });
  tasks = [...generateOfflineTasks(catalog, { seed: 21, config })];
  const execute = ExecuteConfigSchema.parse({ backend: 'simulated', confirmation: { policy: 'approve' } });
  for (const task of tasks.filter((t) => t.expected.calls.length > 0)) {
    const outcome = await executeTask(task, { catalog: byId, config: execute, sandbox: 'none', world: model });
    if (outcome.ok) played.set(task.id, outcome.trajectory);
  }
}, 180_000);

describe('records named by what they are called', () => {
  it('a correction names another record the world has, and the corrected call finds it', () => {
    const corrected = tasks.filter((t) => t.kind === 'needs_confirmation' && t.expected.calls.length > 0 && CORRECTION.test(t.turns?.[0]?.user ?? ''));
    expect(corrected.length).toBeGreaterThanOrEqual(5);
    for (const task of corrected) {
      const t = played.get(task.id);
      expect(t, `task ${task.id} played`).toBeDefined();
      const acting = t!.calls.at(-1)!;
      const result = t!.messages.find((m) => m.role === 'tool' && m.tool_call_id === acting.id)?.content ?? '';
      expect(acting.isError && NOT_FOUND.test(result), `${task.turns![0]!.user} -> ${result}`).toBe(false);
      // The record the question was about is not the one acted on: the id of the record acted on is not one the
      // question read back (where it lives, a device or a project, may well be the same).
      const idParam = model.binding(byId.get(acting.toolId)!)?.idParam;
      const v = idParam ? acting.arguments[idParam] : undefined;
      if ((typeof v === 'string' || typeof v === 'number') && String(v).length >= 4) expect(task.turns![0]!.assistant.includes(` ${String(v)}`), `${String(v)} in: ${task.turns![0]!.assistant} | ${task.turns![0]!.user} | ${JSON.stringify(acting.arguments)}`).toBe(false);
    }
  });

  it('a correction changes only the record: the call keeps the place and the values first asked for', () => {
    // "Ah, I mixed them up. It's the branch named 'main'" once moved protect_branch from project 952695 to 6930574 and
    // turned "force push off" on: the corrected call was a new plan, not the asked one with another record.
    const corrected = tasks.filter((t) => t.kind === 'needs_confirmation' && t.expected.calls.length > 1 && CORRECTION.test(t.turns?.[0]?.user ?? ''));
    expect(corrected.length).toBeGreaterThanOrEqual(3);
    for (const task of corrected) {
      const acting = task.expected.calls.at(-1)!;
      const b = model.binding(byId.get(acting.toolId)!)!;
      const asked = `${task.messages[0]!.content} ${task.turns![0]!.assistant}`;
      for (const k of b.scope) {
        const v = acting.arguments[k];
        if ((typeof v === 'string' && v.length >= 4) || typeof v === 'number') expect(asked, `${k} ${String(v)}`).toContain(String(v));
      }
    }
  });

  it('a record named by the user is looked up first, and the call acts on the id the lookup returned', () => {
    const named = tasks.filter((t) => t.expected.calls.some((c) => (c.links ?? []).length > 0));
    expect(named.length).toBeGreaterThanOrEqual(10);
    for (const task of named) {
      const t = played.get(task.id);
      expect(t, `task ${task.id} played`).toBeDefined();
      const [lookup, acting] = [t!.calls[0]!, t!.calls.at(-1)!];
      expect(lookup.isError).toBe(false);
      const user = [task.messages[0]!.content, ...(task.turns ?? []).map((x) => x.user)].join(' ');
      for (const link of task.expected.calls.at(-1)!.links ?? []) {
        const id = acting.arguments[link.arg];
        const said = Array.isArray(id) ? String(id[0]) : String(id);
        // The id came from the lookup's result, which shows it; the user never said it.
        expect(t!.messages.find((m) => m.role === 'tool' && m.tool_call_id === lookup.id)?.content).toContain(said);
        // Said as a token of its own: a VM named worker-eu-05 may well have id 5.
        expect(user).not.toMatch(new RegExp(`(?<![\\w-])${said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`));
      }
      const result = t!.messages.find((m) => m.role === 'tool' && m.tool_call_id === acting.id)?.content ?? '';
      expect(acting.isError && NOT_FOUND.test(result), result).toBe(false);
    }
  });
});
