// Runs server processes under bubblewrap: no network, read-only system, one writable workspace, capped resources.
import { existsSync, lstatSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, isAbsolute, join } from 'node:path';
import type { LaunchSpec } from '../mcp/connect.js';
import { SandboxError } from '../util/errors.js';
import { PROJECT_ROOT } from '../util/project.js';
import { VIRTUAL_WORKSPACE } from './workspace.js';

export type SandboxChoice = 'bubblewrap' | 'none' | 'auto';
export type SandboxMode = 'bubblewrap' | 'none';

export interface SandboxLimits {
  /** Address-space cap in bytes (prlimit --as). */
  addressSpaceBytes: number;
  /** Open files (prlimit --nofile). */
  openFiles: number;
  /** Processes/threads (prlimit --nproc). */
  processes: number;
}

export const DEFAULT_LIMITS: SandboxLimits = {
  addressSpaceBytes: 16 * 1024 ** 3,
  openFiles: 256,
  processes: 256,
};

let bwrapPath: string | null | undefined;

export function findBubblewrap(): string | null {
  if (bwrapPath !== undefined) return bwrapPath;
  bwrapPath = null;
  for (const dir of (process.env.PATH ?? '/usr/bin:/bin').split(':')) {
    const candidate = join(dir, 'bwrap');
    if (existsSync(candidate)) {
      bwrapPath = candidate;
      break;
    }
  }
  if (bwrapPath) {
    try {
      execFileSync(bwrapPath, ['--unshare-all', '--ro-bind', '/', '/', '--dev', '/dev', 'true'], { stdio: 'ignore', timeout: 5000 });
    } catch {
      bwrapPath = null; // present but unusable (no user namespaces): treated as missing
    }
  }
  return bwrapPath;
}

/** Decide the sandbox for a run, in one line when it refuses. */
export function resolveSandbox(choice: SandboxChoice, warn: (line: string) => void = () => undefined): SandboxMode {
  if (choice === 'none') return 'none';
  if (findBubblewrap()) return 'bubblewrap';
  if (choice === 'auto') {
    warn('sandbox: bubblewrap (bwrap) is not usable here; running servers unsandboxed because the config says sandbox "auto" (install bubblewrap to sandbox them)');
    return 'none';
  }
  throw new SandboxError(
    'sandbox_missing',
    'bubblewrap (bwrap) is not installed or not usable, so real servers will not be started; install it (apt-get install bubblewrap) or set "execute.sandbox": "none" in the pipeline to run them unsandboxed',
  );
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

/**
 * Wrap a launch in bubblewrap. `workspaceHost` is bound writable at /workspace; the project's
 * node_modules and any absolute file named in args are bound read-only; nothing else is writable.
 */
export function sandboxLaunch(spec: LaunchSpec, options: { workspaceHost?: string; limits?: SandboxLimits }): LaunchSpec {
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
  for (const a of [spec.command, ...spec.args]) {
    if (isAbsolute(a) && existsSync(a) && statSync(a).isFile() && !a.startsWith('/usr/')) roBind(dirname(realpathSync(a)), args, seen);
  }
  args.push('--proc', '/proc', '--dev', '/dev');
  if (options.workspaceHost) args.push('--bind', options.workspaceHost, VIRTUAL_WORKSPACE, '--chdir', VIRTUAL_WORKSPACE);
  else args.push('--chdir', '/tmp');
  // PATH is the sandbox's own: the host's PATH names directories that are not there and says where the host keeps tools.
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
  return { command: bwrap, args, env: {} };
}
