// `toolforge serve`: the catalog's tools (and tasks, as prompts) as an MCP server any agent can use, over stdio or
// Streamable HTTP, with the approval gate at the edge and every session recorded as a trajectory.
import { randomBytes } from 'node:crypto';
import { Command, InvalidArgumentError } from 'commander';
import { ExecuteConfigSchema } from '../execute/config.js';
import { ServeOptionsSchema } from '../serve/options.js';
import { startServe, type ServeTransport } from '../serve/start.js';
import { parseConfig } from '../core/config-errors.js';
import { ConfigError } from '../util/errors.js';
import { wholeNumber } from '../util/numbers.js';

const collect = (v: string, all: string[]) => [...all, v];
const list = (v: string) => v.split(',').map((s) => s.trim()).filter(Boolean);
const log = (l: string) => process.stderr.write(l + '\n');

/** "127.0.0.1:8080", "[::1]:8080", ":8080" or "8080" (host 127.0.0.1); port 0 takes a free one. */
export function parseListen(v: string): { host: string; port: number } {
  const m = /^(?:(\[[0-9a-fA-F:.]+\]|[^:[\]]*):)?(\d{1,5})$/.exec(v.trim());
  const port = Number(m?.[2]);
  if (!m || port > 65_535) throw new InvalidArgumentError(`expected host:port (e.g. 127.0.0.1:8080), got ${JSON.stringify(v)}`);
  const host = (m[1] || '127.0.0.1').replace(/^\[(.*)\]$/, '$1');
  return { host, port };
}

interface ServeCliOptions {
  catalog: string;
  servers?: string[];
  stdio?: boolean;
  http?: { host: string; port: number };
  seed: number;
  tasks?: string;
  record?: string;
  sharedWorld?: boolean;
  maxSessions: number;
  idleTimeout: number;
  approval: string;
  token?: string;
  allowedHost: string[];
  allowedOrigin: string[];
  maxBody: number;
  rate: number;
  backend: string;
  sandbox: string;
  callTimeout: number;
}

export function makeServeCommand(): Command {
  const defaults = ServeOptionsSchema.parse({});
  return new Command('serve')
    .description('serve the catalog as an MCP server for any agent: approval for destructive tools, every session recorded')
    .requiredOption('--catalog <file>', 'catalog JSONL')
    .option('--servers <ids>', 'serve only these server ids, comma separated', list)
    .option('--stdio', 'speak MCP on stdin/stdout (the default)')
    .option('--http <host:port>', 'speak Streamable HTTP on host:port (127.0.0.1 unless told otherwise; port 0 picks one)', parseListen)
    .option('--seed <n>', 'base seed of every session world', wholeNumber(0), defaults.seed)
    .option('--tasks <file>', 'tasks JSONL, served as MCP prompts a host can pick and play')
    .option('--record <dir>', 'append every session to <dir>/trajectories.jsonl')
    .option('--shared-world', 'one world for every session instead of one each')
    .option('--max-sessions <n>', 'sessions open at once', wholeNumber(1, 100_000), defaults.maxSessions)
    .option('--idle-timeout <ms>', 'close (and record) a session idle this long', wholeNumber(100), defaults.idleMs)
    .option('--approval <policy>', 'destructive calls from a client without elicitation: approve | deny | ask (tell the agent to ask the user first)', defaults.approval)
    .option('--token <token>', 'bearer token every HTTP request must carry (default TOOLFORGE_SERVE_TOKEN, else a new one printed on stderr)')
    .option('--allowed-host <name>', 'another Host header name to accept (DNS rebinding check); repeatable', collect, [])
    .option('--allowed-origin <host>', 'another Origin host name to accept from browsers; repeatable', collect, [])
    .option('--max-body <bytes>', 'largest HTTP request body', wholeNumber(1024), defaults.http.maxBodyBytes)
    .option('--rate <n>', 'HTTP requests per second per client address', wholeNumber(1), defaults.http.ratePerSecond)
    .option('--backend <name>', 'backend for every call: auto, real, simulated or a plugin\'s', defaults.execute.backend)
    .option('--sandbox <mode>', 'real servers: bubblewrap | none | auto', 'auto')
    .option('--call-timeout <ms>', 'per-call timeout', wholeNumber(100), defaults.execute.callTimeoutMs)
    .action(async (opts: ServeCliOptions) => {
      if (opts.stdio && opts.http) throw new ConfigError('serve: give --stdio or --http, not both');
      const execute = parseConfig(ExecuteConfigSchema, { backend: opts.backend, sandbox: opts.sandbox, callTimeoutMs: opts.callTimeout }, 'serve --backend/--sandbox/--call-timeout');
      const options = parseConfig(
        ServeOptionsSchema,
        {
          seed: opts.seed,
          sharedWorld: opts.sharedWorld ?? false,
          maxSessions: opts.maxSessions,
          idleMs: opts.idleTimeout,
          approval: opts.approval,
          ...(opts.record ? { record: opts.record } : {}),
          execute,
          http: { maxBodyBytes: opts.maxBody, ratePerSecond: opts.rate, allowedHosts: opts.allowedHost, allowedOrigins: opts.allowedOrigin },
        },
        'serve',
      );
      let transport: ServeTransport = { kind: 'stdio' };
      if (opts.http) {
        let token = opts.token ?? process.env.TOOLFORGE_SERVE_TOKEN;
        if (!token) {
          token = randomBytes(24).toString('base64url');
          log(`serve     token ${token} (pass --token or set TOOLFORGE_SERVE_TOKEN to choose one)`);
        }
        transport = { kind: 'http', ...opts.http, token };
      }
      const running = await startServe({ catalog: opts.catalog, ...(opts.tasks ? { tasks: opts.tasks } : {}), ...(opts.servers ? { servers: opts.servers } : {}), transport, options, log });
      const stop = () => void running.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      if (running.url) {
        // stdout is the data channel over HTTP: the one line a script reads to find the server.
        process.stdout.write(`listening ${running.url}\n`);
        return;
      }
      await running.done;
      const s = running.serve.recorder.stats;
      log(`serve     done: ${s.trajectories} trajectories, ${s.calls} calls recorded`);
      process.exit(0);
    });
}
