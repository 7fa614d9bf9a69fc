import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeReport } from '../../src/cli/report.js';
import { tempDir } from '../helpers.js';

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

function tool(serverId: string, name: string) {
  return { id: `${serverId}/${name}`, serverId, source: { kind: 'stdio', id: serverId, command: 'x', args: [], env: {} }, protocol: { era: 'legacy', version: '2025-11-25' }, server: { name: serverId, version: '1' }, name, description: 'd', inputSchema: { type: 'object' }, sha256: 'a'.repeat(64), firstSeen: 'n', lastSeen: 'n', flags: [] };
}

function traj(i: number, kind: string, toolId: string, latencyMs: number) {
  return { id: `t${i}`, taskId: `k${i}`, kind, tools: [], messages: [{ role: 'user', content: 'x' }, { role: 'assistant', content: 'y' }], calls: [{ id: `c${i}`, toolId, serverId: toolId.split('/')[0], name: 'n', arguments: {}, latencyMs, isError: false, truncated: false }], engine: 'offline', seed: i, sandbox: 'none', durationMs: 1 };
}

function makeRun(dir: string): string {
  const run = join(dir, 'run');
  mkdirSync(run, { recursive: true });
  const catalog = join(dir, 'catalog.jsonl');
  writeFileSync(catalog, [tool('fs', 'read'), tool('fs', 'write'), tool('mem', 'open')].map((t) => JSON.stringify(t)).join('\n') + '\n');
  writeFileSync(join(run, 'stats.json'), JSON.stringify({ pipeline: 'demo', steps: [{ step: 'crawl', in: 2, out: 3, ms: 10, dropped: {}, extra: {} }], files: { catalog } }));
  writeFileSync(join(run, 'trajectories.jsonl'), [traj(1, 'single', 'fs/read', 7), traj(2, 'parallel', 'fs/write', 70), traj(3, 'single', 'mem/open', 700)].map((t) => JSON.stringify(t)).join('\n') + '\n');
  writeFileSync(join(run, 'rejects.jsonl'), JSON.stringify({ id: 't9', step: 'validate.schema', code: 'args.schema', message: 'm' }) + '\n');
  return run;
}

describe('toolforge report', () => {
  it('writes a self-contained page with the run data inline and no remote resources', async () => {
    const run = makeRun(tempDir());
    const html = readFileSync(await writeReport(run), 'utf8');
    expect(html).toContain('"toolsPerServer":[{"label":"fs","value":2},{"label":"mem","value":1}]');
    expect(html).not.toMatch(/(src|href)="https?:/);
  });

  it("shows the quality step's figures beside their bars, a missed one marked", async () => {
    const run = makeRun(tempDir());
    const before = readFileSync(await writeReport(run), 'utf8');
    expect(before).not.toContain('Data quality');
    const figures = { records: 3, kindShares: { single: 0.67, parallel: 0.33 }, descriptionCopy8: 0, descriptionCopy5: 0.02, dictatedArguments: 0.1, inferredArguments: 0.3, openingsPerRecord: 1, topOpeningShare: 0.33, distinct3: 0.9, loremRecords: 0, randomStrings: 0, formatValid: 1, rawResultAnswers: 0, systemPrompts: 3 };
    writeFileSync(join(run, 'quality.json'), JSON.stringify(figures));
    const html = readFileSync(await writeReport(run), 'utf8');
    expect(html).toContain('<h2>Data quality</h2>');
    // inferred 30% is under its 50% bar, and one opening in a third of the records is over 3%: both marked.
    expect(html).toMatch(/<tr class="missed"><td>records with a value inferred from the wording<\/td><td>30\.0%<\/td><td>≥ 50\.0%<\/td>/);
    expect(html).toMatch(/<tr class="missed"><td>records sharing the commonest opening<\/td>/);
    expect(html).toMatch(/<tr class="met"><td>share of parallel<\/td><td>33\.0%<\/td>/);
    expect((html.match(/class="missed"/g) ?? []).length).toBe(2);
  });

  it.skipIf(!CHROMIUM && !process.env.CI)('draws every chart in headless Chromium, offline', async () => {
    expect(CHROMIUM, 'chromium is not installed (.ci/run installs it)').toBeDefined();
    const dir = tempDir();
    const file = await writeReport(makeRun(dir));
    const dom = execFileSync(
      CHROMIUM as string,
      ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--user-data-dir=${join(dir, 'profile')}`, '--virtual-time-budget=5000', '--dump-dom', `file://${file}`],
      { encoding: 'utf8', timeout: 60_000, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    expect(dom).toContain('data-ready="true"');
    const drawn = [...dom.matchAll(/data-chart="(\w+)" data-drawn="(\d+)"/g)].map((m) => [m[1], Number(m[2])]);
    expect(Object.fromEntries(drawn)).toEqual({ toolsPerServer: 2, taskKinds: 2, rejectsPerValidator: 1, callsPerTool: 3, latencyMs: 10 });
    expect((dom.match(/<rect /g) ?? []).length).toBe(18);
  });
});
