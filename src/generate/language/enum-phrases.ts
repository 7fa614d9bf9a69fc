// How people name an enum value or a yes/no option: "urgent" for priority "high" (where the enum has no "urgent"),
// "biggest first" for sortBy "size", "with the picture" for includeImage. The model learns to map words to values.
import type { Rng } from '../../util/random.js';
import { keyWords, valueWords, withArticle } from '../../util/english.js';
import { BY_CLASS } from './enum-tables.js';
import { CITIES, LANGUAGES } from './banks.js';

/** A state set on a record, said the way people say it: "mark it resolved" for "solved". */
const SET_STATE: Record<string, string[]> = {
  done: ['marked finished', 'marked as complete'],
  solved: ['marked resolved', 'marked as sorted'],
  closed: ['marked wrapped up'],
  in_progress: ['marked as being worked on'],
  won: ['marked as a win'],
  lost: ['marked as a loss'],
  active: ['switched on'],
  disabled: ['switched off'],
  paused: ['put on hold'],
  cancelled: ['called off'],
  canceled: ['called off'],
};

/** File types by enum value, as people write them. */
const FILE_TYPES: Record<string, string> = { png: 'PNG', jpeg: 'JPEG', jpg: 'JPEG', webp: 'WebP', gif: 'GIF', svg: 'SVG', pdf: 'PDF', csv: 'CSV', docx: 'Word', xlsx: 'Excel' };

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
  if (/status|state|stage/.test(k) && !['list', 'search', 'get'].includes(action) && norm !== 'draft') {
    const own = (SET_STATE[norm] ?? []).filter(clear);
    return own.length > 0 && rng.next() < 0.7 ? rng.pick(own) : rng.pick([`marked ${valueWords(v)}`, `as ${valueWords(v)}`]);
  }
  // Codes said as names: "in Germany" for "DE", "in Japanese" for "ja".
  const country = /country|region|market|gl$/.test(k) ? CITIES.find(([, , code]) => code.toLowerCase() === v.toLowerCase()) : undefined;
  if (country) return rng.pick([`in ${country[1]}`, `for ${country[1]}`]);
  const language = /lang|locale|hl$/.test(k) ? LANGUAGES.find(([, code]) => code === v.toLowerCase().slice(0, 2)) : undefined;
  if (language && v.length <= 5) return rng.pick([`in ${language[0]}`]);
  // A list picked by a file type is of files of that type: "our assets in JPEG format", not "our assets as a JPG" (which
  // asks for the listing drawn as a picture).
  const fileType = FILE_TYPES[norm];
  if (fileType && /format|type|encoding/.test(k) && ['list', 'search'].includes(action)) return rng.pick([`in ${fileType} format`, `saved as ${fileType}`]);
  for (const [re, table] of BY_CLASS) {
    if (!re.test(k)) continue;
    const hits = (table[norm] ?? table[norm.replace(/_/g, '')] ?? []).filter(clear);
    // People mostly say it their way ("waiting on someone" for pending); the model must map it to the value.
    const own = hits.filter((h) => !new RegExp(`\\b${valueWords(v).toLowerCase()}\\b`, 'i').test(h));
    if (own.length > 0 && rng.next() < 0.85) return rng.pick(own);
    if (hits.length > 0) return rng.pick(hits);
  }
  const alias = ALIASES[v.toLowerCase()];
  if (alias) return `for ${rng.pick(alias)}`;
  const words = valueWords(v);
  const field = keyWords(key);
  // Units are what a measure is said in: "in hectares", not "with a units of hectares".
  if (/(^|_|[a-z])units?$/i.test(key)) return `in ${words}`;
  return rng.pick([`with ${words} as the ${field}`, `${words} ${field}`, `with ${withArticle(field)} of ${words}`]);
}

/** The same phrase table, read the other way: does `text` say this enum value? (Used by tests and the LLM check.) */
export function enumSynonyms(key: string, value: string): string[] {
  const k = key.toLowerCase();
  const norm = value.toLowerCase().replace(/[\s-]+/g, '_');
  return BY_CLASS.filter(([re]) => re.test(k)).flatMap(([, t]) => t[norm] ?? t[norm.replace(/_/g, '')] ?? []);
}

/** A flag that is the user's go-ahead ("confirm", "confirm_deletion"): true whenever the call is made, and never said
 * as a setting ("with confirm deletion off" asked for a deletion its own flag refused). */
export const CONFIRM_FLAG = /^(confirm(ed|ation)?([_ ]?(delete|deletion|removal|destroy|destruction|action|purge|overwrite|reset))?|are_?you_?sure|i_?am_?sure|user_?confirmed|i_?understand(_?\w+)?)$/i;

