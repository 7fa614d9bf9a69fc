// Runs server processes under bubblewrap: no network, read-only system, one writable workspace, capped resources.
import { lchownSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LaunchSpec } from '../mcp/connect.js';
import type { CallRecord } from '../records/index.js';
import { SandboxError } from '../util/errors.js';
import { VIRTUAL_WORKSPACE } from './workspace.js';
import { planMounts } from './sandbox-mounts.js';
import { probeSandboxHost, rootStage, runningAsRoot, SANDBOX_UID, sandboxWalls } from './sandbox-probe.js';

export { findBubblewrap, SANDBOX_UID, sandboxWalls, type SandboxWalls } from './sandbox-probe.js';

export type SandboxChoice = 'bubblewrap' | 'none' | 'auto';
export type SandboxMode = 'bubblewrap' | 'none';

export interface SandboxLimits {
  /** Address-space cap in bytes (prlimit --as). Node needs ~1 GiB of address space to start. */
  addressSpaceBytes: number;
  /** Open files (prlimit --nofile). */
  openFiles: number;
  /** Processes/threads of the sandbox's uid inside its user namespace (prlimit --nproc). */
  processes: number;
  /** Bytes the server may store in its workspace (checked during and after each call; sandboxed or not). */
  workspaceBytes?: number;
  /** Entries (files, directories, links) the server may make in its workspace. */
  workspaceFiles?: number;
}

export const DEFAULT_LIMITS: SandboxLimits = {
  addressSpaceBytes: 4 * 1024 ** 3,
  openFiles: 256,
  processes: 128,
  workspaceBytes: 256 * 1024 ** 2,
  workspaceFiles: 10_000,
};

/** Decide the sandbox for a run, in one line when it refuses. */
export function resolveSandbox(choice: SandboxChoice, warn: (line: string) => void = () => undefined, searchPath?: string): SandboxMode {
  if (choice === 'none') return 'none';
  const host = probeSandboxHost(searchPath);
  if (!host.bwrap) {
    if (choice === 'auto') {
      warn('sandbox: bubblewrap (bwrap) is not usable here; running servers unsandboxed because the config says sandbox "auto" (install bubblewrap to sandbox them)');
      return 'none';
    }
    throw new SandboxError(
      'sandbox_missing',
      'bubblewrap (bwrap) is not installed or not usable, so real servers will not be started; install it (apt-get install bubblewrap) or set "execute.sandbox": "none" in the pipeline to run them unsandboxed',
    );
  }
  if (!host.unprivileged) {
    // Root inside bwrap is exempt from --nproc: never a silent downgrade.
    const why = `bubblewrap runs, but root cannot drop to uid ${SANDBOX_UID} (${host.weakness ?? 'unknown reason'}), so servers would run as root without the process cap`;
    if (choice === 'bubblewrap') throw new SandboxError('sandbox_weak', `${why}; fix that, or set "execute.sandbox": "auto" to run with the walls ${sandboxWalls('bubblewrap', searchPath).missing.join(', ')} missing`);
    warn(`sandbox: ${why}; running so because the config says sandbox "auto"`);
  }
  return 'bubblewrap';
}

/**
 * Give a fresh workspace to the sandbox uid (only needed, and only possible, when we are root).
 * lchown and no descent into links: a link in the workspace must never carry the chown to a host file.
 */
export function prepareWorkspaceForSandbox(dir: string): void {
  if (!runningAsRoot() || !probeSandboxHost().unprivileged) return;
  const walk = (p: string): void => {
    lchownSync(p, SANDBOX_UID, SANDBOX_UID);
    if (lstatSync(p).isDirectory()) for (const name of readdirSync(p)) walk(join(p, name));
  };
  walk(dir);
}

export interface SandboxOptions {
  /** Bound writable at /workspace (handed to the sandbox uid here when we run as root). */
  workspaceHost?: string;
  limits?: SandboxLimits;
  /** Directories the server needs read-only (an npm cache entry, say), at /srv/pkg. */
  readOnly?: readonly string[];
}

