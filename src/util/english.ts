// English morphology both the task writer and the answer writer need: plurals, articles, verb forms, number words
// and lists joined the way people join them. Small rule sets with exception tables; no dictionary.
import { memoized } from './memo.js';

export const IRREGULAR_PLURAL: Record<string, string> = {
  person: 'people',
  child: 'children',
  man: 'men',
  woman: 'women',
  datum: 'data',
  index: 'indexes',
  analysis: 'analyses',
  status: 'statuses',
  alias: 'aliases',
  criterion: 'criteria',
  medium: 'media',
  schema: 'schemas',
  // Not a Latin -us word: "rich menus" was said "rich menuses".
  menu: 'menus',
};
/** Mass nouns a profile's entity may be: no plural ("search at most five knowledges" was asked of a knowledge base). */
export const MASS_NOUNS = ['knowledge', 'research', 'evidence', 'advice', 'traffic', 'guidance', 'weather'];
const UNCOUNTABLE = new Set(['data', 'media', 'information', 'feedback', 'metadata', 'software', 'news', 'logging', 'thinking', 'content', 'memory', ...MASS_NOUNS]);

/** The plural of the last word of a noun phrase: "dns record" -> "dns records", "share link" -> "share links". */
export function pluralise(phrase: string): string {
  const words = phrase.split(' ');
  const last = words.pop() ?? '';
  const lower = last.toLowerCase();
  let plural: string;
  if (IRREGULAR_PLURAL[lower]) plural = IRREGULAR_PLURAL[lower] as string;
  else if (IRREGULAR_SINGULAR[lower]) plural = last;
  else if (UNCOUNTABLE.has(lower) || (/s$/.test(lower) && !/(ss|us|is)$/.test(lower) && !S_WORD.test(lower))) plural = last;
  else if (/[^aeiou]y$/.test(lower)) plural = `${last.slice(0, -1)}ies`;
  else if (/(s|x|z|ch|sh)$/.test(lower)) plural = `${last}es`;
  else plural = `${last}s`;
  return [...words, plural].join(' ');
}

export const IRREGULAR_SINGULAR: Record<string, string> = Object.fromEntries(Object.entries(IRREGULAR_PLURAL).map(([s, p]) => [p, s]));

/** Singular words that end in -s ("alias", "canvas", "status"): their plural adds "es", and they are no plural. */
export const S_WORD = /(alias|bus|gas|canvas|bias|atlas|bonus|virus|campus|census|focus|lens|corpus|iris|chorus|cactus|genus|nexus|surplus|status|prometheus|radius|syllabus|consensus|apparatus)$/;
/** Plurals of words that end in -s themselves: these drop "es", every other -ses word only "s". */
const S_WORD_PLURALS = new RegExp(`${S_WORD.source.slice(0, -1)}es$`);

/** The singular of the last word: "entities" -> "entity", "directories" -> "directory", "aliases" -> "alias". */
export function singularise(phrase: string): string {
  const words = phrase.split(' ');
  const last = words.pop() ?? '';
  const lower = last.toLowerCase();
  let single = last;
  if (IRREGULAR_SINGULAR[lower]) single = IRREGULAR_SINGULAR[lower] as string;
  else if (UNCOUNTABLE.has(lower) || /(ss|us|is)$/.test(lower) || S_WORD.test(lower)) single = last;
  else if (/ies$/.test(lower) && lower.length > 4) single = `${last.slice(0, -3)}y`;
  // "databases" is one database, "responses" one response: only -sses, -xes, -zes, -ches, -shes and the -s words
  // (buses, gases, canvases) lose "es" ("metabases" was said "one metabas").
  else if (/(sses|xes|zes|ches|shes)$/.test(lower) || S_WORD_PLURALS.test(lower)) single = last.slice(0, -2);
  else if (/s$/.test(lower)) single = last.slice(0, -1);
  return [...words, single].join(' ');
}

/** A noun phrase's head noun, singular and lower case: "mail folder messages" -> "message". */
export function headNoun(phrase: string): string {
  return singularise(phrase.split(' ').at(-1) ?? phrase).toLowerCase();
}

