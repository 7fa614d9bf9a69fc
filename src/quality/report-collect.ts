// Gathers the numbers a run report shows from a run directory: stats, catalog, trajectories, rejects.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { CatalogToolSchema, QualityFileSchema, qualityRows, RejectSchema, TrajectorySchema, type QualityRow } from '../records/index.js';
import { ConfigError } from '../util/errors.js';
import { readJsonl } from '../util/jsonl.js';

export interface Series {
  label: string;
  value: number;
}

export interface ReportData {
  title: string;
  generatedAt: string;
  steps: Array<{ step: string; in: number; out: number; ms: number }>;
  toolsPerServer: Series[];
  taskKinds: Series[];
  rejectsPerValidator: Series[];
  callsPerTool: Series[];
  latencyMs: Series[];
  totals: Record<string, number>;
  /** The quality step's figures beside their bars (quality.json), when the run measured them. */
  quality: QualityRow[];
}

const StatsSchema = z
  .object({
    pipeline: z.string().optional(),
    steps: z.array(z.object({ step: z.string(), in: z.number(), out: z.number(), ms: z.number() }).passthrough()),
    files: z.object({ catalog: z.string().optional() }).passthrough().optional(),
  })
  .passthrough();

function count(map: Map<string, number>, key: string, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

function series(map: Map<string, number>, limit = 30): Series[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([label, value]) => ({ label, value }));
}

const LATENCY_BUCKETS = [5, 10, 25, 50, 100, 250, 500, 1000, 5000, Infinity];

export async function collectReport(runDir: string): Promise<ReportData> {
  const statsPath = join(runDir, 'stats.json');
  if (!existsSync(statsPath)) throw new ConfigError(`${runDir}: no stats.json here; point report at a run directory (e.g. datasets/quickstart)`);
  const parsed = StatsSchema.safeParse(JSON.parse(readFileSync(statsPath, 'utf8')));
  if (!parsed.success) throw new ConfigError(`${statsPath}: not a toolforge stats file (${parsed.error.issues[0]?.message ?? 'invalid'})`);
  const stats = parsed.data;

  const toolsPerServer = new Map<string, number>();
  const catalogPath = stats.files?.catalog;
  if (catalogPath && existsSync(catalogPath)) {
    for await (const t of readJsonl(catalogPath, CatalogToolSchema)) count(toolsPerServer, t.serverId);
  }
  const kinds = new Map<string, number>();
  const calls = new Map<string, number>();
  const latency = new Map<string, number>(LATENCY_BUCKETS.map((b) => [b === Infinity ? '>5000' : `<=${b}`, 0]));
  let trajectories = 0;
  let callCount = 0;
  const trajPath = join(runDir, 'trajectories.jsonl');
  if (existsSync(trajPath)) {
    for await (const t of readJsonl(trajPath, TrajectorySchema)) {
      trajectories++;
      count(kinds, t.kind);
      for (const c of t.calls) {
        callCount++;
        count(calls, c.toolId);
        const b = LATENCY_BUCKETS.find((x) => c.latencyMs <= x) ?? Infinity;
        count(latency, b === Infinity ? '>5000' : `<=${b}`);
      }
    }
  }
  const rejects = new Map<string, number>();
  const rejPath = join(runDir, 'rejects.jsonl');
  let rejectCount = 0;
  if (existsSync(rejPath)) {
    for await (const r of readJsonl(rejPath, RejectSchema)) {
      rejectCount++;
      count(rejects, r.step);
    }
  }
  const qualityPath = join(runDir, 'quality.json');
  const quality = existsSync(qualityPath) ? QualityFileSchema.safeParse(JSON.parse(readFileSync(qualityPath, 'utf8'))) : undefined;
  return {
    title: `toolforge run: ${stats.pipeline ?? runDir}`,
    generatedAt: new Date().toISOString(),
    steps: stats.steps.map((s) => ({ step: s.step, in: s.in, out: s.out, ms: s.ms })),
    toolsPerServer: series(toolsPerServer),
    taskKinds: series(kinds),
    rejectsPerValidator: series(rejects),
    callsPerTool: series(calls),
    latencyMs: [...latency.entries()].map(([label, value]) => ({ label, value })),
    totals: { tools: [...toolsPerServer.values()].reduce((a, b) => a + b, 0), trajectories, calls: callCount, rejects: rejectCount },
    quality: quality?.success ? qualityRows(quality.data) : [],
  };
}
