// The execute step's section of a pipeline: engine, sandbox, concurrency, timeouts, limits, the confirmation gate.
import { z } from 'zod';
import { LlmSettingsSchema } from '../llm/client.js';

export const ExecuteConfigSchema = z
  .object({
    engine: z.enum(['offline', 'llm']).default('offline'),
    sandbox: z.enum(['bubblewrap', 'none', 'auto']).default('bubblewrap'),
    /** Which backend answers calls: a registered one by name, or "auto" (a real server where one can run here, else the simulator). */
    backend: z.string().default('auto'),
    /** Per server id, a backend other than `backend` ("real", "simulated"). */
    backends: z.record(z.string(), z.string()).default({}),
    /** A real call that failed for a reason of this machine (no network, no credential, a wall of the sandbox):
     * "reject" (exec.environment; under backend "auto" the tool moves to the simulator) or "keep" the call as it
     * happened, for auditing a server or the sandbox. */
    environmentFailures: z.enum(['reject', 'keep']).default('reject'),
    concurrency: z.number().int().min(1).max(64).default(4),
    callTimeoutMs: z.number().int().min(100).default(15_000),
    trajectoryTimeoutMs: z.number().int().min(100).default(60_000),
    /** A server's handshake, counted from when its start leaves the pool's queue (default: callTimeoutMs); each retry allows one more. */
    connectTimeoutMs: z.number().int().min(100).optional(),
    maxResultChars: z.number().int().min(100).default(8_000),
    /** Tasks per checkpointed shard: a killed run redoes at most one shard. */
    shardSize: z.number().int().min(1).max(10_000).default(32),
    /** One system prompt for every trajectory; absent, each task's own (date, persona, policy) is used, else DEFAULT_SYSTEM_PROMPT. */
    systemPrompt: z.string().optional(),
    /** What happens to calls of tools flagged destructive: run, refuse, or run only after the user said yes in the conversation. */
    confirmation: z.object({ policy: z.enum(['approve', 'deny', 'ask']).default('approve') }).strict().default({ policy: 'approve' }),
    /** Caps on every sandboxed server process (prlimit inside bubblewrap). */
    limits: z
      .object({
        addressSpaceMb: z.number().int().min(512).max(4_194_304).default(4096),
        openFiles: z.number().int().min(16).default(256),
        processes: z.number().int().min(4).default(128),
        /** A server's workspace: bytes on disk and entries it may hold (refused: disk / files). */
        workspaceMb: z.number().int().min(1).default(256),
        workspaceFiles: z.number().int().min(1).default(10_000),
      })
      .strict()
      .default({ addressSpaceMb: 4096, openFiles: 256, processes: 128, workspaceMb: 256, workspaceFiles: 10_000 }),
    /** Started servers kept ready per server id, each with its own fresh workspace, so startup overlaps other work; 0 starts on demand. */
    pool: z.object({ spares: z.number().int().min(0).max(16).default(1) }).strict().default({ spares: 1 }),
    /** The model that plays the assistant when engine is "llm" (OPENAI_BASE_URL / OPENAI_API_KEY fill the gaps). */
    llm: LlmSettingsSchema.optional(),
    /** The LLM tool simulator (backend "llm"): the model that answers for tools no profile models. */
    simulator: z.object({ llm: LlmSettingsSchema.optional() }).strict().optional(),
    /** Assistant turns per trajectory before the LLM engine gives up (exec.step_limit). */
    maxSteps: z.number().int().min(1).max(100).default(8),
  })
  .strict();
export type ExecuteConfig = z.infer<typeof ExecuteConfigSchema>;

/** The system prompt of a task that carries none (drafts from older runs, hand-written tasks). */
export const DEFAULT_SYSTEM_PROMPT = 'You are a helpful assistant. Use the provided tools when they help answer the request.';
