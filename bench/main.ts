// `npm run bench`: every suite measured in one run as ratios against a baseline from the same run; writes bench/results.json.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crawlSources } from '../src/crawl/crawl.js';
import type { StdioSource } from '../src/records/index.js';
import { PROJECT_ROOT } from '../src/util/project.js';
import { benchExecutor } from './executor.js';
import { benchCrawl } from './crawl.js';
import { benchGeneration, benchValidation } from './validation.js';
import { benchLlm } from './llm.js';
import { benchDecontam } from './decontam.js';
import { benchE2e } from './e2e.js';
import { benchServe } from './serve.js';
import { printTable, type BenchRow } from './measure.js';

const STATELESS: StdioSource[] = [
  { kind: 'stdio', id: 'everything', package: '@modelcontextprotocol/server-everything', args: ['stdio'], env: {} },
  { kind: 'stdio', id: 'memory', package: '@modelcontextprotocol/server-memory', args: [], env: { MEMORY_FILE_PATH: '/tmp/toolforge-bench-memory.jsonl' } },
  { kind: 'stdio', id: 'sequential-thinking', package: '@modelcontextprotocol/server-sequential-thinking', args: [], env: {} },
];

const only = new Set(process.argv.slice(2));
const want = (s: string) => only.size === 0 || only.has(s);

const report = await crawlSources(STATELESS, { concurrency: 3 });
const catalog = new Map(report.tools.map((t) => [t.id, t]));
const rows: BenchRow[] = [];
const run = async (name: string, fn: () => Promise<BenchRow[]> | BenchRow[]) => {
  if (!want(name)) return;
  process.stderr.write(`bench ${name}...\n`);
  rows.push(...(await fn()));
};
// The LLM suite first: it measures a latency-bound client, which the garbage the validation and generation
// suites leave in this process would slow with collection pauses (0.78x after them vs 0.94x alone).
await run('llm', () => benchLlm());
await run('executor', () => benchExecutor(catalog));
await run('crawl', () => benchCrawl(STATELESS));
await run('validation', () => benchValidation(catalog));
await run('decontam', () => benchDecontam(catalog));
await run('generation', () => benchGeneration(catalog));
await run('e2e', () => benchE2e());
await run('serve', () => benchServe());
printTable(rows);
await writeFile(join(PROJECT_ROOT, 'bench/results.json'), JSON.stringify({ date: new Date().toISOString(), node: process.version, rows }, null, 2) + '\n');
