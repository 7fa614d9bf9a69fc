// The action of a tool: the name's verb unless it is weak or noun-like, then the description's, then the annotations; refined by the object.
import type { ToolAction } from '../records/index.js';
import type { DescriptionLead } from './description.js';
import type { NameParts } from './name-parts.js';
import { WEAK_VERBS } from './verbs.js';
import { isPluralPhrase, QUALIFIER } from './words.js';

/** What the action is chosen from, besides the name and description. */
export interface ActionEvidence {
  parts: NameParts;
  lead: DescriptionLead | undefined;
  annotations: Record<string, unknown> | undefined;
  /** Required input properties whose semantic type is query, code or id. */
  requiredQuery: boolean;
  requiredCode: boolean;
  requiredId: boolean;
  /** A required input picks an element on a page ("selector", "xpath"): the tool drives a page, whatever its verb. */
  requiredSelector: boolean;
  /** The output schema has a top-level array property (the tool returns many). */
  returnsArray: boolean;
  /** An input sizes a page of results (limit, per_page, cursor): the tool returns many. */
  pages?: boolean;
  /** The required inputs are shapes on the earth (points, a line, a polygon) and measures of them (a distance, units):
   * the tool computes from them, whatever its verb ("snap" a point to a line, "find" the nearest point). */
  requiredGeometry?: boolean;
}

/** Description verbs that only say "returns something". */
const GENERIC_READS = new Set(['get', 'return', 'fetch', 'retrieve', 'show', 'provide']);

/** Plural nouns that name one report, not many records: "get_usage_stats" reads one summary. */
const AGGREGATES = new Set(['stats', 'statistics', 'metrics', 'analytics', 'insights', 'totals', 'counts', 'scores', 'settings', 'preferences', 'permissions', 'contents', 'details', 'conditions']);

/** Things a browser or device shows: opening, closing or selecting them drives the screen, not a record. */
const UI_NOUNS = new Set(['page', 'tab', 'window', 'browser', 'dialog', 'popup', 'modal', 'element', 'screen', 'viewer', 'editor', 'console', 'terminal', 'app', 'session', 'device', 'frame', 'iframe', 'menu', 'keyboard', 'mouse', 'file input', 'input', 'dropdown', 'option', 'checkbox', 'button', 'link', 'url', 'emulator', 'simulator', 'recording', 'screencast', 'trace', 'viewport', 'connection']);

/** Messages leave the user when "created": a created message is sent. */
const MESSAGE_NOUNS = new Set(['message', 'email', 'mail', 'reply', 'sms', 'notification', 'dm', 'direct message', 'chat message', 'text message', 'flex message', 'broadcast', 'announcement', 'tweet']);

/** Generated pictures of data: rendering one computes it from the input. */
const CHART_NOUNS = new Set(['chart', 'diagram', 'graph', 'plot', 'map', 'visualization', 'visualisation', 'flowchart', 'mindmap', 'sankey', 'heatmap', 'histogram', 'treemap', 'wordcloud', 'venn', 'funnel', 'gauge', 'radar', 'boxplot']);

/** Nouns for a stream of many records: read with a page size, they are listed. */
const COLLECTIVE = new Set(['activity', 'history', 'log', 'feed', 'timeline', 'inbox', 'audit log', 'changelog']);

const head = (entity: string): string => entity.split(' ').pop() ?? entity;

/** The action before it is refined by the entity. */
export function baseAction(ev: ActionEvidence): { action: ToolAction; verb?: string } {
  const { parts, lead } = ev;
  const nameVerb = parts.verb;
  const strongName = nameVerb !== undefined && !WEAK_VERBS.has(nameVerb) && !parts.nounish;
  if (strongName && parts.action) return { action: parts.action, verb: nameVerb };
  // "maps_directions" described as "Get directions ...": a generic read in the description does not undo a specific name.
  if (parts.nounish && parts.action && parts.action !== 'get' && lead && GENERIC_READS.has(lead.verb)) return { action: parts.action, verb: nameVerb };
  if (lead && !(nameVerb && WEAK_VERBS.has(lead.verb) && !WEAK_VERBS.has(nameVerb))) return { action: lead.action, verb: lead.verb };
  if (parts.action && nameVerb) return { action: parts.action, verb: nameVerb };
  const ann = ev.annotations ?? {};
  if (ann.readOnlyHint === true) return { action: ev.returnsArray ? 'list' : 'get' };
  if (ann.destructiveHint === true) return { action: 'update' };
  return { action: 'other' };
}

/** Verbs that read one thing even when it comes in several parts ("download images", "export tokens"): not a listing. */
const READS_WHOLE = new Set(['download', 'export', 'extract', 'scrape', 'crawl', 'capture', 'take', 'print', 'load']);

/** Git's verbs act on a repository as operations, not as record edits. */
const GIT_NOUNS = new Set(['repository', 'repo', 'branch', 'commit', 'remote', 'tag', 'worktree', 'submodule', 'stash']);

/** Clocks and calendars: "getting" the time in a zone or a timestamp computes it. */
const TIME_NOUNS = new Set(['time', 'timestamp', 'timezone', 'date', 'duration', 'epoch', 'week', 'day', 'year', 'month']);

