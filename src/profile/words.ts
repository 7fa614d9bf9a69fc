// Word handling for profiles: split identifiers in any style, singular and plural nouns, base forms of verbs.
import { MASS_NOUNS } from '../util/english.js';

/** A name split into lower-case words, keeping where its separators (_ - . / space) fell. */
export interface NameWords {
  words: string[];
  /** segment[i] is the index of the separator-delimited segment word i came from (camelCase stays in one). */
  segment: number[];
  /** How many words came before the last version token ("im_v1_message_create" -> 1): a product prefix, not the object. */
  beforeVersion: number;
}

const VERSION = /^v\d+$/;

/** "agency-hosting_listPHPExtensionsForAWebsiteV1" -> agency hosting list php extensions for a website (v1 dropped). */
export function splitName(name: string): NameWords {
  // One pass over the characters (this runs for every name and property of a catalog): a word ends at a separator,
  // at a lower-to-upper step ("listIssues"), and before the last capital of a run that a lower case letter follows ("PHPExtensions").
  const words: string[] = [];
  const segment: number[] = [];
  let beforeVersion = 0;
  let seg = 0;
  let start = -1;
  const kind = (c: number) => (c >= 97 && c <= 122 ? 1 : c >= 65 && c <= 90 ? 2 : c >= 48 && c <= 57 ? 3 : 0);
  const flush = (end: number) => {
    if (start < 0) return;
    const raw = name.slice(start, end);
    start = -1;
    // "installWebsiteSSLV1": a version glued to a capitalised word is still a version.
    const glued = raw.match(/^([A-Z]{2,})(V\d+)$/);
    if (glued) {
      words.push((glued[1] as string).toLowerCase());
      segment.push(seg);
      beforeVersion = words.length;
      return;
    }
    const w = raw.toLowerCase();
    if (VERSION.test(w)) {
      beforeVersion = words.length;
      return;
    }
    words.push(w);
    segment.push(seg);
  };
  for (let i = 0; i < name.length; i++) {
    const k = kind(name.charCodeAt(i));
    if (k === 0) {
      if (start >= 0) {
        flush(i);
        seg++;
      }
      continue;
    }
    if (start >= 0 && k === 2) {
      const prev = kind(name.charCodeAt(i - 1));
      const next = i + 1 < name.length ? kind(name.charCodeAt(i + 1)) : 0;
      if (prev === 1 || (prev === 2 && next === 1)) flush(i);
    }
    if (start < 0) start = i;
  }
  flush(name.length);
  return { words, segment, beforeVersion: beforeVersion < words.length ? beforeVersion : 0 };
}

export function splitWords(text: string): string[] {
  return splitName(text).words;
}

/** Words that look plural but are not (or have no singular worth using). */
export const INVARIANT: ReadonlySet<string> = new Set([
  'postgres', 'docs', 'devtools', 'tools', 'windows', 'ads', 'sales', 'goods', 'earnings', 'savings', 'customs',
  'news', 'series', 'species', 'status', 'analytics', 'statistics', 'metadata', 'data', 'media', 'access', 'address', 'process',
  'business', 'success', 'progress', 'canvas', 'alias', 'atlas', 'kubernetes', 'redis', 'ios', 'macos', 'https', 'http', 'css',
  'settings', 'details', 'mongodb', 'always', 'dns', 'vps', 'sms', 'aws', 'gcs', 'cms', 'plus', 'bonus', 'campus',
  'focus', 'virus', 'corpus', 'census', 'consensus', 'chaos', 'lens', 'gas', 'class', 'glass', 'pass', 'bypass', 'boss', 'loss',
  'thinking', 'weather', 'hardware', 'software', 'feedback', 'information', 'documentation', 'equipment', 'ssl', 'this', 'its',
  'various', 'previous', 'numerous', 'famous', 'anonymous', 'obvious', 'continuous', 'synchronous', 'asynchronous', 'yes', 'axis',
  'analysis', 'basis', 'diagnosis', 'thesis', 'crisis', 'emphasis', 'hypothesis', 'synopsis', 'genesis', 'redis', 'os', 'us', 'is',
  'has', 'was', 'does', 'goes', 'as', 'less', 'unless', 'across', 'express', 'wireless', 'headless', 'serverless', 'stateless',
  ...MASS_NOUNS,
]);

