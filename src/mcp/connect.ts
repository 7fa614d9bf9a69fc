// Connects the official v2 SDK client to a server over stdio, in either protocol era.
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import type { Stream } from 'node:stream';
import { McpError, errorMessage } from '../util/errors.js';
import { withTimeout } from '../util/pool.js';

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
}

export interface McpSession {
  client: Client;
  era: 'modern' | 'legacy';
  protocolVersion: string;
  serverInfo: { name: string; version: string; title?: string };
  stderrTail(): string;
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

export async function connectStdio(spec: LaunchSpec, options: ConnectOptions = {}): Promise<McpSession> {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const era = options.era ?? 'auto';
  const tail = new TailBuffer(options.stderrTailBytes ?? 4096);
  const client = new Client(CLIENT_INFO, {
    versionNegotiation: era === 'auto' ? { mode: 'auto', probe: { timeoutMs: Math.min(5000, timeoutMs) } } : { mode: 'legacy' },
  });
  const transport = new StdioClientTransport({
    command: spec.command,
    args: spec.args,
    env: spec.env,
    ...(spec.cwd ? { cwd: spec.cwd } : {}),
    stderr: 'pipe',
  });
  const stderr = transport.stderr as (Stream & { setEncoding?: (e: string) => void }) | null;
  stderr?.on('data', (chunk: Buffer | string) => tail.push(chunk.toString()));
  client.onerror = () => undefined; // transport noise is reported through the call or connect that fails
  try {
    await withTimeout(client.connect(transport, { timeout: timeoutMs }), timeoutMs + 1000, 'connect');
  } catch (err) {
    await client.close().catch(() => undefined);
    throw new McpError('connect_failed', `could not connect: ${errorMessage(err)}`, { cause: err, data: { stderr: tail.toString() } });
  }
  const info = client.getServerVersion();
  return {
    client,
    era: client.getProtocolEra() ?? 'legacy',
    protocolVersion: client.getNegotiatedProtocolVersion() ?? 'unknown',
    serverInfo: { name: info?.name ?? 'unknown', version: info?.version ?? 'unknown', ...(info?.title ? { title: info.title } : {}) },
    stderrTail: () => tail.toString(),
    pid: () => transport.pid,
    close: async () => {
      await client.close().catch(() => undefined);
    },
  };
}
