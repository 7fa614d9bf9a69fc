// How people name an enum value or a yes/no option: "urgent" for priority "high" (where the enum has no "urgent"),
// "biggest first" for sortBy "size", "with the picture" for includeImage. The model learns to map words to values.
import type { Rng } from '../../util/random.js';
import { keyWords, valueWords } from '../../util/english.js';

/** Phrases by field class and value; `{k}` is the field in words. Each phrase follows the thing it qualifies. */
const BY_CLASS: Array<[RegExp, Record<string, string[]>]> = [
  [
    /priority|urgency|importance/,
    {
      low: ['with low priority', 'no rush on it', 'whenever there is time'],
      medium: ['with normal priority', 'medium priority'],
      normal: ['with normal priority'],
      high: ['urgent', 'as a high priority', 'top priority'],
      urgent: ['urgent', 'ASAP', 'drop-everything urgent'],
      critical: ['critical', 'as critical'],
    },
  ],
  [
    /severity|level/,
    {
      info: ['just informational', 'info level'],
      warning: ['as a warning', 'warning level'],
      critical: ['critical', 'page-worthy critical'],
      error: ['at error level', 'errors only'],
      debug: ['at debug level', 'debug-level'],
    },
  ],
  [
    /status|state|stage/,
    {
      open: ['that are still open', 'still open'],
      new: ['that just came in', 'brand new'],
      pending: ['still pending', 'waiting on someone'],
      in_progress: ['being worked on', 'in progress'],
      done: ['finished', 'already done'],
      solved: ['already solved', 'resolved'],
      closed: ['closed'],
      draft: ['as a draft', 'not published yet'],
      in_review: ['waiting for review', 'in review'],
      published: ['live', 'published'],
      lead: ['still just a lead'],
      qualified: ['qualified'],
      customer: ['already a customer', 'paying customer'],
      churned: ['churned', 'lost as a customer'],
      won: ['won', 'closed-won'],
      lost: ['lost', 'closed-lost'],
    },
  ],
  [
    /visibility|privacy|access|audience/,
    {
      private: ['private', 'only visible to me'],
      team: ['visible to the team', 'team-only'],
      public: ['public', 'visible to everyone'],
      busy_only: ['showing only that I am busy', 'busy-only for others'],
      attendees: ['with details for attendees only'],
      everyone: ['with details visible to everyone'],
    },
  ],
  [/permission|role|mode/, { view: ['view-only', 'read-only'], comment: ['allowing comments', 'comment access'], edit: ['with edit rights', 'editable'] }],
  [
    /sort|order/,
    {
      asc: ['oldest first', 'in ascending order'],
      desc: ['newest first', 'most recent first'],
      size: ['biggest first', 'sorted by size'],
      name: ['alphabetically', 'sorted by name'],
      date: ['by date'],
      created: ['by creation date'],
      updated: ['most recently changed first'],
    },
  ],
  [
    /format|type|output|encoding/,
    {
      json: ['as JSON'],
      markdown: ['in Markdown'],
      md: ['in Markdown'],
      text: ['as plain text'],
      csv: ['as a CSV'],
      png: ['as a PNG'],
      jpeg: ['as a JPEG', 'as a JPG'],
      webp: ['as WebP'],
      pdf: ['as a PDF'],
      html: ['as HTML'],
      resource: ['as an embedded resource'],
      resourcelink: ['as a link', 'as a resource link'],
      blob: ['as a binary blob', 'binary'],
      error: ['for an error', 'showing an error'],
      success: ['for a success', 'showing success'],
      debug: ['at debug level'],
    },
  ],
  [/channel|via|source/, { email: ['that came in by email', 'by email'], chat: ['from the chat widget', 'via chat'], phone: ['that came in by phone', 'by phone'] }],
  [/tier|storage|class/, { hot: ['in hot storage'], cold: ['in cold storage'], archive: ['in the archive tier', 'archived cold'] }],
  [/colou?r/, { yellow: ['in yellow'], blue: ['in blue'], green: ['in green'], red: ['in red'] }],
];

/** City names people shorten. */
const ALIASES: Record<string, string[]> = { 'new york': ['NYC', 'New York City'], 'los angeles': ['LA', 'L.A.'], chicago: ['Chicago'], 'san francisco': ['SF', 'San Francisco'] };

