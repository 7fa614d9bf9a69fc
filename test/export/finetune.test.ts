import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { planFinetune, runFinetune } from '../../src/export/finetune.js';
import { toOpenAI } from '../../src/export/openai.js';
import { startFilesMock, type FilesMock } from '../fixtures/openai-files-mock.js';
import { tempDir } from '../helpers.js';
import { trajectory } from '../validate/fixtures.js';

describe('toolforge finetune against a 127.0.0.1 files + fine_tuning.jobs server', () => {
  const dir = tempDir();
  const train = join(dir, 'train.jsonl');
  const validation = join(dir, 'validation.jsonl');
  let mock: FilesMock;
  beforeAll(async () => {
    writeFileSync(train, [1, 2, 3].map((i) => JSON.stringify(toOpenAI(trajectory({ user: `read ${i}` })))).join('\n') + '\n');
    writeFileSync(validation, JSON.stringify(toOpenAI(trajectory())) + '\n');
    mock = await startFilesMock();
  });
  afterAll(() => mock.close());

  it('uploads both files as multipart with purpose fine-tune and creates the job naming them', async () => {
    const logs: string[] = [];
    const result = await runFinetune({ train, validation, model: 'gpt-4o-mini-2024-07-18', suffix: 'toolforge', seed: 5, baseURL: mock.baseURL, apiKey: 'test-key' }, (l) => logs.push(l));
    expect(mock.uploads.map((u) => [u.filename, u.purpose])).toEqual([['train.jsonl', 'fine-tune'], ['validation.jsonl', 'fine-tune']]);
    expect(mock.uploads[0]?.content).toBe(readFileSync(train, 'utf8'));
    expect(mock.jobs).toEqual([{ model: 'gpt-4o-mini-2024-07-18', training_file: 'file-1', validation_file: 'file-2', suffix: 'toolforge', seed: 5 }]);
    expect(result).toEqual({ files: { training_file: 'file-1', validation_file: 'file-2' }, job: { id: 'ftjob-1', status: 'validating_files', model: 'gpt-4o-mini-2024-07-18' } });
    expect(logs.some((l) => l.includes('job ftjob-1 validating_files'))).toBe(true);
  });

  it('dry run: the plan names each file with lines and sha256 and the job body, and sends nothing', () => {
    const before = mock.uploads.length;
    const plan = planFinetune({ train, validation, model: 'm' });
    expect(plan.files.map((f) => [f.role, f.filename, f.lines])).toEqual([['training_file', 'train.jsonl', 3], ['validation_file', 'validation.jsonl', 1]]);
    expect(plan.files[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(plan.job).toEqual({ model: 'm' });
    expect(mock.uploads.length).toBe(before);
  });

  it('refuses a file that breaks the fine-tuning format, naming the line and the rule', () => {
    const bad = join(dir, 'bad.jsonl');
    const line = toOpenAI(trajectory()) as unknown as { messages: Array<Record<string, unknown>> };
    (line.messages[2]?.tool_calls as Array<{ function: { arguments: unknown } }>)[0]!.function.arguments = { path: 'x' };
    writeFileSync(bad, JSON.stringify(toOpenAI(trajectory())) + '\n' + JSON.stringify(line) + '\n');
    expect(() => planFinetune({ train: bad, model: 'm' })).toThrow(/bad.jsonl:2: tool_call.arguments_not_string at messages\[2\]/);
  });
});

describe('the finetune command', () => {
  it('--dry-run prints the plan as JSON on stdout', async () => {
    const { makeFinetuneCommand } = await import('../../src/cli/finetune.js');
    const dir = tempDir();
    const train = join(dir, 'train.jsonl');
    writeFileSync(train, JSON.stringify(toOpenAI(trajectory())) + '\n');
    writeFileSync(join(dir, 'validation.jsonl'), JSON.stringify(toOpenAI(trajectory())) + '\n');
    const out: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => (out.push(String(chunk)), true)) as typeof process.stdout.write;
    try {
      await makeFinetuneCommand().parseAsync(['--train', train, '--model', 'gpt-4.1-mini-2025-04-14', '--dry-run'], { from: 'user' });
    } finally {
      process.stdout.write = write;
    }
    const plan = JSON.parse(out.join('')) as { files: Array<{ role: string }>; job: { model: string } };
    expect(plan.files.map((f) => f.role)).toEqual(['training_file', 'validation_file']);
    expect(plan.job.model).toBe('gpt-4.1-mini-2025-04-14');
  });
});
