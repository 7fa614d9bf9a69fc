import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TaskLookup } from '../../src/validate/task-lookup.js';
import { runStepFiles } from '../../src/toolforge.js';
import { ValidateConfigSchema } from '../../src/validate/validators.js';
import { readLines, tempDir } from '../helpers.js';
import { catalogTool, task, trajectory } from './fixtures.js';

const expected = { calls: [{ toolId: 'srv/read_file', arguments: { path: '/workspace/a.txt' } }], parallel: false, final: 'answer' as const };

function tasksFile(dir: string, n: number): string {
  const file = join(dir, `tasks-${n}.jsonl`);
  writeFileSync(file, Array.from({ length: n }, (_, i) => JSON.stringify(task({ id: `task_${i}`, expected, seed: i }))).join('\n') + '\n');
  return file;
}

describe('TaskLookup', () => {
  it('finds tasks asked in file order, skipping those never asked for', async () => {
    const lookup = new TaskLookup(tasksFile(tempDir(), 10));
    try {
      expect((await lookup.get('task_0'))?.seed).toBe(0);
      expect((await lookup.get('task_3'))?.seed).toBe(3);
      expect((await lookup.get('task_9'))?.seed).toBe(9);
    } finally {
      lookup.close();
    }
  });
  it('still finds every task when asked out of order, and says undefined for an unknown id', async () => {
    const lookup = new TaskLookup(tasksFile(tempDir(), 10));
    try {
      expect((await lookup.get('task_7'))?.seed).toBe(7);
      expect((await lookup.get('task_2'))?.seed).toBe(2); // behind the cursor: answered from the index
      expect(await lookup.get('task_404')).toBeUndefined();
      expect((await lookup.get('task_0'))?.seed).toBe(0);
      expect((await lookup.get('task_9'))?.seed).toBe(9);
    } finally {
      lookup.close();
    }
  });
});

describe('validate stage with tasks streamed beside trajectories', () => {
  it('checks every trajectory against its own task whatever order the trajectories file has', async () => {
    const dir = tempDir();
    const f = (n: string) => join(dir, n);
    writeFileSync(f('catalog.jsonl'), JSON.stringify(catalogTool('read_file')) + '\n');
    const tasks = tasksFile(dir, 6);
    const good = { name: 'read_file', args: { path: '/workspace/a.txt' } };
    const wrong = { name: 'read_file', args: { path: '/workspace/b.txt' } };
    // Reversed, with one trajectory whose task the file lacks and one that calls with the wrong argument.
    const trajs = [5, 4, 3, 2, 1, 0].map((i) => trajectory({ id: `traj_${i}`, taskId: `task_${i}`, turns: [[i === 3 ? wrong : good]], final: `Done ${i}.` }));
    trajs.push(trajectory({ id: 'traj_x', taskId: 'task_missing', turns: [[good]], final: 'Done x.' }));
    writeFileSync(f('traj.jsonl'), trajs.map((t) => JSON.stringify(t)).join('\n') + '\n');
    const stats = await runStepFiles('validate', ValidateConfigSchema.parse({ skip: ['dedup'] }), { input: f('traj.jsonl'), output: f('valid.jsonl'), rejects: f('rejects.jsonl'), artifacts: { catalog: f('catalog.jsonl'), tasks: tasks } });
    expect(stats.in).toBe(7);
    expect(readLines<{ id: string }>(f('valid.jsonl')).map((t) => t.id)).toEqual(['traj_5', 'traj_4', 'traj_2', 'traj_1', 'traj_0']);
    const rejects = readLines<{ id: string; code: string }>(f('rejects.jsonl'));
    expect(rejects.map((r) => [r.id, r.code])).toEqual([
      ['traj_3', 'semantic.wrong_argument'],
      ['traj_x', 'semantic.unknown_task'],
    ]);
  });
});