/** A phrase for an enum value of a field; the literal value in words where nothing better is known. */
export function enumPhrase(key: string, value: unknown, rng: Rng, values: readonly unknown[] = [value], action = 'list'): string {
  const k = key.toLowerCase();
  const v = String(value);
  const norm = v.toLowerCase().replace(/[\s-]+/g, '_');
  // "urgent" means priority "high" only where the enum has no "urgent" of its own.
  const others = values.map((x) => String(x).toLowerCase()).filter((x) => x !== v.toLowerCase());
  const clear = (p: string) => !others.some((o) => new RegExp(`\\b${o.replace(/[^a-z0-9]/g, '.')}\\b`, 'i').test(p));
  // A state given to something new is set, not filtered by: "marked in progress", not "that are still open".
  if (/status|state|stage/.test(k) && !['list', 'search', 'get'].includes(action) && norm !== 'draft') return rng.pick([`marked ${valueWords(v)}`, `as ${valueWords(v)}`]);
  for (const [re, table] of BY_CLASS) {
    if (!re.test(k)) continue;
    const hits = (table[norm] ?? table[norm.replace(/_/g, '')] ?? []).filter(clear);
    // People mostly say it their way ("waiting on someone" for pending); the model must map it to the value.
    const own = hits.filter((h) => !new RegExp(`\\b${valueWords(v).toLowerCase()}\\b`, 'i').test(h));
    if (own.length > 0 && rng.next() < 0.7) return rng.pick(own);
    if (hits.length > 0) return rng.pick(hits);
  }
  const alias = ALIASES[v.toLowerCase()];
  if (alias) return `for ${rng.pick(alias)}`;
  const words = valueWords(v);
  const field = keyWords(key);
  return rng.pick([`with ${words} as the ${field}`, `${words} ${field}`, `with a ${field} of ${words}`]);
}

/** The same phrase table, read the other way: does `text` say this enum value? (Used by tests and the LLM check.) */
export function enumSynonyms(key: string, value: string): string[] {
  const k = key.toLowerCase();
  const norm = value.toLowerCase().replace(/[\s-]+/g, '_');
  return BY_CLASS.filter(([re]) => re.test(k)).flatMap(([, t]) => t[norm] ?? []);
}

const BOOLEAN_PHRASES: Array<[RegExp, string[], string[]]> = [
  [/^next_?thought_?needed$/i, ['with more steps to come after it', 'and keep going after this one'], ['and stop after this one', 'as the last step']],
  [/^is_?revision$/i, ['as a revision of an earlier step'], ['as a new step, not a revision']],
  [/^dry_?run$/i, ['just as a dry run, so nothing changes yet', 'as a preview only'], ['for real, not a dry run', 'and apply it right away']],
  [/^pinned?$/i, ['pinned to the top', 'and pin it'], ['not pinned', 'without pinning it']],
  [/^watch(ing)?$/i, ['and subscribe me to changes', 'and keep me posted on changes'], ['without subscribing me']],
  [/^recursive(ly)?$/i, ['including everything in subfolders', 'recursively'], ['only the top level']],
  [/^force$/i, ['even if it complains', 'forcing it'], ['without forcing anything']],
  [/^(verbose|detailed)$/i, ['with all the details', 'in full detail'], ['just the short version']],
  [/^(notify|send_?notification)s?$/i, ['and let people know', 'with a notification'], ['quietly, without notifying anyone']],
  [/^case_?sensitive$/i, ['matching case exactly'], ['ignoring case']],
  [/^(archived|include_?archived)$/i, ['including archived ones'], ['leaving out archived ones']],
  [/^public$/i, ['visible to everyone', 'public'], ['private', 'not public']],
];

/** A phrase for a yes/no option: "including the image" for includeImage true; undefined where no phrase is natural. */
export function booleanPhrase(key: string, value: boolean, rng: Rng): string | undefined {
  for (const [re, yes, no] of BOOLEAN_PHRASES) if (re.test(key)) return rng.pick(value ? yes : no);
  const words = keyWords(key).toLowerCase();
  const include = words.match(/^(include|with|show|add|return|attach)s? (.+)$/);
  if (include) return value ? rng.pick([`including the ${include[2]}`, `with the ${include[2]}`]) : rng.pick([`without the ${include[2]}`, `leaving out the ${include[2]}`]);
  const is = words.match(/^(is|has|enable|enabled|allow|use)s? (.+)$/);
  if (is) return value ? `with ${is[2]} on` : `with ${is[2]} off`;
  return undefined;
}
