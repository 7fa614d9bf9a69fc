import { describe, expect, it } from 'vitest';
import { checkOpenAIRecord } from '../../src/export/openai-checker.js';
import { toOpenAI } from '../../src/export/openai.js';
import { trajectory } from '../validate/fixtures.js';

type Line = Record<string, any>;
const good = (): Line => JSON.parse(JSON.stringify(toOpenAI(trajectory())));
const rules = (line: unknown) => checkOpenAIRecord(line).map((i) => i.rule);

describe("our checker of OpenAI's chat fine-tuning format", () => {
  it('accepts what the openai exporter writes', () => {
    expect(checkOpenAIRecord(good())).toEqual([]);
  });
  const cases: Array<[string, (l: Line) => unknown, string?]> = [
    ['line.not_object', () => [1, 2]],
    ['line.unknown_key', (l) => ({ ...l, id: 'x' }), 'id'],
    ['line.parallel_tool_calls', (l) => ({ ...l, parallel_tool_calls: 'no' })],
    ['messages.missing', (l) => ({ ...l, messages: [] })],
    ['messages.no_assistant', (l) => ({ ...l, messages: l.messages.slice(0, 2) })],
    ['message.not_object', (l) => ({ ...l, messages: ['hi', ...l.messages] })],
    ['message.role', (l) => (l.messages[1].role = 'human', l), 'messages[1].role'],
    ['message.unknown_key', (l) => (l.messages[1].extra = 1, l), 'messages[1].extra'],
    ['message.content_missing', (l) => (delete l.messages[1].content, l), 'messages[1].content'],
    ['message.content_type', (l) => (l.messages[1].content = 5, l)],
    ['message.weight', (l) => (l.messages[1].weight = 1, l)],
    ['tool_call.not_array', (l) => (l.messages[2].tool_calls = {}, l)],
    ['tool_call.shape', (l) => (l.messages[2].tool_calls[0].type = 'code', l)],
    ['tool_call.name', (l) => (l.messages[2].tool_calls[0].function.name = 3, l)],
    ['tool_call.unknown_function', (l) => (l.messages[2].tool_calls[0].function.name = 'other', l)],
    ['tool_call.arguments_not_string', (l) => (l.messages[2].tool_calls[0].function.arguments = { path: 'x' }, l), 'messages[2].tool_calls[0].function.arguments'],
    ['tool_call.arguments_not_json', (l) => (l.messages[2].tool_calls[0].function.arguments = '{path', l)],
    ['tool_call.duplicate_id', (l) => (l.messages[2].tool_calls.push(l.messages[2].tool_calls[0]), l)],
    ['tool_call.unanswered', (l) => ({ ...l, messages: l.messages.filter((m: Line) => m.role !== 'tool') })],
    ['tool.missing_id', (l) => (delete l.messages[3].tool_call_id, l)],
    ['tool.unknown_id', (l) => (l.messages[3].tool_call_id = 'call_zz', l)],
    ['tools.not_array', (l) => ({ ...l, tools: {} })],
    ['tools.shape', (l) => (l.tools[0] = { name: 'read_file' }, l)],
    ['tools.name', (l) => (l.tools[0].function.name = 'has space', l)],
    ['tools.duplicate_name', (l) => (l.tools.push(l.tools[0]), l)],
    ['tools.description', (l) => (l.tools[0].function.description = 1, l)],
    ['tools.parameters', (l) => (l.tools[0].function.parameters = { type: 'string' }, l)],
  ];
  for (const [rule, mutate, path] of cases) {
    it(`${rule}`, () => {
      const issues = checkOpenAIRecord(mutate(good()));
      expect(issues.map((i) => i.rule)).toContain(rule);
      if (path) expect(issues.find((i) => i.rule === rule)?.path).toBe(path);
    });
  }
  it('an assistant turn with tool calls may leave content out', () => {
    expect(rules(good())).toEqual([]);
    expect(good().messages[2].content).toBeUndefined();
  });
});
