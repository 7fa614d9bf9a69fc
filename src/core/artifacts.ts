// A run's artifacts by name: where each lives and the key of the content it holds, so a step knows when its
// inputs are the ones its finished outputs were made from.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

/** Files smaller than this are keyed by their content; larger ones by size and modification time. */
const HASH_LIMIT = 64 * 1024 * 1024;

export class Artifacts {
  private readonly keys = new Map<string, string>();

  /** `paths` maps artifact names to files (relative to `outDir`, or absolute); the rest are `<outDir>/<name>.jsonl`. */
  constructor(
    readonly outDir: string,
    private readonly paths: Record<string, string> = {},
  ) {}

  path(name: string): string {
    const p = this.paths[name];
    if (p === undefined) return join(this.outDir, `${name}.jsonl`);
    return isAbsolute(p) ? p : resolve(this.outDir, p);
  }

  exists(name: string): boolean {
    return existsSync(this.path(name));
  }

  /** Record that a step of this run produced the artifact under this key. */
  produced(name: string, key: string): void {
    this.keys.set(name, key);
  }

  /** The artifact's key: the producing step's key when it ran in this run, else a digest of the file. */
  async key(name: string): Promise<string> {
    const known = this.keys.get(name);
    if (known) return known;
    const file = this.path(name);
    if (!existsSync(file)) return 'absent';
    const key = await fileKey(file);
    this.keys.set(name, key);
    return key;
  }
}

export async function fileKey(file: string): Promise<string> {
  const st = statSync(file);
  if (st.size > HASH_LIMIT) return `size:${st.size}:mtime:${st.mtimeMs}`;
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return `sha256:${hash.digest('hex').slice(0, 32)}`;
}
