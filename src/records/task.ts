// Task: what a user asks over a toolset, and what a right answer does.
import { z } from 'zod';

/** A task kind is a name in the task-kind registry (src/generate/tasks/kinds.ts): single, parallel, multi_step, ... */
export const TaskKindSchema = z.string().regex(/^[a-z][a-z0-9_]*$/, 'a task kind: lower-case letters, digits and "_"');
export type TaskKind = z.infer<typeof TaskKindSchema>;

/**
 * An argument a later call takes from an earlier call's actual result (multi_step): the executor reads
 * `path` (e.g. `entities[0].name`) from that result's structured content (or its text parsed as JSON),
 * optionally takes group 1 of `pattern` over the value, prefixes `prefix`, and wraps it in an array when `asArray`.
 * The argument in `arguments` is the value the generator predicts; the executor's result wins.
 */
export const ArgumentLinkSchema = z.object({
  arg: z.string(),
  fromCall: z.number().int().min(0),
  path: z.string().default(''),
  pattern: z.string().optional(),
  prefix: z.string().optional(),
  asArray: z.boolean().optional(),
  /** The list item the user picked out by one of its fields ("the snapshot in the cold tier"): the path's first index
   * is read as the item of that list holding this value, wherever the server put it. */
  where: z.object({ key: z.string(), value: z.union([z.string(), z.number()]) }).optional(),
  /** The list item the user picked out as the one with the most or least of a field ("the largest backup", "the newest
   * issue"): the path's first index is read as the item whose number or date there is the highest (max) or lowest
   * (min), in whatever the server listed. */
  ranked: z.object({ key: z.string(), order: z.enum(['max', 'min']) }).optional(),
});
export type ArgumentLink = z.infer<typeof ArgumentLinkSchema>;

export const ExpectedCallSchema = z.object({
  toolId: z.string(),
  arguments: z.record(z.string(), z.unknown()),
  links: z.array(ArgumentLinkSchema).optional(),
});

/** One exchange before the calls: the assistant's turn (a question, a confirmation request) and the user's reply. */
export const TurnSchema = z.object({ assistant: z.string(), user: z.string() });
export type Turn = z.infer<typeof TurnSchema>;

/** The simulated user of a multi_turn task: who they are and the goal they reveal over turns. */
export const PersonaSchema = z.object({ name: z.string(), style: z.string(), goal: z.string() });
export type Persona = z.infer<typeof PersonaSchema>;
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
    /** Arguments the first user message leaves out (missing_info): the right first answer asks for them. */
    missing: z.array(z.string()).optional(),
    /** True when a right answer states target and effect and waits for the user's yes before calling (needs_confirmation). */
    confirm: z.boolean().optional(),
  }),
  /** Exchanges played after the first user message and before the calls (multi_turn, missing_info, needs_confirmation). */
  turns: z.array(TurnSchema).optional(),
  persona: PersonaSchema.optional(),
  /** The day the conversation happens (YYYY-MM-DD): relative dates in the request ("next Friday") resolve against it,
   * and the world's dates are drawn around it; absent: derived from the seed (src/world). */
  referenceDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  /** The system prompt the conversation opens with (its date, who the user is, the tool-use policy). */
  system: z.string().optional(),
  /** LLM engine provenance: model, sampling, attempts (retries after invalid answers) and tokens. */
  llm: z
    .object({ model: z.string(), temperature: z.number(), seed: z.number().int().optional(), attempts: z.number().int(), promptTokens: z.number().int(), completionTokens: z.number().int() })
    .optional(),
  rubric: z.array(z.string()).default([]),
  seed: z.number().int(),
  engine: z.enum(['offline', 'llm']),
});
export type Task = z.infer<typeof TaskSchema>;
