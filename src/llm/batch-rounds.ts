// Batch mode as a way to fill the response cache: run a stage's pass with cache misses deferred, send the
// deferred requests as one Batch API batch, store the answers, and run the pass again until nothing waits.
import { join } from 'node:path';
import { z } from 'zod';
import { LlmClient, LlmError, type LlmSettings } from './client.js';
import { BatchCollector } from './deferred.js';
import { batchErrorLine, consumeBatch, submitBatches, waitForBatch } from './batch-api.js';
import { loadBatchState, saveBatchState, statePath, type BatchState, type SubmittedBatch } from './batch-state.js';

export const BatchSettingsSchema = z
  .object({
    /** Send LLM requests through the OpenAI Batch API instead of one call each. */
    enabled: z.boolean().default(false),
    /** Time between status polls of a submitted batch. */
    pollMs: z.number().int().min(10).default(30_000),
    /** Batches per stage: requests that depend on earlier answers (retries, next turns) need one round each. */
    maxRounds: z.number().int().min(1).max(100).default(10),
    /** Requests per batch (the Batch API takes at most 50,000). */
    maxRequests: z.number().int().min(1).max(50_000).default(50_000),
    /** How long one batch may take before the run stops (it keeps going server-side; a rerun resumes polling). */
    timeoutMs: z.number().int().min(1_000).default(25 * 3_600_000),
    /** Share of the price table's list price a batch is billed at (the Batch API charges half). */
    priceFactor: z.number().min(0).max(1).default(0.5),
  })
  .strict();
export type BatchSettings = z.infer<typeof BatchSettingsSchema>;

export interface BatchRun {
  /** Where state files, request files and the response cache live (<run>/.batch). */
  dir: string;
  settings: BatchSettings;
  log: (line: string) => void;
}

export interface BatchTotals {
  rounds: number;
  requests: number;
  requestErrors: number;
  /** Tokens of the answers this run took from its batches (resumed ones included). */
  promptTokens: number;
  completionTokens: number;
}

/** A client whose cache misses are collected, with its cache in the batch directory. */
export function batchClient(settings: Partial<LlmSettings>, dir: string): { client: LlmClient; collector: BatchCollector } {
  const collector = new BatchCollector();
  return { client: new LlmClient(settings, process.env, { cache: join(dir, 'llm-cache.sqlite') }, collector), collector };
}

/** Run `pass` until it defers nothing, a batch per round in between; a batch left by a killed run is polled first. */
export async function runInBatches<T>(stage: string, client: LlmClient, collector: BatchCollector, run: BatchRun, pass: () => Promise<T>): Promise<{ result: T; totals: BatchTotals }> {
  const { openai, endpoint, cache } = client.batchTarget();
  if (!cache) throw new LlmError(`${stage}: batch mode needs the response cache`, { retryable: false });
  const file = statePath(run.dir, stage);
  const state = await loadBatchState(file, stage, endpoint);
  const totals: BatchTotals = { rounds: 0, requests: 0, requestErrors: 0, promptTokens: 0, completionTokens: 0 };
  const tag = `batch     ${stage}:`;

  /** Poll and store one batch; a batch that ended without completing is returned as the error to stop with. */
  const finish = async (entry: SubmittedBatch): Promise<string | undefined> => {
    const batch = await waitForBatch(openai, entry.id, { pollMs: run.settings.pollMs, timeoutMs: run.settings.timeoutMs, onStatus: (b) => run.log(`${tag} ${b.id} ${b.status}${b.request_counts ? ` ${b.request_counts.completed}/${b.request_counts.total} done` : ''}`) });
    const got = await consumeBatch(openai, batch, cache, endpoint);
    for (const e of got.errors) {
      collector.fail(e.customId, e.message);
      run.log(`${tag} request ${e.customId} failed: ${e.message}`);
    }
    totals.requestErrors += got.errors.length;
    totals.promptTokens += got.promptTokens;
    totals.completionTokens += got.completionTokens;
    Object.assign(entry, { status: batch.status, consumed: true });
    await saveBatchState(file, state);
    if (batch.status === 'completed') return undefined;
    const unanswered = entry.requests - got.stored - got.errors.length;
    return `${stage}: batch ${batch.id} ended ${batch.status} (${batchErrorLine(batch)}); ${got.stored} answers kept in the cache, ${unanswered} unanswered; run again to submit those (state: ${file})`;
  };
  const finishAll = async (entries: readonly SubmittedBatch[]): Promise<string | undefined> => {
    let failure: string | undefined;
    for (const e of entries) failure = (await finish(e)) ?? failure;
    return failure;
  };

  const waiting = state.batches.filter((b) => !b.consumed);
  if (waiting.length > 0) run.log(`${tag} resuming ${waiting.map((b) => b.id).join(', ')} from ${file}`);
  let failure = await finishAll(waiting);
  let round = Math.max(0, ...state.batches.map((b) => b.round));
  for (;;) {
    const result = await pass();
    const requests = collector.drain();
    // A failed batch still keeps what was produced: this last pass wrote every record its answers allow.
    if (failure) throw new LlmError(failure, { retryable: true });
    if (requests.length === 0) return { result, totals };
    if (totals.rounds >= run.settings.maxRounds) {
      throw new LlmError(`${stage}: ${requests.length} requests still wait for answers after ${run.settings.maxRounds} batch rounds (batch.maxRounds); run again to go on`, { retryable: true });
    }
    totals.rounds++;
    totals.requests += requests.length;
    round++;
    const entries = await submitBatches(openai, requests, { dir: run.dir, stage, round, maxRequests: run.settings.maxRequests }, async (entry) => {
      state.batches.push(entry);
      await saveBatchState(file, state as BatchState);
      run.log(`${tag} round ${round}: ${entry.requests} requests in ${entry.id} (state ${file})`);
    });
    failure = await finishAll(entries);
  }
}
