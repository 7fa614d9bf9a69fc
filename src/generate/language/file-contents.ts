// A file a user writes is written in its format (world/file-contents.ts), and its lines stay lines in what the user
// says: a request's words are tidied onto one line, so a said line break is kept by a marker until the task is done.
import type { Rng } from '../../util/random.js';
import { contentsInFormat } from '../../world/file-contents.js';
import { sentence } from './texts.js';

/** A line break inside a said value; the task's messages get their breaks back in build-context's finishTask. */
export const LINE_BREAK = '\uE000';

// A file's contents of more than one line (or JSON) are pasted as a block after the message, as people paste them, and
// the sentence says "with the contents below": quoted inline ('{"project":"design-system","owner":"Leo",…}'), a
// file's JSON read as a string the user dictated. The block's language and text ride in the sentence between markers
// until the message is done.
const BLOCK_OPEN = '\uE001';
const BLOCK_LANG = '\uE003';
const BLOCK_CLOSE = '\uE002';
const BLOCK = new RegExp(`\\s*${BLOCK_OPEN}([^${BLOCK_LANG}]*)${BLOCK_LANG}([^${BLOCK_CLOSE}]*)${BLOCK_CLOSE}`, 'g');

/** Contents that are pasted as a block rather than quoted: more than one line, or JSON. */
export function pastedAsBlock(content: string): boolean {
  return content.includes('\n') || /^\s*[[{]/.test(content);
}

// A block's spaces and stops are kept from the tidying a sentence gets (runs of spaces made one, "a ." made "a."):
// JSON's indentation was lost. Each is carried as a private character until the message is done.
const KEPT = [' ', '.', ',', '?', '!', ';', ':', '\t'];
const carried = (c: string): string => String.fromCharCode(0xe010 + KEPT.indexOf(c));

/** The marker for `content` pasted as a block in `lang` ("json", "csv", "" for none) at the message's end. */
export function blockOf(content: string, lang: string): string {
  return `${BLOCK_OPEN}${lang}${BLOCK_LANG}${content.replace(/\n/g, LINE_BREAK).replace(/[ .,?!;:\t]/g, carried)}${BLOCK_CLOSE}`;
}

/** A message with its said line breaks restored, and each pasted block in a code fence after the sentence that
 * names it: "… with these contents?" then the block, then the rest ("OK to proceed?" still ends the message). */
export function restoreLines(text: string): string {
  let out = text;
  for (let m = BLOCK.exec(out); m; BLOCK.lastIndex = 0, m = BLOCK.exec(out)) {
    const fence = `\`\`\`${m[1] ?? ''}${LINE_BREAK}${(m[2] ?? '').replace(/[\uE010-\uE017]/g, (c) => KEPT[c.charCodeAt(0) - 0xe010] as string)}${LINE_BREAK}\`\`\``;
    const rest = out.slice(0, m.index) + out.slice(m.index + m[0].length);
    const end = /[.?!](?=\s|$)/.exec(rest.slice(m.index));
    const at = end ? m.index + end.index + 1 : rest.length;
    const after = rest.slice(at).trimStart();
    out = `${rest.slice(0, at)}${LINE_BREAK}${LINE_BREAK}${fence}${after ? `${LINE_BREAK}${LINE_BREAK}${after}` : ''}`;
  }
  BLOCK.lastIndex = 0;
  return out.includes(LINE_BREAK) ? out.split(LINE_BREAK).join('\n') : out;
}

/** The said arguments with a file's contents written in its path's format: [key of the contents, new value]. */
export function fittedContent(values: Record<string, unknown>, r: Rng): [string, string] | undefined {
  return contentsInFormat(values, r, () => sentence(r));
}
