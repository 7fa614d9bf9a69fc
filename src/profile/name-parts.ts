// Reading a tool name: drop the server's namespace and version prefix, then find the verb and the words on either side of it.
import type { ToolAction } from '../records/index.js';
import type { ServerIdentity } from './server-identity.js';
import { NOUNISH, type VerbTable } from './verbs.js';
import { QUALIFIER, splitName, type NameWords } from './words.js';

export interface NameParts {
  /** The name's words after the namespace and any product prefix before a version token are dropped. */
  words: string[];
  /** The namespace words dropped from the front ("browser" of browser_wait): an entity of last resort. */
  namespace: string[];
  verb?: string;
  action?: ToolAction;
  /** The verb is a word more often a noun ("git_diff", "bbox_tool"): the description's verb is preferred, the word joins the object. */
  nounish: boolean;
  /** Words before and after the verb. */
  before: string[];
  after: string[];
  /** The name's last word "list" is the thing acted on ("delete_todo_task_list", "archive_list"), not "list the ...". */
  listNoun?: boolean;
}

/** Drop runs of 1-3 words that spell a brand ("browser stack" -> "browserstack"); may leave nothing. */
export function dropBrands(words: readonly string[], brands: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    let n = 0;
    for (let k = Math.min(3, words.length - i); k >= 1; k--) {
      if (brands.has(words.slice(i, i + k).join(''))) {
        n = k;
        break;
      }
    }
    if (n === 0) out.push(words[i] as string);
    i += Math.max(n, 1);
  }
  return out;
}

/** Join camelCase pieces the server writes as one word: "word press theme" -> "wordpress theme". */
function mergeCompounds(split: NameWords, compounds: ReadonlySet<string>): NameWords {
  if (compounds.size === 0) return split;
  const words: string[] = [];
  const segment: number[] = [];
  let beforeVersion = split.beforeVersion;
  for (let i = 0; i < split.words.length; i++) {
    const w = split.words[i] as string;
    const next = split.words[i + 1];
    if (next !== undefined && split.segment[i] === split.segment[i + 1] && compounds.has(w + next)) {
      words.push(w + next);
      segment.push(split.segment[i] as number);
      if (i < split.beforeVersion) beforeVersion--;
      i++;
      continue;
    }
    words.push(w);
    segment.push(split.segment[i] as number);
  }
  return { words, segment, beforeVersion };
}

/** "rerun", "redeploy", "resync": doing again is doing. */
function redo(word: string, verbs: VerbTable): { verb: string; action: ToolAction } | undefined {
  return word.startsWith('re') && word.length > 4 ? verbs.lookup(word.slice(2), true) : undefined;
}

/** "reader", "updater", "generator": an agent noun at the end of a name stands for its verb. */
function agentNoun(word: string, verbs: VerbTable): { verb: string; action: ToolAction } | undefined {
  const m = word.match(/^(.{3,}?)(e?r|or)$/);
  if (!m) return undefined;
  const stem = m[1] as string;
  for (const base of [stem, stem + 'e', stem.replace(/(.)\1$/, '$1')]) {
    const found = verbs.lookup(base, true);
    if (found) return found;
  }
  return undefined;
}

/** The verbs a name is most often built on: one of them after another verb word is the name's verb. */
const CORE_VERBS = new Set(['create', 'get', 'list', 'update', 'delete', 'remove', 'add']);

/** Words after which a name's last word "list" is where something goes, not what is acted on. */
const BEFORE_LIST = new Set(['to', 'into', 'from', 'in', 'on', 'onto', 'of']);

/** The parts of a tool name. The verb is the first word the lexicon knows, preferring one that is not noun-like. */
export function nameParts(name: string, identity: ServerIdentity, verbs: VerbTable, opts: { listInput?: boolean } = {}): NameParts {
  const split = mergeCompounds(splitName(name), identity.compounds);
  let words = split.words.slice(split.beforeVersion);
  let namespace: string[] = split.words.slice(0, split.beforeVersion);
  const ns = identity.namespace;
  if (ns.length > 0 && ns.every((w, i) => words[i] === w) && words.length > ns.length) {
    namespace = words.slice(0, ns.length);
    words = words.slice(ns.length);
  }
  let at = -1;
  let found: { verb: string; action: ToolAction } | undefined;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const hit = identity.brands.has(w) ? undefined : (verbs.lookup(w, true) ?? redo(w, verbs));
    if (!hit) continue;
    if (at < 0) [at, found] = [i, hit];
    if (!NOUNISH.has(hit.verb)) {
      [at, found] = [i, hit];
      break;
    }
  }
  // A name that opens with a verb of change and ends in "list" acts on a list ("delete_todo_task_list", "archive_list"):
  // "get_rich_menu_list" and "droplet-list" list, "chat_list" is no chat sent, and "add_card_to_list" adds a card.
  const n = words.length;
  const opener = n > 1 && words[n - 1] === 'list' && !BEFORE_LIST.has(words[n - 2] as string) && !identity.brands.has(words[0] as string) ? verbs.lookup(words[0] as string, true) : undefined;
  const changes = (a: ToolAction) => a === 'create' || a === 'update' || a === 'delete';
  if (opener && opener.verb !== 'list' && (changes(opener.action) || (opts.listInput && !['get', 'list', 'search'].includes(opener.action)))) {
    const after = words.slice(1);
    return { words, namespace, verb: opener.verb, action: opener.action, nounish: false, before: [], after, listNoun: true };
  }
  if (!found) {
    const last = words[words.length - 1];
    const agent = last !== undefined && words.length > 1 ? agentNoun(last, verbs) : undefined;
    if (agent) return { words, namespace, verb: agent.verb, action: agent.action, nounish: false, before: words.slice(0, -1), after: [] };
    return { words, namespace, nounish: false, before: words, after: [] };
  }
  // A verb inside a prefix of nouns is one of them when a core verb follows: "genai-model-eval-delete-preset" deletes a
  // preset (it is no evaluation run), "marketplace-1-click-list" lists.
  if (at > 0 && found && !CORE_VERBS.has(found.verb)) {
    const core = words.findIndex((w, i) => i > at && CORE_VERBS.has(w));
    const hit = core > 0 ? verbs.lookup(words[core] as string, true) : undefined;
    if (hit) [at, found] = [core, hit];
  }
  // A noun-like word that opens the name and has an object after it is a verb after all: "lint_files", "push_flex_message".
  let after = words.slice(at + 1);
  // "createOrFindTags": the second verb is an alternative, not part of the object.
  if ((after[0] === 'or' || after[0] === 'and') && after[1] !== undefined && verbs.lookup(after[1], true)) after = after.slice(2);
  const nounish = NOUNISH.has(found.verb) && !(at === 0 && after.some((w) => !QUALIFIER.has(w)));
  return { words, namespace, verb: found.verb, action: found.action, nounish, before: words.slice(0, at), after };
}
