// A chain whose first result does not hold what the next call needs stops there: the next call is not made with the
// id the generator predicted. Seen on npm-real: getConsoleLogs came back empty and wipeLogs was still called with a tab
// id nobody had seen, answered "Done, log 1788520 has been deleted". The answer says why it stopped, and validation
// keeps the record (the call rightly not made).
import { describe, expect, it } from 'vitest';
import type { CatalogTool, Task, ToolProfile } from '../../src/records/index.js';
import { executeTask } from '../../src/execute/executor.js';
import { ExecuteConfigSchema } from '../../src/execute/config.js';
import { checkAgainstTask } from '../../src/validate/semantic.js';
import { catalogTool, callTask } from './helpers.js';

const source = { kind: 'synthetic' as const, id: 'tracker', domain: 'issues', derivedFrom: [] };
const issue = { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' }, status: { type: 'string', enum: ['open', 'closed'] } }, required: ['id', 'title', 'status'] };
const tool = (name: string, profile: Omit<ToolProfile, 'system' | 'entity' | 'reversible'>, extra: Partial<CatalogTool>): CatalogTool =>
  catalogTool('tracker', name, source, { ...extra, profile: { system: 'Tracker', entity: 'issue', reversible: profile.action !== 'delete', ...profile } });
const list = tool('list_issues', { action: 'list', params: { title: 'title', limit: 'count' } }, { inputSchema: { type: 'object', properties: { title: { type: 'string' }, limit: { type: 'integer', minimum: 1 } } }, outputSchema: { type: 'object', properties: { issues: { type: 'array', items: issue } }, required: ['issues'] } });
const remove = tool('delete_issue', { action: 'delete', params: { id: 'id' }, idParam: 'id', verb: 'delete' }, { inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } });
const catalog = new Map([list, remove].map((t) => [t.id, t]));
const config = ExecuteConfigSchema.parse({ backend: 'simulated', sandbox: 'none' });

function chain(listArgs: Record<string, unknown>, seed: number): Task {
  const task = callTask([{ toolId: list.id, arguments: listArgs }, { toolId: remove.id, arguments: { id: 'predicted-id-123' } }], seed);
  (task.expected.calls[1] as Task['expected']['calls'][number]).links = [{ arg: 'id', fromCall: 0, path: 'issues[0].id' }];
  return task;
}

describe('a chain with nothing to act on', () => {
  it('stops after an empty list: no delete with a guessed id, an answer that says so, and a record validation keeps', async () => {
    for (let seed = 1; seed <= 6; seed++) {
      const task = chain({ title: 'no issue is called this' }, seed);
      const out = await executeTask(task, { catalog, config, sandbox: 'none' });
      expect(out.ok).toBe(true);
      if (!out.ok) continue;
      const t = out.trajectory;
      expect(t.calls.map((c) => c.name)).toEqual(['list_issues']);
      expect(JSON.stringify(t.messages)).not.toContain('predicted-id-123');
      const answer = t.messages.at(-1)!.content as string;
      expect(answer).toMatch(/no issue to delete|did not delete any issue/);
      expect(answer).not.toMatch(/deleted\b(?! any)/i);
      expect(checkAgainstTask(t, task)).toBeNull();
    }
  });

  it('still makes the call when the list shows the record, with the id the list returned', async () => {
    const task = chain({ limit: 3 }, 3);
    const out = await executeTask(task, { catalog, config, sandbox: 'none' });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.trajectory.calls.map((c) => c.name)).toEqual(['list_issues', 'delete_issue']);
    expect(out.trajectory.calls[1]!.arguments.id).not.toBe('predicted-id-123');
    expect(checkAgainstTask(out.trajectory, task)).toBeNull();
  });

  it('says that no record listed is the one picked out, and acts on no other', async () => {
    for (let seed = 1; seed <= 4; seed++) {
      for (const [pick, said] of [
        [{ where: { key: 'status', value: 'archived' } }, /None of the issues listed is archived|No issue there is archived/],
        [{ ranked: { key: 'stars', order: 'max' as const } }, /could not tell from the list which issue is the one with the most stars/],
      ] as const) {
        const task = chain({ limit: 3 }, seed);
        (task.expected.calls[1] as Task['expected']['calls'][number]).links = [{ arg: 'id', fromCall: 0, path: 'issues[0].id', ...pick }];
        const out = await executeTask(task, { catalog, config, sandbox: 'none' });
        if (!out.ok) throw new Error(out.reject.message);
        expect(out.trajectory.calls.map((c) => c.name)).toEqual(['list_issues']);
        expect(out.trajectory.messages.at(-1)!.content).toMatch(said);
        expect(checkAgainstTask(out.trajectory, task)).toBeNull();
      }
    }
  });

  it('after a failed first call says only that the next step was not taken', async () => {
    const task = chain({ title: 'no issue is called this', limit: -5 }, 2);
    const out = await executeTask(task, { catalog, config, sandbox: 'none' });
    if (!out.ok) throw new Error(out.reject.message);
    expect(out.trajectory.calls.map((c) => [c.name, c.isError])).toEqual([['list_issues', true]]);
    expect(out.trajectory.messages.at(-1)!.content).toMatch(/did not go on to delete the issue|have not deleted the issue yet/);
  });

  it('keeps a planned id the result shows in its text, though not where the plan looked', async () => {
    const task = chain({ limit: 3 }, 4);
    const first = await executeTask(task, { catalog, config, sandbox: 'none' });
    if (!first.ok) throw new Error(first.reject.message);
    const listed = first.trajectory.calls[1]!.arguments.id as string;
    const call = task.expected.calls[1]!;
    const moved = { ...task, id: `${task.id}-moved`, expected: { ...task.expected, calls: [task.expected.calls[0]!, { ...call, arguments: { id: listed }, links: [{ arg: 'id', fromCall: 0, path: 'records[0].key' }] }] } };
    const out = await executeTask(moved, { catalog, config, sandbox: 'none' });
    if (!out.ok) throw new Error(out.reject.message);
    expect(out.trajectory.calls.map((c) => c.name)).toEqual(['list_issues', 'delete_issue']);
    expect(out.trajectory.calls[1]!.arguments.id).toBe(listed);
  });

  it('is still caught when a call the results could have fed is left out', async () => {
    const task = chain({ limit: 3 }, 3);
    const out = await executeTask({ ...task, expected: { ...task.expected, calls: [task.expected.calls[0]!] } }, { catalog, config, sandbox: 'none' });
    if (!out.ok) throw new Error(out.reject.message);
    expect(checkAgainstTask(out.trajectory, task)?.code).toBe('semantic.missing_call');
  });
});