const IRREGULAR: Record<string, string> = {
  people: 'person', children: 'child', indices: 'index', vertices: 'vertex', matrices: 'matrix', criteria: 'criterion',
  analyses: 'analysis', diagnoses: 'diagnosis', men: 'man', women: 'woman', mice: 'mouse', feet: 'foot', teeth: 'tooth',
  aliases: 'alias', biases: 'bias', canvases: 'canvas', statuses: 'status', caches: 'cache', niches: 'niche', leaves: 'leaf',
  lives: 'life', knives: 'knife', halves: 'half', shelves: 'shelf', wolves: 'wolf', selves: 'self', phenomena: 'phenomenon',
  schemata: 'schema', appendices: 'appendix', quizzes: 'quiz', buses: 'bus', ids: 'id', ips: 'ip', uris: 'uri', apis: 'api',
};

/** "ies" words whose singular keeps "ie" (cookie, movie), not "y". */
const IE_WORDS = new Set(['cookie', 'movie', 'zombie', 'selfie', 'rookie', 'goalie', 'pie', 'tie', 'lie', 'calorie', 'prairie', 'smoothie', 'hoodie', 'freebie', 'genie', 'sortie', 'newbie', 'walkie', 'talkie', 'lorie', 'specie']);

/** "-ics" words that are one thing (analytics, usage metrics): every other one is a plural, epics of epic and topics of
 * topic (Shortcut's epics-update said "Updated the epics “Checkout flow epic”"). */
const ICS_MASS = /(analytics|statistics|metrics|diagnostics|physics|economics|mathematics|politics|ethics|logistics|graphics|electronics|genetics|semantics|dynamics|mechanics|optics|robotics|ergonomics|lyrics|basics|heuristics|forensics|acoustics|aesthetics|athletics|demographics|linguistics|informatics|telematics)$/;

/** The singular of one lower-case word; words that are not plural come back unchanged. */
export function singularWord(w: string): string {
  if (w in IRREGULAR) return IRREGULAR[w] as string;
  if (w.length <= 3 || INVARIANT.has(w) || !w.endsWith('s') || /(ss|us|is|ous|js)$/.test(w) || ICS_MASS.test(w)) return w;
  if (w.endsWith('ies')) return IE_WORDS.has(w.slice(0, -1)) ? w.slice(0, -1) : w.slice(0, -3) + 'y';
  if (/(sses|xes|zzes|ches|shes)$/.test(w)) return w.slice(0, -2);
  return w.slice(0, -1);
}

/** Modifiers are singular in English ("test signature", not "tests signature"); "docs" as a head stays (documentation). */
const MODIFIER: Record<string, string> = { docs: 'doc' };

/** Singular of a noun phrase: head and modifiers ("tests signatures" -> "test signature"). */
export function singularPhrase(phrase: string): string {
  return phrase
    .split(' ')
    .map((w, i, all) => (i < all.length - 1 ? (MODIFIER[w] ?? singularWord(w)) : singularWord(w)))
    .join(' ');
}

/** True when the head of the phrase is a plural noun ("issues", "indices"), not an invariant one ("status"). */
export function isPluralPhrase(phrase: string): boolean {
  const last = phrase.split(' ').pop() ?? '';
  return singularWord(last) !== last;
}

