// Runs server processes under bubblewrap: no network, read-only system, one writable workspace, capped resources.
import { existsSync, lchownSync, lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, isAbsolute, join } from 'node:path';
import type { LaunchSpec } from '../mcp/connect.js';
import type { CallRecord } from '../records/index.js';
import { SandboxError } from '../util/errors.js';
import { PROJECT_ROOT } from '../util/project.js';
import { VIRTUAL_WORKSPACE } from './workspace.js';

export type SandboxChoice = 'bubblewrap' | 'none' | 'auto';
export type SandboxMode = 'bubblewrap' | 'none';

export interface SandboxLimits {
  /** Address-space cap in bytes (prlimit --as). Node needs ~1 GiB of address space to start. */
  addressSpaceBytes: number;
  /** Open files (prlimit --nofile). */
  openFiles: number;
  /** Processes/threads of the sandbox's uid inside its user namespace (prlimit --nproc). */
  processes: number;
}

export const DEFAULT_LIMITS: SandboxLimits = {
  addressSpaceBytes: 4 * 1024 ** 3,
  openFiles: 256,
  processes: 128,
};

/**
 * The host uid a sandbox runs as when toolforge itself runs as root. RLIMIT_NPROC is never
 * enforced for the host's root user (the kernel exempts it, even as uid 1000 inside a user
 * namespace that maps to host root), so as root we drop to this uid before bwrap starts;
 * bwrap then makes an unprivileged user namespace, and the process count is charged per
 * namespace, so each sandbox gets its own --nproc budget.
 */
export const SANDBOX_UID = 65534;

const probed = new Map<string, string | null>();

