// A file a user writes is written in its format (world/file-contents.ts), and its lines stay lines in what the user
// says: a request's words are tidied onto one line, so a said line break is kept by a marker until the task is done.
import type { Rng } from '../../util/random.js';
import { contentsInFormat } from '../../world/file-contents.js';
import { sentence } from './texts.js';

/** A line break inside a said value; the task's messages get their breaks back in build-context's finishTask. */
export const LINE_BREAK = '\uE000';

/** A message with its said line breaks restored. */
export function restoreLines(text: string): string {
  return text.includes(LINE_BREAK) ? text.split(LINE_BREAK).join('\n') : text;
}

/** The said arguments with a file's contents written in its path's format: [key of the contents, new value]. */
export function fittedContent(values: Record<string, unknown>, r: Rng): [string, string] | undefined {
  return contentsInFormat(values, r, () => sentence(r));
}
