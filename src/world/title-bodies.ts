// A record's body says what its title says. Drawn apart, the quickstart's note "Onboarding guide for new engineers" held
// a bug report ("Steps to reproduce: …"), a document "Hiring plan 2027" the same, and an issue "Fix CSV export on Safari"
// was about payment retries. A document's body now comes from its title's kind (a postmortem has a root cause, a
// runbook steps), a piece of work's from its verb (a fix has steps to reproduce), both about the title's own feature,
// customer and month. The one hook the store reads a record's agreeing texts through (agreedTextOf, agreedTexts) also
// gives a picture the alt text its file name calls for (file-types.ts).
import type { Faker } from '@faker-js/faker';
import { familyOf } from './domain.js';
import { fill } from './phrase-fill.js';
import type { EntityModel } from './model.js';
import { type FieldSpec, schemaType } from './field.js';
import { ALT_KEY, altTextFor, namesFile } from './file-types.js';
import { FIRST_NAMES } from './people-places.js';
import { domainTexts, FEATURES } from './phrases.js';
import { deriveSeed } from '../util/random.js';
import { pickBy } from '../util/hash.js';

/** What a document with a title of this kind says: its title's slots ({feature}, {company}, {month}) are the title's. */
const DOC_BODIES: Record<string, readonly string[]> = {
  'Q{quarter} roadmap': [
    'Three bets this quarter: {feature}, a faster {feature2}, and fewer support tickets. Everything else waits for Q{next}.',
    'We start with {feature}; {feature2} follows once {first} has a team for it. Dates are in the plan tab.',
  ],
  'Onboarding guide for new engineers': [
    'Day one: laptop, accounts and the architecture overview. Week one: pair with {first} and ship a small fix to {feature}.',
    'Start here: how we deploy, who is on call, and where the runbooks live. Ask {first} for access to staging.',
  ],
  'Incident postmortem: {feature} outage': [
    'The {feature} service was down for {minutes} minutes on {weekday} after a config change. Root cause: a missing timeout. Follow-ups: add it, alert sooner.',
    'Timeline, root cause and follow-ups for the {feature} outage. About 4% of customers saw errors. {first} owns the follow-ups.',
  ],
  'Design review: {feature}': [
    'Two options for {feature}, with mockups and their trade-offs. Open question: do admins need a view of their own?',
    'Feedback on {feature}: simplify the first screen and keep the current API. {first} updates the mockups by {weekday}.',
  ],
  'Quarterly OKRs': [
    'Objective: make {feature} reliable. Key results: error rate under 0.5%, p95 under 300 ms, no sev-1 incidents.',
    'Objective: more self-serve signups. Key results: ship {feature}, onboarding under 10 minutes, 20% more trials.',
  ],
  'Release checklist {version}': [
    'Before tagging {version}: run the end-to-end tests, update the changelog, check {feature} on staging, tell support.',
    'For {version}: freeze on {weekday}, {first} signs off, deploy behind the flag, then watch the error rate for an hour.',
  ],
  'On-call runbook': [
    'If the API returns 5xx: check the dashboard, roll back the last deploy, then page {first}. Database alerts go to the platform team.',
    'Escalation: primary on call, then {first}, then the engineering manager. A stuck worker comes back with a restart.',
  ],
  'Meeting notes {month} {dayNum}': [
    'Attendees: {first}, {first2} and {first3}. Decided: {feature} ships first. {first} sends the plan by {weekday}.',
    'Notes from the call with {company}: they want {feature} and better reporting. Next step: send a proposal by {weekday}.',
  ],
  'Customer interview notes: {company}': [
    '{company} uses us across three teams. Pain points: {feature} and slow exports. They would pay more for {feature2}.',
    'Call with {company}: they want {feature} and better reporting. Next step: send them a proposal by {weekday}.',
  ],
  'Pricing page copy': [
    'Starter: $9 per user a month. Business: $19, with {feature} and priority support. Enterprise: talk to us.',
    'Headline: "Everything your team needs, one price." Below it the three plans, and a line on {feature}.',
  ],
  'Hiring plan {year}': [
    'Two backend engineers in Q1, a designer in Q2, and a support lead once {feature} launches. {first} runs the interviews.',
    'Headcount for {year}: four engineers and one product manager. Priorities: {feature} first, then {feature2}.',
  ],
  'Architecture decision record: {feature}': [
    'Summary of the decision on {feature}, with the options we compared and why we chose the simplest one.',
    'Context: {feature} outgrew the monolith. Decision: move it to its own service behind a queue. Cost: one more deploy to watch.',
  ],
  'Launch plan for {feature}': [
    'We need {feature} before the {month} launch. Acceptance: works for admins and members, covered by an end-to-end test.',
    '{feature}: beta for ten customers on {weekday}, everyone two weeks later. {first} writes the announcement.',
  ],
  'Team offsite agenda': [
    'Day one: roadmap review and a demo of {feature}. Day two: retro, then dinner at 19:00. Travel back on Friday.',
    'Morning: what we shipped this year. Afternoon: {feature} workshop with {first}. Evening: team dinner.',
  ],
  'Security review: {feature}': [
    'Threat model for {feature}: who can call it, what it stores, how its tokens expire. Two findings, both fixed before launch.',
    'Scope: {feature} and its admin endpoints. One high finding (missing rate limit), owned by {first}, due {weekday}.',
  ],
};

