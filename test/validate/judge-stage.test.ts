import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runStepFiles } from '../../src/toolforge.js';
import { ValidateConfigSchema } from '../../src/validate/validators.js';
import { readLines, tempDir } from '../helpers.js';
import { startOpenAIMock } from '../fixtures/openai-mock.js';
import { catalogTool, task, trajectory } from './fixtures.js';

describe('the LLM judge in the validate stage', () => {
  it('rejects the record the judge scores under the threshold and keeps the other', async () => {
    // Judge calls overlap, so the answer follows the transcript, not the order requests arrive in.
    const mock = await startOpenAIMock((r) => (JSON.stringify(r.body.messages).includes('Something entirely different') ? JSON.stringify({ score: 0.2, reasons: ['ignores the result'] }) : JSON.stringify({ score: 0.9, reasons: ['reads the file'] })));
    try {
      const dir = tempDir();
      const f = (n: string) => join(dir, n);
      writeFileSync(f('catalog.jsonl'), JSON.stringify(catalogTool('read_file')) + '\n');
      const call = { name: 'read_file', args: { path: '/workspace/a.txt' } };
      const expected = { calls: [{ toolId: 'srv/read_file', arguments: { path: '/workspace/a.txt' } }], parallel: false, final: 'answer' as const };
      writeFileSync(f('tasks.jsonl'), [task({ id: 'task_1', expected }), task({ id: 'task_2', expected, messages: [{ role: 'user', content: 'Please open /workspace/a.txt and tell me.' }] })].map((t) => JSON.stringify(t)).join('\n') + '\n');
      writeFileSync(f('traj.jsonl'), [trajectory({ id: 'traj_1', taskId: 'task_1', turns: [[call]] }), trajectory({ id: 'traj_2', taskId: 'task_2', user: 'Please open /workspace/a.txt and tell me.', turns: [[call]], final: 'Something entirely different.' })].map((t) => JSON.stringify(t)).join('\n') + '\n');
      const validate = ValidateConfigSchema.parse({ skip: ['dedup'], judge: { llm: { baseURL: mock.baseURL, apiKey: 'k', model: 'judge' }, threshold: 0.7 } });
      const stats = await runStepFiles('validate', validate, { input: f('traj.jsonl'), output: f('valid.jsonl'), rejects: f('rejects.jsonl'), artifacts: { catalog: f('catalog.jsonl'), tasks: f('tasks.jsonl') } });
      expect(stats.in).toBe(2);
      expect(stats.out).toBe(1);
      expect(stats.dropped).toEqual({ 'semantic.judge_low_score': 1 });
      expect(readLines<{ id: string }>(f('valid.jsonl')).map((t) => t.id)).toEqual(['traj_1']);
      expect(readLines<{ id: string; step: string; message: string }>(f('rejects.jsonl'))[0]).toMatchObject({ id: 'traj_2', step: 'validate.judge' });
      expect(mock.requests).toHaveLength(2);
      // The judge's spend in the step's stats: the mock bills 100 + n prompt tokens for its n-th request.
      expect(stats.extra).toMatchObject({ llmRequests: 2, promptTokens: 201 });
      expect(stats.extra.completionTokens).toBeGreaterThan(0);
    } finally {
      await mock.close();
    }
  });

  it('keeps judge requests in flight up to judge.concurrency and writes records in input order', async () => {
    const mock = await startOpenAIMock(() => JSON.stringify({ score: 0.9, reasons: ['fine'] }), { delayMs: 150 });
    try {
      const dir = tempDir();
      const f = (n: string) => join(dir, n);
      writeFileSync(f('catalog.jsonl'), JSON.stringify(catalogTool('read_file')) + '\n');
      const ids = Array.from({ length: 12 }, (_, i) => i);
      const expected = { calls: [{ toolId: 'srv/read_file', arguments: { path: '/workspace/a.txt' } }], parallel: false, final: 'answer' as const };
      writeFileSync(f('tasks.jsonl'), ids.map((i) => JSON.stringify(task({ id: `task_${i}`, expected }))).join('\n') + '\n');
      const call = { name: 'read_file', args: { path: '/workspace/a.txt' } };
      writeFileSync(f('traj.jsonl'), ids.map((i) => JSON.stringify(trajectory({ id: `traj_${i}`, taskId: `task_${i}`, turns: [[call]], final: `Answer number ${i}.` }))).join('\n') + '\n');
      const validate = ValidateConfigSchema.parse({ skip: ['dedup'], judge: { llm: { baseURL: mock.baseURL, apiKey: 'k', model: 'judge' }, threshold: 0.7, concurrency: 4 } });
      const stats = await runStepFiles('validate', validate, { input: f('traj.jsonl'), output: f('valid.jsonl'), rejects: f('rejects.jsonl'), artifacts: { catalog: f('catalog.jsonl'), tasks: f('tasks.jsonl') } });
      expect(stats.out).toBe(12);
      expect(mock.maxInFlight()).toBe(4);
      expect(readLines<{ id: string }>(f('valid.jsonl')).map((t) => t.id)).toEqual(ids.map((i) => `traj_${i}`));
    } finally {
      await mock.close();
    }
  });
});
