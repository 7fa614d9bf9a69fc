// manifest.json: every exported file with its sha256, size and line count, so a consumer can check what it downloaded.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
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

export async function writeManifest(dir: string, files: readonly string[], extra: Record<string, unknown>): Promise<{ path: string; files: ManifestEntry[] }> {
  const entries: ManifestEntry[] = [];
  for (const f of files) {
    const { sha256, lines } = await digest(f);
    entries.push({ path: relative(dir, f), sha256, bytes: (await stat(f)).size, lines });
  }
  const path = `${dir}/manifest.json`;
  await writeFile(path, JSON.stringify({ ...extra, files: entries }, null, 2) + '\n');
  return { path, files: entries };
}
