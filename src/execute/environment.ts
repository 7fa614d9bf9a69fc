// Failures of this machine rather than of the request: no network, no DNS, a missing or placeholder credential, a
// server that cannot start here. Such a call teaches nothing; it is a reject (exec.environment), or under "auto" the
// tool moves to the simulator for the rest of the run.
import type { CatalogTool } from '../records/index.js';
import type { CallOutcome } from '../mcp/call.js';
import type { SandboxVerdict } from '../servers/sandbox.js';
import { ToolforgeError } from '../util/errors.js';
import { placeholderCredentials } from '../catalog/runs-here.js';

const NETWORK = /fetch failed|ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ENETUNREACH|EHOSTUNREACH|getaddrinfo|socket hang up|network (is )?unreachable|Could not resolve host|connect ETIMEDOUT|net::ERR_|request to https?:\/\/\S+ failed|dial tcp \S+: connect: connection refused|could not fetch .{0,60}\bfrom (the )?network/i;
// A credential the machine does not have: said plainly, whatever the source declares.
const NO_CREDENTIAL = /credentials? (were |was )?not found|oauth (keys|credentials|token)|please (log ?in|login|sign in|authenticate)|not logged in|no accounts? found|not authenticated|authentication (failed|required)|missing (required )?(credentials?|token|api[ _-]?key)|api[ _-]?key (is )?(missing|required|not (set|found|provided|configured))|(token|api[ _-]?key) (is )?not (set|configured)|bad credentials|credentials? (are|is) not (available|configured)|configure your environment using|gcloud auth|toolforge-placeholder|placeholder@example\.com/i;
// Said less plainly: only a server that runs with a placeholder credential is taken to mean it.
const CREDENTIAL = /\b(401|403)\b|unauthori[sz]ed|forbidden|invalid (api )?(key|token|credentials?)|api[ _-]?key|access[ _]token/i;
// What this machine lacks or forbids: a browser, a display, a writable package directory, a database to connect to
// (the MongoDB server's connections live in its session, and none can exist here).
const MACHINE = /EROFS|read-only file system|browser (is )?not installed|Executable doesn't exist|Could not find (Google )?Chrome|Chromium distribution|playwright install|Failed to launch the browser|no usable sandbox|cannot open display|\$DISPLAY|spawn \S+ ENOENT|no connection to (the )?browser extension|no browser extension is connected|no active browser session|connect a tab by clicking|executable file not found in \$PATH|\bconnection "[^"]+" does not exist or has expired/i;
// No phone, emulator or simulator is attached here, and no cluster is configured: every call that names a device, or
// asks kubectl for its context, fails whatever the request says (mobile answered 19 of npm-real's real calls with
// 'Device "8816754" not found', as a plain result).
const NO_DEVICE = /\bdevice "[^"]{1,80}" not found\b|error finding device: device not found|no (connected |attached )?(devices?|emulators?|simulators?) (found|connected|attached|available)\b|No active recording found for device|No current context is set/i;
const NO_REPOSITORY = /working directory does not exist|no session working directory set|not a git repository/i;
const TIMEOUT = /^timeout|request timed out/i;
const START = /^server \S+ did not start/;


/** Why a real call failed because of this machine, or undefined when the failure (if any) is the request's own. */
export function environmentFailure(tool: CatalogTool, outcome: CallOutcome & { sandbox?: SandboxVerdict }): string | undefined {
  if (!outcome.isError && !outcome.protocolError) {
    // Some servers answer "credentials are not available" or "no browser" as a plain result: short, and nothing else.
    const short = outcome.text.length < 400 ? outcome.text : '';
    if (NO_CREDENTIAL.test(short)) return `no credential here: ${firstLine(short)}`;
    if (MACHINE.test(short)) return `this machine cannot serve it: ${firstLine(short)}`;
    if (NO_DEVICE.test(short)) return `no device or cluster here: ${firstLine(short)}`;
    return undefined;
  }
  const text = `${outcome.protocolError ?? ''}\n${outcome.text}`;
  if (outcome.protocolError && START.test(outcome.protocolError)) return `the server cannot start here: ${outcome.protocolError}`;
  if (outcome.sandbox?.refused === 'network' || NETWORK.test(text)) return `no network here: ${firstLine(text)}`;
  if (NO_CREDENTIAL.test(text) || (placeholderCredentials(tool) && CREDENTIAL.test(text))) return `no credential here: ${firstLine(text)}`;
  if (MACHINE.test(text)) return `this machine cannot serve it: ${firstLine(text)}`;
  if (NO_DEVICE.test(text)) return `no device or cluster here: ${firstLine(text)}`;
  // A server given no workspace has none of the user's repositories here: a working directory it cannot find is not
  // the request's fault (git-cyanheads: 16 of npm-real's real calls failed so). A missing file stays the request's: a
  // path the user named that is not there is an answer (the sandbox's own tests read one).
  if (!(tool.source as { workspace?: unknown }).workspace && NO_REPOSITORY.test(text)) return `no such repository here: ${firstLine(text)}`;
  // A real server that does not answer in time here is most often waiting on a network or a browser it cannot have.
  if (outcome.sandbox?.refused === 'timeout' || TIMEOUT.test(outcome.protocolError ?? '') || TIMEOUT.test(outcome.text)) return `no answer in time here: ${firstLine(text)}`;
  return undefined;
}

function firstLine(text: string): string {
  return (text.split('\n').find((l) => l.trim()) ?? '').trim().slice(0, 200);
}

/** Thrown out of a trajectory when a real call failed for a reason of this machine. */
export class EnvironmentError extends ToolforgeError {
  constructor(
    readonly tool: CatalogTool,
    reason: string,
    /** The server could not start at all: every tool of it moves. */
    readonly wholeServer: boolean,
  ) {
    super('exec.environment', `${tool.id}: ${reason}`);
  }
}

/** Tools (by id) and servers (by "server:<id>") moved to the simulator under "auto" for the rest of a run. */
export class MovedToSimulator {
  private readonly moved = new Set<string>();

  add(err: EnvironmentError): void {
    this.moved.add(err.wholeServer ? `server:${err.tool.serverId}` : err.tool.id);
  }

  has(tool: CatalogTool): boolean {
    return this.moved.has(tool.id) || this.moved.has(`server:${tool.serverId}`);
  }

  get size(): number {
    return this.moved.size;
  }
}