/** The action refined by what it acts on: "get" of many is list, "create" of a message is send, "generate" of a chart computes. */
export function refineAction(action: ToolAction, verb: string | undefined, entity: string, ev: ActionEvidence): ToolAction {
  const { parts, lead } = ev;
  const h = head(entity);
  const objectWords = parts.nounish ? parts.words : parts.after.length > 0 ? parts.after : parts.before;
  const object = objectWords.filter((w) => !QUALIFIER.has(w) || w === 'list').join(' ');
  if (lead?.alternative && (action === 'create' || action === 'delete' || action === 'update')) return 'update';
  if (action === 'get' && !READS_WHOLE.has(verb ?? '')) {
    if (lead?.action === 'list') return 'list';
    // Many of a thing, before where they are ("tasks for project", "tags for workspace").
    const first = object.split(/ (?:for|of|in|on|by|from|under) /)[0] ?? '';
    const plural = (phrase: string) => phrase !== '' && isPluralPhrase(phrase) && !AGGREGATES.has(phrase.split(' ').pop() ?? '');
    // A record of events read a page at a time ("recent activity" with a limit and a since) is a listing too.
    const feed = ev.pages === true && COLLECTIVE.has(object.split(' ').pop() ?? '');
    const many = /\b(list|history|logs)$/.test(object) || plural(object) || (plural(first) && !TIME_NOUNS.has(h)) || feed;
    if (many && !(lead?.singular && lead.action === 'get')) return 'list';
  }
  if (action === 'get' && TIME_NOUNS.has(h) && !ev.requiredId) return 'compute';
  if (ev.requiredGeometry && !ev.requiredId && !ev.requiredQuery && action !== 'send') return 'compute';
  if ((action === 'get' || action === 'list') && ev.requiredQuery) return 'search';
  // "search_detail": the detail of a search hit is one record read.
  if (action === 'search' && parts.after.length > 0 && parts.after.every((w) => QUALIFIER.has(w) || w === 'detail')) return 'get';
  if (action === 'list' || action === 'get') {
    if (verb === 'find' || verb === 'lookup' || verb === 'match') return ev.requiredQuery ? 'search' : action;
  }
  if (action === 'search') {
    if ((verb === 'find' || verb === 'discover') && !ev.requiredQuery) return isPluralPhrase(object) || ev.returnsArray ? 'list' : 'get';
    if (verb === 'query' && ev.requiredCode) return 'execute';
  }
  if (action === 'create' || action === 'compute') {
    if (['generate', 'render', 'draw', 'plot'].includes(verb ?? '') && CHART_NOUNS.has(h)) return 'compute';
    if (h === 'number' || h === 'sum') return 'compute';
  }
  if (['clone', 'push', 'pull', 'checkout'].includes(verb ?? '') && GIT_NOUNS.has(h)) return 'execute';
  // Copying or moving a message files it; it sends nothing (copy-mail-message was "Sent the mail message.").
  if ((action === 'create' || action === 'execute') && (MESSAGE_NOUNS.has(entity) || MESSAGE_NOUNS.has(h)) && !parts.words.includes('draft') && !['copy', 'duplicate', 'move', 'clone', 'save', 'import'].includes(verb ?? '')) return 'send';
  if (action === 'send' && verb === 'push' && !MESSAGE_NOUNS.has(h)) return 'execute';
  if (['open', 'close', 'select', 'resize', 'upload', 'attach', 'reset'].includes(verb ?? '') && UI_NOUNS.has(h)) return 'control';
  if (ev.requiredSelector && (action === 'create' || action === 'update' || action === 'delete')) return 'control';
  return action;
}

/** Runs that only look (an audit, a lint, an analysis) leave nothing to take back. */
const OBSERVES = new Set(['analyze', 'analyse', 'lint', 'audit', 'scan', 'diagnose', 'profile', 'benchmark', 'debug', 'test', 'simulate', 'predict', 'infer']);

/** Runs that set something up can be undone by their opposite (uninstall, delete the clone, roll back the build). */
const UNDOABLE = new Set(['install', 'reinstall', 'build', 'rebuild', 'clone', 'checkout', 'stash', 'integrate', 'backup', 'sync']);

/** Whether the effect can be taken back. Reads and computations have nothing to undo; deletes, sends and runs do not come back. */
export function isReversible(action: ToolAction, verb: string | undefined, description: string, annotations: Record<string, unknown> | undefined): boolean {
  if (action === 'list' || action === 'get' || action === 'search' || action === 'compute') return true;
  if (/\b(cannot|can ?not|can't) be (undone|reversed|recovered|restored)|\birreversibl[ey]|\bpermanently\b|\bunrecoverabl/i.test(description)) return false;
  if (action === 'delete' || action === 'send') return false;
  if (action === 'execute') return annotations?.readOnlyHint === true || OBSERVES.has(verb ?? '') || UNDOABLE.has(verb ?? '');
  if (['purchase', 'buy', 'order', 'pay', 'charge', 'transfer', 'publish', 'deploy', 'terminate', 'kill', 'revoke'].includes(verb ?? '')) return false;
  return true;
}
