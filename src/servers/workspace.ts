// A fresh writable directory per trajectory (seeded from a fixture folder), deleted after.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { PROJECT_ROOT } from '../util/project.js';
import { ConfigError } from '../util/errors.js';
import { existsSync } from 'node:fs';

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

export async function createWorkspace(seed?: string): Promise<Workspace> {
  const dir = await mkdtemp(join(tmpdir(), 'toolforge-ws-'));
  if (seed) await cp(resolveSeedDir(seed), dir, { recursive: true });
  return {
    dir,
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
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
