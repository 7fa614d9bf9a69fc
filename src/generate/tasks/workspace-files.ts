// The files and folders a seeded workspace starts with, as the virtual paths tasks can name.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { VIRTUAL_WORKSPACE, resolveSeedDir } from '../../servers/workspace.js';

export interface WorkspaceListing {
  files: string[];
  dirs: string[];
}

const cache = new Map<string, WorkspaceListing>();

export function listSeed(seed: string | undefined): WorkspaceListing {
  if (!seed) return { files: [], dirs: [VIRTUAL_WORKSPACE] };
  const hit = cache.get(seed);
  if (hit) return hit;
  const root = resolveSeedDir(seed);
  const files: string[] = [];
  const dirs: string[] = [VIRTUAL_WORKSPACE];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      const virtual = `${VIRTUAL_WORKSPACE}/${relative(root, full)}`;
      if (statSync(full).isDirectory()) {
        dirs.push(virtual);
        walk(full);
      } else files.push(virtual);
    }
  };
  walk(root);
  const listing = { files, dirs };
  cache.set(seed, listing);
  return listing;
}

/** The lines of a seeded file, by the virtual path tasks name it with (empty when there is no such file). */
export function seedFileLines(seed: string, virtualPath: string): string[] {
  if (!virtualPath.startsWith(`${VIRTUAL_WORKSPACE}/`)) return [];
  const full = join(resolveSeedDir(seed), virtualPath.slice(VIRTUAL_WORKSPACE.length + 1));
  try {
    return readFileSync(full, 'utf8').split('\n');
  } catch {
    return [];
  }
}