/**
 * What runs before bwrap: a session of its own, so one kill of the process group (-pid) stops every
 * stage even in its first milliseconds (a bwrap killed before its child synced leaves that child
 * waiting forever), and an empty environment, so nothing of the host's shows in /proc/1/environ.
 */
const BWRAP_PREFIX = ['/usr/bin/setsid', '/usr/bin/env', '-i'];

/**
 * Wrap a launch in bubblewrap. The server sees the system (/usr and a few /etc files), its own files
 * under neutral paths (the project's node_modules at /srv/node_modules, an npm package at /srv/pkg,
 * its script or package at /srv/app, Node at /opt/node when outside /usr) and its workspace at
 * /workspace: paths in the command, args and env are rewritten to match. Nothing else is visible,
 * only /workspace and /tmp are writable, there is no network (a private loopback only), and the
 * environment is the allowlist. As root a root stage binds those files under STAGE_DIR first, so
 * the unprivileged bwrap needs no access to their host paths (a checkout under a 0700 directory).
 */
export function sandboxLaunch(spec: LaunchSpec, options: SandboxOptions): LaunchSpec {
  const host = probeSandboxHost();
  if (!host.bwrap) throw new SandboxError('sandbox_missing', 'bubblewrap is not available');
  const limits = options.limits ?? DEFAULT_LIMITS;
  const staged = runningAsRoot() && host.unprivileged;
  const plan = planMounts({
    command: spec.command,
    args: spec.args,
    staged,
    ...(options.workspaceHost ? { workspaceHost: options.workspaceHost } : {}),
    ...(options.readOnly ? { readOnly: options.readOnly } : {}),
  });
  if (options.workspaceHost) prepareWorkspaceForSandbox(options.workspaceHost);
  const args: string[] = ['--unshare-all', '--die-with-parent', '--new-session', '--clearenv', ...plan.inner];
  args.push('--chdir', options.workspaceHost ? VIRTUAL_WORKSPACE : '/tmp');
  // The root bwrap builds is a tmpfs: made read-only last (after every mount point exists), so a write outside
  // /workspace and /tmp fails loudly (EROFS) instead of landing in a throwaway directory that looks like the host's.
  args.push('--remount-ro', '/');
  // PATH is the sandbox's own: the host's PATH names directories that are not there and says where the host keeps tools.
  // spec.env is already an allowlist (baseEnv + the source's env); --clearenv drops everything else.
  const env: Record<string, string> = { ...spec.env, PATH: '/usr/local/bin:/usr/bin:/bin', HOME: options.workspaceHost ? VIRTUAL_WORKSPACE : '/tmp' };
  for (const [k, v] of Object.entries(env)) args.push('--setenv', k, plan.rewrite(v));
  args.push('--', '/usr/bin/prlimit', `--as=${limits.addressSpaceBytes}`, `--nofile=${limits.openFiles}`, `--nproc=${limits.processes}`, '--');
  args.push(plan.rewrite(spec.command), ...spec.args.map((a) => plan.rewrite(a)));
  const [command, wrapped] = rootStage(host, plan.stage, args);
  return { command: BWRAP_PREFIX[0] as string, args: [...BWRAP_PREFIX.slice(1), command, ...wrapped], env: {} };
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
export function limitsFromConfig(limits: { addressSpaceMb: number; openFiles: number; processes: number; workspaceMb?: number; workspaceFiles?: number }): SandboxLimits {
  return {
    addressSpaceBytes: limits.addressSpaceMb * 1024 * 1024,
    openFiles: limits.openFiles,
    processes: limits.processes,
    workspaceBytes: (limits.workspaceMb ?? (DEFAULT_LIMITS.workspaceBytes as number) / 1024 ** 2) * 1024 * 1024,
    workspaceFiles: limits.workspaceFiles ?? (DEFAULT_LIMITS.workspaceFiles as number),
  };
}
