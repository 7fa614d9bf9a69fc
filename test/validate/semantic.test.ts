import { describe, expect, it } from 'vitest';
import { semanticValidator } from '../../src/validate/semantic.js';
import { catalogOf, catalogTool, task, trajectory } from './fixtures.js';

const catalog = catalogOf(catalogTool('read_file'), catalogTool('write_file'));
const read = { toolId: 'srv/read_file', arguments: { path: '/workspace/a.txt' } };
const write = { toolId: 'srv/write_file', arguments: { path: '/workspace/b.txt', text: 'x' } };
const ctxWith = (...tasks: ReturnType<typeof task>[]) => ({ catalog, tasks: new Map(tasks.map((t) => [t.id, t])) });

describe('semantic validator (offline, against the task)', () => {
  it('passes the expected call with the expected arguments', () => {
    expect(semanticValidator.check(trajectory(), ctxWith(task({ expected: { calls: [read], parallel: false, final: 'answer' } })))).toBeNull();
  });
  it('semantic.unknown_task when the trajectory names no loaded task', () => {
    expect(semanticValidator.check(trajectory({ taskId: 'gone' }), ctxWith()).code).toBe('semantic.unknown_task');
  });
  it('semantic.missing_call when an expected tool is never called', () => {
    const r = semanticValidator.check(trajectory(), ctxWith(task({ expected: { calls: [read, write], parallel: false, final: 'answer' } })));
    expect(r?.code).toBe('semantic.missing_call');
  });
  it('semantic.unexpected_call when the task expects no call', () => {
    expect(semanticValidator.check(trajectory(), ctxWith(task({ kind: 'irrelevance', expected: { calls: [], parallel: false, final: 'decline' } })))).toMatchObject({ code: 'semantic.unexpected_call', path: 'messages[2].tool_calls[0]' });
  });
  it('semantic.missing_argument names the argument path', () => {
    const t = trajectory({ turns: [[{ name: 'write_file', args: { path: '/workspace/b.txt' } }]] });
    expect(semanticValidator.check(t, ctxWith(task({ expected: { calls: [write], parallel: false, final: 'answer' } })))).toMatchObject({ code: 'semantic.missing_argument', path: 'messages[2].tool_calls[0].function.arguments.text' });
  });
  it('semantic.wrong_argument when a given value differs', () => {
    const t = trajectory({ turns: [[{ name: 'read_file', args: { path: '/workspace/z.txt' } }]] });
    expect(semanticValidator.check(t, ctxWith(task({ expected: { calls: [read], parallel: false, final: 'answer' } })))?.code).toBe('semantic.wrong_argument');
  });
  it('semantic.wrong_order for a multi_step chain played backwards', () => {
    const t = trajectory({ turns: [[{ name: 'write_file', args: write.arguments }], [{ name: 'read_file', args: read.arguments }]] });
    expect(semanticValidator.check(t, ctxWith(task({ kind: 'multi_step', expected: { calls: [read, write], parallel: false, final: 'answer' } })))?.code).toBe('semantic.wrong_order');
  });
  it('order does not matter for independent calls', () => {
    const t = trajectory({ turns: [[{ name: 'write_file', args: write.arguments }], [{ name: 'read_file', args: read.arguments }]] });
    expect(semanticValidator.check(t, ctxWith(task({ kind: 'multiple', expected: { calls: [read, write], parallel: false, final: 'answer' } })))).toBeNull();
  });
  it('semantic.not_parallel when parallel calls are spread over turns', () => {
    const t = trajectory({ turns: [[{ name: 'read_file', args: read.arguments }], [{ name: 'write_file', args: write.arguments }]] });
    expect(semanticValidator.check(t, ctxWith(task({ kind: 'parallel', expected: { calls: [read, write], parallel: true, final: 'answer' } })))?.code).toBe('semantic.not_parallel');
    const together = trajectory({ turns: [[{ name: 'read_file', args: read.arguments }, { name: 'write_file', args: write.arguments }]] });
    expect(semanticValidator.check(together, ctxWith(task({ kind: 'parallel', expected: { calls: [read, write], parallel: true, final: 'answer' } })))).toBeNull();
  });
  it('semantic.wrong_answer when the final answer misses the reference', () => {
    const t = trajectory({ turns: [], final: 'It is 12.' });
    expect(semanticValidator.check(t, ctxWith(task({ kind: 'irrelevance', expected: { calls: [], parallel: false, final: 'answer', answer: '42' } })))?.code).toBe('semantic.wrong_answer');
  });
});
