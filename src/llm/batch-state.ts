// The batch state file (<run>/.batch/<stage>.json): which Batch API batches a stage submitted, saved before
// polling starts, so a restarted run polls the batch it already paid for instead of submitting another.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { ConfigError } from '../util/errors.js';

export const SubmittedBatchSchema = z.object({
  id: z.string(),
  inputFileId: z.string(),
  /** The requests JSONL that was uploaded (kept for inspection). */
  inputPath: z.string(),
  requests: z.number().int().min(0),
  round: z.number().int().min(1),
  submittedAt: z.string(),
  /** The last status seen; `consumed` says its answers are in the cache. */
  status: z.string(),
  consumed: z.boolean(),
});
export type SubmittedBatch = z.infer<typeof SubmittedBatchSchema>;

export const BatchStateSchema = z.object({
  stage: z.string(),
  /** The endpoint the cache keys name; a state from another endpoint is not resumed against this one. */
  endpoint: z.string(),
  batches: z.array(SubmittedBatchSchema),
});
export type BatchState = z.infer<typeof BatchStateSchema>;

export function statePath(dir: string, stage: string): string {
  return join(dir, `${stage}.json`);
}

export async function loadBatchState(file: string, stage: string, endpoint: string): Promise<BatchState> {
  if (!existsSync(file)) return { stage, endpoint, batches: [] };
  let parsed;
  try {
    parsed = BatchStateSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  } catch (err) {
    throw new ConfigError(`${file}: not valid JSON (${(err as Error).message}); delete it to start the batch over`);
  }
  if (!parsed.success) throw new ConfigError(`${file}: not a batch state file (${parsed.error.issues[0]?.message}); delete it to start the batch over`);
  const state = parsed.data;
  if (state.endpoint !== endpoint && state.batches.some((b) => !b.consumed)) {
    throw new ConfigError(`${file}: names a batch at ${state.endpoint} but this stage now uses ${endpoint}; delete the file to start over`);
  }
  return { ...state, endpoint };
}

/** Written to a temporary file and renamed, so a kill never leaves half a state file. */
export async function saveBatchState(file: string, state: BatchState): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify(state, null, 2) + '\n');
  await rename(tmp, file);
}