const BOOLEAN_PHRASES: Array<[RegExp, string[], string[]]> = [
  [/^next_?thought_?needed$/i, ['with more steps to come after it', 'and keep going after this one'], ['and stop after this one', 'as the last step']],
  [/^is_?revision$/i, ['as a revision of an earlier step'], ['as a new step, not a revision']],
  [/^dry_?run$/i, ['just as a dry run, so nothing changes yet', 'as a preview only'], ['for real, not a dry run', 'and apply it right away']],
  [/^pinned?$/i, ['pinned to the top', 'and pin it'], ['not pinned', 'without pinning it']],
  [/^is_?reminder_?on$/i, ['with a reminder', 'and remind me beforehand'], ['without a reminder', 'with no reminder']],
  [/^is_?all_?day$/i, ['as an all-day event', 'for the whole day'], ['at a set time, not all day']],
  [/^watch(ing)?$/i, ['and subscribe me to changes', 'and keep me posted on changes'], ['without subscribing me']],
  [/^recursive(ly)?$/i, ['including everything in subfolders', 'recursively'], ['only the top level']],
  [/^force$/i, ['even if it complains', 'forcing it'], ['without forcing anything']],
  [/^(verbose|detailed)$/i, ['with all the details', 'in full detail'], ['just the short version']],
  [/^(notify|send_?notification)s?$/i, ['and let people know', 'with a notification'], ['quietly, without notifying anyone']],
  [/^case_?sensitive$/i, ['matching case exactly'], ['ignoring case']],
  [/^(archived|include_?archived)$/i, ['including archived ones'], ['leaving out archived ones']],
  [/^public$/i, ['visible to everyone', 'public'], ['private', 'not public']],
  [/^(overwrite|replace|replace_?existing)$/i, ['overwriting whatever is there', 'replacing what is there'], ['without overwriting anything', 'keeping what is already there']],
  [/^(all_?namespaces|all_?tabs|all_?projects|all)$/i, ['across all of them', 'everywhere, not just the current one'], ['just the current one']],
  [/^(validate|verify|check)$/i, ['checking it first', 'with a validation pass'], ['skipping the checks']],
  [/^(debug|debug_?mode)$/i, ['with debug output', 'in debug mode'], ['without the debug noise']],
  [/^(wait|wait_?for_?completion|blocking|sync)$/i, ['and wait until it finishes', 'then wait for it to finish'], ['without waiting for it', 'in the background']],
  [/^(silent|quiet)$/i, ['quietly', 'without any noise'], ['loudly, with all the output']],
  [/^(draft|as_?draft|is_?draft)$/i, ['as a draft for now', 'as a draft'], ['ready to go out', 'as final']],
  [/^(private|is_?private)$/i, ['kept private', 'only visible to me'], ['visible to everyone']],
  [/^(full_?page|full)$/i, ['of the whole page', 'top to bottom'], ['of just what is on screen']],
  [/^(headless)$/i, ['without opening a window', 'in the background'], ['with the window showing']],
  [/^(unread|unread_?only)$/i, ['that I have not read yet', 'still unread'], ['read or not']],
  [/^(resolved|completed|done|closed)$/i, ['that are already sorted', 'already finished'], ['still outstanding', 'not finished yet']],
];

/** Keys that are a plain setting ("high_density", "squash", "auto_merge"): "with high density on". */
const SETTING = /^(auto|high|low|dark|light|safe|strict|compact|raw|pretty|minify|minified|squash|remove|delete|prune|follow|sort|strip|trim|merge|rebase|extract|render|sanitize|normali[sz]e)\b/;

/** The phrases for a yes/no option: "including the image" for includeImage true; undefined where no phrase is natural. */
export function booleanPhrases(key: string, value: boolean): string[] | undefined {
  if (CONFIRM_FLAG.test(key)) return undefined;
  for (const [re, yes, no] of BOOLEAN_PHRASES) if (re.test(key)) return value ? yes : no;
  const words = keyWords(key).toLowerCase();
  const include = words.match(/^(include|with|show|add|return|attach)s? (.+)$/);
  if (include) return value ? [`including the ${include[2]}`, `with the ${include[2]}`] : [`without the ${include[2]}`, `leaving out the ${include[2]}`];
  // A flag said as what the record is or has, not as a switch: "with enabled on" was is_enabled true.
  const is = words.match(/^(is|has|enable|enabled|allow|use)s? (.+)$/);
  if (is) {
    const [, verb, what] = is as unknown as [string, string, string];
    const thing = what.match(/^(.+) (on|enabled)$/)?.[1];
    if (verb === 'is' && thing) return value ? [`with the ${thing} on`, `with a ${thing}`] : [`with the ${thing} off`, `without a ${thing}`];
    if (verb === 'is') return /^(enabled|active|on)$/.test(what) ? (value ? ['switched on', 'turned on'] : ['switched off', 'turned off']) : value ? [`marked as ${what}`] : [`not marked as ${what}`];
    if (verb === 'has') return value ? [`with ${what}`, `that has ${what}`] : [`without ${what}`, `with no ${what}`];
    if (verb === 'allow') return value ? [`allowing ${what}`] : [`not allowing ${what}`];
    if (verb === 'use') return value ? [`using ${what}`] : [`without using ${what}`];
    return value ? [`with ${what} enabled`, `with ${what} switched on`] : [`with ${what} disabled`, `with ${what} switched off`];
  }
  const only = words.match(/^(only|just)s? (.+)$/);
  if (only) return value ? [`only the ${only[2]}`] : [`not just the ${only[2]}`, `all of them, not only the ${only[2]}`];
  const exclude = words.match(/^(exclude|skip|hide|omit|ignore|no)s? (.+)$/);
  if (exclude) return value ? [`leaving out the ${exclude[2]}`, `without the ${exclude[2]}`] : [`including the ${exclude[2]}`, `with the ${exclude[2]} too`];
  if (SETTING.test(words) && words.split(' ').length <= 3) return value ? [`with ${words} on`, `with ${words} turned on`] : [`with ${words} off`, `with ${words} turned off`];
  return undefined;
}

/** One phrase for a yes/no option, or undefined where no phrase is natural. */
export function booleanPhrase(key: string, value: boolean, rng: Rng): string | undefined {
  const phrases = booleanPhrases(key, value);
  return phrases ? rng.pick(phrases) : undefined;
}
