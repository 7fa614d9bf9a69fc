// LLM engine throughput: requests/s through the openai package against a local OpenAI-compatible server with injected latency.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import OpenAI from 'openai';
import { mapPool } from '../src/util/pool.js';
import { rate, row, timeIt, type BenchRow } from './measure.js';

function startMock(latencyMs: number): Promise<Server> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'chatcmpl-bench', object: 'chat.completion', created: 0, model: 'bench', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: '{"ok":true}' } }], usage: { prompt_tokens: 10, completion_tokens: 3, total_tokens: 13 } }));
      }, latencyMs);
    });
  });
  server.keepAliveTimeout = 30_000;
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export async function benchLlm(requests = 1280, concurrency = 64, latencyMs = 100): Promise<BenchRow[]> {
  const server = await startMock(latencyMs);
  const { port } = server.address() as AddressInfo;
  const client = new OpenAI({ baseURL: `http://127.0.0.1:${port}/v1`, apiKey: 'bench', maxRetries: 0 });
  const ideal = (concurrency * 1000) / latencyMs;
  const { ms } = await timeIt(() =>
    mapPool(Array.from({ length: requests }, (_, i) => i), concurrency, (i) => client.chat.completions.create({ model: 'bench', messages: [{ role: 'user', content: `q${i}` }] })),
  );
  await new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  return [row({ suite: 'llm', metric: `req/s at concurrency ${concurrency}, ${latencyMs} ms latency`, ours: rate(requests, ms), baseline: ideal, unit: 'req/s', target: '>= 0.9x ideal', targetRatio: 0.9, note: 'baseline: concurrency / latency' })];
}
