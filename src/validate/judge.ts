// Semantic (LLM engine): a judge model scores a trajectory against the task's rubric; the answer is zod-checked, the threshold is config.
import { z } from 'zod';
import type { Task, Trajectory } from '../records/index.js';
import type { LlmClient } from '../llm/client.js';
import type { Finding } from './validator.js';
import type { ValidatorDef } from './validator.js';
import { isDeferred } from '../llm/deferred.js';
import { errorMessage } from '../util/errors.js';

export const JudgeVerdictSchema = z.object({
  score: z.number().min(0).max(1),
  reasons: z.array(z.string()).min(1),
});
export type JudgeVerdict = z.infer<typeof JudgeVerdictSchema>;

const SYSTEM = [
  'You grade tool-use conversations used as training data.',
  'Given the task, its rubric and the conversation, answer with JSON {"score": number from 0 to 1, "reasons": [short strings]}.',
  'Score 1 when every rubric item holds and the calls and final answer fit the request; lower it for each failure and name it in reasons.',
].join(' ');

function transcript(t: Trajectory): string {
  return t.messages
    .map((m) => {
      if (m.role === 'assistant') return `assistant: ${m.content ?? ''}${(m.tool_calls ?? []).map((c) => ` [call ${c.function.name} ${c.function.arguments}]`).join('')}`;
      if (m.role === 'tool') return `tool ${m.name}: ${m.content.slice(0, 2000)}`;
      return `${m.role}: ${m.content}`;
    })
    .join('\n');
}

/** Ask the judge; a score under the threshold is a `semantic.judge_low_score` finding whose message carries the reasons. */
export async function judgeTrajectory(client: LlmClient, t: Trajectory, task: Task, threshold: number): Promise<{ finding: Finding | null; verdict: JudgeVerdict }> {
  const rubric = task.rubric.length > 0 ? task.rubric.map((r) => `- ${r}`).join('\n') : '- the calls and the answer do what the user asked';
  const result = await client.chatJson(
    JudgeVerdictSchema,
    [
      { role: 'system', content: SYSTEM },
      { role: 'user', content: `Task kind: ${task.kind}\nRubric:\n${rubric}\n\nConversation:\n${transcript(t)}` },
    ],
    { name: 'judge_verdict', temperature: 0 },
  );
  const verdict = result.value;
  const finding = verdict.score < threshold ? { code: 'semantic.judge_low_score', message: `judge score ${verdict.score} < ${threshold}: ${verdict.reasons.join('; ')}`, path: 'messages' } : null;
  return { finding, verdict };
}

export const judgeValidatorDef: ValidatorDef = {
  name: 'judge',
  description: 'an LLM judge scores each record the offline validators passed against its task\'s rubric (validate.judge)',
  byDefault: (config) => config.judge !== undefined,
  codes: {
    'semantic.judge_low_score': 'the judge scored the record under validate.judge.threshold',
    'semantic.judge_failed': 'the judge gave no valid verdict',
  },
  create(config, env) {
    const settings = config.judge ?? { llm: {}, threshold: 0.7, concurrency: 8 };
    const client = env.llm(settings.llm);
    return {
      name: 'judge',
      check: () => null,
      async checkAsync(t, ctx) {
        const task = ctx.tasks?.get(t.taskId);
        if (!task) return { code: 'semantic.unknown_task', message: `the judge needs the task ${t.taskId}; pass the tasks file`, path: 'taskId' };
        try {
          return (await judgeTrajectory(client, t, task, settings.threshold)).finding;
        } catch (err) {
          if (isDeferred(err)) throw err;
          return { code: 'semantic.judge_failed', message: errorMessage(err), path: 'messages' };
        }
      },
    };
  },
};
