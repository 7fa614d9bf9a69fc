// The HTTP edge's checks, before any MCP parsing: Host and Origin against DNS rebinding, the bearer token on every
// request, a per-address request rate and a cap on requests in flight. A refusal is a status and one JSON-RPC error.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { localhostAllowedHostnames, localhostAllowedOrigins, validateHostHeader, validateOriginHeader } from '@modelcontextprotocol/server';
import type { HttpLimits } from './options.js';

export interface Refusal {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

/** A JSON-RPC error body (id null: the request was not read), as every refusal and protocol error at the edge. */
export function errorBody(code: number, message: string): string {
  return JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null });
}

const digest = (s: string) => createHash('sha256').update(s).digest();

export class HttpGuard {
  private readonly token: Buffer;
  private readonly hosts: string[];
  private readonly origins: string[];
  /** Per client address: tokens left and when they were last counted (a token bucket). */
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private inFlight = 0;

  constructor(
    token: string,
    boundHost: string,
    private readonly limits: HttpLimits,
  ) {
    this.token = digest(token);
    const bound = boundHost.includes(':') && !boundHost.startsWith('[') ? `[${boundHost}]` : boundHost;
    this.hosts = [...new Set([bound, ...localhostAllowedHostnames(), ...limits.allowedHosts])];
    this.origins = [...new Set([...localhostAllowedOrigins(), ...limits.allowedOrigins])];
  }

  /** Why this request is refused, or undefined when it may go on. */
  check(req: IncomingMessage): Refusal | undefined {
    const host = validateHostHeader(req.headers.host, this.hosts);
    if (!host.ok) return { status: 403, message: `Forbidden: ${host.message}` };
    const origin = validateOriginHeader(req.headers.origin, this.origins);
    if (!origin.ok) return { status: 403, message: `Forbidden: ${origin.message}` };
    const auth = req.headers.authorization ?? '';
    const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
    // Hashing first gives equal lengths, so the comparison takes the same time whatever was sent.
    if (!m || !timingSafeEqual(digest(m[1] as string), this.token)) {
      return { status: 401, message: 'Unauthorized: send Authorization: Bearer <token> (serve --token or TOOLFORGE_SERVE_TOKEN)', headers: { 'www-authenticate': 'Bearer realm="toolforge-serve"' } };
    }
    if (!this.take(req.socket.remoteAddress ?? 'unknown')) {
      return { status: 429, message: `Too many requests: over ${this.limits.ratePerSecond} per second from this address`, headers: { 'retry-after': '1' } };
    }
    return undefined;
  }

  /** Count a request in flight; false (and nothing counted) when the cap is reached. */
  enter(): boolean {
    if (this.inFlight >= this.limits.maxInFlight) return false;
    this.inFlight++;
    return true;
  }

  leave(): void {
    this.inFlight--;
  }

  private take(address: string): boolean {
    const now = performance.now();
    const rate = this.limits.ratePerSecond;
    let b = this.buckets.get(address);
    if (!b) {
      // Addresses come and go; an unbounded map would be a leak, so a full one forgets those that refilled.
      if (this.buckets.size >= 10_000) for (const [k, v] of this.buckets) if (now - v.at > 2000) this.buckets.delete(k);
      b = { tokens: 2 * rate, at: now };
      this.buckets.set(address, b);
    }
    b.tokens = Math.min(2 * rate, b.tokens + ((now - b.at) / 1000) * rate);
    b.at = now;
    if (b.tokens < 1) return false;
    b.tokens--;
    return true;
  }
}