/** "a" or "an" before a word, by its sound as far as spelling tells: "an issue", "a user", "an SSH key", "an hour". */
export function article(next: string): 'a' | 'an' {
  const w = next.trim();
  if (/^(hour|honest|heir)/i.test(w)) return 'an';
  if (/^[A-Z]{2,}/.test(w)) return /^[AEFHILMNORSX]/.test(w) ? 'an' : 'a';
  if (/^(uni(?!n)|use|usu|eu|one\b|once|ur[aeiou])/i.test(w)) return 'a';
  return /^[aeiou]/i.test(w) ? 'an' : 'a';
}

export function withArticle(phrase: string): string {
  return `${article(phrase)} ${phrase}`;
}

const IRREGULAR_PAST: Record<string, string> = {
  get: 'got',
  send: 'sent',
  find: 'found',
  make: 'made',
  read: 'read',
  write: 'written',
  run: 'run',
  set: 'set',
  put: 'put',
  give: 'given',
  take: 'taken',
  show: 'shown',
  begin: 'begun',
  build: 'built',
  shut: 'shut',
  reset: 'reset',
  upload: 'uploaded',
  // Said as what was done ("Went to the previous page"): browser_go_back's server said "Goed to previous page".
  go: 'went',
  pay: 'paid',
  buy: 'bought',
  draw: 'drawn',
  split: 'split',
  cut: 'cut',
  hold: 'held',
  undo: 'undone',
  redo: 'redone',
  choose: 'chosen',
};

// One syllable ("tag", "plan"), or a last syllable that takes the stress ("submit", "transfer", "unpin", "control"),
// and "format": "Formated the excel range" was an answer's first word.
const DOUBLES = new Set('cancel unstar submit commit admit permit omit emit transfer refer prefer defer confer occur recur incur unpin unzip debug compel expel control patrol equip regret rebut format forbid'.split(' '));
const doublesFinal = (w: string) => (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(w) && w.length <= 4) || DOUBLES.has(w);

/** "list" -> "lists", "search" -> "searches", "copy" -> "copies". */
export function thirdPerson(verb: string): string {
  const [head = '', ...rest] = verb.split(' ');
  let v: string;
  if (head === 'have') v = 'has';
  else if (head === 'be') v = 'is';
  else if (/[^aeiou]y$/.test(head)) v = `${head.slice(0, -1)}ies`;
  else if (/(s|x|z|ch|sh|o)$/.test(head)) v = `${head}es`;
  else v = `${head}s`;
  return [v, ...rest].join(' ');
}

/** "create" -> "creating", "run" -> "running", "list" -> "listing". */
export function gerund(verb: string): string {
  const [head = '', ...rest] = verb.split(' ');
  let v: string;
  if (/ie$/.test(head)) v = `${head.slice(0, -2)}ying`;
  else if (/[^aeiouy]e$/.test(head) && head !== 'be') v = `${head.slice(0, -1)}ing`;
  else if (doublesFinal(head)) v = `${head}${head.at(-1)}ing`;
  else v = `${head}ing`;
  return [v, ...rest].join(' ');
}

/** "create" -> "created", "send" -> "sent", "copy" -> "copied". */
export function pastParticiple(verb: string): string {
  const [head = '', ...rest] = verb.split(' ');
  let v: string;
  if (IRREGULAR_PAST[head]) v = IRREGULAR_PAST[head] as string;
  else if (/e$/.test(head)) v = `${head}d`;
  else if (/[^aeiou]y$/.test(head)) v = `${head.slice(0, -1)}ied`;
  else if (doublesFinal(head)) v = `${head}${head.at(-1)}ed`;
  else v = `${head}ed`;
  return [v, ...rest].join(' ');
}

