// Whole files written through a temporary name and a rename: a killed process leaves the old file or the new one.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/** A temporary name beside `file` (same directory, so the rename stays on one filesystem), unique per process and call. */
export function tempPathFor(file: string): string {
  return `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
}

export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temp = tempPathFor(file);
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}

/** `target` becomes the concatenation of `parts`, streamed, through a temporary file. */
export async function concatFilesAtomic(parts: readonly string[], target: string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const temp = tempPathFor(target);
  const out = createWriteStream(temp);
  try {
    // One part after another into one stream, by hand: pipeline() would add listeners to `out` for every part.
    for (const part of parts) {
      for await (const chunk of createReadStream(part)) {
        if (!out.write(chunk as Buffer)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      }
    }
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    await rename(temp, target);
  } catch (err) {
    out.destroy();
    await rm(temp, { force: true });
    throw err;
  }
}

const TEMP_NAME = /\.tmp-\d+-[0-9a-f]{8}$/;

/**
 * Remove temporary files a killed process left under `dir` (recursively), or only those whose name starts with `only`: a
 * rerun starts without them, so a folder never shows a half-written file beside the whole ones.
 */
export async function sweepTempFiles(dir: string, only?: string): Promise<number> {
  let removed = 0;
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const e of entries) {
    const full = join(dir, e.name);
    if (e.isDirectory() && !only) removed += await sweepTempFiles(full);
    else if (e.isFile() && TEMP_NAME.test(e.name) && (!only || e.name.startsWith(only))) {
      await rm(full, { force: true });
      removed++;
    }
  }
  return removed;
}
