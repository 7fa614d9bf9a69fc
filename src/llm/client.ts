// The LLM client: the openai package against any OpenAI-compatible baseURL, JSON answers checked with zod and retried with the error.
import OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { ToolforgeError } from '../util/errors.js';
import type { BatchCollector } from './deferred.js';
import { isDeferred } from './deferred.js';
import { ChatTransport, Gates, PriceSchema, TransportSettingsSchema, type TransportSettings, type UsageTotals } from './transport.js';

export const LlmSettingsSchema = z
  .object({
    /** OpenAI-compatible endpoint (OpenAI, vLLM, Ollama, llama.cpp); OPENAI_BASE_URL when absent. */
    baseURL: z.string().optional(),
    model: z.string().default('gpt-4o-mini'),
    /** Prefer OPENAI_API_KEY over writing a key into a pipeline file. */
    apiKey: z.string().optional(),
    temperature: z.number().min(0).max(2).default(0.7),
    seed: z.number().int().optional(),
    /** Answers tried per request: the first plus retries that quote the previous answer's error. */
    maxAttempts: z.number().int().min(1).max(10).default(3),
    /** `json_schema` sends the zod schema as JSON Schema; `json_object` only asks for JSON (older servers). */
    responseFormat: z.enum(['json_schema', 'json_object']).default('json_schema'),
    timeoutMs: z.number().int().min(100).default(60_000),
    /** USD per million tokens by model, e.g. {"gpt-4o-mini": {"input": 0.15, "output": 0.6}}: the costUsd in stats.json. */
    prices: z.record(z.string(), PriceSchema).optional(),
  })
  .strict();
export type LlmSettings = z.infer<typeof LlmSettingsSchema>;

/** An LLM call that failed; `retryable` says whether trying again later could help (network, rate limit). */
export class LlmError extends ToolforgeError {
  readonly retryable: boolean;
  constructor(message: string, options: { retryable: boolean; cause?: unknown; data?: unknown }) {
    super('llm', message, options);
    this.retryable = options.retryable;
  }
}

export type LlmMessage = ChatCompletionMessageParam;

export interface ChatJsonOptions<T> {
  /** Name of the response schema sent in response_format. */
  name: string;
  temperature?: number;
  seed?: number;
  /** A further check after zod (e.g. arguments against a tool schema); a string is the error to retry with. */
  check?: (value: T) => string | undefined;
}

/** What one chatJson call produced and cost, kept as provenance in the records it made. */
export interface ChatJsonResult<T> {
  value: T;
  raw: string;
  attempts: number;
  model: string;
  temperature: number;
  seed?: number;
  usage: { promptTokens: number; completionTokens: number };
  /** Raw answers that failed the checks, with why. */
  failures: Array<{ raw: string; error: string }>;
}

export class LlmClient {
  readonly settings: LlmSettings;
  private readonly transport: ChatTransport;

  constructor(settings: Partial<LlmSettings> = {}, env: NodeJS.ProcessEnv = process.env, transport: Partial<TransportSettings> = {}, collector?: BatchCollector, gates?: Gates) {
    this.settings = LlmSettingsSchema.parse(settings);
    const baseURL = this.settings.baseURL ?? env.OPENAI_BASE_URL;
    // Local servers (vLLM, Ollama) take any key; the SDK insists on one.
    const apiKey = this.settings.apiKey ?? env.OPENAI_API_KEY ?? (baseURL ? 'not-needed' : undefined);
    if (!apiKey) throw new LlmError('no API key: set OPENAI_API_KEY, or OPENAI_BASE_URL for a local server that needs none', { retryable: false });
    // Retries, rate limits, caching and cost live in the transport, so the SDK's own retries are off.
    const openai = new OpenAI({ apiKey, ...(baseURL ? { baseURL } : {}), timeout: this.settings.timeoutMs, maxRetries: 0 });
    this.transport = new ChatTransport(openai, baseURL ?? 'https://api.openai.com/v1', TransportSettingsSchema.parse({ ...transport, prices: { ...this.settings.prices, ...transport.prices } }), collector, gates);
  }