/** Where a document of a title's kind is filed: every quickstart document sat in "contracts/<year>" (the folder its
 * tool's description gave as an example), a pricing page and a hiring plan alike. */
const DOC_FOLDERS: Record<string, readonly string[]> = {
  'Q{quarter} roadmap': ['product/roadmaps', 'planning/{year}'],
  'Onboarding guide for new engineers': ['engineering/onboarding', 'handbook'],
  'Incident postmortem: {feature} outage': ['engineering/postmortems', 'incidents/{year}'],
  'Design review: {feature}': ['design/reviews'],
  'Quarterly OKRs': ['planning/{year}', 'leadership/okrs'],
  'Release checklist {version}': ['engineering/releases'],
  'On-call runbook': ['engineering/runbooks', 'ops/on-call'],
  'Meeting notes {month} {dayNum}': ['meetings/{year}', 'team/notes'],
  'Customer interview notes: {company}': ['research/interviews', 'sales/customers'],
  'Pricing page copy': ['marketing/website', 'marketing/copy'],
  'Hiring plan {year}': ['people/hiring', 'hr/plans'],
  'Architecture decision record: {feature}': ['engineering/adr'],
  'Launch plan for {feature}': ['product/launches', 'marketing/launches'],
  'Team offsite agenda': ['team/offsite-{year}', 'events'],
  'Security review: {feature}': ['security/reviews'],
};
const FOLDER_KEY = /^(folder|folder_?path|folderPath)$/;

/** What a piece of work says, by its title's verb ("Fix …" has steps to reproduce); {qualifier} is the title's own. */
const WORK_BODIES: Array<[RegExp, readonly string[]]> = [
  [/^(Fix|Investigate)$/, [
    'Steps to reproduce{qualifier}: open the {feature} screen, submit the form twice. Expected: one request. Actual: two records are created.',
    '{feature} fails{qualifier}; {company} and two other customers reported it this week.',
  ]],
  [/^Speed up$/, ['{feature} takes over 4 seconds{qualifier} at the 95th percentile. Target: under one second.']],
  [/^(Add|Improve|Update)$/, [
    'Asked for by {company}: {feature}{qualifier}, before the {month} launch. Acceptance: works for admins and members, covered by an end-to-end test.',
    'Follow-up from the {weekday} retro: {feature} needs clearer error messages and a retry{qualifier}.',
  ]],
  // A refactor's or a removal's reason is no place or condition ("move it to the new service when the cart is empty").
  [/^(Refactor|Migrate)$/, ['Tracking the work to move {feature} to the new service. Owner: {first}.', '{feature} has three copies of the same logic; one module, same behaviour, no new features.']],
  [/^Remove$/, ['Nobody has used {feature} since {month}; remove it and its settings. Owner: {first}.']],
  [/^Document$/, ['Write down how {feature} works{qualifier}: setup, limits and what support should tell customers. Reviewer: {first}.']],
];

/** What a record is about, from its seed: one feature of the banks, named by its title, text and url alike. */
export function topicOf(seed: number): string {
  return pickBy(FEATURES, (seed ^ 0x7f4a7c15) >>> 0);
}

/** Every text a piece of work's body may be (a test reads a ticket's prose as one of these or the drawn ones). */
export const WORK_BODY_TEXTS = WORK_BODIES.flatMap(([, bodies]) => bodies);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The document templates as patterns, their slots captured by name. */
const DOC_PATTERNS = Object.entries(DOC_BODIES).map(([template, bodies]) => {
  const slots: string[] = [];
  const source = template.split(/\{(\w+)\}/).map((part, i) => (i % 2 === 0 ? escape(part) : (slots.push(part), '(.+?)'))).join('');
  return { re: new RegExp(`^${source}$`), slots, bodies, folders: DOC_FOLDERS[template] };
});

const FEATURES_LONGEST = [...FEATURES].sort((a, b) => b.length - a.length);

/** The feature a title names ("Fix CSV export on Safari": CSV export), if it names one of the banks'. */
export function featureIn(title: unknown): string | undefined {
  return typeof title === 'string' ? FEATURES_LONGEST.find((f) => title.includes(f)) : undefined;
}

