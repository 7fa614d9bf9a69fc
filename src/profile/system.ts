// The system a tool acts on: the product its server is named for, spelt as its descriptions spell it, plus a product area.
import type { CatalogTool } from '../records/index.js';
import type { TextIndex } from './text-index.js';
import type { VerbTable } from './verbs.js';
import { splitName } from './words.js';

/** Servers named for a kind of local thing, not a product: the system is the thing on this machine. */
const LOCAL_KINDS: Record<string, string> = { filesystem: 'Local filesystem', 'file system': 'Local filesystem', 'secure filesystem': 'Local filesystem' };

/** Products inside a suite, named in tool names ("list-mail-messages", "create-planner-task", "getCalendarEvents"). */
const SUITE_AREAS: Record<string, string> = {
  mail: 'Mail', calendar: 'Calendar', onedrive: 'OneDrive', excel: 'Excel', planner: 'Planner', todo: 'To Do', teams: 'Teams',
  onenote: 'OneNote', sharepoint: 'SharePoint', outlook: 'Outlook', contact: 'Contacts', contacts: 'Contacts', chat: 'Chat', drive: 'Drive',
  doc: 'Docs', docs: 'Docs', document: 'Docs', spreadsheet: 'Sheets', sheet: 'Sheets', slide: 'Slides', slides: 'Slides',
  presentation: 'Slides', gmail: 'Gmail', form: 'Forms', forms: 'Forms',
};

/** "VPS_createPostInstallScriptV1" -> "vps": a product area is a lone first segment before a camelCase rest. */
export function areaWord(name: string): string | undefined {
  const { words, segment } = splitName(name);
  const inFirst = segment.filter((x) => x === segment[0]).length;
  return new Set(segment).size === 2 && inFirst === 1 && words.length - inFirst >= 2 ? words[0] : undefined;
}

interface Spelling {
  capitalised: number;
  any: number;
  best?: string;
}

/** How often a phrase occurs in the server's prose, and its most common capitalised spelling ("digitalocean" -> "DigitalOcean"). */
export function spellingOf(phrase: readonly string[], index: TextIndex): Spelling {
  let capitalised = 0;
  let any = 0;
  let best: [string, number] | undefined;
  for (const [form, n] of index.occurrences(phrase.join(''))) {
    any += n;
    if (!/\p{Lu}/u.test(form)) continue;
    capitalised += n;
    if (!best || n > best[1] || (n === best[1] && form < best[0])) best = [form, n];
  }
  return { capitalised, any, ...(best ? { best: best[0] } : {}) };
}

export function titleCase(words: readonly string[]): string {
  return words.map((w) => (w.length <= 3 && !/\d/.test(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1))).join(' ');
}

function containsRun(list: readonly string[], run: readonly string[]): boolean {
  for (let i = 0; i + run.length <= list.length; i++) if (run.every((w, j) => list[i + j] === w)) return true;
  return false;
}

/**
 * The server's system name. Candidates are runs of 1-3 words from its identity strings (title, name, package, scope,
 * id); a run scores for the identity strings it appears in and for being written capitalised in the server's own
 * descriptions, which is where "GitLab" or "DigitalOcean" get their spelling.
 */
export function systemName(tool: Pick<CatalogTool, 'serverId' | 'server' | 'description'>, identity: readonly string[][], index: TextIndex, verbs: VerbTable): string {
  const title = tool.server.title !== undefined && tool.server.title !== '';
  const runs = new Map<string, string[]>();
  for (const ws of identity) {
    for (let i = 0; i < ws.length; i++) {
      for (let n = 1; n <= 3 && i + n <= ws.length; n++) {
        const run = ws.slice(i, i + n);
        // "send-email" is named for what it does, not for a product: a lone verb is no system.
        if (n === 1 && verbs.lookup(run[0] as string, true)) continue;
        runs.set(run.join(' '), run);
      }
    }
  }
  let best: { score: number; words: string[]; spelt: Spelling } | undefined;
  for (const words of runs.values()) {
    const spelt = spellingOf(words, index);
    const lists = identity.filter((ws) => containsRun(ws, words)).length;
    const whole = identity.filter((ws) => ws.join(' ') === words.join(' ')).length;
    // A word no description ever uses is an author or a code name ("zereight", "softeria"), unless the server is named only that.
    if (spelt.any === 0 && runs.size > words.length && identity.some((ws) => !containsRun(ws, words))) {
      if (words.length > 1 || identity.filter((ws) => ws.includes(words[0] as string)).length < 2) continue;
    }
    // The first identity string is the server's display title when it has one: the maker's own name for the product.
    const titled = title && identity[0]?.join(' ') === words.join(' ') ? 4 : 0;
    const score = 2 * lists + 3 * Math.min(spelt.capitalised, 5) + (spelt.any > 0 ? 1 : 0) + whole + titled + (words.length - 1) * (spelt.capitalised > 0 || whole >= 2 ? 2 : -3);
    if (!best || score > best.score || (score === best.score && words.length > best.words.length)) best = { score, words, spelt };
  }
  if (!best) return titleCase(splitName(tool.serverId).words);
  const local = LOCAL_KINDS[best.words.join(' ')];
  if (local) return local;
  // A server named for a common noun ("email", "weather") that says which product it goes through: "Send an email using Resend".
  if (best.spelt.capitalised === 0) {
    const via = tool.description.match(/\b(?:using|via|through|powered by)\s+(?:the\s+)?(\p{Lu}[\p{L}\p{N}.-]*)/u)?.[1];
    if (via && !/^(The|This|A|An|API|MCP|JSON|HTTP|HTTPS|URL)$/.test(via)) return via;
  }
  if (best.spelt.best) return best.spelt.best;
  // Names with digits are written as their makers write them ("n8n"), not title-cased.
  const joined = best.words.join('');
  return /\d/.test(joined) && best.words.length === 1 && /[a-z]/.test(joined) && best.spelt.any > 0 ? joined : titleCase(best.words);
}

/** True when a server's tool names span three or more products of a suite (mail, calendar, planner...). */
export function isSuite(names: readonly string[]): boolean {
  const seen = new Set<string>();
  for (const name of names) for (const w of splitName(name).words) if (SUITE_AREAS[w]) seen.add(SUITE_AREAS[w] as string);
  return seen.size >= 3;
}

/** The system for one tool: its server's system, narrowed to a product area when the server spans several. */
export function toolSystem(server: { system: string; areas: ReadonlyMap<string, string>; suite: boolean }, name: string): string {
  const area = server.areas.get(areaWord(name) ?? '');
  if (area) return `${server.system} ${area}`;
  if (!server.suite) return server.system;
  const product = splitName(name).words.map((w) => SUITE_AREAS[w]).find((a) => a !== undefined);
  if (!product) return server.system;
  // "Google Drive" with a calendar tool is Google Calendar; "Microsoft 365" with a mail tool is Microsoft 365 Mail.
  const words = server.system.split(' ');
  const own = words.findIndex((w) => SUITE_AREAS[w.toLowerCase()] !== undefined);
  if (own >= 0) return [...words.slice(0, own), product, ...words.slice(own + 1)].join(' ');
  return `${server.system} ${product}`;
}
