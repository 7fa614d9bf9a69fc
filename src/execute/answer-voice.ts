// The answer writer's voice: what it may repeat from a result (never text that addresses the assistant with
// instructions: an injected "ignore previous instructions" is data, not words to say), and how it names values.
import type { CatalogTool } from '../records/index.js';
import type { Rng } from '../util/random.js';
import type { SpeechProfile } from '../catalog/speech-profile.js';
import { MONTHS } from '../util/time.js';
import { headNoun, keyWords, singularise } from '../util/english.js';

export interface SeenResult {
  name: string;
  text: string;
  isError: boolean;
  /** The confirmation gate refused the call: it never ran. */
  denied?: boolean;
  /** The result tries to instruct the model (the scanner's first reason): never quoted, never followed. */
  injection?: string | undefined;
  structured?: unknown;
  /** The text's JSON, parsed once by the executor. */
  data?: unknown;
  args?: Record<string, unknown>;
  tool?: CatalogTool;
  /** In a chain, the record this call acts on as an earlier step named it ("the event “Demo day”"). */
  ref?: string;
  /** The field and value the user picked the record out by ("the snapshot that is in the cold tier"): said first. */
  picked?: Picked;
}

/** How the user picked a record out of a list: by a field's value, or as the one with the most or least of a field. */
export interface Picked {
  key: string;
  value?: string | number;
  order?: 'max' | 'min';
}

/** Text from a result that talks to the assistant instead of being data: never repeated as the assistant's own words. */
// A hint to read with another tool ("Use the mobile_list_available_devices tool to see available devices", as a real
// server's not-found says) is no instruction; "use the delete_all tool" is.
const INSTRUCTION = /\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|previous|above|rules|prompt)\b|\byou (must|should|need to) (now|immediately|also)\b|\bsystem prompt\b|<\/?(system|instructions?|important)>|\b(call|use|run) the [\w-]+ tool\b(?! to (see|list|find|get|check|view|look up|read)\b)|\b(send|forward|upload|post)\b.{0,40}\b(to|at)\b.{0,30}(@|https?:\/\/)|\bas an ai\b|\bassistant\s*:/i;

/** An entity whose record is a text (a file, a page, a note): its one line is what it says, not a reply. */
export const TEXTUAL = /file|document|page|note|content|text/;

export class Voice {
  /** Set when some result text was left out because it read as instructions. */
  ignored = false;
  /** The user asked when something happened: a record's creation and update times are said, first. */
  asksWhen = false;
  /** The answer reads several results: each says what it is about ("Mock file-previews-mock-us …"), since "Here it is"
   * after another call's result reads as more of that one. */
  several = false;
  constructor(readonly rng: Rng) {}

  /** The text if it is safe to repeat, else undefined (and the answer says something was ignored). */
  safe(text: string | undefined): string | undefined {
    if (text === undefined) return undefined;
    if (INSTRUCTION.test(text)) {
      this.ignored = true;
      return undefined;
    }
    return text;
  }

