// Batch mode's collector: a cache miss is recorded for the next Batch API submission and its unit of work
// stops with a DeferredError, which a stage counts as "not done yet" (neither a reject nor an error).
import { ToolforgeError } from '../util/errors.js';

/** Thrown by the transport on a cache miss in batch mode; never a subclass of LlmError, so no stage mistakes it for a failed call. */
export class DeferredError extends ToolforgeError {
  constructor(what: string) {
    super('llm.deferred', `${what}: waiting for a batch answer`);
  }
}

export function isDeferred(err: unknown): err is DeferredError {
  return err instanceof DeferredError;
}

/** Resolves a unit's result, or `deferred` when it stopped waiting for a batch answer; other errors pass through. */
export async function orDeferred<T>(p: Promise<T>): Promise<T | typeof DEFERRED> {
  try {
    return await p;
  } catch (err) {
    if (isDeferred(err)) return DEFERRED;
    throw err;
  }
}
export const DEFERRED = Symbol('deferred');

export class BatchCollector {
  /** Request bodies by cache key (the batch line's custom_id); equal requests from two units are sent once. */
  readonly requests = new Map<string, unknown>();
  /** Requests the last batch answered with an error, by cache key: a unit that asks again fails as it would live. */
  private readonly failures = new Map<string, string>();

  defer(key: string, body: unknown): never {
    this.requests.set(key, body);
    throw new DeferredError(`request ${key.slice(0, 12)}`);
  }

  failure(key: string): string | undefined {
    return this.failures.get(key);
  }

  fail(key: string, message: string): void {
    this.failures.set(key, message);
  }

  /** Take the requests collected in this pass and start the next one empty. */
  drain(): Array<[string, unknown]> {
    const all = [...this.requests];
    this.requests.clear();
    return all;
  }
}