  /** A plain chat completion (tool calling), through the same cache, rate limits and accounting. */
  async complete(body: Omit<ChatCompletionCreateParamsNonStreaming, 'model'>): Promise<ChatCompletion> {
    try {
      return await this.transport.create({ model: this.settings.model, ...body });
    } catch (err) {
      if (isDeferred(err)) throw err;
      const status = (err as { status?: number }).status;
      throw new LlmError(`chat completion failed: ${(err as Error).message}`, { retryable: status === undefined || status === 429 || status >= 500, cause: err });
    }
  }

  /** USD for these tokens under the price table (0 for a model without a price). */
  cost(promptTokens: number, completionTokens: number): number {
    const price = this.transport.settings.prices[this.settings.model];
    return price ? (promptTokens * price.input + completionTokens * price.output) / 1_000_000 : 0;
  }

  /** Requests, cache hits, retries, tokens and cost so far. */
  usage(): UsageTotals {
    return { ...this.transport.totals };
  }

  /** The SDK client, endpoint and cache the Batch API driver fills (src/llm/batch-rounds.ts). */
  batchTarget() {
    return this.transport.batchTarget();
  }

  close(): void {
    this.transport.close();
  }

  /** Ask for a JSON answer matching `schema`; an answer that is not JSON or fails the checks is sent back with the error. */
  async chatJson<T>(schema: z.ZodType<T>, messages: readonly LlmMessage[], opts: ChatJsonOptions<T>): Promise<ChatJsonResult<T>> {
    const temperature = opts.temperature ?? this.settings.temperature;
    const seed = opts.seed ?? this.settings.seed;
    const responseFormat =
      this.settings.responseFormat === 'json_schema'
        ? ({ type: 'json_schema', json_schema: { name: opts.name, schema: z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>, strict: false } } as const)
        : ({ type: 'json_object' } as const);
    const convo: LlmMessage[] = [...messages];
    const failures: ChatJsonResult<T>['failures'] = [];
    const usage = { promptTokens: 0, completionTokens: 0 };
    for (let attempt = 1; attempt <= this.settings.maxAttempts; attempt++) {
      let completion;
      try {
        completion = await this.transport.create({
          model: this.settings.model,
          messages: convo,
          temperature,
          ...(seed !== undefined ? { seed } : {}),
          response_format: responseFormat,
        });
      } catch (err) {
        if (isDeferred(err)) throw err;
        const status = (err as { status?: number }).status;
        throw new LlmError(`chat completion failed: ${(err as Error).message}`, { retryable: status === undefined || status === 429 || status >= 500, cause: err });
      }
      usage.promptTokens += completion.usage?.prompt_tokens ?? 0;
      usage.completionTokens += completion.usage?.completion_tokens ?? 0;
      const choice = completion.choices[0];
      const raw = choice?.message?.content ?? '';
      // A cut-off or refused answer is never used, even when what arrived happens to parse.
      const refusal = (choice?.message as { refusal?: string | null } | undefined)?.refusal;
      const error = refusal ? { ok: false as const, message: `the model refused: ${refusal}` } : choice?.finish_reason === 'length' ? { ok: false as const, message: 'the answer was cut off (finish_reason "length"); answer shorter' } : checkAnswer(raw, schema, opts.check);
      if (error.ok) return { value: error.value, raw, attempts: attempt, model: this.settings.model, temperature, ...(seed !== undefined ? { seed } : {}), usage, failures };
      failures.push({ raw, error: error.message });
      convo.push({ role: 'assistant', content: raw }, { role: 'user', content: `That answer is not valid: ${error.message}. Reply again with only the corrected JSON.` });
    }
    throw new LlmError(`no valid answer after ${this.settings.maxAttempts} attempts; last error: ${failures.at(-1)?.error}`, { retryable: false, data: failures });
  }
}

function checkAnswer<T>(raw: string, schema: z.ZodType<T>, check?: (value: T) => string | undefined): { ok: true; value: T } | { ok: false; message: string } {
  let json: unknown;
  // Some servers wrap JSON in a ```json fence even when asked not to.
  const text = raw.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/, '$1');
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { ok: false, message: `not JSON (${(err as Error).message})` };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: `${issue?.path.length ? issue.path.join('.') : '(root)'}: ${issue?.message ?? 'does not match the schema'}` };
  }
  const extra = check?.(parsed.data);
  return extra ? { ok: false, message: extra } : { ok: true, value: parsed.data };
}
