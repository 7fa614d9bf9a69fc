// A local OpenAI-compatible chat server for the LLM bench, run as its own process so it does not share
// the client's event loop: answers every completion after a fixed latency.
import { createServer } from 'node:http';

const latency = Number(process.argv[2] ?? 100);
const body = JSON.stringify({ id: 'chatcmpl-bench', object: 'chat.completion', created: 0, model: 'bench', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: '{"ok":true}' } }], usage: { prompt_tokens: 10, completion_tokens: 3, total_tokens: 13 } });
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(body), latency));
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => process.exit(0));
