// Semantic (offline): the calls made match the task's expected calls (names, required arguments, order when it matters) and final kind.
import type { Task, Trajectory } from '../records/index.js';
import type { Finding, Validator } from './validator.js';
import type { ValidatorDef } from './validator.js';
import { linkStands, type LinkSource } from '../records/links.js';

interface MadeCall {
  name: string;
  args: Record<string, unknown>;
  turn: number;
  path: string;
}

function madeCalls(t: Trajectory): MadeCall[] {
  const out: MadeCall[] = [];
  let turn = 0;
  for (const [i, m] of t.messages.entries()) {
    if (m.role !== 'assistant' || !m.tool_calls?.length) continue;
    for (const [j, c] of m.tool_calls.entries()) {
      let args: Record<string, unknown> = {};
      try {
        args = JSON.parse(c.function.arguments) as Record<string, unknown>;
      } catch {
        // format reports unparsable arguments
      }
      out.push({ name: c.function.name, args, turn, path: `messages[${i}].tool_calls[${j}]` });
    }
    turn++;
  }
  return out;
}

/** The tool name a task's expected call means, from the toolset's refs in the trajectory. */
function expectedName(t: Trajectory, toolId: string): string {
  return t.tools.find((r) => r.toolId === toolId)?.name ?? toolId.split('/').pop() ?? toolId;
}

/** Whether a linked call's links cannot be filled from the results of the calls the trajectory made before it. */
function unresolvable(t: Trajectory, exp: Task['expected']['calls'][number]): boolean {
  if (!exp.links?.length) return false;
  const sources: LinkSource[] = t.calls.map((c) => {
    const text = t.messages.find((m) => m.role === 'tool' && m.tool_call_id === c.id)?.content ?? '';
    return { text: typeof text === 'string' ? text : '', ...(c.structuredContent !== undefined ? { structured: c.structuredContent } : {}) };
  });
  return exp.links.some((l) => !linkStands(exp, l, sources));
}

/** Compare one trajectory to its task; null when it does what the task expects. */
export function checkAgainstTask(t: Trajectory, task: Task): Finding | null {
  const made = madeCalls(t);
  const want = task.expected.calls;
  if (want.length === 0 && made.length > 0) {
    return { code: 'semantic.unexpected_call', message: `task ${task.id} (${task.kind}) expects no call, but ${made[0]?.name} was called`, path: made[0]?.path ?? 'messages' };
  }
  const used = new Set<number>();
  // Multi-step chains depend on order; parallel turns and independent calls do not.
  const ordered = task.kind === 'multi_step';
  let cursor = 0;
  for (const [k, exp] of want.entries()) {
    const name = expectedName(t, exp.toolId);
    const linked = new Set((exp.links ?? []).map((l) => l.arg));
    const matches = (c: MadeCall) => c.name === name;
    const idx = ordered ? made.findIndex((c, i) => i >= cursor && !used.has(i) && matches(c)) : made.findIndex((c, i) => !used.has(i) && matches(c));
    if (idx < 0) {
      // A chain stops where an earlier result does not hold what this call needs (an empty list): not made, rightly.
      if (k > 0 && !task.expected.parallel && unresolvable(t, exp)) return null;
      const anywhere = made.findIndex((c) => matches(c));
      if (ordered && anywhere >= 0) return { code: 'semantic.wrong_order', message: `expected call ${k + 1} (${name}) comes before an earlier expected call`, path: made[anywhere]?.path ?? 'messages' };
      return { code: 'semantic.missing_call', message: `task ${task.id} expects a call to ${name}, which was not made`, path: 'messages' };
    }
    used.add(idx);
    cursor = idx + 1;
    const call = made[idx] as MadeCall;
    for (const [arg, value] of Object.entries(exp.arguments)) {
      // A linked argument takes its value from an earlier result, so only its presence is checked.
      if (!(arg in call.args)) return { code: 'semantic.missing_argument', message: `${name} was called without ${arg}, which the task gives`, path: `${call.path}.function.arguments.${arg}` };
      if (!linked.has(arg) && JSON.stringify(call.args[arg]) !== JSON.stringify(value)) {
        return { code: 'semantic.wrong_argument', message: `${name}.${arg} is ${JSON.stringify(call.args[arg])}, the task asks for ${JSON.stringify(value)}`, path: `${call.path}.function.arguments.${arg}` };
      }
    }
  }
  if (task.expected.parallel && want.length > 1) {
    const turns = new Set([...used].map((i) => made[i]?.turn));
    if (turns.size > 1) return { code: 'semantic.not_parallel', message: `task ${task.id} expects its ${want.length} calls in one assistant turn`, path: 'messages' };
  }
  if (task.expected.answer) {
    const last = t.messages[t.messages.length - 1];
    const content = last?.role === 'assistant' ? (last.content ?? '') : '';
    if (!content.includes(task.expected.answer)) return { code: 'semantic.wrong_answer', message: `the final answer does not contain the reference answer ${JSON.stringify(task.expected.answer)}`, path: `messages[${t.messages.length - 1}]` };
  }
  return null;
}

export const semanticValidator: Validator = {
  name: 'semantic',
  check(t, ctx) {
    if (!ctx.tasks) return null;
    const task = ctx.tasks.get(t.taskId);
    if (!task) return { code: 'semantic.unknown_task', message: `task ${t.taskId} is not in the tasks file`, path: 'taskId' };
    return checkAgainstTask(t, task);
  },
};

export const semanticValidatorDef: ValidatorDef = {
  name: 'semantic',
  description: 'the calls and the final answer are the ones the task expects (names, arguments, order, parallelism)',
  byDefault: true,
  codes: {
    'semantic.unknown_task': 'the record\'s task is not in the tasks file',
    'semantic.unexpected_call': 'a task that expects no call made one',
    'semantic.missing_call': 'an expected call was not made',
    'semantic.wrong_order': 'multi_step calls were made out of order',
    'semantic.missing_argument': 'a call leaves out an argument the task gives',
    'semantic.wrong_argument': 'a call gives another value than the task asks for',
    'semantic.not_parallel': 'calls the task wants in one turn were spread over several',
    'semantic.wrong_answer': 'the final answer lacks the task\'s reference answer',
  },
  create: () => semanticValidator,
};
