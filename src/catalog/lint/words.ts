// Word lists and text helpers the rule families share: effect verbs, vague verbs, negation, name splitting.
import type { LintableTool } from './finding.js';

/** Verbs that name a completed side effect a reader can picture. */
export const LITERAL_EFFECT = [
  'create', 'write', 'delete', 'remove', 'send', 'charge', 'publish', 'post', 'upload', 'move', 'rename', 'overwrite',
  'append', 'update', 'edit', 'modify', 'replace', 'insert', 'add', 'set', 'save', 'store', 'deploy', 'cancel', 'refund',
  'transfer', 'drop', 'truncate', 'merge', 'close', 'archive', 'revoke', 'grant', 'invite', 'ban', 'kill', 'terminate',
  'restart', 'stop', 'start', 'install', 'uninstall', 'execute', 'run', 'erase', 'purge', 'wipe', 'destroy', 'reset',
  'disable', 'enable', 'book', 'pay', 'notify', 'commit', 'push', 'assign', 'approve', 'reject', 'schedule',
  'submit', 'order', 'reply', 'forward', 'tag', 'label', 'attach', 'detach', 'link', 'unlink', 'mkdir', 'record', 'log',
];
/** Verbs that change state but hide what happens. */
export const VAGUE_EFFECT = ['manage', 'sync', 'synchronize', 'clean up', 'cleanup', 'handle', 'process', 'maintain', 'deal with', 'take care of', 'administer', 'operate', 'perform', 'work with', 'interact with'];
/** Verbs whose effect cannot be taken back by calling the tool again. */
export const DESTRUCTIVE = ['delete', 'remove', 'drop', 'destroy', 'erase', 'purge', 'wipe', 'truncate', 'overwrite', 'revoke', 'terminate', 'kill', 'uninstall', 'reset', 'ban', 'charge', 'refund', 'cancel', 'rm'];
/** Verbs of the read-only honesty rule: the tool says it writes, sends, deletes or creates. */
export const WRITES = ['write', 'send', 'delete', 'create', 'remove', 'post', 'publish', 'upload', 'overwrite', 'modify', 'update', 'insert', 'charge', 'deploy', 'erase', 'purge', 'append', 'rename', 'save'];
/** Leading words of a read: a tool named this way is verb-led. */
export const READ_VERBS = ['get', 'list', 'read', 'search', 'find', 'fetch', 'show', 'view', 'describe', 'query', 'lookup', 'look', 'check', 'count', 'inspect', 'browse', 'download', 'export', 'compare', 'validate', 'verify', 'calculate', 'compute', 'convert', 'echo', 'print', 'render', 'generate', 'summarize', 'analyze', 'explain', 'translate', 'resolve', 'parse', 'format', 'test', 'ping', 'watch', 'open', 'load', 'preview', 'plan', 'diff', 'sum', 'trigger', 'sample', 'simulate', 'think', 'toggle', 'zip', 'gzip', 'compress', 'decompress', 'annotate', 'estimate', 'select', 'sequentialthinking'];

/** A regex source for a verb in any inflection: delete, deletes, deleted, deleting. */
function verbSource(verbs: readonly string[]): string {
  const alts = verbs.map((v) => (v.endsWith('e') ? `${v.slice(0, -1).replace(/ /g, '\\s+')}(?:e|es|ed|ing)` : `${v.replace(/ /g, '\\s+')}(?:s|es|ed|ing|ped|ping|ted|ting|ged|ging|ned|ning)?`));
  return `\\b(${alts.join('|')})\\b`;
}

/** A fresh (stateless for `test`) case-insensitive regex for the verbs. */
export function verbRegex(verbs: readonly string[], flags = 'i'): RegExp {
  return new RegExp(verbSource(verbs), flags);
}

/** Matches of `verbs` in `text` that are not negated ("does not delete", "never sends", "without writing"). */
export function affirmedVerbs(text: string, verbs: readonly string[]): string[] {
  const out: string[] = [];
  const re = verbRegex(verbs, 'gi');
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const before = text.slice(Math.max(0, m.index - 40), m.index).toLowerCase();
    // Commas stay inside the clause, so "never sends, deletes or modifies" negates all three.
    const clause = before.split(/[.;:!?\n]/).pop() ?? '';
    if (/\b(not|never|no|without|nor|cannot|can't|won't|doesn't|don't|neither)\b/.test(clause)) continue;
    // "before deleting it, call ...": a gerund after a time word names another step, not this tool's effect.
    if (/ing$/i.test(m[1]!) && /\b(before|after|when|while|prior to|instead of)\b/.test(clause)) continue;
    // "with progress updates", "the post": a noun after a determiner or preposition, not an effect.
    if (/\b(a|an|the|any|of|with|for|about|progress|status|live|recent)\s+$/.test(before)) continue;
    out.push(m[1]!.toLowerCase());
  }
  return out;
}

/** Name split into lower-case words: `deleteProductionBackup`, `delete-production_backup` → delete, production, backup. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

export function firstSentence(text: string): string {
  const m = /^(.*?[.!?])(\s|$)/s.exec(text.trim());
  return (m ? m[1]! : text.trim()).split('\n')[0]!;
}

const STATE_VERBS = [...WRITES, ...DESTRUCTIVE, ...VAGUE_EFFECT];

/** Does the name or description say the tool changes state? Annotations win when they say so explicitly. */
export function changesState(tool: LintableTool): boolean {
  const ann = tool.annotations ?? {};
  if (ann.readOnlyHint === false) return true;
  // A tool annotated read-only is graded as one; if its words say otherwise, honesty.read_only_writes says so.
  if (ann.readOnlyHint === true) return false;
  const first = nameWords(tool.name)[0] ?? '';
  if (verbRegex(LITERAL_EFFECT).test(first) || verbRegex(VAGUE_EFFECT).test(first)) return true;
  return affirmedVerbs(firstSentence(tool.description), STATE_VERBS).length > 0;
}

export function isDestructive(tool: LintableTool): boolean {
  if (tool.annotations?.destructiveHint === true) return true;
  return nameWords(tool.name).some((w) => verbRegex(DESTRUCTIVE).test(w)) || affirmedVerbs(tool.description, DESTRUCTIVE).length > 0;
}
