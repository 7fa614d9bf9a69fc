// Streaming JSONL in and out (*.jsonl.gz as *.jsonl): bad lines are named by file and line, nothing is loaded whole.
import { mkdir, rename, rm } from 'node:fs/promises';
import { tempPathFor } from './atomic.js';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import type { z } from 'zod';
import { ConfigError } from './errors.js';
import { formatZodIssue } from './zod-errors.js';
import { isGzip, openTextRead, openWrite } from './compressed.js';

export interface JsonlLine<T> {
  value: T;
  line: number;
}

/** Read a JSONL file (gzipped when it ends in .gz, or stdin for "-"), validating each line with `schema`. */
export async function* readJsonl<T>(file: string, schema: z.ZodType<T>): AsyncGenerator<T> {
  const label = file === '-' ? 'stdin' : file;
  const stream = file === '-' ? process.stdin : openTextRead(file);
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  let n = 0;
  try {
    for await (const raw of lines) {
      n++;
      const text = raw.trim();
      if (text === '') continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (err) {
        throw new ConfigError(`${label}:${n}: not valid JSON (${(err as Error).message}); fix or remove that line`);
      }
      const result = schema.safeParse(parsed);
      if (!result.success) {
        const issue = result.error.issues[0];
        throw new ConfigError(`${label}:${n}: ${issue ? formatZodIssue(issue) : 'invalid record'}`);
      }
      yield result.data;
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new ConfigError(`${label}: file not found; check the path or run the step that writes it first`);
    }
    if ((err as NodeJS.ErrnoException).code?.startsWith('Z_')) throw new ConfigError(`${label}${n > 0 ? `:${n}` : ''}: not a readable gzip file (${(err as Error).message}); name it without .gz if it is plain`);
    throw err;
  }
}

export async function readJsonlAll<T>(file: string, schema: z.ZodType<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const v of readJsonl(file, schema)) out.push(v);
  return out;
}

/**
 * A JSONL writer to a file (gzipped when its name ends in .gz) or stdout ("-"). With `atomic`, lines go to a temporary
 * file beside the target and `commit()` renames it into place, so a killed process leaves the old file or the whole new
 * one, never a part.
 */
export class JsonlWriter {
  count = 0;
  private closed = false;
  private constructor(
    private readonly out: Writable,
    private readonly finished: Promise<void> | undefined,
    readonly path: string,
    private readonly temp?: string,
  ) {}
  static async open(file: string, options: { append?: boolean; atomic?: boolean } = {}): Promise<JsonlWriter> {
    if (file === '-') return new JsonlWriter(process.stdout, undefined, file);
    await mkdir(dirname(file), { recursive: true });
    const temp = options.atomic && !options.append ? tempPathFor(file) : undefined;
    const { stream, finished } = openWrite(temp ?? file, { ...(options.append ? { append: true } : {}), gzip: isGzip(file) });
    return new JsonlWriter(stream, finished, file, temp);
  }
  /** Where the bytes are until `commit()`: the temporary file of an atomic writer, else the target. */
  get dataPath(): string {
    return this.temp ?? this.path;
  }
  async write(value: unknown): Promise<void> {
    this.count++;
    if (!this.out.write(JSON.stringify(value) + '\n')) {
      await new Promise<void>((resolve) => this.out.once('drain', () => resolve()));
    }
  }
  /** Finish writing; an atomic writer's lines stay in its temporary file until `commit()`. */
  async close(): Promise<void> {
    if (!this.finished || this.closed) return;
    this.closed = true;
    this.out.end();
    await this.finished;
  }
  /** Close and move the temporary file into place (a plain writer just closes). */
  async commit(): Promise<void> {
    await this.close();
    if (this.temp) await rename(this.temp, this.path);
  }
  /** Close and forget what was written (an atomic writer's target is untouched). */
  async abort(): Promise<void> {
    await this.close();
    if (this.temp) await rm(this.temp, { force: true });
  }
}
