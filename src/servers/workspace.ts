// A fresh writable directory per trajectory (seeded from a fixture folder), deleted after.
import { chmod, copyFile, lstat, mkdir, mkdtemp, readdir, readlink, rm, symlink, utimes } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { PROJECT_ROOT } from '../util/project.js';
import { ConfigError } from '../util/errors.js';
import { existsSync } from 'node:fs';
import type { CleanupRegistry } from './cleanup.js';

/** The path a server sees its workspace at in every recorded trajectory, whatever the host path. */
export const VIRTUAL_WORKSPACE = '/workspace';

export interface Workspace {
  /** The host directory. */
  dir: string;
  dispose(): Promise<void>;
}

export function resolveSeedDir(seed: string): string {
  const dir = isAbsolute(seed) ? seed : join(PROJECT_ROOT, seed);
  if (!existsSync(dir)) throw new ConfigError(`workspace seed ${JSON.stringify(seed)}: no such directory (looked in ${dir})`);
  return dir;
}

/** A fresh workspace; with a cleanup registry, an interrupted run removes it too. */
export async function createWorkspace(seed?: string, cleanup?: CleanupRegistry): Promise<Workspace> {
  if (cleanup?.closing) throw new Error('the run is stopping; no new workspace');
  const dir = await mkdtemp(join(tmpdir(), 'toolforge-ws-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  const unregister = cleanup?.add(remove);
  const workspace = {
    dir,
    dispose: async () => {
      unregister?.();
      await remove();
    },
  };
  try {
    if (seed) await copySeed(resolveSeedDir(seed), dir);
  } catch (err) {
    await workspace.dispose();
    throw err;
  }
  return workspace;
}

/**
 * Copy a seed into a workspace without following a link and without keeping one that points out of
 * the seed: such a link would hand a host file to the server (and to the chown that gives the
 * workspace to the sandbox uid). Relative links that stay inside are kept; sockets and devices are not copied.
 */
export async function copySeed(seedDir: string, dest: string): Promise<void> {
  const root = resolve(seedDir);
  const walk = async (from: string, to: string): Promise<void> => {
    for (const name of await readdir(from)) {
      const src = join(from, name);
      const out = join(to, name);
      const st = await lstat(src);
      if (st.isDirectory()) {
        await mkdir(out);
        await walk(src, out);
        await chmod(out, st.mode & 0o777);
        await utimes(out, ...seedTimes(relative(root, src)));
      } else if (st.isFile()) {
        await copyFile(src, out);
        await chmod(out, st.mode & 0o777);
        await utimes(out, ...seedTimes(relative(root, src)));
      } else if (st.isSymbolicLink()) {
        const target = await readlink(src);
        if (!isAbsolute(target) && isInside(root, resolve(dirname(src), target))) await symlink(target, out);
      }
    }
  };
  await walk(root, dest);
}

/** A seeded file's access and change times: a day in September-October 2026 from its path, not the wall clock of the
 * copy, so a result that shows them ("modified: ...") is the same on every run, and older than any task's "today". */
function seedTimes(rel: string): [Date, Date] {
  const h = createHash('sha256').update(rel).digest().readUInt32BE(0);
  const at = new Date(Date.UTC(2026, 8, 1, 8) + (h % 45) * 86_400_000 + (h % 600) * 60_000);
  return [at, at];
}

function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * Maps between the virtual workspace path the data talks about and the host path a
 * server without a sandbox sees, so host temp paths never leak into training data.
 */
export class PathMapper {
  constructor(private readonly hostDir: string | undefined) {}
  toHost<T>(value: T): T {
    if (!this.hostDir) return value;
    return mapStrings(value, (s) => (s === VIRTUAL_WORKSPACE || s.startsWith(VIRTUAL_WORKSPACE + '/') ? this.hostDir + s.slice(VIRTUAL_WORKSPACE.length) : s));
  }
  toVirtual(text: string): string {
    if (!this.hostDir) return text;
    return text.split(this.hostDir).join(VIRTUAL_WORKSPACE);
  }
}

function mapStrings<T>(value: T, fn: (s: string) => string): T {
  if (typeof value === 'string') return fn(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = mapStrings(v, fn);
    return out as T;
  }
  return value;
}
