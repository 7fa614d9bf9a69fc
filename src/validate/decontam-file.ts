// Checks a whole chat JSONL file for contamination, streaming: the clean and flagged lines go to their own files
// (written to temporary names and renamed when complete), each match to a report, and the tally comes back.
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import type { DecontamSummary } from '../records/index.js';
import { ConfigError } from '../util/errors.js';
import { readConversation } from './decontam-conversation.js';
import type { DecontamIndex } from './decontam-index.js';
import { DecontamTally, checkConversation, type DecontamPolicy } from './decontam-verdict.js';

export interface DecontamFileOptions {
  /** JSONL to check ("-" for stdin). */
  input: string;
  /** Lines that no check drops, byte for byte. */
  clean?: string;
  /** Lines that are dropped, byte for byte. */
  flagged?: string;
  /** One JSON line per record with any match: its line, id, whether it is dropped and why, and every match. */
  matches?: string;
}

/** A file written under a temporary name and renamed into place by commit(), so a reader never sees half of it. */
class LineFile {
  private constructor(
    private readonly path: string,
    private readonly tmp: string,
    private readonly out: WriteStream,
  ) {}

  static async open(path: string): Promise<LineFile> {
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.tmp-${process.pid}`;
    return new LineFile(path, tmp, createWriteStream(tmp, { encoding: 'utf8' }));
  }

  async write(line: string): Promise<void> {
    if (!this.out.write(line + '\n')) await new Promise<void>((resolve) => this.out.once('drain', () => resolve()));
  }

  async commit(): Promise<void> {
    await new Promise<void>((resolve, reject) => this.out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    await rename(this.tmp, this.path);
  }

  async abort(): Promise<void> {
    // Writes still queued fail once destroyed; the file is being thrown away, so that is no error.
    this.out.on('error', () => undefined);
    if (!this.out.closed) await new Promise<void>((resolve) => this.out.destroy().once('close', () => resolve()));
    await rm(this.tmp, { force: true });
  }
}

export async function decontamFile(index: DecontamIndex, policy: DecontamPolicy, o: DecontamFileOptions): Promise<DecontamSummary> {
  const label = o.input === '-' ? 'stdin' : o.input;
  const outputs = [o.clean, o.flagged, o.matches].filter((p): p is string => p !== undefined);
  if (new Set(outputs).size !== outputs.length || outputs.includes(o.input)) throw new ConfigError('decontam: --in, --clean, --flagged and --matches must be different files');
  const files = { clean: o.clean ? await LineFile.open(o.clean) : undefined, flagged: o.flagged ? await LineFile.open(o.flagged) : undefined, matches: o.matches ? await LineFile.open(o.matches) : undefined };
  const all = Object.values(files).filter((f): f is LineFile => f !== undefined);
  const tally = new DecontamTally(index, policy);
  try {
    const stream = o.input === '-' ? process.stdin : createReadStream(o.input, { encoding: 'utf8' });
    let line = 0;
    for await (const raw of createInterface({ input: stream, crlfDelay: Infinity })) {
      line++;
      if (raw.trim() === '') continue;
      const c = readConversation(raw, label, line);
      const v = checkConversation(index, c.userTurns, c.toolNames, policy);
      tally.add(c.id, v);
      await (v.drop ? files.flagged : files.clean)?.write(raw);
      if (files.matches && (v.matches.length > 0 || v.tools.length > 0)) {
        const drop = v.drop ? { code: `decontam.${v.drop.benchmark}`, message: v.drop.message } : {};
        await files.matches.write(JSON.stringify({ line, id: c.id, dropped: v.drop !== undefined, ...drop, matches: v.matches, tools: v.tools }));
      }
    }
    for (const f of all) await f.commit();
    return tally.summary();
  } catch (err) {
    await Promise.all(all.map((f) => f.abort()));
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new ConfigError(`${label}: file not found; check the --in path`);
    throw err;
  }
}
