// Task: what a user asks over a toolset, and what a right answer does.
import { z } from 'zod';

export const TaskKindSchema = z.enum([
  'single',
  'parallel',
  'multiple',
  'multi_step',
  'multi_turn',
  'irrelevance',
  'missing_info',
  'needs_confirmation',
]);
export type TaskKind = z.infer<typeof TaskKindSchema>;

export const ExpectedCallSchema = z.object({
  toolId: z.string(),
  arguments: z.record(z.string(), z.unknown()),
});
export type ExpectedCall = z.infer<typeof ExpectedCallSchema>;

export const TaskSchema = z.object({
  id: z.string(),
  kind: TaskKindSchema,
  /** Catalog tool ids offered to the model. */
  toolset: z.array(z.string()).min(1),
  messages: z.array(z.object({ role: z.literal('user'), content: z.string() })).min(1),
  expected: z.object({
    /** Calls a right answer makes; empty for irrelevance. */
    calls: z.array(ExpectedCallSchema),
    /** Whether the calls go out together in one assistant turn. */
    parallel: z.boolean(),
    /** What the final turn does: answer from results, or decline because no tool fits. */
    final: z.enum(['answer', 'decline', 'ask']),
    /** A reference final answer where the task fixes one (irrelevance answered from knowledge). */
    answer: z.string().optional(),
  }),
  rubric: z.array(z.string()).default([]),
  seed: z.number().int(),
  engine: z.enum(['offline', 'llm']),
});
export type Task = z.infer<typeof TaskSchema>;
