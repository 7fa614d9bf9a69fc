// The verb lexicon: which action a verb in a tool's name or description stands for, and how much to trust it.
import type { ToolAction } from '../records/index.js';
import { INVARIANT, verbBases } from './words.js';

/** Each verb appears once; verbs whose sense depends on the object (open, close, push) are settled in action.ts. */
const LEXICON: Record<ToolAction, readonly string[]> = {
  list: ['list', 'enumerate', 'browse', 'poll', 'ls', 'history', 'tail'],
  search: ['search', 'find', 'query', 'lookup', 'discover', 'research', 'ask', 'autocomplete', 'suggest', 'grep', 'explore', 'resolve', 'locate', 'rerank', 'recommend', 'answer', 'match'],
  get: [
    'get', 'fetch', 'retrieve', 'read', 'show', 'view', 'describe', 'inspect', 'check', 'download', 'load', 'obtain', 'explain', 'preview',
    'scrape', 'crawl', 'export', 'verify', 'see', 'display', 'extract', 'print', 'cat', 'learn', 'identify', 'report', 'collect', 'gather',
    'review', 'monitor', 'watch', 'whois', 'status', 'health', 'info', 'peek', 'visit', 'test', 'diff', 'blame', 'receive', 'aggregate',
    'summarize', 'summarise', 'track', 'trace', 'retrieval', 'take', 'capture', 'screenshot', 'snapshot', 'look', 'count',
  ],
  create: [
    'create', 'add', 'insert', 'post', 'make', 'generate', 'upload', 'import', 'copy', 'clone', 'duplicate', 'register', 'append', 'attach',
    'instantiate', 'write', 'save', 'schedule', 'book', 'reserve', 'fork', 'put', 'new', 'draft', 'compose', 'provision', 'setup',
    'initialize', 'initialise', 'init', 'scaffold', 'define', 'issue', 'plan', 'store', 'log', 'record', 'claim', 'materialize',
    'recreate', 'regenerate', 'comment', 'bookmark', 'subscribe', 'open', 'build', 'pin', 'purchase', 'order', 'buy', 'enrol', 'enroll',
  ],
  update: [
    'update', 'edit', 'modify', 'change', 'set', 'rename', 'move', 'patch', 'replace', 'configure', 'assign', 'unassign', 'reassign',
    'resize', 'format', 'mark', 'approve', 'unapprove', 'archive', 'unarchive', 'restore', 'lock', 'unlock', 'enable', 'disable',
    'activate', 'deactivate', 'tag', 'label', 'star', 'sort', 'upsert', 'revert', 'reset', 'link', 'unlink', 'merge', 'unmerge', 'style',
    'apply', 'reorder', 'arrange', 'rotate', 'transfer', 'renew', 'upgrade', 'downgrade', 'protect', 'unprotect', 'complete', 'close',
    'reopen', 'accept', 'decline', 'reject', 'dismiss', 'postpone', 'snooze', 'hide', 'unhide', 'collapse', 'expand', 'group', 'ungroup',
    'scale', 'autosize', 'rebase', 'recycle', 'fill', 'promote', 'demote', 'share', 'unshare', 'grant', 'mute', 'unmute', 'favorite',
    'follow', 'unfollow', 'organize', 'organise', 'sync', 'override', 'unset', 'finalize', 'finalise', 'toggle', 'wire', 'snap', 'tune',
    'fix', 'repair', 'flag', 'rate', 'vote', 'like', 'react', 'overwrite', 'annotate',
  ],
  delete: [
    'delete', 'remove', 'destroy', 'drop', 'purge', 'erase', 'trash', 'discard', 'prune', 'detach', 'unsubscribe', 'leave', 'revoke',
    'uninstall', 'clear', 'empty', 'wipe', 'flush', 'unregister', 'softdelete', 'del', 'rm', 'evict', 'cleanup', 'unpin', 'unstar',
  ],
  send: [
    'send', 'reply', 'respond', 'forward', 'notify', 'push', 'broadcast', 'submit', 'message', 'email', 'mail', 'invite', 'announce',
    'tweet', 'dm', 'text', 'resend', 'chat', 'ping', 'alert', 'say', 'tell',
  ],
  execute: [
    'execute', 'exec', 'run', 'eval', 'evaluate', 'invoke', 'trigger', 'deploy', 'install', 'compile', 'migrate', 'backup', 'scan',
    'process', 'spawn', 'interact', 'rebuild', 'reinstall', 'commit', 'pull', 'checkout', 'stash', 'cherrypick', 'bisect', 'integrate',
    'benchmark', 'simulate', 'predict', 'train', 'infer', 'call', 'dispatch', 'queue',
    'batch', 'perform', 'conduct', 'do', 'demonstrate', 'debug', 'publish', 'release', 'rollback', 'lint', 'audit', 'analyze', 'analyse',
    'diagnose', 'profile', 'request', 'use',
  ],
  control: [
    'start', 'stop', 'restart', 'reboot', 'pause', 'resume', 'navigate', 'click', 'hover', 'type', 'press', 'scroll', 'select', 'focus',
    'wait', 'drag', 'switch', 'connect', 'disconnect', 'login', 'logout', 'signin', 'signout', 'authenticate', 'reload', 'refresh', 'go',
    'back', 'tap', 'swipe', 'launch', 'kill', 'terminate', 'shutdown', 'power', 'emulate', 'zoom', 'pan', 'play', 'halt', 'cancel',
    'abort', 'suspend', 'reconnect', 'doubletap', 'dblclick', 'keypress', 'handle', 'dialog', 'end', 'stream', 'highlight', 'boot',
    'reauthorize', 'authorize',
  ],
  compute: [
    'calculate', 'compute', 'convert', 'render', 'parse', 'validate', 'sum', 'echo', 'geocode', 'geo', 'translate', 'transform', 'encode',
    'decode', 'hash', 'compare', 'estimate', 'measure', 'distance', 'simplify', 'intersect', 'union', 'buffer', 'bbox', 'centroid', 'area',
    'subtract', 'multiply', 'divide', 'classify', 'tokenize', 'minify', 'beautify', 'prettify', 'combine', 'detect', 'recognize',
    'recognise', 'ocr', 'chart', 'plot', 'draw', 'diagram', 'isochrone', 'route', 'directions', 'geolocate', 'interpolate', 'round',
    'average', 'localize', 'timezone', 'solve',
  ],
  other: ['think', 'reason', 'manage', 'help', 'noop'],
};

