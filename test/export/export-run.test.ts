import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runStepFiles } from '../../src/toolforge.js';
import { ExportConfigSchema } from '../../src/export/formats.js';
import { readLines, tempDir } from '../helpers.js';
import { trajectory } from '../validate/fixtures.js';

function records() {
  const out = [];
  for (let i = 0; i < 20; i++) out.push({ ...trajectory({ id: `traj_s${i}`, user: `read file ${i}` }), kind: 'single' as const });
  for (let i = 0; i < 10; i++) {
    const t = trajectory({ id: `traj_p${i}`, turns: [[{ name: 'read_file', args: { path: `/workspace/${i}a` } }, { name: 'read_file', args: { path: `/workspace/${i}b` } }]] });
    out.push({ ...t, kind: 'parallel' as const });
  }
  return out;
}

async function run(dir: string, exportOverrides: Record<string, unknown> = {}) {
  const valid = join(dir, 'valid.jsonl');
  writeFileSync(valid, records().map((r) => JSON.stringify(r)).join('\n') + '\n');
  writeFileSync(join(dir, 'rejects.jsonl'), JSON.stringify({ id: 'x', step: 'validate.safety', code: 'safety.secret', message: 'm' }) + '\n');
  const logs: string[] = [];
  const stats = await runStepFiles('export', ExportConfigSchema.parse(exportOverrides), { input: valid, outDir: dir, seed: 3, name: 'unit' }, (l) => logs.push(l));
  return { stats, logs };
}

describe('the export of a run', () => {
  it('writes the OpenAI train/validation files, hf/ and hermes/, a template report, manifest.json with sha256, and a card', async () => {
    const dir = tempDir();
    const { stats, logs } = await run(dir);
    expect(stats.out).toBe(30);
    const train = readLines(join(dir, 'train.jsonl'));
    const validation = readLines(join(dir, 'validation.jsonl'));
    expect(train.length + validation.length).toBe(30);
    expect(validation).toHaveLength(3); // 10% of 20 single + 10% of 10 parallel
    for (const f of ['hf/train.jsonl', 'hf/validation.jsonl', 'hermes/train.jsonl', 'hermes/validation.jsonl']) expect(existsSync(join(dir, f)), f).toBe(true);
    // Llama 3.1 rejects the 10 parallel records; each is reported with its id, none is silently dropped.
    const report = readLines<{ id: string; template: string; error: string }>(join(dir, 'template-report.jsonl'));
    expect(report.filter((r) => r.template === 'tool_chat_template_llama3.1_json').map((r) => r.id).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `traj_p${i}`).sort());
    expect(report.some((r) => r.template === 'tool_chat_template_hermes')).toBe(false);
    expect(logs.join('\n')).toMatch(/10 template rejections/);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { files: Array<{ path: string; sha256: string; lines: number }> };
    for (const f of manifest.files) expect(createHash('sha256').update(readFileSync(join(dir, f.path))).digest('hex'), f.path).toBe(f.sha256);
    expect(manifest.files.find((f) => f.path === 'train.jsonl')?.lines).toBe(train.length);
    const card = readFileSync(join(dir, 'README.md'), 'utf8');
    expect(card.startsWith('---\npretty_name: "unit"\n')).toBe(true);
    expect(card).toMatch(/configs:\n {2}- config_name: openai\n {4}data_files:\n {6}- split: train\n {8}path: train.jsonl/);
    expect(card).toContain('| parallel | 10 |');
    expect(card).toContain('| validate.safety safety.secret | 1 |');
    expect(card).toContain('Made with seed **3**');
  });
  it('with --template llama 3.1 the parallel turns are split into sequential ones and every record renders', async () => {
    const dir = tempDir();
    const { stats } = await run(dir, { template: 'tool_chat_template_llama3.1_json' });
    expect(stats.out).toBe(30);
    expect(stats.extra.split_parallel).toBe(10);
    expect(readLines(join(dir, 'template-report.jsonl'))).toEqual([]);
    const lines = [...readLines<{ messages: Array<{ tool_calls?: unknown[] }> }>(join(dir, 'train.jsonl')), ...readLines<{ messages: Array<{ tool_calls?: unknown[] }> }>(join(dir, 'validation.jsonl'))];
    expect(lines.every((l) => l.messages.every((m) => (m.tool_calls?.length ?? 0) <= 1))).toBe(true);
  });
});
