import { describe, expect, it } from 'vitest';
import { toHf } from '../../src/export/hf.js';
import { toHermes } from '../../src/export/hermes.js';
import { toOpenAI } from '../../src/export/openai.js';
import { fitToTemplate, listTemplates, renderTrajectory, splitParallel } from '../../src/export/templates.js';
import { validationIds } from '../../src/export/split.js';
import { trajectory } from '../validate/fixtures.js';

const HERMES = 'tool_chat_template_hermes';
const LLAMA = 'tool_chat_template_llama3.1_json';
const parallel = () =>
  trajectory({ turns: [[{ name: 'read_file', args: { path: '/workspace/a.txt' }, result: 'A' }, { name: 'read_file', args: { path: '/workspace/b.txt' }, result: 'B' }]], final: 'A and B.' });

describe('hf and hermes formats', () => {
  it('hf: arguments as objects, tool messages with name, tools optionally a JSON string', () => {
    const hf = toHf(trajectory());
    const call = hf.messages[2];
    expect(call?.role === 'assistant' && call.tool_calls?.[0]?.function.arguments).toEqual({ path: '/workspace/a.txt' });
    expect(hf.messages[3]).toMatchObject({ role: 'tool', name: 'read_file', content: 'hello' });
    expect(Array.isArray(hf.tools)).toBe(true);
    const arrow = toHf(trajectory(), { toolsAsString: true });
    expect(typeof arrow.tools).toBe('string');
    expect(JSON.parse(arrow.tools as string)).toEqual(hf.tools);
  });
  it('hermes: ShareGPT turns with <tool_call> and <tool_response> blocks', () => {
    const h = toHermes(trajectory());
    expect(h.conversations.map((c) => c.from)).toEqual(['system', 'human', 'gpt', 'tool', 'gpt']);
    expect(h.conversations[2]?.value).toBe('<tool_call>\n{"arguments": {"path":"/workspace/a.txt"}, "name": "read_file"}\n</tool_call>');
    expect(h.conversations[3]?.value).toBe('<tool_response>\n{"name": "read_file", "content": "hello"}\n</tool_response>');
    expect(JSON.parse(h.tools)[0].function.name).toBe('read_file');
  });
});

describe('real chat templates (../shared/chat-templates) with @huggingface/jinja', () => {
  it('finds both shared templates', () => {
    expect(listTemplates()).toEqual(expect.arrayContaining([HERMES, LLAMA]));
  });
  it('hermes renders a record: tools in the system prompt, the call and its response as the hermes export writes them', () => {
    const r = renderTrajectory(trajectory(), HERMES);
    expect(r.ok).toBe(true);
    const text = r.ok ? r.text : '';
    expect(text).toContain('<tools>');
    expect(text).toContain('"name": "read_file"');
    expect(text).toContain('<tool_response>\n{"name": "read_file", "content": "hello"}\n</tool_response>');
    expect(text.trimEnd().endsWith('<|im_end|>')).toBe(true);
  });
  it('llama 3.1 renders a single call and rejects two calls in one turn, with its own message', () => {
    expect(renderTrajectory(trajectory(), LLAMA).ok).toBe(true);
    const r = renderTrajectory(parallel(), LLAMA);
    expect(r).toMatchObject({ ok: false });
    expect(r.ok ? '' : r.error).toMatch(/only supports single tool-calls/);
  });
  it('fitting to llama 3.1 splits the parallel turn into sequential turns that render', () => {
    const split = splitParallel(parallel());
    expect(split.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool', 'assistant', 'tool', 'assistant']);
    const fit = fitToTemplate(parallel(), LLAMA);
    expect(fit).toMatchObject({ ok: true, changed: true });
    expect(fitToTemplate(trajectory(), LLAMA)).toMatchObject({ ok: true, changed: false });
  });
  it('an array parameter renders under Hermes as Python renders it (it used to stop @huggingface/jinja inside the macro)', () => {
    const t = trajectory();
    (t.tools[0] as { parameters: Record<string, unknown> }).parameters = { type: 'object', properties: { paths: { type: 'array', items: { type: 'string' } } } };
    const r = renderTrajectory(t, HERMES);
    expect(r.ok ? r.text : r.error).toContain('read_file(paths: list[Union[]]) - The read_file tool');
    expect(renderTrajectory(parallel(), LLAMA)).toMatchObject({ ok: false, failure: 'refused' });
  });
  it('an unknown template name is a one-line config error naming the ones there are', () => {
    expect(() => renderTrajectory(trajectory(), 'nope')).toThrow(/export.template: no chat template .*nope.jinja; allowed: .*hermes/);
  });
});

describe('train/validation split', () => {
  const items = [...Array.from({ length: 50 }, (_, i) => ({ id: `s${i}`, kind: 'single' })), ...Array.from({ length: 20 }, (_, i) => ({ id: `p${i}`, kind: 'parallel' }))];
  it('is stratified by kind and the same for the same seed, whatever the input order', () => {
    const a = validationIds(items, 0.1, 7);
    expect([...a].filter((id) => id.startsWith('s'))).toHaveLength(5);
    expect([...a].filter((id) => id.startsWith('p'))).toHaveLength(2);
    expect([...validationIds([...items].reverse(), 0.1, 7)].sort()).toEqual([...a].sort());
    expect([...validationIds(items, 0.1, 8)].sort()).not.toEqual([...a].sort());
  });
});

describe('openai export keeps arguments as strings', () => {
  it('parallel_tool_calls is true only for a turn with two calls', () => {
    expect(toOpenAI(trajectory()).parallel_tool_calls).toBe(false);
    expect(toOpenAI(parallel()).parallel_tool_calls).toBe(true);
  });
});
