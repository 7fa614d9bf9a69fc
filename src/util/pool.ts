// Bounded concurrency over an async iterable, yielding results in input order.
export async function* mapOrdered<I, O>(
  input: AsyncIterable<I> | Iterable<I>,
  concurrency: number,
  fn: (item: I, index: number) => Promise<O>,
): AsyncGenerator<O> {
  const width = Math.max(1, concurrency);
  const inFlight: Promise<O>[] = [];
  let index = 0;
  for await (const item of input as AsyncIterable<I>) {
    const p = fn(item, index++);
    p.catch(() => undefined); // surfaced when awaited in order
    inFlight.push(p);
    if (inFlight.length >= width) yield await (inFlight.shift() as Promise<O>);
  }
  while (inFlight.length > 0) yield await (inFlight.shift() as Promise<O>);
}

/** Run fn over items with at most `concurrency` at once; results keep input order. */
export async function mapPool<I, O>(items: readonly I[], concurrency: number, fn: (item: I, index: number) => Promise<O>): Promise<O[]> {
  const out: O[] = [];
  for await (const r of mapOrdered(items, concurrency, fn)) out.push(r);
  return out;
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class TimeoutError extends Error {
  override name = 'TimeoutError';
}