/** The title's slots as drawn: a document's by its template, a piece of work's as verb, feature and qualifier. */
function readTitle(title: string): { bodies: readonly string[]; slots: Record<string, string>; folders?: readonly string[] } | undefined {
  for (const { re, slots, bodies, folders } of DOC_PATTERNS) {
    const m = re.exec(title);
    if (m) return { bodies, slots: Object.fromEntries(slots.map((s, i) => [s, m[i + 1] as string])), ...(folders ? { folders } : {}) };
  }
  const feature = FEATURES_LONGEST.find((f) => title.includes(` ${f}`));
  if (!feature) return undefined;
  const at = title.indexOf(` ${feature}`);
  const bodies = WORK_BODIES.find(([re]) => re.test(title.slice(0, at)))?.[1];
  if (!bodies) return undefined;
  const qualifier = title.slice(at + feature.length + 1).trim();
  return { bodies, slots: { feature, qualifier: qualifier ? ` ${qualifier}` : '' } };
}

/** A body for a record with this title, drawn by `faker` (seeded by the caller); undefined for a title no bank
 * wrote, which keeps its drawn body. */
export function bodyForTitle(title: string, faker: Faker, now: number): string | undefined {
  const read = readTitle(title);
  if (!read) return undefined;
  const { slots } = read;
  const others = FEATURES.filter((f) => f !== slots.feature);
  // One person is one name wherever the body names them ("{first} sends the plan" is one of the attendees).
  const [first, first2, first3] = faker.helpers.arrayElements(FIRST_NAMES, 3);
  const known: Record<string, string> = {
    ...slots,
    ...(first && first2 && first3 ? { first, first2, first3 } : {}),
    feature2: faker.helpers.arrayElement(others),
    minutes: String(faker.number.int({ min: 12, max: 95 })),
    next: String((Number(slots.quarter ?? 1) % 4) + 1),
  };
  const body = faker.helpers.arrayElement(read.bodies).replace(/\{(\w+)\}/g, (all, slot: string) => known[slot] ?? all);
  const filled = fill(body, faker, now);
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}

/** The field that holds the body of a document or a piece of work whose title a bank wrote: a document's body or text,
 * a piece of work's description; undefined for other entities (a table's description says what rows it has). */
function bodyKeyOf(model: EntityModel): string | undefined {
  let key = BODY_KEYS.get(model);
  if (key === undefined) {
    const family = familyOf(model.entity);
    const words = family === 'doc' ? /^(body|content|text|markdown)$/i : family === 'work' ? /^(description|body|details|content|text)$/i : undefined;
    // A web page, a post or a log line has a voice of its own (domainTexts), whatever its title reads like.
    const fits = (f: FieldSpec) => f.name !== model.label && words?.test(f.name) && (schemaType(f.schema) ?? 'string') === 'string' && !domainTexts(model.entity, f.name.toLowerCase());
    key = model.fields.find(fits)?.name ?? null;
    BODY_KEYS.set(model, key);
  }
  return key ?? undefined;
}

const BODY_KEYS = new WeakMap<EntityModel, string | null>();

/** A seeded record's body as its title says, if `name` is its body field and a bank wrote its title, or a picture's
 * alt text as its file name says: from a seed of its own, so a record drawn whole and one whose body a search read first
 * agree. `read` reads another field of the record. */
export function agreedTextOf(model: EntityModel, name: string, read: (key: string) => unknown, faker: Faker, seed: number, now: number): string | undefined {
  if (ALT_KEY.test(name)) {
    const file = model.fields.find((f) => f.name !== name && namesFile(f.name))?.name;
    return file ? altTextFor(read(file)) : undefined;
  }
  if (FOLDER_KEY.test(name) && familyOf(model.entity) === 'doc') return folderForTitle(read(model.label), seed, now);
  if (name !== bodyKeyOf(model)) return undefined;
  const t = read(model.label);
  if (typeof t !== 'string') return undefined;
  faker.seed(deriveSeed(seed, `${name}#body`));
  return bodyForTitle(t, faker, now);
}

/** The folder a document with this title is filed in, if a bank wrote the title (its year the title's or this one's). */
function folderForTitle(title: unknown, seed: number, now: number): string | undefined {
  const read = typeof title === 'string' ? readTitle(title) : undefined;
  if (!read?.folders) return undefined;
  return pickBy(read.folders, deriveSeed(seed, 'folder')).replace('{year}', read.slots.year ?? String(new Date(now).getUTCFullYear()));
}

/** The record's body agreeing with its title and its alt text with its file, unless the call gave them. */
export function agreedTexts(model: EntityModel, rec: Record<string, unknown>, given: Record<string, unknown>, faker: Faker, seed: number, now: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of [bodyKeyOf(model), Object.keys(rec).find((k) => ALT_KEY.test(k)), Object.keys(rec).find((k) => FOLDER_KEY.test(k))]) {
    if (!key || !(key in rec) || key in given) continue;
    const said = agreedTextOf(model, key, (k) => rec[k], faker, seed, now);
    if (said !== undefined) out[key] = said;
  }
  return out;
}
