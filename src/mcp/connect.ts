// Connects the official v2 SDK client to a server over stdio or Streamable HTTP, in either protocol era.
import { DEFAULT_TIMEOUT_MS } from './defaults.js';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import type { Stream } from 'node:stream';
import { McpError, errorMessage } from '../util/errors.js';
import { TimeoutError, withTimeout } from '../util/pool.js';
import { cappedFetch, DEFAULT_HTTP_BODY_BYTES } from './capped-fetch.js';

export interface LaunchSpec {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd?: string;
}

/** 'auto' probes with server/discover and falls back to initialize; 'legacy' skips the probe. */
export type EraChoice = 'auto' | 'legacy';

export interface ConnectOptions {
  era?: EraChoice;
  timeoutMs?: number;
  /** Bytes of stderr kept for failure reports. */
  stderrTailBytes?: number;
  /** Largest single stdio message (the SDK's default is 10 MiB) or HTTP response body (16 MiB) accepted; past it the transport closes or the request fails. */
  maxMessageBytes?: number;
  /** Told the process id as soon as the server is spawned (before the handshake), so an interrupt can stop it. */
  onSpawn?: (pid: number) => void;
}

export interface McpSession {
  client: Client;
  era: 'modern' | 'legacy';
  protocolVersion: string;
  serverInfo: { name: string; version: string; title?: string };
  stderrTail(): string;
  /** What the server sent that was not the protocol (stray stdout text) and transport errors, for failure reports. */
  noise(): string;
  pid(): number | null;
  close(): Promise<void>;
}

export const CLIENT_INFO = { name: 'toolforge', version: '0.1.0' };

/** Keeps the last `limit` bytes written to a stream. */
export class TailBuffer {
  private chunks: string[] = [];
  private size = 0;
  constructor(private readonly limit: number) {}
  push(chunk: string): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
    while (this.size > this.limit && this.chunks.length > 1) this.size -= (this.chunks.shift() as string).length;
  }
  toString(): string {
    const text = this.chunks.join('');
    return text.length > this.limit ? text.slice(text.length - this.limit) : text;
  }
}

/** Lines a server wrote to stdout that are not JSON: the SDK skips them silently, a crawl report names them. */
class NoiseTappingStdioTransport extends StdioClientTransport {
  constructor(
    params: ConstructorParameters<typeof StdioClientTransport>[0],
    private readonly noise: TailBuffer,
    private readonly onSpawn?: (pid: number) => void,
  ) {
    super(params);
  }
  override async start(): Promise<void> {
    await super.start();
    if (this.pid !== null) this.onSpawn?.(this.pid);
    // The child is private to the SDK; a second 'data' listener only reads, so the protocol path is untouched.
    const child = (this as unknown as { _process?: { stdout?: Stream } })._process;
    let partial = ''; // the head of an unfinished line: enough to tell JSON from text, and to quote it
    child?.stdout?.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = (lines.pop() ?? '').slice(0, 200);
      for (const line of lines) {
        const text = line.trim();
        if (text !== '' && !text.startsWith('{') && !text.startsWith('[')) this.noise.push(`stdout: ${text.slice(0, 200)}\n`);
      }
    });
  }
}

/**
 * The server/discover probe is the first request, so its wait includes the server's start-up: on a
 * loaded machine a fixed 5 s made modern servers look legacy. It gets most of the connect budget;
 * servers that answer the probe with an error (as v1 SDK servers do) fall back at once anyway.
 */
function negotiation(era: EraChoice, timeoutMs: number) {
  return era === 'auto' ? { mode: 'auto' as const, probe: { timeoutMs: Math.round(timeoutMs * 0.6) } } : { mode: 'legacy' as const };
}

async function openSession(
  client: Client,
  transport: StdioClientTransport | StreamableHTTPClientTransport,
  timeoutMs: number,
  tail: TailBuffer,
  noise: TailBuffer,
  pid: () => number | null,
): Promise<McpSession> {
  client.onerror = (err) => noise.push(`transport: ${errorMessage(err).slice(0, 200)}\n`); // reported through the call or connect that fails
  try {
    await withTimeout(client.connect(transport, { timeout: timeoutMs }), timeoutMs + 1000, 'connect');
  } catch (err) {
    await client.close().catch(() => undefined);
    const why = err instanceof TimeoutError || /request timed out/i.test(errorMessage(err)) ? `no answer to the handshake within ${timeoutMs} ms (the connect timeout)` : errorMessage(err);
    throw new McpError('connect_failed', `could not connect: ${why}`, { cause: err, data: { stderr: tail.toString(), noise: noise.toString() } });
  }
  const info = client.getServerVersion();
  return {
    client,
    era: client.getProtocolEra() ?? 'legacy',
    protocolVersion: client.getNegotiatedProtocolVersion() ?? 'unknown',
    serverInfo: { name: info?.name ?? 'unknown', version: info?.version ?? 'unknown', ...(info?.title ? { title: info.title } : {}) },
    stderrTail: () => tail.toString(),
    noise: () => noise.toString(),
    pid,
    close: async () => {
      await client.close().catch(() => undefined);
    },
  };
}

export async function connectStdio(spec: LaunchSpec, options: ConnectOptions = {}): Promise<McpSession> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const tail = new TailBuffer(options.stderrTailBytes ?? 4096);
  const noise = new TailBuffer(1024);
  const client = new Client(CLIENT_INFO, { versionNegotiation: negotiation(options.era ?? 'auto', timeoutMs) });
  const transport = new NoiseTappingStdioTransport(
    {
      command: spec.command,
      args: spec.args,
      env: spec.env,
      ...(spec.cwd ? { cwd: spec.cwd } : {}),
      ...(options.maxMessageBytes ? { maxBufferSize: options.maxMessageBytes } : {}),
      stderr: 'pipe',
    },
    noise,
    options.onSpawn,
  );
  const stderr = transport.stderr as Stream | null;
  stderr?.on('data', (chunk: Buffer | string) => tail.push(chunk.toString()));
  return openSession(client, transport, timeoutMs, tail, noise, () => transport.pid);
}

/** A remote server over Streamable HTTP; `headers` (an API key, say) go on every request. */
export async function connectHttp(url: string, headers: Record<string, string>, options: ConnectOptions = {}): Promise<McpSession> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = new Client(CLIENT_INFO, { versionNegotiation: negotiation(options.era ?? 'auto', timeoutMs) });
  // Every response body is capped (maxMessageBytes, else 16 MiB): a huge body must not become a huge heap.
  const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers }, fetch: cappedFetch(options.maxMessageBytes ?? DEFAULT_HTTP_BODY_BYTES) });
  return openSession(client, transport, timeoutMs, new TailBuffer(0), new TailBuffer(1024), () => null);
}
