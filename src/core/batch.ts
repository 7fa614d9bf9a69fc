// Wires batch mode into the runner: an LLM stage gets a collecting client and runs in batch rounds; without
// batch mode (or for an offline engine) the stage runs once with its own client, as before.
import { existsSync } from 'node:fs';
import { stat, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import type { LlmClient, LlmSettings } from '../llm/client.js';
import { BatchSettingsSchema, batchClient, runInBatches, type BatchRun, type BatchSettings } from '../llm/batch-rounds.js';
import type { PipelineConfig } from './config.js';
import type { StepStats } from './stats.js';

/** Batch mode for this run from the config's `batch` and the CLI's flags; undefined when it is off. */
export function batchRunFor(config: PipelineConfig, override: Partial<BatchSettings> | undefined, outDir: string, log: (l: string) => void): BatchRun | undefined {
  const settings = BatchSettingsSchema.parse({ ...config.batch, ...override });
  return settings.enabled ? { dir: batchDir(outDir), settings, log } : undefined;
}

export function batchDir(outDir: string): string {
  return join(outDir, '.batch');
}

/** Run a stage, in batch rounds when batch mode is on and the stage talks to a model (`llm` set). */
export async function inBatches(run: BatchRun | undefined, stage: string, llm: Partial<LlmSettings> | undefined, fn: (client?: LlmClient) => Promise<StepStats>): Promise<StepStats> {
  if (!run || !llm) return fn(undefined);
  const { client, collector } = batchClient(llm, run.dir);
  const started = performance.now();
  try {
    const { result, totals } = await runInBatches(stage, client, collector, run, () => fn(client));
    if (totals.rounds > 0) Object.assign(result.extra, { batch_rounds: totals.rounds, batch_requests: totals.requests });
    if (totals.requestErrors > 0) result.extra.batch_request_errors = totals.requestErrors;
    // What the batches billed: answers served from the cache cost the live counters nothing.
    if (totals.promptTokens + totals.completionTokens > 0) {
      Object.assign(result.extra, {
        batchPromptTokens: totals.promptTokens,
        batchCompletionTokens: totals.completionTokens,
        batchCostUsd: client.cost(totals.promptTokens, totals.completionTokens) * run.settings.priceFactor,
      });
    }
    // The stage's time includes waiting for its batches, not just the last pass.
    result.ms = Math.round(performance.now() - started);
    return result;
  } finally {
    client.close();
  }
}

/** A function that cuts `file` back to its present length: an appending stage run again per batch round appends once. */
export async function rewinder(file: string): Promise<() => Promise<void>> {
  const size = existsSync(file) ? (await stat(file)).size : 0;
  return async () => {
    if (existsSync(file)) await truncate(file, size);
  };
}
