// Files named *.gz are read and written as their plain forms: one place decides, so every reader and writer agrees.
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { gunzipSync, createGunzip, createGzip } from 'node:zlib';

export function isGzip(file: string): boolean {
  return /\.gz$/i.test(file);
}

/** The name a file has once unpacked: tools.jsonl.gz -> tools.jsonl. */
export function plainName(file: string): string {
  return file.replace(/\.gz$/i, '');
}

/** A UTF-8 text stream of a file, unpacked on the fly when it is gzipped. */
export function openTextRead(file: string): Readable {
  const raw = createReadStream(file);
  if (!isGzip(file)) return raw.setEncoding('utf8');
  const gunzip = createGunzip();
  // A missing file must surface as ENOENT from the stream the caller reads, not as an unhandled error on `raw`.
  raw.on('error', (err) => gunzip.destroy(err));
  return raw.pipe(gunzip).setEncoding('utf8');
}

/** The whole text of a (possibly gzipped) file; for documents that must be parsed whole anyway. */
export async function readTextFile(file: string): Promise<string> {
  const bytes = await readFile(file);
  return (isGzip(file) ? gunzipSync(bytes) : bytes).toString('utf8');
}

/**
 * A writable for a file: gzip-compressed when the name ends in .gz. `finished` resolves once the
 * bytes are on disk (after end()), so a caller can rename or read the file safely.
 */
export function openWrite(file: string, options: { append?: boolean; gzip?: boolean } = {}): { stream: Writable; finished: Promise<void> } {
  const out = createWriteStream(file, { flags: options.append ? 'a' : 'w' });
  const finished = new Promise<void>((resolve, reject) => {
    out.once('finish', () => resolve());
    out.once('error', reject);
  });
  // A temporary name keeps its target's compression, so the caller says which when the names differ.
  if (!(options.gzip ?? isGzip(file))) return { stream: out, finished };
  // Appending to a .gz adds a gzip member; gunzip reads concatenated members as one stream.
  const gzip = createGzip();
  gzip.once('error', (err) => out.destroy(err));
  gzip.pipe(out);
  return { stream: gzip, finished };
}
