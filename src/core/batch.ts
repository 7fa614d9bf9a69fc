// Wires batch mode into the runner: a step that talks to a model gets a collecting client and runs in batch rounds;
// without batch mode (or for an offline step) it runs once with the run's own clients.
import { join } from 'node:path';
import type { LlmClient, LlmSettings } from '../llm/client.js';
import { BatchSettingsSchema, batchClient, runInBatches, type BatchRun, type BatchSettings } from '../llm/batch-rounds.js';
import type { StepResult } from './run-step.js';

/** Batch mode for this run from the config's `batch` and the CLI's flags; undefined when it is off. */
export function batchRunFor(batch: Partial<BatchSettings> | undefined, override: Partial<BatchSettings> | undefined, outDir: string, log: (l: string) => void): BatchRun | undefined {
  const settings = BatchSettingsSchema.parse({ ...batch, ...override });
  return settings.enabled ? { dir: batchDir(outDir), settings, log } : undefined;
}

export function batchDir(outDir: string): string {
  return join(outDir, '.batch');
}

/** Run a step's passes until nothing waits: each pass defers cache misses, a Batch API batch answers them. */
export async function inBatches(run: BatchRun, stage: string, llm: Partial<LlmSettings>, pass: (client: LlmClient) => Promise<StepResult>): Promise<StepResult> {
  const { client, collector } = batchClient(llm, run.dir);
  const started = performance.now();
  try {
    const { result, totals } = await runInBatches(stage, client, collector, run, () => pass(client));
    const extra = result.stats.extra;
    if (totals.rounds > 0) Object.assign(extra, { batch_rounds: totals.rounds, batch_requests: totals.requests });
    if (totals.requestErrors > 0) extra.batch_request_errors = totals.requestErrors;
    // What the batches billed: answers served from the cache cost the live counters nothing.
    if (totals.promptTokens + totals.completionTokens > 0) {
      Object.assign(extra, {
        batchPromptTokens: totals.promptTokens,
        batchCompletionTokens: totals.completionTokens,
        batchCostUsd: client.cost(totals.promptTokens, totals.completionTokens) * run.settings.priceFactor,
      });
    }
    // The step's time includes waiting for its batches, not just the last pass.
    result.stats.ms = Math.round(performance.now() - started);
    return result;
  } finally {
    client.close();
  }
}
