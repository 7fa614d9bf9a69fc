// serve over stdio: one connection, one session, in whichever era the client opens with (serveStdio pins it). The
// session is recorded when stdin ends, which is how a host says it is done with the server.
import type { Readable, Writable } from 'node:stream';
import { serveStdio, StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import type { ServeServer } from './serve-server.js';

export interface StdioServe {
  /** Resolves once the client has gone and the session is recorded. */
  done: Promise<void>;
  close(): Promise<void>;
}

export function serveOverStdio(serve: ServeServer, io: { stdin?: Readable; stdout?: Writable } = {}): StdioServe {
  const stdin = io.stdin ?? process.stdin;
  const stdout = io.stdout ?? process.stdout;
  const handle = serveStdio(() => serve.instance({ key: 'stdio' }), {
    transport: new StdioServerTransport(stdin, stdout),
    onerror: (err) => serve.init.log(`serve     stdio: ${err.message}`),
  });
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await serve.close();
      await handle.close();
    })());
  const done = new Promise<void>((resolve) => {
    const end = () => void close().then(resolve);
    stdin.once('end', end);
    stdin.once('close', end);
  });
  return { done, close: () => close() };
}
