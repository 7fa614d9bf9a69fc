// The Context a step sees: the run (paths, registries, seed, clock, reporter, shared resources) and its own config
// and stats. Nothing here is module-level: everything a run shares hangs off its context.
import type { CatalogTool } from '../records/index.js';
import { loadCatalogFiles } from '../catalog/load.js';
import type { LlmClient, LlmSettings } from '../llm/client.js';
import { LlmPool } from '../llm/pool.js';
import type { Artifacts } from './artifacts.js';
import type { Registries } from './registry.js';
import type { Reporter } from './reporter.js';
import { Resources } from './resources.js';
import { CleanupRegistry } from '../servers/cleanup.js';
import { addUsage, bump, type StepStats } from './stats.js';
import type { UsageTotals } from '../llm/transport.js';

/** The artifacts that together make the catalog a step reads: the crawled one and synthetic tools. */
export const CATALOG_PARTS = ['catalog', 'tools'] as const;

export interface RunContext {
  readonly outDir: string;
  readonly pipeline: { name: string; seed: number; description?: string };
  /** Every step's resolved config by config key, for the card and the manifest (a step reads only its own). */
  readonly settings: Readonly<Record<string, unknown>>;
  readonly registries: Registries;
  readonly artifacts: Artifacts;
  readonly reporter: Reporter;
  readonly resources: Resources;
  /** The run's clock: fixed when the run starts and kept by a resumed run, so a rerun writes the same bytes. */
  readonly now: string;
  readonly seed: number;
  readonly signal: AbortSignal;
  /** What an interrupt must stop and remove: the servers and workspaces the run started (the CLI runs it on SIGINT/SIGTERM). */
  readonly cleanup: CleanupRegistry;
  /** A client for these settings: the run's shared one, or batch mode's collecting one while a step runs in batches. */
  llm(settings?: Partial<LlmSettings>): LlmClient;
  /** The catalog by tool id: the crawled catalog plus synthetic tools when the run has them (or only `parts`). Loaded once per content. */
  catalog(parts?: readonly string[]): Promise<ReadonlyMap<string, CatalogTool>>;
  log(line: string): void;
}

export interface StepContext<C = unknown> extends RunContext {
  readonly step: string;
  readonly config: C;
  readonly stats: StepStats;
  bump(key: string, by?: number): void;
  /** A fact that is not a count (which sandbox ran): kept as is, not summed across shards. */
  info(key: string, value: string | number | boolean): void;
}

export interface RunContextInit {
  outDir: string;
  pipeline: RunContext['pipeline'];
  settings?: Record<string, unknown>;
  registries: Registries;
  artifacts: Artifacts;
  reporter: Reporter;
  now: string;
  signal?: AbortSignal;
  cleanup?: CleanupRegistry;
}

export function createRunContext(init: RunContextInit): RunContext {
  const resources = new Resources();
  const ctx: RunContext = {
    outDir: init.outDir,
    pipeline: init.pipeline,
    settings: init.settings ?? {},
    registries: init.registries,
    artifacts: init.artifacts,
    reporter: init.reporter,
    resources,
    now: init.now,
    seed: init.pipeline.seed,
    signal: init.signal ?? new AbortController().signal,
    cleanup: init.cleanup ?? new CleanupRegistry(),
    llm: (settings = {}) => resources.get('llm.pool', () => new LlmPool(), (p) => p.close()).client(settings),
    catalog: async (only: readonly string[] = CATALOG_PARTS) => {
      const parts = only.filter((name) => init.artifacts.exists(name));
      const keys = await Promise.all(parts.map((name) => init.artifacts.key(name)));
      const files = parts.map((name) => init.artifacts.path(name));
      return resources.get(`catalog:${keys.join(',')}`, () => loadCatalogFiles(files));
    },
    log: (line) => init.reporter.log(line),
  };
  return ctx;
}

/** The context one step (or one shard of it) runs with: the run's, plus its config and its own stats. */
export function stepContext<C>(run: RunContext, step: string, config: C, stats: StepStats, overrides: Partial<Pick<RunContext, 'llm'>> = {}): StepContext<C> {
  return {
    ...run,
    ...overrides,
    step,
    config,
    stats,
    bump: (key, by = 1) => bump(stats, key, by),
    info: (key, value) => {
      stats.info = { ...stats.info, [key]: value };
    },
  };
}

/**
 * A step's LLM spend: `llm` hands out the run's clients and remembers them with their usage so far; `record` adds what
 * each spent since into the step's stats, under the keys every step uses (clients are shared across steps).
 */
export function usageMeter(ctx: StepContext): { llm: RunContext['llm']; record(): void } {
  const seen = new Map<LlmClient, UsageTotals>();
  return {
    llm: (settings) => {
      const client = ctx.llm(settings);
      if (!seen.has(client)) seen.set(client, client.usage());
      return client;
    },
    record: () => {
      for (const [client, before] of seen) addUsage(ctx.stats, client.usage(), before);
      seen.clear();
    },
  };
}
