// The OpenAI Batch API calls behind batch mode: write the requests JSONL, upload it, create the batch,
// poll it to an end state, and store the answers of its output file into the response cache by custom_id.
import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type OpenAI from 'openai';
import type { Batch } from 'openai/resources/batches';
import { z } from 'zod';
import type { LlmCache } from './cache.js';
import { LlmError } from './client.js';
import type { SubmittedBatch } from './batch-state.js';

export const CHAT_ENDPOINT = '/v1/chat/completions';
const ENDED = new Set<Batch['status']>(['completed', 'failed', 'expired', 'cancelled']);

/** One line of an output or error file; only what is read is checked. */
const OutputLineSchema = z.looseObject({
  custom_id: z.string(),
  response: z.looseObject({ status_code: z.number(), body: z.unknown() }).nullish(),
  error: z.looseObject({ code: z.string().nullish(), message: z.string().nullish() }).nullish(),
});
const CompletionSchema = z.looseObject({ choices: z.array(z.unknown()) });

/** Write one requests JSONL per chunk of `maxRequests`, upload it and create its batch; `saved` runs before the next step. */
export async function submitBatches(
  openai: OpenAI,
  requests: ReadonlyArray<readonly [string, unknown]>,
  where: { dir: string; stage: string; round: number; maxRequests: number },
  saved: (batch: SubmittedBatch) => Promise<void>,
): Promise<SubmittedBatch[]> {
  await mkdir(where.dir, { recursive: true });
  const out: SubmittedBatch[] = [];
  for (let start = 0, part = 0; start < requests.length; start += where.maxRequests, part++) {
    const chunk = requests.slice(start, start + where.maxRequests);
    const inputPath = join(where.dir, `${where.stage}-round${where.round}-${part}.requests.jsonl`);
    await writeFile(inputPath, chunk.map(([id, body]) => JSON.stringify({ custom_id: id, method: 'POST', url: CHAT_ENDPOINT, body })).join('\n') + '\n');
    const file = await openai.files.create({ file: createReadStream(inputPath), purpose: 'batch' });
    const batch = await openai.batches.create({ input_file_id: file.id, endpoint: CHAT_ENDPOINT, completion_window: '24h', metadata: { toolforge_stage: where.stage } });
    const entry: SubmittedBatch = { id: batch.id, inputFileId: file.id, inputPath, requests: chunk.length, round: where.round, submittedAt: new Date().toISOString(), status: batch.status, consumed: false };
    await saved(entry);
    out.push(entry);
  }
  return out;
}

/** Poll until the batch ends; a network or 5xx error while polling is waited out like a slow batch. */
export async function waitForBatch(openai: OpenAI, id: string, opts: { pollMs: number; timeoutMs: number; onStatus?: (b: Batch) => void }): Promise<Batch> {
  const deadline = Date.now() + opts.timeoutMs;
  let last = '';
  for (;;) {
    let batch: Batch | undefined;
    try {
      batch = await openai.batches.retrieve(id);
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status !== undefined && status < 500 && status !== 429) throw new LlmError(`batch ${id}: cannot read its status: ${(err as Error).message}`, { retryable: false, cause: err });
    }
    if (batch) {
      const counts = batch.request_counts;
      const now = `${batch.status} ${counts ? `${counts.completed + counts.failed}/${counts.total}` : ''}`;
      if (now !== last) opts.onStatus?.(batch);
      last = now;
      if (ENDED.has(batch.status)) return batch;
    }
    if (Date.now() + opts.pollMs > deadline) throw new LlmError(`batch ${id}: still ${batch?.status ?? 'unreachable'} after ${Math.round(opts.timeoutMs / 1000)} s; run again later to keep polling it`, { retryable: true });
    await new Promise((r) => setTimeout(r, opts.pollMs));
  }
}

export interface ConsumeResult {
  stored: number;
  /** Tokens of the stored answers, as the batch billed them. */
  promptTokens: number;
  completionTokens: number;
  /** Requests the batch answered with an error, one per custom_id. */
  errors: Array<{ customId: string; message: string }>;
}

/** Store every 200 answer of the output file in the cache under its custom_id (the cache key); collect the rest as errors. */
export async function consumeBatch(openai: OpenAI, batch: Batch, cache: LlmCache, endpoint: string): Promise<ConsumeResult> {
  const result: ConsumeResult = { stored: 0, promptTokens: 0, completionTokens: 0, errors: [] };
  for (const fileId of [batch.output_file_id, batch.error_file_id]) {
    if (!fileId) continue;
    const text = await (await openai.files.content(fileId)).text();
    for (const [i, line] of text.split('\n').entries()) {
      if (line.trim() === '') continue;
      let json: unknown;
      try {
        json = JSON.parse(line);
      } catch {
        json = undefined;
      }
      const parsed = OutputLineSchema.safeParse(json);
      if (!parsed.success) {
        result.errors.push({ customId: `(file ${fileId} line ${i + 1})`, message: 'unreadable batch output line' });
        continue;
      }
      const { custom_id: customId, response, error } = parsed.data;
      const body = response?.body;
      if (response?.status_code === 200 && CompletionSchema.safeParse(body).success) {
        cache.put(customId, endpoint, body);
        result.stored++;
        const usage = (body as { usage?: { prompt_tokens?: number; completion_tokens?: number } }).usage;
        result.promptTokens += usage?.prompt_tokens ?? 0;
        result.completionTokens += usage?.completion_tokens ?? 0;
        continue;
      }
      const bodyError = (body as { error?: { message?: string } } | undefined)?.error?.message;
      const message = error?.message ?? bodyError ?? `status ${response?.status_code ?? 'none'}`;
      result.errors.push({ customId, message: `${error?.code ? `${error.code}: ` : ''}${message}`.replace(/\s+/g, ' ') });
    }
  }
  return result;
}

/** The batch's own errors (a bad input file, say) as one line. */
export function batchErrorLine(batch: Batch): string {
  const first = batch.errors?.data?.[0];
  return first ? `${first.code ?? 'error'}${first.line ? ` at line ${first.line}` : ''}: ${first.message ?? ''}`.replace(/\s+/g, ' ').trim() : 'no reason given';
}
