// The request realiser: a planned call's phrases (target, count, modifiers) put into a frame for its action, in the
// persona's voice, checked so every phrase lands and no five words in a row come from the tool's description.
import type { Rng } from '../../util/random.js';
import { article, capitalise, gerund, joinList, keyWords, numberWord, pastParticiple, SMALL } from '../../util/english.js';
import { longestSharedRun, words } from '../../util/words.js';
import { COMMAND_LEADS, FRAMES, MORE_VERBS, QUESTION_LEADS, STYLE_FRAMES, TAILS, USER_VERBS, type FrameAction } from './request-frames.js';
import type { Said } from './said.js';
import type { SpeechProfile } from '../../catalog/speech-profile.js';
import { voice, type Speaker } from './personas.js';
import { scenario } from './scenarios.js';
import { familyOf } from './texts.js';
import { timeQuestion } from './time-questions.js';
import { COPY_VERB } from '../../world/copies.js';

export interface RequestInput {
  profile: SpeechProfile;
  said: readonly Said[];
  rng: Rng;
  speaker: Speaker;
  /** Name the system: another offered tool does the same to the same kind of thing elsewhere. */
  nameSystem?: boolean;
  /** Text the request must not copy five words in a row from (the tool's description). */
  avoid?: string;
  /** Just the clause, without greeting, context or closing (part of a longer message). */
  bare?: boolean;
}

