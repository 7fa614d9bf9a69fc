// Starts a serve from files: the catalog (and tasks) loaded once, the sandbox decided, the backends taken from the
// registries, then stdio or HTTP. What `toolforge serve` calls; tests and benches call it in-process too.
import { TaskSchema, type Task } from '../records/index.js';
import { loadCatalog } from '../catalog/load.js';
import { readJsonlAll } from '../util/jsonl.js';
import { resolveSandbox } from '../servers/sandbox.js';
import type { Registries } from '../core/registry.js';
import { worldDeps } from './backend.js';
import { serveOverHttp } from './http.js';
import { ServeOptionsSchema, type ServeOptions } from './options.js';
import { ServeServer } from './serve-server.js';
import { serveOverStdio } from './stdio.js';

export type ServeTransport = { kind: 'stdio' } | { kind: 'http'; host: string; port: number; token: string };

export interface StartServeOptions {
  catalog: string;
  tasks?: string;
  servers?: readonly string[];
  transport: ServeTransport;
  options: Partial<ServeOptions>;
  /** Registries with plugins' backends; the built-ins by default. */
  registries?: Registries;
  log?: (line: string) => void;
}

export interface RunningServe {
  serve: ServeServer;
  /** The endpoint, over HTTP. */
  url?: string;
  /** Over stdio: resolves once the client has gone and the session is recorded. */
  done?: Promise<void>;
  close(): Promise<void>;
}

export async function startServe(o: StartServeOptions): Promise<RunningServe> {
  const log = o.log ?? ((l: string) => process.stderr.write(l + '\n'));
  const options = ServeOptionsSchema.parse(o.options);
  const catalog = await loadCatalog(o.catalog);
  const tasks: Task[] = o.tasks ? await readJsonlAll(o.tasks, TaskSchema) : [];
  const sandbox = resolveSandbox(options.execute.sandbox, log);
  const serve = new ServeServer({ tools: catalog.values(), tasks, ...(o.servers ? { servers: o.servers } : {}), options, deps: worldDeps(options.execute, sandbox, o.registries), log });
  const { served } = serve;
  for (const x of served.excluded) log(`serve     ${x.id}: not served (flagged ${x.flag})`);
  log(`serve     ${served.tools.length} tools, ${served.prompts.length} tasks as prompts, sandbox ${sandbox}${options.sharedWorld ? ', one shared world' : ''}${options.record ? `, recording to ${serve.recorder.file}` : ''}`);
  if (o.transport.kind === 'stdio') {
    const stdio = serveOverStdio(serve);
    return { serve, done: stdio.done, close: stdio.close };
  }
  const http = await serveOverHttp(serve, o.transport);
  return { serve, url: http.url, close: http.close };
}
