// Arguments a call says other than by its parameter's type: a file's contents, written in the file's format; the
// record a link adds or takes off, said as the change the call makes; and an update's flags, against what its record has.
import type { CatalogTool } from '../../records/index.js';
import type { Rng } from '../../util/random.js';
import type { Said } from '../language/said.js';
import { blockOf, fittedContent, LINE_BREAK, pastedAsBlock } from '../language/file-contents.js';
import { extensionOf } from '../../world/file-contents.js';
import { linkOf } from '../../profile/link.js';

/** The record a link adds or takes off is the change it makes ("add tag 2719530"), not where its record is. */
export function linkSaid(tool: CatalogTool, said: Said[]): void {
  const link = linkOf(tool.name, Object.keys((tool.inputSchema.properties ?? {}) as Record<string, unknown>));
  const k = link ? said.findIndex((s) => s.key === link.addedKey) : -1;
  if (!link || k < 0) return;
  const s = said[k] as Said;
  const named = `${link.added} ${String(s.value)}`;
  said[k] = { ...s, slot: 'mod', locator: false, text: `${link.verb === 'remove' ? 'without' : 'with'} ${named}`, change: `${link.verb} ${named}`, question: `Which ${link.added} should I ${link.verb}?`, reply: `${named.charAt(0).toUpperCase()}${named.slice(1)}.` };
}

/** A file's contents in its path's format (a JSON file holds JSON); their lines stay lines in the user's words. */
export function contentSaid(said: Said[], rng: Rng, say: (key: string, value: string) => Said): void {
  const values = Object.fromEntries(said.map((s) => [s.key, s.value]));
  const fitted = fittedContent(values, rng);
  if (!fitted) return;
  const k = said.findIndex((s) => s.key === fitted[0]);
  const [key, content] = fitted;
  if (!pastedAsBlock(content)) {
    said[k] = { ...say(key, content.replace(/\n/g, LINE_BREAK)), value: content, slot: (said[k] as Said).slot };
    return;
  }
  // Pasted below the message in its format's fence: "… with the contents below." then ```json …```.
  const path = Object.values(values).find((v): v is string => typeof v === 'string' && extensionOf(v) !== undefined);
  const lang = LANG[extensionOf(path ?? '') ?? ''] ?? '';
  const block = blockOf(content, lang);
  const pasted = FORMAT_NAMES[lang] ?? 'contents';
  said[k] = {
    ...say(key, content),
    value: content,
    slot: (said[k] as Said).slot,
    text: `${rng.pick(['with the contents below', 'with this in it', 'containing the following', 'with these contents'])}${block}`,
    change: `${rng.pick(['replace its contents with the following', 'change its contents to what is below', 'overwrite it with this'])}${block}`,
    reply: `${rng.pick(['This:', 'Here it is:', 'It should hold this:'])}${block}`,
    readBack: { text: `with the ${pasted} you pasted`, change: `replace its contents with the ${pasted} you pasted` },
  };
}

/** What a person calls a pasted block of the fence's language ("the JSON you pasted"). */
const FORMAT_NAMES: Record<string, string> = { json: 'JSON', csv: 'CSV', yaml: 'YAML', markdown: 'Markdown', html: 'HTML', ts: 'code', tsx: 'code', js: 'code', python: 'code', sh: 'script' };

/** The fence's language for a file's extension. */
const LANG: Record<string, string> = { json: 'json', csv: 'csv', yaml: 'yaml', yml: 'yaml', md: 'markdown', markdown: 'markdown', html: 'html', ts: 'ts', tsx: 'tsx', js: 'js', py: 'python', sh: 'sh' };

/** An update turns a flag its record has the other way: "turn pinned on" for a pinned note changed nothing. So does
 * a choice it already holds: the quickstart set an asset's format to jpeg, which it was (3 of 45 changes). */
export function flipHeld(said: Said[], held: Record<string, unknown> | undefined, say: (key: string, value: unknown) => Said, options: (key: string) => unknown[] | undefined = () => undefined): void {
  if (!held) return;
  for (const [i, s] of said.entries()) {
    if (held[s.key] !== s.value || s.locator) continue;
    // The next choice after the one it holds, so no one option takes every such change.
    const choices = (options(s.key) ?? []).filter((o) => o !== null && typeof o === typeof s.value);
    const other = typeof s.value === 'boolean' ? !s.value : choices.length > 1 ? choices[(choices.indexOf(s.value) + 1) % choices.length] : undefined;
    if (other !== undefined) said[i] = { ...say(s.key, other), slot: s.slot };
  }
}