/** Verbs that say little on their own: a name's HTTP method or "manage" yields to a more specific verb in the description. */
export const WEAK_VERBS: ReadonlySet<string> = new Set([
  'post', 'put', 'patch', 'manage', 'handle', 'process', 'do', 'perform', 'conduct', 'call', 'use', 'run', 'make', 'new',
  'request', 'check', 'retrieval', 'open', 'issue', 'store', 'log', 'define', 'batch', 'take', 'look', 'help', 'demonstrate',
]);

/** Words that lead a name as a noun as often as a verb ("message_list", "search_results"): a later verb in the name wins. */
export const NOUNISH: ReadonlySet<string> = new Set([
  'message', 'email', 'mail', 'text', 'chat', 'comment', 'alert', 'area', 'route', 'directions', 'distance', 'chart', 'diagram', 'format',
  'type', 'end', 'back', 'power', 'script', 'shell', 'label', 'tag', 'order', 'record', 'log', 'plan', 'issue', 'status', 'info',
  'health', 'history', 'test', 'diff', 'store', 'group', 'batch', 'profile', 'trace', 'report', 'stream', 'dialog',
  'screenshot', 'capture', 'draft', 'backup', 'process', 'release', 'commit', 'pull', 'push', 'share', 'call', 'book', 'buffer', 'union',
  'hash', 'count', 'sum', 'geo', 'bbox', 'centroid', 'isochrone', 'timezone', 'link', 'view', 'request', 'schedule', 'answer',
  'review', 'audit', 'trigger', 'print', 'watch', 'lint', 'scan', 'research', 'track', 'monitor', 'snapshot', 'flag', 'weather',
  'forecast', 'match', 'plot', 'note', 'star', 'like', 'vote', 'rate', 'transfer', 'upgrade', 'setup', 'switch', 'play',
  'stash', 'checkout', 'merge', 'sort', 'style', 'copy', 'move', 'pin', 'cancel', 'archive', 'summary', 'lookup', 'whois',
]);

/** Build the verb table once per call site that needs it (no module-level mutable state): small, and cheap to build. */
export class VerbTable {
  private readonly table = new Map<string, ToolAction>();
  constructor() {
    for (const [action, verbs] of Object.entries(LEXICON) as [ToolAction, readonly string[]][]) {
      for (const v of verbs) this.table.set(v, action);
    }
  }

  /**
   * The action a verb stands for; undefined for words that are not verbs here. Descriptions inflect ("retrieves" -> get),
   * names do not, so `exact` skips the base forms ("listing" in a name is a noun, not "list").
   */
  lookup(word: string, exact = false): { verb: string; action: ToolAction } | undefined {
    for (const base of exact || INVARIANT.has(word) ? [word] : verbBases(word)) {
      const action = this.table.get(base);
      if (action) return { verb: base, action };
    }
    return undefined;
  }
}
