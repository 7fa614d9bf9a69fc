// The five stages as file-to-file streaming functions: the runner and the CLI subcommands both call these.
import { existsSync } from 'node:fs';
import type { CatalogTool, CrawlSource, Reject, Task, Trajectory } from '../records/index.js';
import { CatalogToolSchema, TaskSchema, TrajectorySchema, serversPathFor, type ServerRecord } from '../records/index.js';
import { crawlSources } from '../crawl/crawl.js';
import { prepareCatalog } from '../catalog/prepare.js';
import { crawlIntoStore } from '../crawl/refresh.js';
import { withLintAndTokens } from '../catalog/lint/annotate.js';
import type { CrawlFailure, CrawlReport } from '../crawl/crawl.js';
import { generateOfflineTasksWithDrops } from '../generate/tasks/offline.js';
import { generateLlmTasks } from '../generate/tasks/llm.js';
import { GenerationStats } from '../generate/stats.js';
import { LlmClient } from '../llm/client.js';
import { DEFERRED, isDeferred, orDeferred } from '../llm/deferred.js';
import { executeBatch } from '../execute/run-batch.js';
import { resolveSandbox } from '../servers/sandbox.js';
import type { CleanupRegistry } from '../servers/cleanup.js';
import { loadCatalogFile } from '../catalog/load.js';
import { buildValidators, validateAndClean } from '../validate/chain.js';
import { toOpenAI } from '../export/openai.js';
import { exportRun, type ExportRunOptions } from '../export/export-run.js';
import { JsonlWriter, readJsonl, readJsonlAll } from '../util/jsonl.js';
import { mapOrdered } from '../util/pool.js';
import { TaskLookup } from '../validate/task-lookup.js';
import { ConfigError, errorMessage } from '../util/errors.js';
import { judgeTrajectory } from '../validate/judge.js';
import type { ExecuteConfig, GenerateConfig, PipelineConfig, ValidateConfig } from './config.js';
import { ValidateConfigSchema } from './config.js';
import { addUsage, bump, drop, newStats, timed, type StepStats } from './stats.js';

export type Log = (line: string) => void;

export async function loadCatalog(file: string): Promise<Map<string, CatalogTool>> {
  return loadCatalogFile(file);
}

export async function crawlStage(opts: {
  sources: readonly CrawlSource[];
  catalogPath: string;
  crawl: PipelineConfig['crawl'];
  log: Log;
}): Promise<{ stats: StepStats; failures: CrawlFailure[]; servers: CrawlReport['servers'] }> {
  const stats = newStats('crawl');
  let servers: CrawlReport['servers'] = [];
  const failures = await timed(stats, async () => {
    // Keep first-seen dates of tools whose definition has not changed since the last crawl.
    const previous = existsSync(opts.catalogPath) ? await loadCatalog(opts.catalogPath).catch(() => new Map<string, CatalogTool>()) : new Map<string, CatalogTool>();
    const report = await crawlSources(opts.sources, opts.crawl);
    servers = report.servers;
    const out = await JsonlWriter.open(opts.catalogPath);
    // Normalise schemas and run the scanners over the whole crawl (shadowing and duplicates need every server).
    for (const tool of withLintAndTokens(opts.crawl.store ? crawlIntoStore(opts.crawl.store, report) : prepareCatalog(report.tools))) {
      const before = previous.get(tool.id);
      await out.write(before && before.sha256 === tool.sha256 ? { ...tool, firstSeen: before.firstSeen } : tool);
    }
    await out.close();
    // Resources and prompts are per server, not per tool: they go in a servers file beside the catalog.
    const serversOut = await JsonlWriter.open(serversPathFor(opts.catalogPath));
    const at = new Date().toISOString();
    for (const s of report.servers) {
      const record: ServerRecord = { serverId: s.serverId, era: s.era, protocolVersion: s.protocolVersion, tools: s.tools.length, pages: s.pages, resources: s.resources, resourceTemplates: s.resourceTemplates, prompts: s.prompts, crawledAt: at };
      await serversOut.write(record);
    }
    await serversOut.close();
    stats.in = opts.sources.length;
    stats.out = report.tools.length;
    stats.extra.servers = report.servers.length;
    for (const s of report.servers) for (const w of s.warnings ?? []) opts.log(`crawl     ${s.serverId}: warning: ${w}`);
    for (const f of report.failures) {
      drop(stats, 'crawl.server_failed');
      opts.log(`crawl     ${f.serverId}: failed: ${f.reason}${f.stderrTail ? ` (stderr: ${f.stderrTail})` : ''}`);
    }
    return report.failures;
  });
  return { stats, failures, servers };
}

export async function generateStage(opts: { catalogPath: string; tasksPath: string; generate: GenerateConfig; seed: number; llm?: LlmClient }): Promise<StepStats> {
  const stats = newStats('generate');
  await timed(stats, async () => {
    const byId = await loadCatalog(opts.catalogPath);
    const catalog = [...byId.values()];
    stats.in = catalog.length;
    const collect = new GenerationStats(stats, byId);
    const onDrop = (reason: string) => collect.drop(reason);
    const engine = { seed: opts.seed, config: opts.generate };
    const client = opts.generate.engine === 'llm' ? (opts.llm ?? new LlmClient(opts.generate.llm ?? {})) : undefined;
    const before = client?.usage();
    const tasks = client ? generateLlmTasks(catalog, { ...engine, client }, onDrop) : generateOfflineTasksWithDrops(catalog, engine, onDrop);
    const out = await JsonlWriter.open(opts.tasksPath);
    for await (const task of tasks) {
      await out.write(task);
      collect.add(task);
    }
    await out.close();
    collect.finish();
    // Every request the engine made, retried and dropped answers included: a delta, as a batch-mode client spans passes.
    if (client) addUsage(stats, client.usage(), before);
  });
  return stats;
}

