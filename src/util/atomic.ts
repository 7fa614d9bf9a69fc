// Whole files written through a temporary name and a rename: a killed process leaves the old file or the new one.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';

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
