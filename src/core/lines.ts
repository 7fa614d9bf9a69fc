// Non-blank lines of a file from a byte offset, each with where it starts: shards read only their own lines.
import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { ConfigError } from '../util/errors.js';

export interface Line {
  text: string;
  /** Byte offset of the line's first byte. */
  offset: number;
  /** 1-based line number in the file, counting blank lines, when the reader started at a known line. */
  number: number;
}

/** Lines of a file ("-": stdin, read from its start) from a byte offset. */
export async function* readLines(file: string, startByte = 0, startLine = 1): AsyncGenerator<Line> {
  if (file === '-') {
    yield* readStreamLines(process.stdin);
    return;
  }
  if (!existsSync(file)) throw new ConfigError(`${file}: file not found; run the step that writes it first`);
  let chunkStart = startByte;
  let lineStart = startByte;
  let number = startLine;
  let pending: Buffer[] = [];
  const emit = (bytes: Buffer): Line => ({ text: bytes.toString('utf8').replace(/\r$/, ''), offset: lineStart, number });
  for await (const chunk of createReadStream(file, { start: startByte }) as AsyncIterable<Buffer>) {
    let from = 0;
    for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, from)) {
      const line = emit(Buffer.concat([...pending, chunk.subarray(from, nl)]));
      if (line.text.trim() !== '') yield line;
      pending = [];
      from = nl + 1;
      lineStart = chunkStart + from;
      number++;
    }
    if (from < chunk.length) pending.push(chunk.subarray(from));
    chunkStart += chunk.length;
  }
  if (pending.length > 0) {
    const line = emit(Buffer.concat(pending));
    if (line.text.trim() !== '') yield line;
  }
}

/** Non-blank lines of a stream (stdin), numbered; offsets count UTF-8 bytes as read. */
async function* readStreamLines(stream: NodeJS.ReadableStream): AsyncGenerator<Line> {
  let offset = 0;
  let number = 0;
  for await (const raw of createInterface({ input: stream, crlfDelay: Infinity })) {
    number++;
    const text = raw.replace(/\r$/, '');
    if (text.trim() !== '') yield { text, offset, number };
    offset += Buffer.byteLength(raw) + 1;
  }
}
