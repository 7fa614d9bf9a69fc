// Which arguments a request mentions: every required one, and the optional ones a person would naturally add. People
// add details in their own words ("the last five", "due next Friday", "urgent", "including archived ones"), so where a
// tool takes such a detail and the request has none yet, one is usually added: the model then learns to turn the
// wording into the value rather than to copy it.
import type { CatalogTool, SemanticType } from '../../records/index.js';
import type { Rng } from '../../util/random.js';
import type { SpeechProfile } from '../../catalog/speech-profile.js';
import { booleanPhrases } from '../language/enum-phrases.js';
import { echoedCount, PLUMBING, saidInOwnWords } from './own-words.js';

type Schema = Record<string, unknown>;

const EXCLUSIVE: Array<[string, string]> = [['head', 'tail'], ['first', 'last'], ['before', 'after']];
const PAGING = /^(cursor|page_?token|next_?token|offset|skip|page|after|before|start_?cursor)$/i;

/** How likely an optional argument is mentioned, by what a person would naturally add. */
const OPTIONAL_ODDS: Partial<Record<SemanticType, number>> = { enum: 0.6, count: 0.65, date: 0.6, datetime: 0.6, boolean: 0.35, query: 0.35, title: 0.45, free_text: 0.4, name: 0.35, email: 0.3, path: 0.2, url: 0.4 };

/** The most optional details one request names (when not asked for all of them). */
const MAX_OPTIONAL = 3;

/** How often a request with no detail in the user's own words gains one the tool takes. */
const OWN_WORDS_ODDS = 0.9;

export interface KeyOptions {
  rng: Rng;
  optional: 'none' | 'some' | 'all';
  /** The user has a handle of their own ("assign it to me"). */
  me: boolean;
}

function props(tool: CatalogTool): Record<string, Schema> {
  return (tool.inputSchema.properties ?? {}) as Record<string, Schema>;
}

export function chooseKeys(tool: CatalogTool, profile: SpeechProfile, opts: KeyOptions): string[] {
  const required = new Set(Array.isArray(tool.inputSchema.required) ? (tool.inputSchema.required as string[]) : []);
  const eligible = (k: string, s: Schema) => !PAGING.test(k) && s?.deprecated !== true && !((profile.params[k] ?? 'other') === 'boolean' && booleanPhrases(k, true) === undefined);
  const keys = Object.entries(props(tool)).flatMap(([k, s]) => {
    if (required.has(k)) return [k];
    if (opts.optional === 'none' || !eligible(k, s) || echoedCount(tool, k)) return [];
    const type = profile.params[k] ?? 'other';
    // Plumbing switches ("include headers", "exclude response") are rarely what a person asks about.
    const odds = opts.optional === 'all' ? 1 : PLUMBING.test(k) ? 0.05 : (OPTIONAL_ODDS[type] ?? 0.1) * (profile.action === 'create' ? 1.3 : 1);
    return opts.rng.next() < odds ? [k] : [];
  });
  // A person adds a few details, not ten: at most three optional ones, and at most two dates.
  const optional = keys.filter((k) => !required.has(k));
  const isDate = (k: string) => ['date', 'datetime'].includes(profile.params[k] ?? '') || ['date', 'date-time'].includes(String(props(tool)[k]?.format));
  for (const k of opts.optional === 'some' ? opts.rng.shuffle(optional) : []) {
    const extra = keys.filter((x) => !required.has(x));
    if (extra.length > MAX_OPTIONAL || (isDate(k) && keys.filter(isDate).length > 2)) keys.splice(keys.indexOf(k), 1);
  }
  // No detail in the user's own words yet: add one the tool takes, as people do ("the last five", "urgent").
  const own = (k: string) => saidInOwnWords(k, props(tool)[k] ?? {}, profile.params[k] ?? 'other', profile, opts.me);
  if (opts.optional === 'some' && !keys.some(own) && opts.rng.next() < OWN_WORDS_ODDS) {
    // Not a plumbing switch ("exclude response", "include headers"): nobody asks for those unprompted.
    const extra = Object.entries(props(tool)).filter(([k, s]) => !keys.includes(k) && eligible(k, s) && own(k) && !PLUMBING.test(k) && !echoedCount(tool, k));
    if (extra.length > 0) keys.push(opts.rng.pick(extra)[0]);
  }
  // Some options exclude each other (read the first lines or the last ones): keep the first of such a pair.
  for (const [a, b] of EXCLUSIVE) if (keys.includes(a) && keys.includes(b) && !required.has(b)) keys.splice(keys.indexOf(b), 1);
  // An update that changes nothing is no request: name at least one field to change.
  // A required body of fields (Graph's) holds the changes already; a plumbing switch ("turn exclude response on") is
  // never the change a person asks for.
  const bodyRequired = [...required].some((k) => Object.keys((props(tool)[k]?.properties ?? {}) as Schema).length > 0);
  if (profile.action === 'update' && !bodyRequired && keys.every((k) => required.has(k))) {
    const optional = Object.keys(props(tool)).filter((k) => !required.has(k) && !PAGING.test(k) && !PLUMBING.test(k));
    const plain = optional.filter((k) => (profile.params[k] ?? 'other') !== 'json');
    // A patch of fields (LaunchDarkly's AIConfigPatch) when nothing else can change: said field by field.
    const patches = optional.filter((k) => Object.keys((props(tool)[k]?.properties ?? {}) as Schema).length > 0);
    const pool = plain.length > 0 ? plain : patches;
    if (pool.length > 0) keys.push(opts.rng.pick(pool));
  }
  // Inputs that stand in for one another ("Not required if location_name or city_name is provided"): one of them is
  // needed, or the server refuses (the real weather server's get_forecast: "Provide one of: coordinates, ...").
  for (const choice of eitherOf(tool)) if (!choice.some((alt) => alt.every((k) => keys.includes(k)))) keys.push(...(choice[0] as string[]).filter((k) => !keys.includes(k)));
  // Arguments keep the schema's order, so the request reads in the order the tool lists them.
  const order = Object.keys(props(tool));
  return keys.sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

const UNLESS = /\b(?:not required if|required unless) ((?:\w+(?:, | or | and )?)+) (?:is|are) (?:provided|given|set|true)/i;

/** Groups of inputs of which one is needed, by what their descriptions say: each a list of alternatives (inputs that
 * share a condition go together: latitude with longitude), the one to give first (not a "saved" one, which must
 * exist already). */
export function eitherOf(tool: CatalogTool): string[][][] {
  let groups = EITHER.get(tool);
  if (!groups) EITHER.set(tool, (groups = readEither(tool)));
  return groups;
}

// Read once per tool object (every call planned for it asks), held weakly so it goes with the catalog.
const EITHER = new WeakMap<CatalogTool, string[][][]>();

function readEither(tool: CatalogTool): string[][][] {
  const all = props(tool);
  const byCondition = new Map<string, string[]>();
  for (const [k, s] of Object.entries(all)) {
    const m = UNLESS.exec(String(s?.description ?? ''));
    if (m) byCondition.set(m[1] as string, [...(byCondition.get(m[1] as string) ?? []), k]);
  }
  return [...byCondition].map(([names, shared]) => {
    const others = names.split(/, | or | and /).filter((n) => n in all && !shared.includes(n)).map((n) => [n]);
    const unsaved = others.filter(([n]) => !/\bsaved\b/i.test(String(all[n as string]?.description ?? '')));
    return [...unsaved, shared, ...others.filter((o) => !unsaved.includes(o))];
  }).filter((choice) => choice.length > 1);
}
