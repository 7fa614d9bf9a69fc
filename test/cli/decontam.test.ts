// `toolforge decontam` as a user runs it, on a Hermes file and an OpenAI file we export and on a ShareGPT-like file made elsewhere.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChatMessage, Trajectory } from '../../src/records/index.js';
import { DecontamSummarySchema } from '../../src/records/index.js';
import { toHermes } from '../../src/export/hermes.js';
import { toOpenAI } from '../../src/export/openai.js';
import { PROJECT, readLines, tempDir } from '../helpers.js';

const BIN = join(PROJECT, 'bin/toolforge.js');
const run = (args: string[]) => spawnSync(process.execPath, [BIN, 'decontam', ...args], { encoding: 'utf8', cwd: PROJECT });

function record(id: string, user: string, tool = 'search_notes'): Trajectory {
  const messages: ChatMessage[] = [
    { role: 'system', content: 'You are a helpful assistant.' },
    { role: 'user', content: user },
    { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: tool, arguments: '{"query":"x"}' } }] },
    { role: 'tool', tool_call_id: 'call_1', name: tool, content: 'nothing found' },
    { role: 'assistant', content: 'I found nothing about that.' },
  ];
  return { id, taskId: `task_${id}`, kind: 'single', tools: [{ toolId: `srv/${tool}`, name: tool, description: 'Search', parameters: { type: 'object', properties: { query: { type: 'string' } } } }], messages, calls: [], engine: 'offline', seed: 1, sandbox: 'none', durationMs: 1 };
}

const RECORDS = [
  record('clean_1', 'Search my notes for the Berlin office lease renewal and list the key dates.'),
  // BFCL simple_python_10, verbatim
  record('bfcl_copy', 'Calculate the area of a right-angled triangle given the lengths of its base and height as 6cm and 10cm.'),
  record('clean_2', 'Which of my saved recipes use chickpeas and take under thirty minutes?', 'get_current_weather'),
  // tau2-bench retail 3, paraphrased around a shared 13-gram
  record('tau2_para', 'Quick one: please modify all your pending small tshirt to purple, same size, same v-neck, and prefer polyester, OK?'),
];

describe('toolforge decontam', () => {
  it('checks a Hermes file: prints the table, splits clean and flagged lines byte for byte, writes matches and the summary', () => {
    const dir = tempDir();
    const input = join(dir, 'hermes.jsonl');
    const lines = RECORDS.map((r) => JSON.stringify(toHermes(r)));
    writeFileSync(input, lines.join('\n') + '\n');
    const out = (f: string) => join(dir, 'out', f);
    const r = run(['--in', input, '--clean', out('clean.jsonl'), '--flagged', out('flagged.jsonl'), '--matches', out('matches.jsonl'), '--summary', out('summary.json')]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^4 records checked against 4 public tool-use test sets/);
    expect(r.stdout).toMatch(/\| bfcl \| 4733 \| 13 \| 1 \| 1 \| `bfcl_copy` ~ simple_python_10 \(same turn\); `clean_2` ~ \S+ \(tool names get_current_weather\) \|/);
    expect(r.stdout).toMatch(/\| tau2 \| 405 \| 13 \| 1 \| 0 \| `tau2_para` ~ 3 \(13-gram "/);
    expect(r.stderr).toMatch(/decontam {2}4 records in \d+ ms; dropped\/flagged per benchmark: bfcl 1\/1, tau2 1\/0/);
    expect(readFileSync(out('clean.jsonl'), 'utf8')).toBe([lines[0], lines[2]].join('\n') + '\n');
    expect(readFileSync(out('flagged.jsonl'), 'utf8')).toBe([lines[1], lines[3]].join('\n') + '\n');
    const matches = readLines<{ line: number; id: string; dropped: boolean; code?: string }>(out('matches.jsonl'));
    expect(matches.map((m) => [m.line, m.id, m.dropped, m.code])).toEqual([
      [2, 'bfcl_copy', true, 'decontam.bfcl'],
      [3, 'clean_2', false, undefined],
      [4, 'tau2_para', true, 'decontam.tau2'],
    ]);
    const summary = DecontamSummarySchema.parse(JSON.parse(readFileSync(out('summary.json'), 'utf8')));
    expect(summary.records).toBe(4);
    expect(readdirSync(join(dir, 'out')).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });

  it('checks an OpenAI file (no ids: records are named by line) and a ShareGPT-like file made elsewhere', () => {
    const dir = tempDir();
    const openai = join(dir, 'openai.jsonl');
    writeFileSync(openai, RECORDS.map((r) => JSON.stringify(toOpenAI(r))).join('\n') + '\n');
    const a = run(['--in', openai, '--json', '--tool-names', 'off']);
    expect(a.status, a.stderr).toBe(0);
    const s = DecontamSummarySchema.parse(JSON.parse(a.stdout));
    expect(s.benchmarks.find((b) => b.benchmark === 'bfcl')).toMatchObject({ dropped: 1, flagged: 0, examples: [{ record: 'line 2', item: 'simple_python_10', match: 'exact' }] });
    expect(s.benchmarks.find((b) => b.benchmark === 'tau2')?.examples[0]).toMatchObject({ record: 'line 4', item: '3', match: 'ngram' });

    // Not made by toolforge: role/content turns, content as parts, tools as a JSON string, numeric ids.
    const foreign = join(dir, 'foreign.jsonl');
    writeFileSync(
      foreign,
      [
        { id: 7, conversations: [{ role: 'user', content: 'I want to understand the symmetry in Escher\'s "Waterfall" artwork. Please provide a detailed symmetry analysis.' }, { role: 'assistant', content: 'Sure.' }], tools: '[{"name": "art_lookup"}]' },
        { id: 8, messages: [{ role: 'user', content: [{ type: 'text', text: 'Turn off the hallway lights at 11pm every night from now on.' }] }] },
      ]
        .map((x) => JSON.stringify(x))
        .join('\n') + '\n',
    );
    const b = run(['--in', foreign, '--json', '--exit-code']);
    expect(b.status).toBe(1);
    const acebench = DecontamSummarySchema.parse(JSON.parse(b.stdout)).benchmarks.find((x) => x.benchmark === 'acebench');
    expect(acebench).toMatchObject({ dropped: 1, examples: [{ record: '7', item: 'normal_single_turn_single_function_5' }] });
  });

  it('names the file and line of a record it cannot read, in one line, and leaves no partial output', () => {
    const dir = tempDir();
    const input = join(dir, 'bad.jsonl');
    writeFileSync(input, JSON.stringify(toOpenAI(RECORDS[0]!)) + '\n{"prompt": "no chat here"}\n');
    const r = run(['--in', input, '--clean', join(dir, 'clean.jsonl')]);
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([`toolforge: ${input}:2: no "messages" (OpenAI, Hugging Face) or "conversations" (Hermes, ShareGPT) in the record`]);
    expect(existsSync(join(dir, 'clean.jsonl'))).toBe(false);
    expect(readdirSync(dir)).toEqual(['bad.jsonl']);
  });
});
