// Who is asking: a persona with a role and a way of writing (terse, polite, chatty, non-native, expert), the scenario
// they are in, and how they open and close a message. The same request reads differently from each of them.
import type { Rng } from '../../util/random.js';
import { COMPANIES, FIRST_NAMES, PROJECTS } from './banks.js';
import { handle, personName } from './texts.js';
import { emailFor } from './values.js';

export type Style = 'terse' | 'polite' | 'chatty' | 'non_native' | 'expert';
export const STYLES: readonly Style[] = ['terse', 'polite', 'chatty', 'non_native', 'expert'];

export interface Speaker {
  name: string;
  role: string;
  company: string;
  style: Style;
  /** How systems know them: "assign it to me" means this username. */
  handle: string;
  email: string;
}

const ROLES = [
  'office manager', 'support engineer', 'product manager', 'account executive', 'site reliability engineer', 'founder', 'HR generalist', 'data analyst',
  'freelance designer', 'operations lead', 'junior developer', 'finance controller', 'customer success manager', 'researcher', 'executive assistant', 'QA lead',
];

const STYLE_NOTES: Record<Style, string> = {
  terse: 'terse: short sentences, no pleasantries',
  polite: 'polite and complete sentences',
  chatty: 'chatty: gives context and thinks out loud',
  non_native: 'non-native English speaker: simple, slightly formal phrasing',
  expert: 'expert: precise, technical, to the point',
};

export function styleNote(style: Style): string {
  return STYLE_NOTES[style];
}

export function pickSpeaker(rng: Rng): Speaker {
  const name = personName(rng);
  const company = rng.pick(COMPANIES);
  return { name, role: rng.pick(ROLES), company, style: rng.pick(STYLES), handle: handle(rng, name), email: emailFor(rng, name, company) };
}

const GREETINGS: Record<Style, string[]> = {
  terse: [''],
  polite: ['Hello,', 'Hi,', 'Good morning,', 'Good afternoon,', 'Hello there,'],
  chatty: ['Hey!', 'Hi there!', 'Morning!', 'Hiya,', 'Hey, quick thing:', 'Okay so'],
  non_native: ['Hello,', 'Hi,', 'Dear assistant,', 'Good day,'],
  expert: [''],
};

const CLOSERS: Record<Style, string[]> = {
  terse: ['Thx.', 'Ta.', 'Cheers.'],
  polite: ['Thank you!', 'Thanks a lot.', 'Much appreciated.', 'Thanks in advance.', 'Many thanks.', 'I appreciate it.', 'Thank you kindly.'],
  chatty: ['Thanks a bunch!', "You're a lifesaver.", 'Cheers!', 'Thanks!!', 'Appreciate it :)', 'You rock.', 'Owe you one!', 'Legend, thanks.'],
  non_native: ['Thank you very much.', 'Thanks in advance.', 'Thank you for your help.', 'Many thanks for this.', 'Thank you, have a nice day.'],
  expert: ['Thanks.', 'Ta.'],
};

/** How often a persona of the style says why they are asking before they ask. */
const CONTEXT_ODDS: Record<Style, number> = { terse: 0.03, polite: 0.2, chatty: 0.45, non_native: 0.15, expert: 0.08 };

/** Wraps a request in the persona's voice: maybe a greeting, maybe why they ask, maybe a closing word. */
export function voice(rng: Rng, speaker: Speaker, request: string, context: string): string {
  const s = speaker.style;
  const parts: string[] = [];
  const greeting = rng.next() < 0.3 ? rng.pick(GREETINGS[s]) : '';
  if (greeting) parts.push(greeting);
  // "Okay so" before "So, I need to ..." says "so" twice.
  if (/\bso$/i.test(greeting)) request = request.replace(/^So,\s+/, '');
  if (rng.next() < CONTEXT_ODDS[s]) parts.push(context);
  parts.push(request);
  const closer = rng.next() < (s === 'terse' || s === 'expert' ? 0.1 : 0.25) ? rng.pick(CLOSERS[s]) : '';
  if (closer) parts.push(closer);
  return parts.reduce(joinSentences, '');
}

// Words a message may start with that are names (people, companies, projects): they keep their capital when the
// sentence runs on. "Hello, evergreen Clinics brought this up" and "Good day, mateo and I are reviewing" lost it.
// "Mark" is a verb as often ("mark it as done").
const NAMES = new Set([...FIRST_NAMES.filter((n) => n !== 'Mark'), ...COMPANIES.map((c) => c.split(' ')[0] as string), ...PROJECTS]);

/** A sentence running on after "Hi," or "and": its first letter lower-cased, unless it begins with a name. */
export function lowerFirst(text: string): string {
  const first = /^\p{Lu}\p{Ll}+/u.exec(text)?.[0];
  return first !== undefined && NAMES.has(first) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** Two pieces of a message; after "Okay so", "Hi," or "quick thing:" the sentence runs on, so it starts lower-case (except "I"). */
export function joinSentences(text: string, part: string): string {
  if (!text) return part;
  if (!part) return text;
  const runOn = /[:,a-z]$/i.test(text) && /^[A-Z][a-z]/.test(part) && !/^I\b/.test(part);
  return `${text} ${runOn ? lowerFirst(part) : part}`;
}

export function greetingAndCloserCount(): number {
  return STYLES.reduce((n, s) => n + GREETINGS[s].filter(Boolean).length + CLOSERS[s].filter(Boolean).length, 0);
}
