import { describe, expect, it } from 'vitest';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeExportCommand } from '../../src/cli/export.js';
import { readLines, tempDir } from '../helpers.js';
import { trajectory } from '../validate/fixtures.js';

describe('toolforge export', () => {
  const dir = tempDir();
  const valid = join(dir, 'valid.jsonl');
  const parallel = trajectory({ id: 'traj_par', turns: [[{ name: 'read_file', args: { path: '/workspace/a' } }, { name: 'read_file', args: { path: '/workspace/b' } }]] });
  writeFileSync(valid, [trajectory(), parallel].map((t) => JSON.stringify(t)).join('\n') + '\n');

  it('--format hermes --template llama 3.1 writes ShareGPT lines with the parallel turn split', async () => {
    const out = join(dir, 'hermes.jsonl');
    await makeExportCommand().parseAsync(['--in', valid, '-o', out, '--format', 'hermes', '--template', 'tool_chat_template_llama3.1_json'], { from: 'user' });
    const lines = readLines<{ id: string; conversations: Array<{ from: string; value: string }> }>(out);
    expect(lines).toHaveLength(2);
    const par = lines.find((l) => l.id === 'traj_par');
    expect(par?.conversations.map((c) => c.from)).toEqual(['system', 'human', 'gpt', 'tool', 'gpt', 'tool', 'gpt']);
  });
  it('--dir writes the whole dataset', async () => {
    const out = join(dir, 'ds');
    await makeExportCommand().parseAsync(['--in', valid, '--dir', out], { from: 'user' });
    for (const f of ['train.jsonl', 'validation.jsonl', 'hf/train.jsonl', 'hermes/train.jsonl', 'manifest.json', 'README.md', 'template-report.jsonl']) expect(existsSync(join(out, f)), f).toBe(true);
  });
  it('an unknown format is refused with the allowed ones', async () => {
    const cmd = makeExportCommand().exitOverride().configureOutput({ writeErr: () => {} });
    await expect(cmd.parseAsync(['--format', 'alpaca'], { from: 'user' })).rejects.toThrow(/allowed: openai, hf, hermes/);
  });
});
