// A fetch for the Streamable HTTP client whose response bodies stop at a byte cap, so a 1.3 GB answer costs at most the cap in memory.
import type { FetchLike } from '@modelcontextprotocol/client';
import { McpError } from '../util/errors.js';

/** Bytes one HTTP response body may have when the caller names no cap (the SDK's stdio default is 10 MiB). */
export const DEFAULT_HTTP_BODY_BYTES = 16 * 1024 * 1024;

export const BODY_TOO_LARGE = 'response body too large';

function tooLarge(maxBytes: number, declared?: number): McpError {
  const size = declared === undefined ? 'more than' : `${declared} bytes, over`;
  return new McpError('body_too_large', `${BODY_TOO_LARGE}: ${size} the ${maxBytes}-byte cap`);
}

/**
 * Wrap `base` so every response body is cut at `maxBytes`: a declared Content-Length over the cap is
 * refused before reading, and a streamed body errors (and its connection is dropped) as soon as it
 * passes the cap. SSE responses count all their events together.
 */
export function cappedFetch(maxBytes: number, base: FetchLike = fetch): FetchLike {
  return async (url, init) => {
    const res = await base(url, init);
    const declared = Number(res.headers.get('content-length') ?? Number.NaN);
    if (Number.isFinite(declared) && declared > maxBytes) {
      await res.body?.cancel().catch(() => undefined);
      throw tooLarge(maxBytes, declared);
    }
    if (!res.body) return res;
    let seen = 0;
    const counted = res.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > maxBytes) controller.error(tooLarge(maxBytes));
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(counted, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}
