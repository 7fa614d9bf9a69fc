// One running serve: the served catalog and tasks, the session table, the recorder and the approval state codec,
// owned by this object (nothing lives at module level); transports ask it for an SDK server per connection or request.
import { randomBytes } from 'node:crypto';
import { createRequestStateCodec, type Server } from '@modelcontextprotocol/server';
import type { CatalogTool, Task } from '../records/index.js';
import { openWorld, type World, type WorldDeps } from './backend.js';
import { serveCatalog, type ServedCatalog } from './catalog.js';
import { createInstance, type Binding } from './instance.js';
import type { ServeOptions } from './options.js';
import { Recorder } from './recorder.js';
import type { WorldSource } from './session.js';
import { SessionTable } from './sessions.js';
import type { ApprovalState, CallDeps } from './tool-call.js';

export interface ServeInit {
  tools: Iterable<CatalogTool>;
  tasks?: readonly Task[];
  /** Server ids to serve (all when absent or empty). */
  servers?: readonly string[];
  options: ServeOptions;
  /** The backends' settings; the served tools are added here. */
  deps: Omit<WorldDeps, 'tools'>;
  log: (line: string) => void;
}

export class ServeServer {
  readonly served: ServedCatalog;
  readonly sessions: SessionTable;
  readonly recorder: Recorder;
  /** Signs the approval round trip's requestState: it comes back from the client, so it must be checked. */
  readonly codec = createRequestStateCodec<ApprovalState>({ key: randomBytes(32) });
  readonly callDeps: CallDeps;
  private shared: World | undefined;
  private closing: Promise<void> | undefined;

  constructor(readonly init: ServeInit) {
    const { options } = init;
    this.served = serveCatalog(init.tools, init.tasks ?? [], init.servers);
    const deps: WorldDeps = { ...init.deps, tools: this.served.tools };
    this.recorder = new Recorder(options.record, this.served.refs, deps.sandbox, init.log);
    const worlds: WorldSource = options.sharedWorld
      ? { shared: true, open: () => (this.shared ??= openWorld(options.seed, deps)) }
      : { shared: false, open: (seed) => openWorld(seed, deps) };
    this.sessions = new SessionTable({
      maxSessions: options.maxSessions,
      idleMs: options.idleMs,
      baseSeed: options.seed,
      worlds,
      record: async (_session, segment) => void (await this.recorder.record(segment)),
      log: init.log,
    });
    this.callDeps = { served: this.served, policy: options.approval, codec: this.codec };
  }

  /** A fresh SDK server for one connection or one modern request. */
  instance(binding: Binding): Server {
    return createInstance(this, binding);
  }

  /** Close every session (each recorded), stop the shared world's servers and close the record file; idempotent. */
  close(): Promise<void> {
    return (this.closing ??= (async () => {
      await this.sessions.closeAll();
      await this.shared?.close();
      await this.recorder.close();
    })());
  }
}