  quote(text: string | undefined, max = 120): string | undefined {
    const t = this.safe(text?.trim());
    if (!t) return undefined;
    return `“${t.length > max ? `${t.slice(0, max).replace(/\s+\S*$/, '')}…` : t}”`;
  }
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

/** Keys whose digits name something (an id, a phone, a zip): never read as a quantity with thousands commas. */
const NAMING_KEY = /(^|[^a-z])(id|ids|iid|uuid|key|no|num|number|code|zip|postal|postcode|phone|sha|version|year|timestamp|epoch|ts)$|Id$|ID$|Ids$/i;

/** Keys that hold an amount of something, said with thousands commas. */
export const QUANTITY_KEY = /count|total|amount|size|bytes|price|cost|sum|balance|revenue|views|downloads|followers|population|budget|salary|value|quantity|qty|number_?of|^num|duration|_ms$|ms$|seconds|tokens|rows|length|width|height|distance|area|weight|limit|threshold|max|min|capacity|usage|spend|credits|points|score/i;

/** A value as prose: ISO dates as "3 December 2026", enum-like words spaced out; `key` keeps an id's digits as they are. */
export function prose(value: string, key?: string): string {
  const d = value.match(ISO);
  if (d) return `${Number(d[3])} ${MONTHS[Number(d[2]) - 1]} ${d[1]}${d[4] && value.length > 10 ? ` at ${d[4]}:${d[5]}` : ''}`;
  // "Thu Dec 03 2026 11:46:33 GMT+0000 (...)": a Date printed by JavaScript.
  if (/^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{4} \d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value.replace(/ \(.*\)$/, '')))) return prose(new Date(Date.parse(value.replace(/ \(.*\)$/, ''))).toISOString());
  if (key !== undefined && NAMING_KEY.test(key) && /^-?\d+$/.test(value)) return value;
  if (/^-?\d+\.\d{3,}$/.test(value)) return Number(value).toLocaleString('en-US', { maximumFractionDigits: 2 });
  // Thousands commas for a quantity (a count, an amount, bytes); a long number under any other key names something
  // (workspace 5684047, not "workspace 5,684,047").
  if (/^-?\d{5,}$/.test(value) && (key === undefined || QUANTITY_KEY.test(key))) return Number(value).toLocaleString('en-US');
  if (value === 'true' || value === 'false') return value === 'true' ? 'yes' : 'no';
  // A state in snake case is said in words ("in progress"); a person's handle is not ("arjun_m" was "arjun m").
  return /^[a-z]+(_[a-z]+)+$/.test(value) && !(key !== undefined && HANDLE_KEY.test(key)) ? value.replace(/_/g, ' ') : value;
}

const HANDLE_KEY = /(user_?name|login|handle|assignee|owner|author|reviewer|creator|user)s?$/i;

/** Arguments that say which record, or where it lives (an id, GitHub's owner and repo, a project identifier): a create
 * or an update is not said to have set them. */
export const LOCATOR = /(^|_)(id|iid|uuid|identifier|key|slug)$|[a-z](Id|ID|Identifier|Key)$|^(owner|repo|repository|org|organization|workspace|namespace|account|team|space|board|project|base|bucket|region|zone|database|db|cluster)(_?(name|slug|key))?$/i;

/** Whether an argument says which record or where it lives, not who it now belongs to: an owner given as an email is a
 * change ("owner is now daniel.walker@…"), GitHub's owner ("acme", or a person's name beside a repo) a place. A test
 * case's new owner went unsaid as if it were a locator. */
export function locates(k: string, v: unknown): boolean {
  return LOCATOR.test(k) && !(typeof v === 'string' && v.includes('@'));
}

/** What the call acted on, as the answer names it: "ticket tk_8Hq", "notes/todo.md", "the knowledge graph". */
export function thingOf(p: SpeechProfile, args: Record<string, unknown> = {}, ref?: string): string {
  if (ref) return ref;
  // An id of another thing (the device an orientation is read from, the connection whose indexes are listed) is not the
  // record's: "I checked orientation 1040593", "collection index 435413" named them by it.
  const own = p.idParam && (/^(id|ids|uid|uuid|guid|key|slug|sha|number|name|path|url)$/i.test(p.idParam) || keyWords(p.idParam).toLowerCase().split(' ').map(singularise).includes(headNoun(p.entity)));
  const id = own && p.idParam ? args[p.idParam] : undefined;
  const path = Object.values(args).find((x) => typeof x === 'string' && x.startsWith('/workspace'));
  if (typeof path === 'string') return path.replace(/^\/workspace\/?/, '') || 'the workspace';
  if (typeof id === 'string' || typeof id === 'number') return `${p.entity} ${id}`;
  return `the ${p.entity}`;
}

export interface AnswerOptions {
  /** The user asked for the raw output ("give me the raw JSON"). */
  raw?: boolean;
  /** The calls were steps of one chain, in order. */
  chained?: boolean;
  /** The user asked for what the last steps did, not to see the lookups that found their records. */
  implicitLookups?: boolean;
  /** The user asked when (something was made, changed, last seen): a record's times are worth saying. */
  asksWhen?: boolean;
}
