// An LLM plays a tool the world cannot model: it is shown the tool, the arguments and the world's records around
// them; its JSON answer is checked against the outputSchema (retried with the error), then applied to the world so
// later calls agree with it. Cached like every LLM call; the world's own answer stands in when no answer is valid.
import { z } from 'zod';
import type { CatalogTool } from '../records/index.js';
import { capText, type CallOutcome } from '../mcp/call.js';
import { LlmError, type LlmClient } from '../llm/client.js';
import { compileSchema } from '../schema/ajv.js';
import type { Rec } from './filters.js';
import type { ToolBinding } from './model.js';
import { recordSchema } from './output-schemas.js';
import { invalidArguments, protocolProblem, WorldSimulator, type ToolSimulator } from './simulator.js';
import type { World } from './world.js';
import { flatArgs } from './envelope.js';

export const LlmToolAnswerSchema = z.object({
  /** True when the tool would fail on these arguments (an unknown id, a forbidden change). */
  isError: z.boolean(),
  /** The tool's result: an object matching its outputSchema, or for an error the error message. */
  result: z.unknown(),
});
export type LlmToolAnswer = z.infer<typeof LlmToolAnswerSchema>;

const SYSTEM = [
  'You simulate one tool of a software system for a test harness. Answer exactly as the real tool would, consistently with the records shown, which are the current state of the system.',
  'Reply with JSON only: {"isError": boolean, "result": ...}. For success, "result" is the tool\'s result object (it must match the output schema when one is given). For a failure (an unknown id, an impossible request), "isError" is true and "result" is the error message a server would give.',
  'Never invent ids for records that should exist: use the ones shown. Keep values realistic and short.',
].join('\n');

function statePrompt(b: ToolBinding, world: World, args: Rec): string {
  const records = world.store(b).records;
  const named = b.idParam ? records.find((r) => String(r[b.idKey]) === String(args[b.idParam as string])) : undefined;
  const sample = (named ? [named, ...records.filter((r) => r !== named)] : records).slice(0, 6);
  return `Current ${b.entity.plural} (${records.length} in all; the id field is "${b.entity.idField}"):\n${JSON.stringify(sample)}`;
}

export class LlmToolSimulator implements ToolSimulator {
  private readonly fallback: WorldSimulator;

  constructor(
    readonly world: World,
    private readonly client: LlmClient,
    private readonly options: { maxResultChars: number } = { maxResultChars: 8_000 },
  ) {
    this.fallback = new WorldSimulator(world, options);
  }

  async call(tool: CatalogTool | undefined, name: string, args: unknown): Promise<CallOutcome> {
    const started = performance.now();
    const problem = protocolProblem(tool, name, args);
    const b = tool ? this.world.binding(tool) : undefined;
    if (problem || !tool || !b) return this.fallback.call(tool, name, args);
    const input = args as Rec;
    const invalid = invalidArguments(tool, input);
    if (invalid) return this.fallback.call(tool, name, args);
    const check = tool.outputSchema ? compileSchema(tool.outputSchema) : null;
    const user = [
      `System: ${b.entity.system}. Tool: ${tool.name}\nDescription: ${tool.description}`,
      `Input schema: ${JSON.stringify(tool.inputSchema)}`,
      tool.outputSchema ? `Output schema: ${JSON.stringify(tool.outputSchema)}` : 'No output schema: return the result object a server of this system would.',
      statePrompt(b, this.world, flatArgs(tool, input)),
      `Arguments: ${JSON.stringify(input)}`,
    ].join('\n\n');
    let answer: LlmToolAnswer;
    try {
      const r = await this.client.chatJson(LlmToolAnswerSchema, [{ role: 'system', content: SYSTEM }, { role: 'user', content: user }], {
        name: 'tool_result',
        seed: this.world.seed,
        temperature: 0,
        check: (a) => {
          if (a.isError) return typeof a.result === 'string' && a.result.length > 0 ? undefined : '"result" must be the error message when "isError" is true';
          if (!a.result || typeof a.result !== 'object' || Array.isArray(a.result)) return '"result" must be an object';
          if (check && !check.fn(a.result)) return `"result" does not match the output schema: ${(check.fn.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}`).slice(0, 3).join('; ')}`;
          return undefined;
        },
      });
      answer = r.value;
    } catch (err) {
      // No valid answer within the attempts: the world's own answer, so the trajectory still agrees with its calls.
      if (err instanceof LlmError && !err.retryable) return this.fallback.call(tool, name, args);
      throw err;
    }
    // The record a call names is named inside its wrapper when it has one (envelope.ts).
    if (!answer.isError) this.apply(b, flatArgs(tool, input), answer.result as Rec);
    const text = answer.isError ? `Error: ${String(answer.result).replace(/^Error:\s*/i, '')}` : JSON.stringify(answer.result, null, 2);
    const capped = capText(text, this.options.maxResultChars);
    return { text: capped.text, truncated: capped.truncated, isError: answer.isError, latencyMs: Math.round(performance.now() - started), ...(!answer.isError && tool.outputSchema ? { structured: answer.result } : {}) };
  }

  /** The answer becomes the world's state: a deleted record goes, a returned record is stored or updated. */
  private apply(b: ToolBinding, args: Rec, result: Rec): void {
    const store = this.world.store(b);
    if (b.profile.action === 'delete') {
      if (b.idParam) store.remove(args[b.idParam]);
      return;
    }
    const wrapped = recordSchema(b.tool.outputSchema) !== undefined && Object.keys(result).length === 1 ? Object.values(result)[0] : result;
    const record = wrapped && typeof wrapped === 'object' && !Array.isArray(wrapped) ? (wrapped as Rec) : undefined;
    const id = record?.[b.entity.idField];
    if (!record || id === undefined) return;
    const scalars = Object.fromEntries(Object.entries(record).filter(([, v]) => v === null || typeof v !== 'object'));
    if (store.get(id)) store.update(id, scalars);
    else store.create(scalars);
  }
}
