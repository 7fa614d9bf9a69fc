// Lint over real catalogs: the committed quickstart catalog (read-only), the crawl stage's stamps, and the generator's minimum score.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCatalogLint } from '../../../src/cli/catalog-lint.js';
import { generateOfflineTasks, usableTools } from '../../../src/generate/tasks/offline.js';
import { lintCatalog } from '../../../src/catalog/lint/lint.js';
import type { CatalogLintReport } from '../../../src/catalog/lint/report.js';
import type { TokenSummary } from '../../../src/catalog/token-budget.js';
import { GenerateConfigSchema } from '../../../src/generate/config.js';
import { runStepFiles } from '../../../src/toolforge.js';
import { CrawlConfigSchema } from '../../../src/crawl/config.js';
import { CatalogToolSchema, type CatalogTool } from '../../../src/records/index.js';
import { readJsonlAll } from '../../../src/util/jsonl.js';
import { PROJECT, readLines, tempDir } from '../../helpers.js';

const QUICKSTART = join(PROJECT, 'catalogs/quickstart.jsonl');
let catalog: CatalogTool[];
beforeAll(async () => {
  catalog = await readJsonlAll(QUICKSTART, CatalogToolSchema);
});

describe('catalog lint', () => {
  it('grades every quickstart tool and gives a per-server distribution, without touching the catalog', async () => {
    const before = readFileSync(QUICKSTART, 'utf8');
    const { text } = await runCatalogLint({ catalog: QUICKSTART, json: true });
    const report = JSON.parse(text) as CatalogLintReport;
    expect(report.tools).toHaveLength(catalog.length);
    expect(Object.keys(report.servers)).toEqual(['everything', 'filesystem', 'memory', 'sequential-thinking']);
    for (const s of Object.values(report.servers)) expect(Object.values(s.bands).reduce((a, b) => a + b, 0)).toBe(s.tools);
    // The memory server's delete tools answer with a bare {success, message}: the result contract rule sees it.
    const del = report.tools.find((t) => t.id === 'memory/delete_entities');
    expect(del?.findings.map((f) => f.rule)).toContain('result.bare_ok');
    expect(report.tools.every((t) => t.score >= 0 && t.score <= 100 && t.tokens > 0)).toBe(true);
    expect(readFileSync(QUICKSTART, 'utf8')).toBe(before);
  });

  it('prints one line per tool and a table per server, and counts tools under --min-score', async () => {
    const { text, failing } = await runCatalogLint({ catalog: QUICKSTART, minScore: 90 });
    expect(text).toMatch(/^\s*\d+\s+everything\/echo\s+\d+ tok/m);
    expect(text).toMatch(/^memory\s+9\s/m);
    expect(failing).toBeGreaterThan(0);
    expect(text).toContain(`${failing} of ${catalog.length} tools score below 90`);
  });

  it('--tasks reports the definition tokens of each task toolset', async () => {
    const dir = tempDir();
    const tasks = join(dir, 'tasks.jsonl');
    writeFileSync(tasks, [...generateOfflineTasks(catalog, { seed: 4, config: GenerateConfigSchema.parse({ count: 20 }) })].map((t) => JSON.stringify(t)).join('\n') + '\n');
    const report = JSON.parse((await runCatalogLint({ catalog: QUICKSTART, json: true, tasks })).text) as CatalogLintReport & { toolsets: TokenSummary };
    expect(report.toolsets.count).toBe(20);
    expect(report.toolsets.min).toBeGreaterThan(0);
    expect(report.toolsets.max).toBeLessThanOrEqual(report.overall.tokens);
    const { text } = await runCatalogLint({ catalog: QUICKSTART, tasks });
    expect(text).toMatch(/toolsets \(20 tasks\): definition tokens min \d+, median \d+, max \d+/);
  });

  it('runs as `toolforge catalog lint` from the built CLI, with an exit code for --min-score', () => {
    const bin = join(PROJECT, 'bin/toolforge.js');
    const ok = spawnSync(process.execPath, [bin, 'catalog', 'lint', '--catalog', QUICKSTART, '--json'], { encoding: 'utf8', cwd: PROJECT });
    expect(ok.status).toBe(0);
    expect((JSON.parse(ok.stdout) as CatalogLintReport).tools).toHaveLength(catalog.length);
    const low = spawnSync(process.execPath, [bin, 'catalog', 'lint', '--catalog', QUICKSTART, '--min-score', '95'], { encoding: 'utf8', cwd: PROJECT });
    expect(low.status).toBe(1);
    expect(low.stdout).toMatch(/tools score below 95/);
  });

  it('names a missing catalog in one line', async () => {
    await expect(runCatalogLint({ catalog: '/nonexistent/c.jsonl' })).rejects.toThrow(/^\/nonexistent\/c\.jsonl: no such catalog/);
  });

  it('lints catalogs/npm-real.jsonl too when it has been crawled', async (ctx) => {
    const file = join(PROJECT, 'catalogs/npm-real.jsonl');
    if (!existsSync(file)) ctx.skip();
    const report = JSON.parse((await runCatalogLint({ catalog: file, json: true })).text) as CatalogLintReport;
    expect(report.tools.length).toBeGreaterThan(0);
  });

  it('generate.minLintScore keeps low-scoring tools out of every task', () => {
    const scores = lintCatalog(catalog);
    const min = 80;
    const low = new Set(catalog.filter((t) => (scores.get(t.id)?.score ?? 0) < min).map((t) => t.id));
    expect(low.size).toBeGreaterThan(0);
    const stamped = catalog.map((t) => ({ ...t, lint: scores.get(t.id) }));
    expect(usableTools(stamped, { excludeTools: [], minLintScore: min }).some((t) => low.has(t.id))).toBe(false);
    const ids = (config: object) => new Set([...generateOfflineTasks(stamped, { seed: 2, config: GenerateConfigSchema.parse({ count: 40, ...config }) })].flatMap((t) => t.toolset));
    expect([...ids({})].some((id) => low.has(id))).toBe(true);
    expect([...ids({ minLintScore: min })].some((id) => low.has(id))).toBe(false);
  });

  it('the crawl stage stamps lint and tokens on each tool of a real server', async () => {
    const dir = tempDir();
    const catalogPath = join(dir, 'catalog.jsonl');
    const sources = [{ kind: 'stdio', id: 'memory', package: '@modelcontextprotocol/server-memory', args: [], env: { MEMORY_FILE_PATH: '${workspace}/m.jsonl' }, workspace: {} }];
    const stats = await runStepFiles('crawl', { ...CrawlConfigSchema.parse({ concurrency: 1 }), sources }, { artifacts: { catalog: catalogPath } });
    expect(stats.dropped).toEqual({});
    const lines = readLines<CatalogTool>(catalogPath).map((l) => CatalogToolSchema.parse(l));
    expect(lines.length).toBeGreaterThan(5);
    for (const t of lines) {
      expect(t.tokens).toBeGreaterThan(10);
      expect(t.lint?.score).toBeTypeOf('number');
    }
    expect(lines.find((t) => t.name === 'delete_entities')?.lint?.findings.map((f) => f.rule)).toContain('result.bare_ok');
  });
});