/** The plural of a singular noun phrase: "dns record" -> "dns records", "policy" -> "policies". */
export function pluralPhrase(phrase: string): string {
  const words = phrase.split(' ');
  const w = words.pop() ?? '';
  const inverse = Object.entries(IRREGULAR).find(([, s]) => s === w)?.[0];
  let p: string;
  if (inverse) p = inverse;
  else if (INVARIANT.has(w) && !/(ss|us|is)$/.test(w)) p = w;
  else if (/[^aeiou]y$/.test(w)) p = w.slice(0, -1) + 'ies';
  else if (/is$/.test(w)) p = w.slice(0, -2) + 'es';
  else if (/(s|x|z|ch|sh)$/.test(w)) p = w + 'es';
  else p = w + 's';
  return [...words, p].join(' ');
}

/** Candidate base forms of an inflected verb, best first: "retrieves" -> retrieve, "searches" -> search, "running" -> run. */
export function verbBases(w: string): string[] {
  const out = [w];
  if (w.endsWith('ies')) out.push(w.slice(0, -3) + 'y');
  if (w.endsWith('es')) out.push(w.slice(0, -2));
  if (w.endsWith('s') && !w.endsWith('ss')) out.push(w.slice(0, -1));
  if (w.endsWith('ing')) {
    const stem = w.slice(0, -3);
    out.push(stem, stem + 'e');
    if (/(.)\1$/.test(stem)) out.push(stem.slice(0, -1));
  }
  if (w.endsWith('ed')) {
    const stem = w.slice(0, -2);
    out.push(stem, w.slice(0, -1));
    if (stem.endsWith('i')) out.push(stem.slice(0, -1) + 'y');
    if (/(.)\1$/.test(stem)) out.push(stem.slice(0, -1));
  }
  return out;
}

/** Words that never head an entity: determiners, quantifiers, fillers. */
export const FILLER: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'all', 'any', 'each', 'every', 'some', 'one', 'or', 'more', 'multiple', 'many', 'several', 'new', 'existing',
  'specific', 'specified', 'given', 'single', 'particular', 'current', 'available', 'my', 'your', 'our', 'their', 'its', 'this',
  'that', 'these', 'those', 'detailed', 'full', 'complete', 'comprehensive', 'basic', 'custom', 'bulk', 'batch', 'certain', 'other',
  'selected', 'provided', 'accessible', 'relevant', 'recent', 'latest', 'top', 'most', 'entire', 'individual', 'own', 'read-only',
  'combined', 'optional', 'arbitrary', 'simple', 'advanced', 'unsafe', 'safe', 'raw', 'various', 'up-to-date', 'quick',
]);

/** Words that qualify an object without being it: "get_issue_details", "projects-get-by-id", "rich_menu_list". */
export const QUALIFIER: ReadonlySet<string> = new Set(['details', 'detail', 'info', 'information', 'list', 'by', 'id', 'ids', 'uid', 'paginated', 'all', 'api', 'tool', 'mcp', 'object', 'objects', 'unsafe', 'safe', 'async', 'sync', 'beta', 'experimental', 'deprecated', 'legacy', 'raw', 'simple', 'advanced', 'bulk', 'batch', 'v2', 'new']);

/** Qualifiers that may stand as the object when nothing else is left ("learn_shopify_api" acts on the API). */
export const SOFT_QUALIFIER: ReadonlySet<string> = new Set(['api', 'list', 'tool']);

/** Prepositions and conjunctions that end a noun phrase. */
export const BREAK: ReadonlySet<string> = new Set([
  'among', 'against', 'like', 'per', 'since', 'until', 'while', 'because', 'such', 'around', 'near', 'nearby',
  'for', 'from', 'in', 'into', 'on', 'onto', 'of', 'to', 'with', 'within', 'by', 'using', 'via', 'and', 'or', 'at', 'as', 'about',
  'under', 'over', 'between', 'across', 'that', 'which', 'who', 'where', 'when', 'if', 'than', 'based', 'including', 'without',
  'through', 'after', 'before', 'is', 'are', 'be', 'can', 'will', 'should', 'must', 'may', 'it', 'they', 'you', 'so', 'then', 'but',
]);
