import { beforeAll, describe, expect, it } from 'vitest';
import { crawlSources } from '../../src/crawl/crawl.js';
import { executeTask } from '../../src/execute/executor.js';
import { ExecuteConfigSchema } from '../../src/execute/config.js';
import type { CatalogTool, Task } from '../../src/records/index.js';
import { startFaultMock, type Fault } from '../fixtures/openai-fault-mock.js';

let catalog: Map<string, CatalogTool>;
beforeAll(async () => {
  const report = await crawlSources([{ kind: 'stdio', id: 'memory', package: '@modelcontextprotocol/server-memory', args: [], env: { MEMORY_FILE_PATH: '${workspace}/m.jsonl' }, workspace: {} }]);
  catalog = new Map(report.tools.map((t) => [t.id, t]));
});

function reply(message: Record<string, unknown>): Fault {
  return { raw: JSON.stringify({ id: 'c', object: 'chat.completion', created: 0, model: 'm', choices: [{ index: 0, finish_reason: message.tool_calls ? 'tool_calls' : 'stop', message: { role: 'assistant', content: null, ...message } }], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } }) };
}
const call = (id: string, name: string, args: unknown) => ({ id, type: 'function', function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) } });

function task(overrides: Partial<Task> = {}): Task {
  return {
    id: 'task_llm',
    kind: 'single',
    toolset: ['memory/create_entities', 'memory/read_graph'],
    messages: [{ role: 'user', content: 'Remember that Ada is a mathematician, then show me the graph.' }],
    expected: { calls: [], parallel: true, final: 'answer' },
    rubric: [],
    seed: 3,
    engine: 'llm',
    ...overrides,
  };
}

async function run(plan: (i: number, body: Record<string, unknown>) => Fault, t: Task = task(), extra: Record<string, unknown> = {}) {
  const bodies: Array<Record<string, unknown>> = [];
  const wrapped = await startFaultMock((i, body) => (bodies.push(body), plan(i, body)));
  try {
    const config = ExecuteConfigSchema.parse({ engine: 'llm', sandbox: 'auto', llm: { baseURL: wrapped.baseURL, model: 'm' }, ...extra });
    const outcome = await executeTask(t, { catalog, config, sandbox: 'none' });
    return { outcome, bodies };
  } finally {
    await wrapped.close();
  }
}

describe('LLM agent loop against a local OpenAI-compatible server and a real MCP server', () => {
  it('prices the tokens with the llm.prices table of the config', async () => {
    const mock = await startFaultMock(() => reply({ content: 'Nothing to do.' }));
    try {
      const config = ExecuteConfigSchema.parse({ engine: 'llm', sandbox: 'auto', llm: { baseURL: mock.baseURL, model: 'priced', prices: { priced: { input: 1000, output: 2000 } } } });
      const outcome = await executeTask(task(), { catalog, config, sandbox: 'none' });
      expect(outcome.ok && outcome.trajectory.usage).toEqual({ promptTokens: 10, completionTokens: 5, costUsd: (10 * 1000 + 5 * 2000) / 1e6 });
    } finally {
      await mock.close();
    }
  });
  it('runs the calls of one turn concurrently against the server, then records the final answer', async () => {
    const { outcome, bodies } = await run((i) =>
      i === 0
        ? reply({ tool_calls: [call('c1', 'create_entities', { entities: [{ name: 'Ada', entityType: 'person', observations: ['mathematician'] }] }), call('c2', 'read_graph', {})] })
        : reply({ content: 'Ada is saved.' }),
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const t = outcome.trajectory;
    expect(t.engine).toBe('llm');
    expect(t.usage).toEqual({ promptTokens: 20, completionTokens: 10, costUsd: 0 });
    expect(t.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool', 'tool', 'assistant']);
    expect(t.calls.map((c) => [c.name, c.isError, c.protocolError])).toEqual([['create_entities', false, undefined], ['read_graph', false, undefined]]);
    expect(t.messages.at(-1)).toEqual({ role: 'assistant', content: 'Ada is saved.' });
    // wire: the tools went out as OpenAI functions with parallel calls allowed; the results went back
    const tools = bodies[0]?.tools as Array<{ function: { name: string } }>;
    expect(tools.map((x) => x.function.name).sort()).toEqual(['create_entities', 'read_graph']);
    expect(bodies[0]?.parallel_tool_calls).toBe(true);
    const second = bodies[1]?.messages as Array<{ role: string; tool_call_id?: string; content: string }>;
    expect(second.filter((m) => m.role === 'tool').map((m) => m.tool_call_id)).toEqual(['c1', 'c2']);
    expect(second.find((m) => m.tool_call_id === 'c1')?.content).toContain('Ada');
  });

  it('records an unknown tool and unparseable arguments as protocol errors the model sees', async () => {
    const { outcome } = await run((i) => (i === 0 ? reply({ tool_calls: [call('c1', 'delete_everything', {}), call('c2', 'read_graph', '{oops')] }) : reply({ content: 'Sorry.' })));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.trajectory.calls.map((c) => c.protocolError)).toEqual(['unknown tool delete_everything', 'bad request: arguments are not a JSON object']);
    expect(outcome.trajectory.messages.filter((m) => m.role === 'tool').map((m) => m.content)).toEqual(['Error: unknown tool delete_everything', 'Error: bad request: arguments are not a JSON object']);
  });

  it('gives up at the step limit with a reject code', async () => {
    const { outcome } = await run(() => reply({ tool_calls: [call(`c${Math.random()}`, 'read_graph', {})] }), task(), { maxSteps: 3 });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.reject.code).toBe('exec.step_limit');
  });

  it('lets the simulated user answer a clarifying question in a multi-turn task', async () => {
    const t = task({ kind: 'multi_turn', turns: [{ assistant: 'Who should I remember?', user: 'Ada Lovelace, a mathematician.' }] });
    const { outcome, bodies } = await run((i) =>
      i === 0 ? reply({ content: 'Who should I remember?' }) : i === 1 ? reply({ tool_calls: [call('c1', 'create_entities', { entities: [{ name: 'Ada Lovelace', entityType: 'person', observations: ['mathematician'] }] })] }) : reply({ content: 'Done.' }),
    t);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.trajectory.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user', 'assistant', 'tool', 'assistant']);
    const sent = bodies[1]?.messages as Array<{ role: string; content: string }>;
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'Ada Lovelace, a mathematician.' });
  });
});
