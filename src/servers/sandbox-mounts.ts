// The sandbox's file view: system paths as they are, and a server's own files under neutral paths (/srv, /opt/node, /workspace).
import { existsSync, lstatSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, isAbsolute, join, relative } from 'node:path';
import { PROJECT_ROOT } from '../util/project.js';
import { STAGE_DIR } from './sandbox-probe.js';
import { VIRTUAL_WORKSPACE } from './workspace.js';

const SYSTEM_DIRS = ['/usr', '/bin', '/sbin', '/lib', '/lib64', '/lib32'];
const SYSTEM_FILES = ['/etc/ld.so.cache', '/etc/ld.so.conf', '/etc/ld.so.conf.d', '/etc/alternatives', '/etc/localtime', '/etc/ssl', '/etc/ca-certificates', '/etc/nsswitch.conf', '/etc/passwd', '/etc/group', '/etc/hosts'];

interface Bind {
  /** Real host path. */
  host: string;
  /** Where the server sees it. */
  inside: string;
  writable: boolean;
}

export interface MountPlanInput {
  command: string;
  args: readonly string[];
  workspaceHost?: string;
  /** Directories the server needs read-only (an npm cache entry, say), each under its own /srv/pkg path. */
  readOnly?: readonly string[];
  /** Root stage: sources are bound under STAGE_DIR by root first, so the unprivileged bwrap never walks a host path. */
  staged: boolean;
}

export interface MountPlan {
  /** Binds for the root stage (empty when not staged). */
  stage: string[];
  /** Mount arguments for the sandbox's bwrap, /proc and /dev included. */
  inner: string[];
  /** A host path as the server sees it (unchanged when it is not bound). */
  rewrite(value: string): string;
}

function within(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * A script's own files: the package it is the entry of (nearest package.json above it), unless that
 * is this project, a parent of it, the home directory or /; then the script file alone. So a server
 * never sees its siblings in a shared directory (test fixtures, a home folder of scripts).
 */
export function ownFiles(script: string): string {
  const stops = new Set([homedir(), '/']);
  for (let dir = dirname(script); !stops.has(dir) && !within(dir, PROJECT_ROOT); dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  return script;
}

function systemBinds(out: string[]): void {
  for (const path of [...SYSTEM_DIRS, ...SYSTEM_FILES]) {
    if (!existsSync(path)) continue;
    if (lstatSync(path).isSymbolicLink()) out.push('--symlink', readlinkSync(path), path);
    else out.push('--ro-bind', path, path);
  }
}

export function planMounts(input: MountPlanInput): MountPlan {
  const binds: Bind[] = [];
  const aliases: Array<[string, string]> = []; // host spellings (symlinks) -> real host path
  const add = (host: string, inside: string, writable = false) => {
    const real = realpathSync(host);
    if (host !== real) aliases.push([host, real]);
    if (!binds.some((b) => b.host === real)) binds.push({ host: real, inside, writable });
  };
  const node = realpathSync(process.execPath);
  if (!node.startsWith('/usr/')) add(dirname(dirname(node)), '/opt/node');
  const modules = join(PROJECT_ROOT, 'node_modules');
  // This project's packages and scripts import from it (an npm cache entry brings its own, and may fall back to it).
  if (existsSync(modules)) add(modules, '/srv/node_modules');
  (input.readOnly ?? []).forEach((dir, i) => add(dir, `/srv/pkg${i || ''}`));
  let apps = 0;
  for (const a of [input.command, ...input.args]) {
    if (!isAbsolute(a) || !existsSync(a) || !statSync(a).isFile() || a.startsWith('/usr/')) continue;
    const real = realpathSync(a);
    if (a !== real) aliases.push([a, real]);
    if (binds.some((b) => within(b.host, real))) continue;
    const own = ownFiles(real);
    add(own, `/srv/app${apps || ''}${own === real ? `/${basename(real)}` : ''}`);
    apps++;
  }
  if (input.workspaceHost) add(input.workspaceHost, VIRTUAL_WORKSPACE, true);

  const stage: string[] = [];
  const inner: string[] = ['--tmpfs', '/tmp'];
  // Mount order matters: /tmp is a tmpfs before any bind below it (a checkout under /tmp would be hidden).
  systemBinds(inner);
  binds.forEach((b, i) => {
    const source = input.staged ? `${STAGE_DIR}/${i}` : b.host;
    if (input.staged) stage.push(b.writable ? '--bind' : '--ro-bind', b.host, source);
    inner.push(b.writable ? '--bind' : '--ro-bind', source, b.inside);
  });
  inner.push('--proc', '/proc', '--dev', '/dev');

  const rewrite = (value: string): string => {
    if (!isAbsolute(value)) return value;
    const alias = aliases.find(([from]) => value === from || value.startsWith(from + '/'));
    const real = alias ? alias[1] + value.slice(alias[0].length) : value;
    const b = binds.find((x) => within(x.host, real));
    if (!b) return value;
    // A file bound alone keeps its name; inside a bound directory the rest of the path follows.
    return statSync(b.host).isFile() ? b.inside : join(b.inside, relative(b.host, real));
  };
  return { stage, inner, rewrite };
}