function probeOk(cmd: string, args: string[]): boolean {
  try {
    execFileSync(cmd, args, { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

/** A usable bwrap on `searchPath` (default: $PATH), or null; tests pass a PATH without it. */
export function findBubblewrap(searchPath: string = process.env.PATH ?? '/usr/bin:/bin'): string | null {
  const cached = probed.get(searchPath);
  if (cached !== undefined) return cached;
  let found: string | null = null;
  for (const dir of searchPath.split(':')) {
    const candidate = join(dir, 'bwrap');
    if (dir !== '' && existsSync(candidate)) {
      found = candidate;
      break;
    }
  }
  const probe = ['--unshare-all', '--ro-bind', '/', '/', '--dev', '/dev', 'true'];
  // Present but unusable (no user namespaces, or as root no setpriv to drop to the sandbox uid): treated as missing.
  if (found && !probeOk(...wrapCommand(found, probe))) found = null;
  probed.set(searchPath, found);
  return found;
}

function runningAsRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** True when a uid that is neither owner nor group can reach `path` (every ancestor o+x, the path itself o+r). */
function othersCanRead(path: string): boolean {
  try {
    if ((statSync(path).mode & 0o004) === 0) return false;
    for (let dir = dirname(path); ; dir = dirname(dir)) {
      if ((statSync(dir).mode & 0o001) === 0) return false;
      if (dir === dirname(dir)) return true;
    }
  } catch {
    return false;
  }
}

let dropDecided: boolean | undefined;

/**
 * Whether to drop to SANDBOX_UID: only as root, and only when that uid can read the project's
 * node_modules (a checkout under a 0700 /root could not start a server). Otherwise bwrap runs as
 * root and the process cap is not enforced; that is said once on stderr.
 */
function dropsUid(): boolean {
  if (dropDecided === undefined) {
    dropDecided = runningAsRoot() && othersCanRead(join(PROJECT_ROOT, 'node_modules'));
    if (runningAsRoot() && !dropDecided) {
      process.stderr.write(`sandbox: ${PROJECT_ROOT}/node_modules is not readable by uid ${SANDBOX_UID}, so servers run as root inside bubblewrap and the --nproc cap does not hold (chmod o+rx the path to enforce it)\n`);
    }
  }
  return dropDecided;
}

/** The command that starts bwrap: as root, through setpriv so the sandbox is not host root. */
function wrapCommand(bwrap: string, args: string[]): [string, string[]] {
  if (!dropsUid()) return [bwrap, args];
  return ['/usr/bin/setpriv', [`--reuid=${SANDBOX_UID}`, `--regid=${SANDBOX_UID}`, '--clear-groups', '--', bwrap, ...args]];
}

/** Decide the sandbox for a run, in one line when it refuses. */
export function resolveSandbox(choice: SandboxChoice, warn: (line: string) => void = () => undefined, searchPath?: string): SandboxMode {
  if (choice === 'none') return 'none';
  if (findBubblewrap(searchPath)) return 'bubblewrap';
  if (choice === 'auto') {
    warn('sandbox: bubblewrap (bwrap) is not usable here; running servers unsandboxed because the config says sandbox "auto" (install bubblewrap to sandbox them)');
    return 'none';
  }
  throw new SandboxError(
    'sandbox_missing',
    'bubblewrap (bwrap) is not installed or not usable, so real servers will not be started; install it (apt-get install bubblewrap) or set "execute.sandbox": "none" in the pipeline to run them unsandboxed',
  );
}

/**
 * Give a fresh workspace to the sandbox uid (only needed, and only possible, when we are root).
 * lchown and no descent into links: a link in the workspace must never carry the chown to a host file.
 */
export function prepareWorkspaceForSandbox(dir: string): void {
  if (!dropsUid()) return;
  const walk = (p: string): void => {
    lchownSync(p, SANDBOX_UID, SANDBOX_UID);
    if (lstatSync(p).isDirectory()) for (const name of readdirSync(p)) walk(join(p, name));
  };
  walk(dir);
}

function roBind(path: string, out: string[], seen: Set<string>): void {
  if (!existsSync(path) || seen.has(path)) return;
  seen.add(path);
  const st = lstatSync(path);
  if (st.isSymbolicLink()) {
    out.push('--symlink', readlinkSync(path), path);
    return;
  }
  out.push('--ro-bind', path, path);
}

export interface SandboxOptions {
  /** Bound writable at /workspace (handed to the sandbox uid here when we run as root). */
  workspaceHost?: string;
  limits?: SandboxLimits;
  /** More directories bound read-only at the same path (an npm cache entry, say). */
  readOnly?: readonly string[];
}

/**
 * Wrap a launch in bubblewrap. `workspaceHost` is bound writable at /workspace; the project's
 * node_modules and any absolute file named in args are bound read-only; nothing else is writable,
 * nothing of the host's home or /root is visible, and there is no network (only a private loopback).
 */
export function sandboxLaunch(spec: LaunchSpec, options: SandboxOptions): LaunchSpec {
  const bwrap = findBubblewrap();
  if (!bwrap) throw new SandboxError('sandbox_missing', 'bubblewrap is not available');
  const limits = options.limits ?? DEFAULT_LIMITS;
  // Mount order matters: bwrap applies mounts in order, so /tmp must be a tmpfs before any bind
  // below it (a project or package checked out under /tmp would otherwise be hidden by it).
  const args: string[] = ['--unshare-all', '--die-with-parent', '--new-session', '--clearenv', '--tmpfs', '/tmp'];
  const seen = new Set<string>();
  for (const sys of ['/usr', '/bin', '/sbin', '/lib', '/lib64', '/lib32']) roBind(sys, args, seen);
  for (const etc of ['/etc/ld.so.cache', '/etc/ld.so.conf', '/etc/ld.so.conf.d', '/etc/alternatives', '/etc/localtime', '/etc/ssl', '/etc/ca-certificates', '/etc/nsswitch.conf', '/etc/passwd', '/etc/group', '/etc/hosts']) {
    roBind(etc, args, seen);
  }
  const node = realpathSync(process.execPath);
  if (!node.startsWith('/usr/')) roBind(dirname(dirname(node)), args, seen);
  roBind(join(PROJECT_ROOT, 'node_modules'), args, seen);
  for (const dir of options.readOnly ?? []) roBind(dir, args, seen);
  for (const a of [spec.command, ...spec.args]) {
    if (isAbsolute(a) && existsSync(a) && statSync(a).isFile() && !a.startsWith('/usr/')) roBind(dirname(realpathSync(a)), args, seen);
  }
  args.push('--proc', '/proc', '--dev', '/dev');
  if (options.workspaceHost) prepareWorkspaceForSandbox(options.workspaceHost);
  if (options.workspaceHost) args.push('--bind', options.workspaceHost, VIRTUAL_WORKSPACE, '--chdir', VIRTUAL_WORKSPACE);
  else args.push('--chdir', '/tmp');
  // The root bwrap builds is a tmpfs: made read-only last (after every mount point exists), so a write outside
  // /workspace and /tmp fails loudly (EROFS) instead of landing in a throwaway directory that looks like the host's.
  args.push('--remount-ro', '/');
  // PATH is the sandbox's own: the host's PATH names directories that are not there and says where the host keeps tools.
  // spec.env is already an allowlist (baseEnv + the source's env); --clearenv drops everything else.
  const env = { ...spec.env, PATH: '/usr/local/bin:/usr/bin:/bin', HOME: options.workspaceHost ? VIRTUAL_WORKSPACE : '/tmp' };
  for (const [k, v] of Object.entries(env)) args.push('--setenv', k, v);
  args.push(
    '--',
    '/usr/bin/prlimit',
    `--as=${limits.addressSpaceBytes}`,
    `--nofile=${limits.openFiles}`,
    `--nproc=${limits.processes}`,
    '--',
    spec.command,
    ...spec.args,
  );
  const [command, wrapped] = wrapCommand(bwrap, args);
  return { command, args: wrapped, env: {} };
}

/** What the sandbox did to one call: the mode it ran in, and which wall a failure ran into, if any. */
export type SandboxVerdict = NonNullable<CallRecord['sandbox']>;

// Error signatures of the walls as a server sees them (Node and libc wording); only read for failed calls.
const WALLS: Array<[NonNullable<SandboxVerdict['refused']>, RegExp]> = [
  ['network', /ENETUNREACH|EAI_AGAIN|ENOTFOUND|network is unreachable|ECONNREFUSED/i],
  ['filesystem', /EROFS|EACCES|read-only file system|permission denied/i],
  ['processes', /EAGAIN|cannot fork|resource temporarily unavailable/i],
  ['memory', /ENOMEM|allocation failed|out of memory|cannot allocate memory/i],
  ['open_files', /EMFILE|too many open files/i],
];

/** A protocol error that means the server did not answer in time (our timer's or the SDK's wording). */
export function isTimeout(protocolError: string | undefined): boolean {
  return protocolError !== undefined && /^timeout|timed out/i.test(protocolError);
}

export function sandboxVerdict(mode: SandboxMode, outcome: { isError: boolean; text: string; protocolError?: string }): SandboxVerdict {
  if (mode !== 'bubblewrap' || !outcome.isError) return { mode };
  if (isTimeout(outcome.protocolError)) return { mode, refused: 'timeout' };
  for (const [wall, re] of WALLS) if (re.test(outcome.text)) return { mode, refused: wall };
  if (outcome.protocolError && /closed|exited|killed|not connected/i.test(outcome.protocolError)) return { mode, refused: 'crashed' };
  return { mode };
}

/** The pipeline's `execute.limits` as prlimit values. */
export function limitsFromConfig(limits: { addressSpaceMb: number; openFiles: number; processes: number }): SandboxLimits {
  return { addressSpaceBytes: limits.addressSpaceMb * 1024 * 1024, openFiles: limits.openFiles, processes: limits.processes };
}
