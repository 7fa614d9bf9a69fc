// The pipeline config schema (zod) and its loader, whose errors name the file, the field and what is allowed.
import { z } from 'zod';
import { CrawlSourceSchema, TaskKindSchema } from '../records/index.js';
import { ConfigError } from '../util/errors.js';
import { LlmSettingsSchema } from '../llm/client.js';
import { BatchSettingsSchema } from '../llm/batch-rounds.js';
import { configIssueLine } from './config-errors.js';
import { readPipelineFile, type PipelineSource } from './config-file.js';

export const KindMixSchema = z.partialRecord(TaskKindSchema, z.number().min(0));

export const GenerateConfigSchema = z
  .object({
    engine: z.enum(['offline', 'llm']).default('offline'),
    /** How many tasks in all. */
    count: z.number().int().min(1).default(100),
    /** Relative weights of task kinds. */
    mix: KindMixSchema.default({ single: 0.5, parallel: 0.3, irrelevance: 0.2 }),
    /** Tool ids (serverId/name) never used in tasks. */
    excludeTools: z.array(z.string()).default([]),
    /** Largest toolset offered in one task. */
    maxToolset: z.number().int().min(1).default(8),
    /** The LLM engine's endpoint and sampling (engine "llm"); OPENAI_BASE_URL / OPENAI_API_KEY fill what is absent. */
    llm: LlmSettingsSchema.optional(),
    /** Tools whose contract lint score (src/catalog/lint, 0-100) is below this are left out of tasks. */
    minLintScore: z.number().min(0).max(100).optional(),
    /** Cap on one toolset's definition tokens (src/catalog/token-budget.ts): the tools a task needs always stay, extras are dropped to fit. */
    maxToolsetTokens: z.number().int().min(1).optional(),
  })
  .strict();

export const ExecuteConfigSchema = z
  .object({
    engine: z.enum(['offline', 'llm']).default('offline'),
    sandbox: z.enum(['bubblewrap', 'none', 'auto']).default('bubblewrap'),
    concurrency: z.number().int().min(1).max(64).default(4),
    callTimeoutMs: z.number().int().min(100).default(15_000),
    trajectoryTimeoutMs: z.number().int().min(100).default(60_000),
    /** A server's handshake, counted from when its start leaves the pool's queue (default: callTimeoutMs); each retry allows one more. */
    connectTimeoutMs: z.number().int().min(100).optional(),
    maxResultChars: z.number().int().min(100).default(8_000),
    /** Tasks per checkpointed shard: a killed run redoes at most one shard. */
    shardSize: z.number().int().min(1).max(10_000).default(32),
    systemPrompt: z.string().default('You are a helpful assistant. Use the provided tools when they help answer the request.'),
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
    /** Assistant turns per trajectory before the LLM engine gives up (exec.step_limit). */
    maxSteps: z.number().int().min(1).max(100).default(8),
  })
  .strict();

export const ValidateConfigSchema = z
  .object({
    /** Secrets found in a message: replace them with [REDACTED], or drop the record. */
    secrets: z.enum(['redact', 'reject']).default('reject'),
    /** Records over this many tokens (o200k_base, messages plus tool definitions) are dropped. */
    maxTokens: z.number().int().min(1).default(16_384),
    /** Estimated Jaccard (MinHash) at or above which a record is a near duplicate of an earlier one. */
    dedupThreshold: z.number().min(0).max(1).default(0.85),
    /** A tool result that tries to steer the model (safety.result_injection): drop the record, or keep it as a labelled adversarial example. */
    resultInjection: z.enum(['drop', 'keep']).default('drop'),
    /** Validators to leave out: format, schema, execution, semantic, safety, dedup, length. */
    skip: z.array(z.enum(['format', 'schema', 'execution', 'semantic', 'safety', 'dedup', 'length'])).default([]),
    /** LLM judge after the offline validators: a score in [0, 1] against the task's rubric; under `threshold` is semantic.judge_low_score. */
    judge: z
      .object({
        llm: LlmSettingsSchema.default(LlmSettingsSchema.parse({})),
        threshold: z.number().min(0).max(1).default(0.7),
        /** Judge requests in flight at once (the transport's per-endpoint cap still applies). */
        concurrency: z.number().int().min(1).max(256).default(8),
      })
      .strict()
      .optional(),
  })
  .strict();