// Verbs tools are named with: a tool's first word is said as what it did ("Deployed site") only when it is one of these,
// so a product or namespace ("tavily_map", "docx_v1_…", "maps_directions") is never conjugated ("Tavilied", "Mapsed").
const TOOL_VERBS = new Set(
  ('accept add analyse analyze append apply approve archive assign audit book browse build calculate cancel charge check clean clear click clone close '
  + 'combine commit compare compile compress compute configure convert copy count crawl create debug decode delete deploy describe detect diff '
  + 'decline disable download drag draw drop edit email enable encode estimate evaluate execute explain export extract fetch fill filter find fix fork '
  + 'format forward generate geocode get grant hover import index inspect install invite invoke kill label launch lint list load lock log '
  + 'login logout mark measure merge migrate monitor move navigate notify open optimize order parse patch pause pay ping plan play post '
  + 'predict press preview print process publish pull purge push query read reauthorize reboot record redeploy refresh refund register reject reload '
  + 'remove rename render reply request reset resize resolve restart restore resume retrieve revert review revoke rollback rotate run save '
  + 'scale scan schedule scrape screenshot scroll search select send set share snapshot sort split start stop submit subscribe subtract sum '
  + 'summarize sync tag test toggle track train transcribe transfer translate trigger type uninstall unlock unsubscribe update upgrade upload '
  + 'validate verify view watch write dismiss snooze unmerge unarchive reopen unassign block unblock follow unfollow mute unmute pin '
  + 'unpin star unstar suspend unpublish complete upvote').split(' '),
);

/** Whether a word is a verb a tool is named for ("deploy", "geocode"), not a product or namespace word. */
export function isToolVerb(word: string): boolean {
  return TOOL_VERBS.has(word);
}

/** The counts people write as words, zero to twelve (numberWord). */
export const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** Small counts in words ("five"), larger ones as digits: how people write counts in prose. */
export function numberWord(n: number): string {
  return Number.isInteger(n) && n >= 0 && n < SMALL.length ? (SMALL[n] as string) : String(n);
}

/** "1 file", "3 files", "no files". */
export function countOf(n: number, noun: string, plural = pluralise(noun)): string {
  if (n === 0) return `no ${plural}`;
  return `${numberWord(n)} ${n === 1 ? noun : plural}`;
}

/** "a", "a and b", "a, b and c" (and "or" on request). */
export function joinList(items: readonly string[], conj: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conj} ${items.at(-1)}`;
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "dueDate", "due_date", "due-date" -> "due date"; "includeImage" -> "include image"; "URL" stays. */
// A deliberate process-wide memo (README, Layout): keys are few and read in every answer; a pure function. Bounded.
export const keyWords = memoized(20_000, spellKey);

function spellKey(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    // An acronym's plural is one word: "DropletIDs" is "droplet ids", not "droplet i ds"; "URLs" is "urls".
    .replace(/([A-Z]{2,})s(?=$|[^a-z])/g, (_, a: string) => `${a.toLowerCase()}s`)
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((w) => (/^[A-Z]{2,}$/.test(w) ? w : w.toLowerCase()))
    .join(' ');
}

/** "in_progress" -> "in progress", "busy_only" -> "busy only": an enum value as words. */
export function valueWords(value: string): string {
  return keyWords(value);
}

const ORDINAL_SUFFIX = (n: number) => (n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');

export function ordinal(n: number): string {
  return `${n}${ORDINAL_SUFFIX(n)}`;
}

/** A request that asks when something happened or changed ("when was it last updated?", "the newest ones"): only then
 * does an answer say when a record was made or changed (the executor), and only then is saying so no template
 * (the quality figures). */
export const ASKS_WHEN = /\b(when|what time|how long ago|created|updated|modified|changed|recent(ly)?|newest|oldest|latest|last (seen|active|login))\b/i;

// A word that says what something is (a flag's key: "archived", "pinned", "private"), not a thing or an action.
const ADJECTIVE = /(ed|able|ible|ive|al|ous|ic|ent|ant|ful|less|ary)$|^(private|public|default|open|locked|pinned|starred|draft|read|unread|online|offline|hidden|visible|live|ambiguous|primary|active|stale|dirty|empty|valid|secure|paid|free|fork)$/;

/** Whether a flag's last word says what something is: "with formula hidden", "not archived". */
export function isAdjective(word: string): boolean {
  return ADJECTIVE.test(word);
}
