import { describe, expect, it } from 'vitest';
import type { Trajectory, CatalogTool } from '../../src/records/index.js';
import { validateTrajectory } from '../../src/validate/chain.js';

const tool: CatalogTool = {
  id: 'srv/echo',
  serverId: 'srv',
  source: { kind: 'stdio', id: 'srv', command: 'x', args: [], env: {} },
  protocol: { era: 'legacy', version: '2025-11-25' },
  server: { name: 's', version: '1' },
  name: 'echo',
  description: 'Echoes',
  inputSchema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'], additionalProperties: false },
  sha256: 'a'.repeat(64),
  firstSeen: 'now',
  lastSeen: 'now',
  flags: [],
};
const catalog = new Map([[tool.id, tool]]);

function traj(overrides: Partial<Trajectory> = {}): Trajectory {
  return {
    id: 't1',
    taskId: 'task1',
    kind: 'single',
    tools: [{ toolId: 'srv/echo', name: 'echo', description: 'Echoes', parameters: tool.inputSchema }],
    messages: [
      { role: 'user', content: 'echo hi' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'echo', arguments: '{"message":"hi"}' } }] },
      { role: 'tool', tool_call_id: 'c1', name: 'echo', content: 'hi' },
      { role: 'assistant', content: 'It said hi.' },
    ],
    calls: [{ id: 'c1', toolId: 'srv/echo', serverId: 'srv', name: 'echo', arguments: { message: 'hi' }, latencyMs: 1, isError: false, truncated: false }],
    engine: 'offline',
    seed: 1,
    sandbox: 'none',
    durationMs: 1,
    ...overrides,
  };
}

const code = (t: Trajectory) => validateTrajectory(t, { catalog })?.code ?? 'ok';

describe('validator chain', () => {
  it('passes a well-formed trajectory', () => expect(code(traj())).toBe('ok'));

  it('rejects an unanswered call', () => {
    const t = traj();
    t.messages.splice(2, 1);
    expect(code(t)).toBe('format.unanswered_call');
  });
  it('rejects a tool message answering no open call', () => {
    const t = traj();
    t.messages.splice(3, 0, { role: 'tool', tool_call_id: 'c1', name: 'echo', content: 'again' });
    expect(code(t)).toBe('format.call_answered_twice');
  });
  it('rejects duplicate call ids', () => {
    const t = traj();
    t.messages.splice(3, 0, { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'echo', arguments: '{"message":"x"}' } }] }, { role: 'tool', tool_call_id: 'c1', name: 'echo', content: 'x' });
    expect(code(t)).toBe('format.duplicate_call_id');
  });
  it('rejects arguments that are not JSON', () => {
    const t = traj();
    (t.messages[1] as { tool_calls: Array<{ function: { arguments: string } }> }).tool_calls[0]!.function.arguments = '{message: hi}';
    expect(code(t)).toBe('format.arguments_not_json');
  });
  it('rejects a record that ends on a tool message', () => {
    const t = traj();
    t.messages.pop();
    expect(code(t)).toBe('format.no_final_answer');
  });
  it('rejects arguments the inputSchema refuses, naming the path', () => {
    const t = traj();
    (t.messages[1] as { tool_calls: Array<{ function: { arguments: string } }> }).tool_calls[0]!.function.arguments = '{"message":3}';
    const r = validateTrajectory(t, { catalog });
    expect(r?.code).toBe('args.schema');
    expect(r?.path).toBe('messages[1].tool_calls[0].function.arguments.message');
  });
  it('rejects a call to a tool the record does not offer', () => {
    const t = traj();
    (t.messages[1] as { tool_calls: Array<{ function: { name: string } }> }).tool_calls[0]!.function.name = 'shout';
    t.messages[2] = { role: 'tool', tool_call_id: 'c1', name: 'shout', content: 'x' };
    expect(code(t)).toBe('schema.unknown_tool');
  });
  it('rejects a tool that is not in the catalog', () => {
    expect(code(traj({ tools: [{ toolId: 'other/echo', name: 'echo', description: '', parameters: {} }] }))).toBe('schema.tool_not_in_catalog');
  });
  it('rejects protocol errors and timeouts, keeps isError results the answer reacts to', () => {
    const base = traj().calls[0]!;
    // An isError result is kept when the answer after it takes the failure into account.
    const reacted = traj().messages.map((m, i) => (i === 3 ? { role: 'assistant' as const, content: 'The echo failed, so I cannot repeat it.' } : m));
    expect(code(traj({ calls: [{ ...base, isError: true }], messages: reacted }))).toBe('ok');
    expect(code(traj({ calls: [{ ...base, isError: true }] }))).toBe('exec.error_ignored');
    expect(code(traj({ calls: [{ ...base, isError: true, protocolError: 'MCP error -32602: unknown tool' }] }))).toBe('exec.protocol_error');
    expect(code(traj({ calls: [{ ...base, isError: true, protocolError: 'timeout: tools/call echo timed out' }] }))).toBe('exec.timeout');
  });
});
