// The settings of one `toolforge serve`: worlds and sessions, the approval gate, recording, and the HTTP edge's caps.
import { z } from 'zod';
import { ExecuteConfigSchema } from '../execute/config.js';

export const HttpLimitsSchema = z
  .object({
    /** Largest request body read; a bigger one gets 413 before anything is parsed. */
    maxBodyBytes: z.number().int().min(1024).default(2 * 1024 * 1024),
    /** Requests per second per client address (a token bucket; bursts up to twice this); past it, 429. */
    ratePerSecond: z.number().int().min(1).default(2_000),
    /** Requests answered at once; past it, 503. */
    maxInFlight: z.number().int().min(1).default(512),
    /** Host names the Host header may carry (DNS rebinding); the bound host and localhost are always allowed. */
    allowedHosts: z.array(z.string()).default([]),
    /** Origin host names a browser request may come from; localhost-class origins are always allowed. */
    allowedOrigins: z.array(z.string()).default([]),
  })
  .strict();
export type HttpLimits = z.infer<typeof HttpLimitsSchema>;

export const ServeOptionsSchema = z
  .object({
    /** Base of every session's world seed (with the session's name or ordinal, or the task played). */
    seed: z.number().int().default(1),
    /** One world for every session instead of one each. */
    sharedWorld: z.boolean().default(false),
    /** Sessions open at once; a new one past it is refused. */
    maxSessions: z.number().int().min(1).max(100_000).default(256),
    /** A session with no request for this long is closed and recorded. */
    idleMs: z.number().int().min(100).default(10 * 60_000),
    /** What a destructive call gets from a client that cannot show an approval form (no elicitation). */
    approval: z.enum(['approve', 'deny', 'ask']).default('ask'),
    /** Directory the sessions' trajectories are appended to (trajectories.jsonl); none records nothing. */
    record: z.string().optional(),
    /** How calls reach the backends: backend choice, sandbox, timeouts, result cap (execute's own settings). */
    execute: ExecuteConfigSchema.default(ExecuteConfigSchema.parse({ sandbox: 'auto' })),
    http: HttpLimitsSchema.default(HttpLimitsSchema.parse({})),
  })
  .strict();
export type ServeOptions = z.infer<typeof ServeOptionsSchema>;
