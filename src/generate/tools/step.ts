// The `tools` step: synthetic tools evolved from the domains of the real catalog, written as the run's `tools`
// artifact, which later steps read as part of the catalog.
import { z } from 'zod';
import { CatalogToolSchema, type CatalogTool } from '../../records/index.js';
import { drop } from '../../core/stats.js';
import type { Step } from '../../core/step.js';
import { generateSyntheticTools } from './offline.js';

export const ToolsConfigSchema = z
  .object({
    /** Evolution steps past the directly reached domains. */
    generations: z.number().int().min(0).max(10).default(1),
    /** Most evolved domains. */
    maxDomains: z.number().int().min(1).max(1_000).default(20),
  })
  .strict();
export type ToolsConfig = z.infer<typeof ToolsConfigSchema>;

export const toolsStep: Step<ToolsConfig, { seed: number }, CatalogTool> = {
  name: 'tools',
  description: 'evolve synthetic tools (contracts with schemas, outputSchemas and annotations) from the domains of the real catalog',
  config: () => ToolsConfigSchema,
  reads: ['catalog'],
  output: { name: 'tools', schema: CatalogToolSchema },
  codePrefix: 'tools',
  codes: {
    'tools.duplicate_name': 'a synthetic tool name clashed twice',
    'tools.schema_invalid': 'a synthetic schema failed its meta-schema or did not compile',
    'tools.near_duplicate_real': 'a synthetic tool is too close to a real one',
    'tools.near_duplicate_synthetic': 'a synthetic tool is too close to another synthetic one',
    'tools.lint_failed': 'a synthetic tool fails the contract lint',
  },
  plan: (ctx) => [{ seed: ctx.seed }],
  recordId: () => ({ id: 'synthetic-tools' }),
  async process(unit, ctx) {
    // Only the crawled catalog: a tools file from an earlier run must not shape this one.
    const catalog = [...(await ctx.catalog(['catalog'])).values()];
    const report = generateSyntheticTools(catalog, { seed: unit.seed, generations: ctx.config.generations, maxDomains: ctx.config.maxDomains });
    for (const [code, n] of Object.entries(report.dropped)) for (let i = 0; i < n; i++) drop(ctx.stats, code);
    ctx.stats.extra.domains_real = report.realDomains.length;
    ctx.stats.extra.domains_evolved = report.domains.length;
    ctx.stats.extra.destructive = report.tools.filter((t) => t.annotations?.destructiveHint === true).length;
    return { records: report.tools, rejects: [] };
  },
  describePlan: (c, at) => [`${c.generations} generation(s), at most ${c.maxDomains} domains -> ${at.artifactPath('tools')}`],
};
