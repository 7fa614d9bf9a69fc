// The files of a dump (one file, or a directory of .json/.jsonl, either gzipped) and the JSON documents each holds, with where each came from.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { openTextRead, plainName, readTextFile } from '../util/compressed.js';
import { ConfigError, errorMessage } from '../util/errors.js';

const DUMP_FILE = /\.(json|jsonl|ndjson)(\.gz)?$/i;

export function isJsonlFile(file: string): boolean {
  return /\.(jsonl|ndjson)$/i.test(plainName(file));
}

/** A parsed document, or why one could not be read; `where` is "file" or "file:line". */
export type DumpDocument = { where: string; line?: number; value: unknown } | { where: string; line?: number; error: string; raw?: string };

/** The dump files under a path, in a stable order; a directory yields every .json/.jsonl(.gz) below it. */
export async function dumpFiles(path: string): Promise<{ files: string[]; directory: boolean }> {
  let isDir: boolean;
  try {
    isDir = (await stat(path)).isDirectory();
  } catch (err) {
    throw new ConfigError(`${path}: cannot read the dump (${errorMessage(err)})`);
  }
  if (!isDir) return { files: [path], directory: false };
  const names = (await readdir(path, { recursive: true })).filter((n) => DUMP_FILE.test(n)).sort();
  const files: string[] = [];
  for (const name of names) if ((await stat(join(path, name))).isFile()) files.push(join(path, name));
  if (files.length === 0) throw new ConfigError(`${path}: a directory with no .json, .jsonl or .gz dump files in it`);
  return { files, directory: true };
}

function parse(text: string, where: string, line?: number): DumpDocument {
  try {
    return { where, ...(line ? { line } : {}), value: JSON.parse(text) as unknown };
  } catch (err) {
    return { where, ...(line ? { line } : {}), error: `not JSON (${(err as Error).message})`, raw: text };
  }
}

/** JSON files are one document; JSONL files one per non-empty line, streamed. A file that cannot be read is one error document. */
export async function* documentsOf(file: string): AsyncGenerator<DumpDocument> {
  if (!isJsonlFile(file)) {
    let text: string;
    try {
      text = await readTextFile(file);
    } catch (err) {
      yield { where: file, error: `cannot read the dump (${errorMessage(err)})` };
      return;
    }
    yield parse(text, file);
    return;
  }
  let n = 0;
  try {
    for await (const raw of createInterface({ input: openTextRead(file), crlfDelay: Infinity })) {
      n++;
      const text = raw.trim();
      if (text !== '') yield parse(text, `${file}:${n}`, n);
    }
  } catch (err) {
    yield { where: n > 0 ? `${file}:${n}` : file, error: `cannot read the dump (${errorMessage(err)})` };
  }
}