export async function executeStage(opts: {
  catalogPath: string;
  tasksPath: string;
  trajectoriesPath: string;
  rejectsPath: string;
  execute: ExecuteConfig;
  log: Log;
  cleanup?: CleanupRegistry;
}): Promise<StepStats> {
  const stats = newStats('execute');
  await timed(stats, async () => {
    const catalog = await loadCatalog(opts.catalogPath);
    const sandbox = resolveSandbox(opts.execute.sandbox, opts.log);
    const out = await JsonlWriter.open(opts.trajectoriesPath);
    const rejects = await JsonlWriter.open(opts.rejectsPath);
    await executeBatch(readJsonl(opts.tasksPath, TaskSchema), { catalog, execute: opts.execute, sandbox, ...(opts.cleanup ? { cleanup: opts.cleanup } : {}) }, { trajectory: (l) => out.write(l), reject: (l) => rejects.write(l) }, stats);
    await out.close();
    await rejects.close();
    stats.extra[`sandbox_${sandbox}`] = 1;
  });
  return stats;
}

export async function validateStage(opts: {
  catalogPath: string;
  trajectoriesPath: string;
  validPath: string;
  rejectsPath: string;
  appendRejects: boolean;
  /** The tasks file, so the semantic validator can compare each trajectory with its task; without it semantic is skipped. */
  tasksPath?: string;
  validate?: ValidateConfig;
  /** The judge's client (batch mode passes a collecting one). */
  judgeClient?: LlmClient;
}): Promise<StepStats> {
  const stats = newStats('validate');
  await timed(stats, async () => {
    const catalog = await loadCatalog(opts.catalogPath);
    const config = opts.validate ?? ValidateConfigSchema.parse({});
    const validators = buildValidators(config);
    const judge = config.judge ? { client: opts.judgeClient ?? new LlmClient(config.judge.llm), threshold: config.judge.threshold } : undefined;
    // Trajectories come in task order, so tasks stream beside them instead of sitting in a Map of the whole run.
    const lookup = opts.tasksPath ? new TaskLookup(opts.tasksPath) : undefined;
    const usageBefore = judge?.client.usage();
    const out = await JsonlWriter.open(opts.validPath);
    const rejects = await JsonlWriter.open(opts.rejectsPath, { append: opts.appendRejects });
    // Offline validators run one record at a time, in order (dedup remembers what came first); judge calls overlap.
    const verdicts = (async function* () {
      for await (const t of readJsonl(opts.trajectoriesPath, TrajectorySchema)) {
        stats.in++;
        const task = lookup ? await lookup.get(t.taskId) : undefined;
        const tasks = lookup ? { tasks: new Map(task ? [[task.id, task]] : []) } : {};
        yield { verdict: validateAndClean(t, { catalog, ...tasks }, validators, config.secrets), task };
      }
    })();
    // The judge runs only on records the offline validators passed: no tokens spent on known rejects.
    const judged = mapOrdered(verdicts, config.judge?.concurrency ?? 1, async ({ verdict, task }) => ({
      verdict,
      judged: verdict.ok && judge ? await orDeferred(judgeStep(judge, verdict.trajectory, task)) : null,
    }));
    try {
      for await (const { verdict, judged: finding } of judged) {
        if (finding === DEFERRED) continue; // batch mode: judged in a later pass
        if (!verdict.ok || finding) {
          const reject = verdict.ok ? (finding as Reject) : verdict.reject;
          await rejects.write(reject);
          drop(stats, reject.code);
        } else {
          if (verdict.redacted > 0) bump(stats, 'redacted');
          await out.write(verdict.trajectory);
          stats.out++;
        }
      }
    } finally {
      lookup?.close();
      for (const v of validators) v.close?.();
    }
    // The judge's tokens and cost, under the keys every step uses.
    if (judge) addUsage(stats, judge.client.usage(), usageBefore);
    await out.close();
    await rejects.close();
  });
  return stats;
}

async function judgeStep(judge: { client: LlmClient; threshold: number }, t: Trajectory, task: Task | undefined): Promise<Reject | null> {
  if (!task) return { id: t.id, taskId: t.taskId, step: 'validate.judge', code: 'semantic.unknown_task', message: `the judge needs the task ${t.taskId}; pass the tasks file` };
  try {
    const { finding } = await judgeTrajectory(judge.client, t, task, judge.threshold);
    return finding ? { id: t.id, taskId: t.taskId, step: 'validate.judge', ...finding } : null;
  } catch (err) {
    if (isDeferred(err)) throw err;
    return { id: t.id, taskId: t.taskId, step: 'validate.judge', code: 'semantic.judge_failed', message: errorMessage(err) };
  }
}

export async function exportStage(opts: {
  validPath: string;
  outPath: string;
  format: 'openai';
  /** A whole run's export (split, hf and hermes, template checks, manifest.json, README.md) into this directory; outPath stays the OpenAI train file. */
  run?: Omit<ExportRunOptions, 'validPath' | 'trainPath'>;
}): Promise<StepStats> {
  const stats = newStats('export');
  const run = opts.run;
  if (run) {
    await timed(stats, () => exportRun({ ...run, validPath: opts.validPath, trainPath: opts.outPath }, stats));
    return stats;
  }
  await timed(stats, async () => {
    const out = await JsonlWriter.open(opts.outPath);
    for await (const t of readJsonl(opts.validPath, TrajectorySchema)) {
      stats.in++;
      await out.write(toOpenAI(t as Trajectory));
      stats.out++;
    }
    await out.close();
  });
  return stats;
}
