// multi_step from the world: on a real stdio server whose tools carry no profile, list_production_backups ->
// delete_production_backup linked by backup_id becomes tasks, played against the server, deleting backups that exist.
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { runPipeline, type RunResult } from '../../src/core/pipeline.js';
import { pipelineFromValue } from '../../src/toolforge.js';
import { PROJECT, readLines, tempDir } from '../helpers.js';
import type { Task, Trajectory } from '../../src/records/index.js';

const dir = tempDir('tf-chains-');
const SERVER = join(PROJECT, 'test/fixtures/world/backups-server.mjs');

describe('multi_step chains from the world', () => {
  let result: RunResult;
  beforeAll(async () => {
    const pipeline = await pipelineFromValue({
      name: 'chains',
      seed: 3,
      catalog: join(dir, 'catalog.jsonl'),
      out: join(dir, 'run'),
      sources: [{ kind: 'stdio', id: 'backups', command: process.execPath, args: [SERVER] }],
      generate: { count: 6, mix: { multi_step: 1 } },
      execute: { sandbox: 'none', backend: 'auto', pool: { spares: 0 } },
    });
    result = await runPipeline(pipeline, {}, () => undefined);
  }, 60_000);

  it('makes list -> delete and list -> get tasks linked by backup_id, with an id that exists, never ""', () => {
    const tasks = readLines<Task>(result.files.tasks as string);
    expect(tasks.length).toBe(6);
    const pairs = tasks.map((t) => t.expected.calls.map((c) => c.toolId.split('/')[1]).join(' -> '));
    expect(pairs).toContain('list_production_backups -> delete_production_backup');
    expect(pairs).toContain('list_production_backups -> get_production_backup');
    for (const t of tasks) {
      const second = t.expected.calls[1]!;
      expect(second.links).toEqual([expect.objectContaining({ arg: 'backup_id', fromCall: 0 })]);
      expect(second.arguments.backup_id).toMatch(/\S/);
    }
  });

  it('plays them on the real server: the second call takes the backup the list really returned', () => {
    const trajectories = readLines<Trajectory>(result.files.trajectories as string);
    const tasks = new Map(readLines<Task>(result.files.tasks as string).map((t) => [t.id, t]));
    expect(trajectories.length).toBe(6);
    let rankedPicks = 0;
    for (const t of trajectories) {
      const [list, second] = t.calls;
      expect(list!.execution).toBe('real');
      // The backup the request picked out (by a fact or its name, or as the largest or newest of what the server
      // listed), else the first one listed.
      const link = tasks.get(t.taskId)?.expected.calls[1]?.links?.[0];
      const { where, ranked } = link ?? {};
      const backups = (list!.structuredContent as { backups: Array<Record<string, unknown>> }).backups;
      const value = (b: Record<string, unknown>) => (typeof b[ranked?.key ?? ''] === 'number' ? Number(b[ranked?.key ?? '']) : Date.parse(String(b[ranked?.key ?? ''])));
      const best = ranked ? (ranked.order === 'max' ? Math.max : Math.min)(...backups.map(value)) : NaN;
      const meant = where ? backups.find((b) => String(b[where.key]) === String(where.value)) : ranked ? backups.find((b) => value(b) === best) : backups[0];
      if (ranked) rankedPicks++;
      // A backup picked out by what the world predicted, which the real server does not hold, is no call: the chain
      // stops there rather than act on another backup.
      if (!meant) {
        expect(second).toBeUndefined();
        continue;
      }
      expect(second!.arguments.backup_id).toBe(meant.backup_id);
      expect(second!.isError).toBe(false);
    }
    // The server runs here, so no pick goes by a value the world predicted; its outputSchema promises sizes and dates.
    expect([...tasks.values()].some((t) => t.expected.calls[1]?.links?.[0]?.where)).toBe(false);
    expect(rankedPicks).toBeGreaterThan(0);
    const deletes = trajectories.flatMap((t) => t.calls).filter((c) => c.name === 'delete_production_backup');
    expect(deletes.length).toBeGreaterThan(0);
    for (const d of deletes) expect(d.execution).toBe('real');
  });

  it('exports them', () => {
    expect(readLines(result.files.train as string).length + readLines((result.files.validation as string | undefined) ?? (result.files.train as string)).length).toBeGreaterThan(3);
  });
});
