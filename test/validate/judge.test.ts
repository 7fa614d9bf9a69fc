import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LlmClient } from '../../src/llm/client.js';
import { judgeTrajectory } from '../../src/validate/judge.js';
import { startOpenAIMock, type OpenAIMock } from '../fixtures/openai-mock.js';
import { task, trajectory } from './fixtures.js';

describe('LLM judge against a 127.0.0.1 chat completions server', () => {
  let mock: OpenAIMock;
  beforeAll(async () => {
    mock = await startOpenAIMock([
      JSON.stringify({ score: 0.9, reasons: ['reads the file asked for'] }),
      JSON.stringify({ score: 0.3, reasons: ['answer ignores the file content'] }),
      'not json',
      JSON.stringify({ score: 2, reasons: [] }),
      JSON.stringify({ score: 0.8, reasons: ['fine after retry'] }),
    ]);
  });
  afterAll(() => mock.close());
  const client = () => new LlmClient({ baseURL: mock.baseURL, apiKey: 'k', model: 'judge', maxAttempts: 3 }, {});
  const t = task({ rubric: ['reads /workspace/a.txt'], expected: { calls: [], parallel: false, final: 'answer' } });

  it('passes a score over the threshold and sends the rubric and the conversation', async () => {
    const r = await judgeTrajectory(client(), trajectory(), t, 0.7);
    expect(r.finding).toBeNull();
    const sent = mock.requests[0]?.body.messages?.[1]?.content ?? '';
    expect(sent).toContain('- reads /workspace/a.txt');
    expect(sent).toContain('[call read_file {"path":"/workspace/a.txt"}]');
  });
  it('semantic.judge_low_score under the threshold, with the reasons', async () => {
    const r = await judgeTrajectory(client(), trajectory(), t, 0.7);
    expect(r.finding).toMatchObject({ code: 'semantic.judge_low_score' });
    expect(r.finding?.message).toMatch(/0.3 < 0.7: answer ignores the file content/);
  });
  it('answers that are not JSON or break the schema are retried (zod-checked)', async () => {
    const r = await judgeTrajectory(client(), trajectory(), t, 0.7);
    expect(r.verdict).toEqual({ score: 0.8, reasons: ['fine after retry'] });
    expect(mock.requests).toHaveLength(5);
  });
});
