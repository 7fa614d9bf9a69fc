// Crawl: listing the tools of N servers through our pool vs the MCP Inspector CLI, one process per server.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { StdioSource } from '../src/records/index.js';
import { crawlSources } from '../src/crawl/crawl.js';
import { resolveLaunch } from '../src/servers/launch.js';
import { PROJECT_ROOT } from '../src/util/project.js';
import { rate, row, timeIt, type BenchRow } from './measure.js';

const INSPECTOR = join(PROJECT_ROOT, 'node_modules/@modelcontextprotocol/inspector-cli/build/index.js');

function inspectorList(source: StdioSource): Promise<number> {
  if (source.workspace) throw new Error('bench sources run without a workspace');
  const launch = resolveLaunch(source);
  return new Promise((resolve, reject) => {
    // The inspector CLI looks for its package.json relative to the working directory; bench/ satisfies it.
    const child = spawn(process.execPath, [INSPECTOR, launch.spec.command, ...launch.spec.args, '--method', 'tools/list'], {
      cwd: join(PROJECT_ROOT, 'bench'),
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { ...process.env, ...launch.spec.env },
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`inspector exited ${code}`));
      try {
        resolve((JSON.parse(out) as { tools: unknown[] }).tools.length);
      } catch (err) {
        reject(err as Error);
      }
    });
  });
}

export async function benchCrawl(sources: StdioSource[], copies = 3): Promise<BenchRow[]> {
  const many = Array.from({ length: copies }, (_, i) => sources.map((s) => ({ ...s, id: `${s.id}-${i}` }))).flat();
  const ours = await timeIt(() => crawlSources(many, { concurrency: 4 }));
  if (ours.value.failures.length > 0) throw new Error(`crawl failures: ${ours.value.failures.map((f) => f.reason).join('; ')}`);
  const inspector = await timeIt(async () => {
    let tools = 0;
    for (const s of many) tools += await inspectorList(s);
    return tools;
  });
  if (inspector.value !== ours.value.tools.length) throw new Error(`tool counts differ: ours ${ours.value.tools.length}, inspector ${inspector.value}`);
  return [
    row({
      suite: 'crawl',
      metric: `servers/s listing ${many.length} servers (pool 4) vs inspector-cli per server`,
      ours: rate(many.length, ours.ms),
      baseline: rate(many.length, inspector.ms),
      unit: 'servers/s',
      target: '>= 3x',
      targetRatio: 3,
    }),
  ];
}