export type ValidateConfig = z.infer<typeof ValidateConfigSchema>;

export const ExportConfigSchema = z
  .object({
    formats: z.array(z.enum(['openai', 'hf', 'hermes'])).default(['openai', 'hf', 'hermes']),
    /** Chat templates (../shared/chat-templates/<name>.jinja) every record must render through; a record one rejects is reported. */
    templates: z.array(z.string()).default(['tool_chat_template_hermes', 'tool_chat_template_llama3.1_json']),
    /** Fit records to this template: split parallel turns into sequential ones, or drop what still fails. */
    template: z.string().optional(),
    /** Share of records held out for validation.jsonl, stratified by task kind. */
    split: z.object({ validation: z.number().min(0).max(0.5).default(0.1) }).strict().default({ validation: 0.1 }),
    /** hf export: store `tools` as a JSON string (Arrow wants one schema per column). */
    hfToolsAsString: z.boolean().default(false),
  })
  .strict();

export const PipelineConfigSchema = z
  .object({
    name: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/i, 'use letters, digits, "_" or "-"'),
    description: z.string().optional(),
    seed: z.number().int().default(1),
    /** Where the crawled catalog is written (JSONL). */
    catalog: z.string(),
    /** Run directory for tasks, trajectories, rejects, exports and stats. */
    out: z.string(),
    sources: z.array(CrawlSourceSchema).min(1),
    crawl: z
      .object({
        concurrency: z.number().int().min(1).max(64).default(4),
        connectTimeoutMs: z.number().int().min(100).default(20_000),
        listTimeoutMs: z.number().int().min(100).default(20_000),
        /** Per-server caps on what a listing may add: past either, the server is a failure line, not a catalog flood. */
        maxTools: z.number().int().min(1).default(2_000),
        maxListBytes: z.number().int().min(1024).default(8 * 1024 * 1024),
        /** The catalog store (SQLite): when set, each crawl is recorded there and approvals apply, as in `toolforge catalog refresh`. */
        store: z.string().optional(),
      })
      .strict()
      .default({ concurrency: 4, connectTimeoutMs: 20_000, listTimeoutMs: 20_000, maxTools: 2_000, maxListBytes: 8 * 1024 * 1024 }),
    generate: GenerateConfigSchema.default(GenerateConfigSchema.parse({})),
    execute: ExecuteConfigSchema.default(ExecuteConfigSchema.parse({})),
    validate: ValidateConfigSchema.default(ValidateConfigSchema.parse({})),
    export: ExportConfigSchema.default(ExportConfigSchema.parse({})),
    /** LLM stages through the OpenAI Batch API (also `toolforge run --batch`); state and cache in <out>/.batch. */
    batch: BatchSettingsSchema.optional(),
  })
  .strict();
export type PipelineConfig = z.infer<typeof PipelineConfigSchema>;
export type GenerateConfig = z.infer<typeof GenerateConfigSchema>;
export type ExecuteConfig = z.infer<typeof ExecuteConfigSchema>;
export type ExportConfig = z.infer<typeof ExportConfigSchema>;

/**
 * The config, or a ConfigError naming the file, where in it (when `locate` can tell), the field and what is allowed:
 * "pipelines/x.yaml:12:16: execute.concurrency: must be an integer from 1 to 64, got \"eight\"".
 */
export function parsePipelineConfig(value: unknown, file: string, locate?: PipelineSource['locate']): PipelineConfig {
  const result = PipelineConfigSchema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0] as z.core.$ZodIssue;
  // An unknown field is shown at its key; anything else at its value, or at the nearest enclosing field present.
  const at = issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined ? locate?.([...issue.path, issue.keys[0]], true) : locate?.(issue.path);
  throw new ConfigError(`${file}${at ? `:${at}` : ''}: ${configIssueLine(PipelineConfigSchema, issue)}`);
}

/** A pipelines/*.json, *.yaml or *.yml file, checked against the schema. */
export async function loadPipelineConfig(file: string): Promise<PipelineConfig> {
  const source = await readPipelineFile(file);
  return parsePipelineConfig(source.value, file, source.locate);
}
