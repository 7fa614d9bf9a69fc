// manifest.json: every exported file with its sha256, size and line count, so a consumer can check what it downloaded.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { relative } from 'node:path';

export interface ManifestEntry {
  path: string;
  sha256: string;
  bytes: number;
  lines: number;
}

async function digest(file: string): Promise<{ sha256: string; lines: number }> {
  const hash = createHash('sha256');
  let lines = 0;
  for await (const chunk of createReadStream(file)) {
    const buf = chunk as Buffer;
    hash.update(buf);
    for (const b of buf) if (b === 10) lines++;
  }
  return { sha256: hash.digest('hex'), lines };
}

/** A file of the manifest: its final path, and where its bytes are now (a temporary file) or its text. */
export type ManifestFile = { path: string; data: string } | { path: string; text: string };

/** The manifest of `files`, paths relative to `dir`. */
export async function manifestOf(dir: string, files: readonly ManifestFile[], extra: Record<string, unknown>): Promise<Record<string, unknown> & { files: ManifestEntry[] }> {
  const entries: ManifestEntry[] = [];
  for (const f of files) {
    if ('text' in f) {
      const buf = Buffer.from(f.text);
      entries.push({ path: relative(dir, f.path), sha256: createHash('sha256').update(buf).digest('hex'), bytes: buf.length, lines: buf.filter((b) => b === 10).length });
      continue;
    }
    const { sha256, lines } = await digest(f.data);
    entries.push({ path: relative(dir, f.path), sha256, bytes: (await stat(f.data)).size, lines });
  }
  return { ...extra, files: entries };
}
