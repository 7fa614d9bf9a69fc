// LLM engine throughput: requests/s through our LLM client (cache off) against a local OpenAI-compatible server
// in its own process with injected latency; the ideal is concurrency / latency.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { z } from 'zod';
import { LlmClient } from '../src/llm/client.js';
import { mapPool } from '../src/util/pool.js';
import { PROJECT_ROOT } from '../src/util/project.js';
import { rate, row, timeIt, type BenchRow } from './measure.js';

async function startServer(latencyMs: number): Promise<{ port: number; stop(): void }> {
  const child = spawn(process.execPath, [join(PROJECT_ROOT, 'bench/llm-server.mjs'), String(latencyMs)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (c: Buffer) => resolve(Number(c.toString().trim())));
    child.once('exit', (code) => reject(new Error(`bench LLM server exited ${code}`)));
  });
  return { port, stop: () => child.kill('SIGTERM') };
}

export async function benchLlm(requests = 1920, concurrency = 64, latencyMs = 100): Promise<BenchRow[]> {
  const server = await startServer(latencyMs);
  try {
    const client = new LlmClient({ baseURL: `http://127.0.0.1:${server.port}/v1`, model: 'bench', apiKey: 'bench', responseFormat: 'json_object' }, {}, { maxConcurrency: concurrency });
    const schema = z.object({ ok: z.boolean() });
    const ask = (i: number) => client.chatJson(schema, [{ role: 'user', content: `q${i}` }], { name: 'answer' });
    await mapPool(Array.from({ length: concurrency }, (_, i) => i), concurrency, ask); // warm connections
    const { ms } = await timeIt(() => mapPool(Array.from({ length: requests }, (_, i) => i), concurrency, ask));
    const ideal = (concurrency * 1000) / latencyMs;
    return [row({ suite: 'llm', metric: `req/s at concurrency ${concurrency}, ${latencyMs} ms latency (LlmClient, server in its own process)`, ours: rate(requests, ms), baseline: ideal, unit: 'req/s', target: '>= 0.9x ideal', targetRatio: 0.9, note: 'baseline: concurrency / latency' })];
  } finally {
    server.stop();
  }
}
