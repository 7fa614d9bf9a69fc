// What this host lets the sandbox do (bwrap usable? root dropped to an unprivileged uid?), and the walls that follow from it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The host uid a sandbox runs as when toolforge itself runs as root. RLIMIT_NPROC is never
 * enforced for the host's root user (the kernel exempts it, even as uid 1000 inside a user
 * namespace that maps to host root), so as root we drop to this uid before bwrap starts;
 * bwrap then makes an unprivileged user namespace, and the process count is charged per
 * namespace, so each sandbox gets its own --nproc budget.
 */
export const SANDBOX_UID = 65534;

/** Where the root stage binds what the server needs, so the unprivileged bwrap never walks the host path (a 0700 parent, say). */
export const STAGE_DIR = '/run/toolforge';

export interface SandboxHost {
  /** A usable bwrap, or null. */
  bwrap: string | null;
  /** As root: setpriv, used to drop to SANDBOX_UID between the root stage and bwrap. */
  setpriv: string | null;
  /** True when servers run as an unprivileged uid (we are not root, or root could drop). */
  unprivileged: boolean;
  /** Why root could not drop, when it could not. */
  weakness?: string;
}

// A probe runs a few processes; what the host allows does not change during a run.
const probed = new Map<string, SandboxHost>();

export function runningAsRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function which(name: string, searchPath: string): string | null {
  for (const dir of searchPath.split(':')) {
    if (dir !== '' && existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

function runs(cmd: string, args: string[]): boolean {
  try {
    execFileSync(cmd, args, { stdio: 'ignore', timeout: 5000, env: {} });
    return true;
  } catch {
    return false;
  }
}

const PROBE = ['--unshare-all', '--ro-bind', '/', '/', '--dev', '/dev', 'true'];

/** The bwrap command line as the sandbox starts it: as root, a root mount stage, then setpriv, then bwrap. */
export function rootStage(host: SandboxHost, stageArgs: string[], innerArgs: string[]): [string, string[]] {
  const bwrap = host.bwrap as string;
  if (!runningAsRoot() || !host.unprivileged) return [bwrap, innerArgs];
  const stage = ['--unshare-pid', '--dev-bind', '/', '/', '--chdir', '/', '--perms', '0755', '--tmpfs', '/run', '--perms', '0755', '--dir', STAGE_DIR, ...stageArgs, '--die-with-parent', '--'];
  const drop = [host.setpriv as string, `--reuid=${SANDBOX_UID}`, `--regid=${SANDBOX_UID}`, '--clear-groups', '--'];
  return [bwrap, [...stage, ...drop, bwrap, ...innerArgs]];
}

/** Probe the host once per search path (tests pass a PATH without bwrap, or without setpriv). */
export function probeSandboxHost(searchPath: string = process.env.PATH ?? '/usr/bin:/bin'): SandboxHost {
  const cached = probed.get(searchPath);
  if (cached) return cached;
  const bwrap = which('bwrap', searchPath);
  let host: SandboxHost = { bwrap: null, setpriv: null, unprivileged: !runningAsRoot() };
  if (bwrap && !runningAsRoot()) {
    if (runs(bwrap, PROBE)) host = { bwrap, setpriv: null, unprivileged: true };
  } else if (bwrap) {
    const setpriv = which('setpriv', searchPath);
    const dropping: SandboxHost = { bwrap, setpriv, unprivileged: true };
    if (setpriv && runs(...rootStage(dropping, [], PROBE))) host = dropping;
    else if (runs(bwrap, PROBE)) {
      const weakness = setpriv ? `uid ${SANDBOX_UID} cannot make a user namespace here` : 'setpriv (util-linux) is not installed';
      host = { bwrap, setpriv, unprivileged: false, weakness };
    }
  }
  probed.set(searchPath, host);
  return host;
}

/** A usable bwrap on `searchPath` (default: $PATH), or null. */
export function findBubblewrap(searchPath?: string): string | null {
  return probeSandboxHost(searchPath).bwrap;
}

/** Which walls hold for servers of a run: the record a dataset card shows. */
export interface SandboxWalls {
  mode: 'bubblewrap' | 'none';
  /** Servers run as an unprivileged uid (never host root). */
  uidDropped: boolean;
  walls: {
    network: boolean;
    filesystem: boolean;
    env: boolean;
    processes: boolean;
    memory: boolean;
    openFiles: boolean;
  };
  /** Names of the walls not in force. */
  missing: string[];
}

export function sandboxWalls(mode: 'bubblewrap' | 'none', searchPath?: string): SandboxWalls {
  const boxed = mode === 'bubblewrap';
  const uidDropped = boxed ? probeSandboxHost(searchPath).unprivileged : !runningAsRoot();
  // The env allowlist applies with or without bwrap; rlimits are only set inside it, and --nproc holds only off host root.
  const walls = { network: boxed, filesystem: boxed, env: true, processes: boxed && uidDropped, memory: boxed, openFiles: boxed };
  const missing = Object.entries(walls).filter(([, held]) => !held).map(([name]) => name);
  if (!uidDropped) missing.unshift('uid');
  return { mode, uidDropped, walls, missing };
}