/** A modifier that can follow a noun as it is; anything else is an adjective and needs "that are". */
const LEADS = /^(with|in|on|for|about|that|cut|matching|mentioning|from|to|at|by|as|called|named|titled|due|since|until|over|sorted|skipping|including|without|leaving|checking|coming|owned|under|of|newest|oldest|most|biggest|alphabetically|labelled|worth|assigned|described|saying|starting|expiring|kept|estimated|just|only|the|a|an|\(|'|")/i;
const FILEISH = /\b(file|files|directory|folder|document)$/;

/** Verbs that say "change some fields"; any other update verb ("move", "rename") says what it does itself. */
const CHANGE_VERBS = new Set(['update', 'edit', 'modify', 'set', 'patch', 'change']);

function frameAction(p: SpeechProfile, target: Said | undefined, mods: readonly Said[]): FrameAction {
  if (p.action === 'list' && target && /path/.test(kindOf(target))) return 'list_in';
  // A copy names the record it copies: "copy the file quarterly-report.pdf", not "create a file at file 554406".
  if (p.action === 'create' && COPY_VERB.test(p.verb) && target) return 'modify';
  // "What's the sum of 3 and 4?" works for computing verbs; "gzip" wants to be said as a verb.
  if (p.action === 'compute' && !['compute', 'calculate', 'sum', 'count', 'get'].includes(p.verb)) return 'other';
  // Only where the record is (its repository, its pull request) is no change to ask for: "move it to owner/repo and
  // update the pull number to 86440" asked to change what only said which one.
  if (p.action === 'update') return CHANGE_VERBS.has(p.verb) && mods.length > 0 && mods.every((m) => m.change) && mods.some((m) => !m.locator) ? 'update' : 'modify';
  return p.action as FrameAction;
}

function kindOf(s: Said): string {
  return typeof s.value === 'string' && s.value.startsWith('/') ? 'path' : Array.isArray(s.value) ? 'list' : typeof s.value;
}

function userVerb(p: SpeechProfile, fa: FrameAction, rng: Rng): string {
  const own = p.verb !== 'use' && p.verb !== 'get' && p.verb !== 'show' ? [p.verb, p.verb] : [];
  const pool = [...(USER_VERBS[fa] ?? []), ...own];
  return pool.length > 0 ? rng.pick(pool) : p.verb;
}

/** The thing acted on, with its count or its name. */
function nounPhrase(p: SpeechProfile, target: Said | undefined, quant: Said | undefined, mods: readonly Said[], fa: FrameAction, rng: Rng): string {
  if (fa === 'list_in') return target?.text ?? `the ${p.entity}`;
  if (fa === 'list' || fa === 'search') return `${quant ? quant.text : rng.pick(fa === 'search' ? ['', 'any', 'the'] : ['the', 'all the', 'our', ''])} ${p.entityPlural}`.trim();
  if (target) {
    const t = target.text;
    if (fa === 'create') return FILEISH.test(p.entity) && t.startsWith('the ') ? t : `${FILEISH.test(p.entity) ? `a new ${p.entity}` : `${article(p.entity)} ${p.entity}`} at ${t}`;
    if (kindOf(target) === 'path') return FILEISH.test(p.entity) ? t : `the ${p.entity} of ${t}`;
    if (kindOf(target) === 'list') return /^'|^[A-Z]/.test(t) ? `the ${(target.value as unknown[]).length === 1 ? p.entity : p.entityPlural} ${t}` : t;
    if (t.startsWith('the one called')) return t.replace('the one', `the ${p.entity}`);
    if (/^'/.test(t) || /^[A-Z]/.test(t)) return `the ${p.entity} ${t}`;
    return t;
  }
  // Several records in one call ("these relations: 1) ... 2) ...") are counted in the noun.
  const many = mods.find((m) => Array.isArray(m.value) && m.value.length > 1 && typeof m.value[0] === 'object');
  if (many) return `${numberWord((many.value as unknown[]).length)} ${fa === 'create' ? 'new ' : ''}${p.entityPlural}`;
  if (fa === 'create') {
    return `${rng.pick(['a new', 'a', 'another'])} ${p.entity}`.replace(/^a (?=[aeiou])/i, 'an ');
  }
  if (quant) return `${quant.text} ${p.entityPlural}`;
  // "think through the thought" says nothing: what is thought through is the problem at hand.
  if (p.verb === 'think through') return rng.pick(['this', 'this problem', 'something with me']);
  return `the ${p.entity}`;
}

// The word between a control verb and the value it takes: "navigate to", "wait for", "click on".
const VALUE_PREPOSITION: Record<string, string> = { navigate: 'to', go: 'to', goto: 'to', scroll: 'to', switch: 'to', wait: 'for', hover: 'over', click: 'on' };

/** The value a control call takes as its object (the url navigated to, the key pressed), said bare after the verb. */
function valueObject(p: SpeechProfile, target: Said | undefined, mods: readonly Said[]): { np: string; used: Said } | undefined {
  const head = p.entity.split(' ').at(-1) ?? '';
  // Only a value said as it is: a record the user names by its name ("the tab called Billing") keeps its words.
  const said = [target, ...mods].filter((s): s is Said => s !== undefined && (typeof s.value === 'string' || typeof s.value === 'number') && s.text.includes(String(s.value)));
  // The field named just for the thing first: wait_for's "text", not its "textGone".
  const used = said.find((s) => keyWords(s.key).toLowerCase() === head) ?? said.find((s) => keyWords(s.key).toLowerCase().split(' ').includes(head));
  if (!used) return undefined;
  const v = used.value as string | number;
  const bare = typeof v === 'number' ? (/time|second|delay|duration/i.test(used.key) ? `${v} seconds` : String(v)) : /\s/.test(v) ? `'${v}'` : v;
  const prep = VALUE_PREPOSITION[p.verb];
  return { np: prep ? `${prep} ${bare}` : bare, used };
}

/** An update's modifiers split into the locators that say where its record is and the changes it makes; all of them are
 * changes when nothing else is (an update of nothing but its place would say nothing). */
function updateParts(fa: FrameAction, mods: readonly Said[]): [Said[], Said[]] {
  const where = fa === 'update' ? mods.filter((m) => m.locator) : [];
  const changed = mods.filter((m) => !where.includes(m));
  return changed.length > 0 ? [where, changed] : [[], [...mods]];
}

/** A modifier that is a count ("six snippets", "12 results", "navigation timeout 4.5"): had, not been. */
const COUNTED = new RegExp(`^(\\d|(${SMALL.slice(1).join('|')}) )|^[a-z][a-z ]* -?\\d`);

/** A number under a one-letter key ("a": 12) said bare; one said with its own preposition ("on page 2", the page key
 * "p") is not: listFolders read "our folders of on page 2". */
const isBare = (m: Said) => m.key.length === 1 && typeof m.value === 'number' && !/^(on|in|at|for|from|to|with) /.test(m.text);

/** Modifiers in a row: "called 'X', urgent and due Friday next week"; bare numbers become "of 12 and 30". */
function modifiers(mods: readonly Said[]): string {
  const bare = mods.filter(isBare);
  const rest = mods.filter((m) => !bare.includes(m)).map((m) => m.text);
  const parts = bare.length > 0 ? [`of ${joinList(bare.map((b) => b.text))}`, ...rest] : rest;
  if (parts.length === 0) return '';
  // A phrase that brings its own "and" ("and apply it right away") takes no second one.
  const last = (parts.at(-1) as string).replace(/^and /, '');
  return ` ${parts.length <= 2 ? (parts[1] === undefined ? parts[0] : `${parts[0]}${parts[1].startsWith('(') ? ' ' : ' and '}${last}`) : `${parts.slice(0, -1).join(', ')} and ${last}`}`;
}

/** A request put together from a lead, the verb and a tail: many more shapes than whole-sentence frames give. */
function composed(fa: FrameAction, p: SpeechProfile, rng: Rng): string[] {
  const pool = MORE_VERBS[fa] ?? [];
  const own = p.verb !== 'use' && p.verb !== 'get' ? [p.verb] : [];
  const verbs = [...pool, ...own];
  if (verbs.length === 0 || fa === 'update') return [];
  const out: string[] = [];
  for (let i = 0; i < 4; i++) {
    const verb = rng.pick(verbs).replace(/^([a-z])/, (c) => c);
    const question = rng.next() < 0.5;
    const lead = rng.pick(question ? QUESTION_LEADS : COMMAND_LEADS);
    out.push(`${lead} ${verb} {np}{mods}{sys}${rng.pick(TAILS)}${question ? '?' : '.'}`.trim());
  }
  return out;
}

function systemPhrase(p: SpeechProfile, fa: FrameAction): string {
  return ` ${fa === 'delete' ? 'from' : 'in'} ${p.system}`;
}

function fill(frame: string, slots: Record<string, string>): string {
  let out = frame;
  for (const [k, v] of Object.entries(slots)) out = out.split(`{${k}}`).join(v);
  return tidy(out);
}

export function tidy(text: string): string {
  return capitalise(
    text
      .replace(/\s+/g, ' ')
      .replace(/\s+([,.?!;:])/g, '$1')
      .replace(/:\s*:/g, ':')
      .replace(/([?!])\./g, '$1')
      .replace(/\.\./g, '.')
      .replace(/:\s*\./g, '.')
      .replace(/,\s*([.?!])/g, '$1')
      .trim(),
  );
}

/** Does every phrase of the request appear in the sentence? A frame that drops one says something else. */
function carries(sentence: string, phrases: readonly string[]): boolean {
  const low = sentence.toLowerCase();
  return phrases.every((p) => low.includes(p.trim().toLowerCase()));
}

export function writeRequest(input: RequestInput): string {
  const { profile: p, said, rng } = input;
  const asked = timeQuestion(p, said, rng, input.avoid);
  if (asked) return input.bare ? asked : voice(rng, input.speaker, asked, scenario(rng, familyOf(p.entity), false));
  const target = said.find((s) => s.slot === 'target');
  const quant = said.find((s) => s.slot === 'quant');
  let mods = said.filter((s) => s.slot === 'mod');
  const fa = frameAction(p, target, mods);
  // "the folders team-only" reads wrong; "the folders that are team-only" does.
  // A count is had, not been: "with six snippets", never "that are six snippets" or "that are latitude 53".
  if (fa === 'list' || fa === 'search') mods = mods.map((m) => (LEADS.test(m.text) || isBare(m) ? m : { ...m, text: `${COUNTED.test(m.text) ? 'with' : 'that are'} ${m.text}` }));
  // A folder a search runs in, a project a list reads: a place, not the thing found. It must still be said.
  const scoped = (fa === 'search' || fa === 'list') && target;
  if (scoped) mods = [{ ...target, slot: 'mod', text: /^(in|for|from|at|on) /.test(target.text) ? target.text : `in ${target.text}` }, ...mods];
  // An update's locators say which record ("the worksheet 184842 in drive 3899057"), never a change to it: "set the
  // drive to 3899057" asked to move a worksheet nobody wanted moved.
  const [where, changed] = updateParts(fa, mods);
  mods = changed;
  // A browser's navigation, key press or wait takes its value as its object: "navigate to https://...", "press Enter".
  const object = fa === 'control' ? valueObject(p, target, mods) : undefined;
  if (object) mods = mods.filter((m) => m !== object.used);
  const np = object ? object.np : nounPhrase(p, scoped ? undefined : target, quant, mods, fa, rng) + modifiers(where);
  const modText = modifiers(mods);
  const changes = joinList(mods.map((m) => m.change ?? m.text));
  const needed = fa === 'update' ? [changes] : mods.filter((m) => !isBare(m)).map((m) => m.text);
  const sys = input.nameSystem || rng.next() < 0.15 ? systemPhrase(p, fa) : '';
  const verb = object ? p.verb : userVerb(p, fa, rng);
  const slots = { v: verb, 'v-ing': gerund(verb), 'v-ed': pastParticiple(verb), np, mods: modText, Mods: capitalise(modText.trim()), changes, sys, ents: p.entityPlural };
  // A value object follows its own verb ("navigate to ..."): only the frames that say "{v} {np}" keep the two together.
  const own = fa === 'update' || object ? [] : (STYLE_FRAMES[input.speaker.style] ?? []);
  const general = FRAMES[fa] ?? FRAMES.other;
  const roll = rng.next();
  const order = object ? rng.shuffle(general.filter((f) => f.includes('{v} {np}'))) : roll < 0.25 ? [...rng.shuffle(own), ...rng.shuffle(general)] : roll < 0.65 ? [...composed(fa, p, rng), ...rng.shuffle(general)] : [...rng.shuffle(general), ...rng.shuffle(own)];
  const avoid = input.avoid ? words(input.avoid) : [];
  let best: { text: string; run: number } | undefined;
  for (const frame of order) {
    // {mods} frames that put modifiers after a colon need some; a frame without {np} cannot carry a count or a target.
    if (/: \{mods\}|\{Mods\}/.test(frame) && !modText) continue;
    // "Need the alert rule" asks to see it; a frame without a verb only fits asking to see things.
    if (!frame.includes('{v') && !['list', 'list_in', 'search', 'get'].includes(fa) && !FRAMES[fa]?.includes(frame)) continue;
    const text = fill(frame, slots);
    if (!carries(text, needed)) continue;
    if (!frame.includes('{np}') && (quant || target)) continue;
    const run = avoid.length ? longestSharedRun(words(text), avoid) : 0;
    if (!best || run < best.run) best = { text, run };
    if (run < 5) break;
  }
  const request = best?.text ?? tidy(`${capitalise(verb)} ${np}${modText}${sys}.`);
  if (input.bare) return request;
  const files = said.some((s) => kindOf(s) === 'path');
  return voice(rng, input.speaker, request, scenario(rng, familyOf(p.entity), files));
}

/** What a call will do, as a clause an assistant uses when it asks first: "permanently delete ticket tk_8 from the support desk". */
export function effectClause(p: SpeechProfile, said: readonly Said[], rng: Rng): { clause: string; thing: string } {
  const target = said.find((s) => s.slot === 'target');
  const quant = said.find((s) => s.slot === 'quant');
  // What the user pasted is named, not repeated: the confirmation had read a whole JSON file back.
  const mods = said.filter((s) => s.slot === 'mod').map((s) => (s.readBack ? { ...s, ...s.readBack } : s));
  const fa = frameAction(p, target, mods);
  const [where, changed] = updateParts(fa, mods);
  const np = nounPhrase(p, target, quant, changed, fa, rng) + modifiers(where);
  const thing = fa === 'create' ? np.replace(/^(a|an|another|a new) /, 'the new ') : np;
  if (fa === 'update') {
    const changes = changed.map((m) => m.change ?? m.text);
    // A file is named by its path: "README.md in Local filesystem" names a system nobody calls that. A text edit
    // ("change '# Atlas' to …") is an edit of the file, not "change README.md: change …".
    const system = /\bfile ?system\b/i.test(p.system) ? '' : ` in ${p.system}`;
    return { clause: `${changes.every((c) => /^change /.test(c)) ? 'edit' : 'change'} ${np}${system}: ${joinList(changes)}`, thing };
  }
  if (fa === 'delete') return { clause: `${p.reversible ? '' : 'permanently '}delete ${np}${modifiers(mods)} from ${p.system}`, thing };
  const verb = p.verb === 'use' ? 'run' : p.verb;
  return { clause: `${verb} ${np}${modifiers(mods)}`, thing };
}
