// Natural-language values by the kind of thing they belong to: a ticket's title reads like a bug report, an event's
// like a meeting, a note's like a note. Combined from banks.ts so a run of a thousand tasks rarely repeats one.
import type { Rng } from '../../util/random.js';
import { PROMPT_KEY, promptsFor } from '../../world/prompts.js';
import { QUERY_SAID, COMPANIES, COMPONENTS, CONDITIONS, EVENT_KINDS, FIRST_NAMES, LAST_NAMES, PROJECTS, SENTENCES, SYMPTOMS, TEAMS, TOPICS } from './banks.js';

export type Family = 'ticket' | 'doc' | 'event' | 'deal' | 'person' | 'ops' | 'media' | 'plan' | 'generic';

const FAMILIES: Array<[RegExp, Family]> = [
  [/\b(ticket|issue|bug|task|incident|case|request|todo)\b/, 'ticket'],
  [/\b(document|doc|page|note|article|post|file|folder|wiki|readme|draft|message|email|comment|observation|thought)\b/, 'doc'],
  [/\b(event|meeting|appointment|booking|calendar|reminder|slot)\b/, 'event'],
  [/\b(deal|opportunity|order|invoice|quote|payment|subscription)\b/, 'deal'],
  [/\b(contact|user|member|person|people|customer|employee|lead|account|entity|node|assignee|requester)\b/, 'person'],
  [/\b(alert|rule|service|server|snapshot|backup|deployment|volume|droplet|cluster|log|logging|env|environment|resource)\b/, 'ops'],
  [/\b(image|asset|photo|video|media|icon|logo)\b/, 'media'],
  [/\b(milestone|project|sprint|goal|epic|release|roadmap)\b/, 'plan'],
];

export function familyOf(entity: string): Family {
  return FAMILIES.find(([re]) => re.test(entity))?.[1] ?? 'generic';
}

export function personName(rng: Rng): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
}

/** "mchen", "priya.patel", "jonas_s": how usernames look. */
export function handle(rng: Rng, person = personName(rng)): string {
  const [first = 'sam', last = 'lee'] = person.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().split(' ');
  return rng.pick([`${first[0]}${last}`, `${first}.${last}`, `${first}_${last[0]}`, `${first}${last[0]}${rng.int(1, 99)}`]);
}

const TITLE_PATTERNS: Record<Family, Array<(r: Rng) => string>> = {
  ticket: [
    (r) => `${cap(r.pick(COMPONENTS))} ${r.pick(SYMPTOMS)} ${r.pick(CONDITIONS)}`,
    (r) => `${cap(r.pick(COMPONENTS))} ${r.pick(SYMPTOMS)}`,
    (r) => `Refund not received for order ${r.int(1000, 99999)}`,
    (r) => `Customer can't ${r.pick(['log in', 'download invoices', 'change their plan', 'reset their password', 'add a second user'])} ${r.pick(CONDITIONS)}`,
  ],
  doc: [
    (r) => `${r.pick(TOPICS)}`.replace(/^./, (c) => c.toUpperCase()),
    (r) => `${cap(r.pick(TEAMS))} ${r.pick(['handbook', 'meeting notes', 'weekly update', 'runbook', 'FAQ', 'style guide'])}`,
    (r) => `${r.pick(PROJECTS)} ${r.pick(['kickoff notes', 'design doc', 'status report', 'launch plan', 'open questions'])}`,
    (r) => `Notes from the ${r.pick(TOPICS)} call`,
  ],
  event: [
    (r) => `${cap(r.pick(EVENT_KINDS))} with ${r.pick(COMPANIES)}`,
    (r) => `${r.pick(PROJECTS)} ${r.pick(EVENT_KINDS)}`,
    (r) => `${cap(r.pick(TEAMS))} ${r.pick(EVENT_KINDS)}`,
    (r) => `${cap(r.pick(EVENT_KINDS))}: ${r.pick(TOPICS)}`,
  ],
  deal: [
    (r) => `${r.pick(COMPANIES)} ${r.pick(['renewal', 'expansion', 'pilot', 'annual licence', 'upsell'])} ${r.int(2026, 2027)}`,
    (r) => `${r.pick(COMPANIES)} – ${r.pick(['50 seats', 'enterprise plan', 'support add-on', 'onboarding package'])}`,
  ],
  person: [(r) => personName(r)],
  ops: [
    (r) => `${r.pick(['High error rate', 'Slow responses', 'Disk almost full', 'Memory pressure', 'Queue backlog'])} on ${r.pick(['checkout-api', 'auth-service', 'orders-db', 'search-indexer', 'email-worker'])}`,
    (r) => `${cap(r.pick(['nightly', 'weekly', 'pre-release', 'month-end']))} ${r.pick(['backup', 'snapshot', 'check'])} of ${r.pick(['orders-db', 'the shared drive', 'customer uploads', 'the wiki'])}`,
  ],
  media: [
    (r) => `${r.pick(PROJECTS)} ${r.pick(['hero banner', 'team photo', 'product shot', 'logo, dark version', 'event poster'])}`,
    (r) => `${cap(r.pick(['screenshot of the', 'mock-up of the', 'photo of the']))} ${r.pick(COMPONENTS)}`,
  ],
  plan: [
    (r) => `${r.pick(PROJECTS)} ${r.pick(['beta', 'GA launch', 'public preview', 'v2', 'migration', 'pilot'])}`,
    (r) => `${r.pick(['Q1', 'Q2', 'Q3', 'Q4'])} ${r.pick(['hiring', 'launch', 'cost review', 'roadmap', 'security review'])}`,
  ],
  generic: [(r) => cap(r.pick(TOPICS)), (r) => `${r.pick(PROJECTS)} ${r.pick(TEAMS)} ${r.pick(['plan', 'list', 'summary', 'review'])}`],
};

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function titleFor(family: Family, rng: Rng): string {
  return rng.pick(TITLE_PATTERNS[family])(rng);
}

/** A name for an entity that is not a person: a folder is "contracts", a milestone "Atlas beta", a service "checkout-api". */
export function thingName(entity: string, rng: Rng): string {
  if (/\b(folder|directory|dir)\b/.test(entity)) return rng.pick(['contracts', 'invoices-2026', 'design', 'onboarding', 'board-meetings', 'marketing', 'archive']);
  if (/\b(tag|label|category)\b/.test(entity)) return rng.pick(['urgent', 'customer', 'billing', 'follow-up', 'internal', 'q4']);
  if (/\b(company|organi[sz]ation|org|vendor|supplier|client)\b/.test(entity)) return rng.pick(COMPANIES);
  if (/\b(team|group|channel)\b/.test(entity)) return rng.pick(TEAMS);
  if (/\b(entity|node)\b/.test(entity)) return rng.next() < 0.6 ? personName(rng) : rng.pick([...COMPANIES, ...PROJECTS.map((p) => `Project ${p}`)]);
  // A DNS record is a host label ("www", "mail"), not a plan's title ("Q2 launch").
  if (/\bdns\b/.test(entity)) return rng.pick(['www', 'api', 'mail', 'staging', 'status', 'shop', 'blog', 'app']);
  // A backup is named for what it keeps, an alert for what it watches: not each other's names.
  if (/\b(snapshot|backup)\b/.test(entity)) return (TITLE_PATTERNS.ops[1] as (r: Rng) => string)(rng);
  if (/\b(alert|rule|monitor)\b/.test(entity)) return (TITLE_PATTERNS.ops[0] as (r: Rng) => string)(rng);
  const family = familyOf(entity);
  return family === 'person' ? personName(rng) : titleFor(family === 'generic' ? 'plan' : family, rng);
}

const BODIES: Record<Family, Array<(r: Rng) => string>> = {
  ticket: [
    (r) => `Steps: open the ${r.pick(COMPONENTS)}, then ${r.pick(['submit the form', 'switch accounts', 'apply a coupon', 'export to CSV'])}. ${sentence(r)}`,
    (r) => `Reported by ${personName(r)} from ${r.pick(COMPANIES)}. ${sentence(r)}`,
  ],
  doc: [(r) => `${sentence(r)} ${sentence(r)}`, (r) => `Agenda: ${r.pick(TOPICS)}, ${r.pick(TOPICS)}. ${sentence(r)}`],
  event: [(r) => `We'll go over the ${r.pick(TOPICS)}. ${sentence(r)}`],
  deal: [(r) => `Champion is ${personName(r)}. ${sentence(r)}`],
  person: [(r) => sentence(r)],
  ops: [(r) => `Paging the ${r.pick(TEAMS)} on-call. ${sentence(r)}`],
  media: [(r) => `${r.pick(['Team photo', 'Product shot', 'Banner'])} for the ${r.pick(TOPICS)}.`],
  plan: [(r) => `Scope: ${r.pick(TOPICS)}. ${sentence(r)}`],
  generic: [(r) => sentence(r)],
};

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** One sentence of a note or message, built from parts so a run rarely says the same one twice. */
export function sentence(r: Rng): string {
  const who = () => r.pick(FIRST_NAMES);
  return r.pick([
    () => r.pick(SENTENCES),
    () => `${who()} ${r.pick(['owns', 'is drafting', 'will review', 'signed off on', 'has questions about'])} the ${r.pick(TOPICS)}${r.pick(['', `; due ${r.pick(DAYS)}`, ' by end of month', ', no rush'])}.`,
    () => `${r.pick(['Call', 'Email', 'Ping', 'Remind'])} ${who()} about the ${r.pick(TOPICS)} ${r.pick(['before Friday', 'after the standup', 'next week', 'tomorrow morning'])}.`,
    () => `${r.pick(COMPANIES)} ${r.pick(['wants a discount of', 'asked for a refund of', 'is expanding by', 'cut their order by'])} ${r.int(5, 40)}%.`,
    () => `The ${r.pick(COMPONENTS)} ${r.pick(SYMPTOMS)} ${r.pick(CONDITIONS)}.`,
    () => `Budget for ${r.pick(PROJECTS)} is ${r.int(2, 90)}k, ${r.pick(['approved', 'pending approval', 'under review', 'already half spent'])}.`,
    () => `Met ${who()} from ${r.pick(COMPANIES)}; ${r.pick(['follow up in two weeks', 'they want a demo', 'send the proposal', 'they prefer calls on ' + r.pick(DAYS)])}.`,
    () => `${r.pick(['Moved', 'Pushed', 'Brought forward'])} the ${r.pick(EVENT_KINDS)} to ${r.pick(DAYS)} at ${r.int(9, 16)}:${r.pick(['00', '30'])}.`,
    () => `${r.int(2, 40)} ${r.pick(['tickets', 'invoices', 'orders', 'sign-ups', 'complaints'])} ${r.pick(['came in', 'are still open', 'were closed', 'need a reply'])} ${r.pick(['this week', 'since Monday', 'overnight', 'today'])}.`,
  ])();
}

export function bodyFor(family: Family, rng: Rng): string {
  return rng.pick(BODIES[family])(rng);
}

/** What a person types into a search box about this kind of thing. */
export function queryFor(family: Family, rng: Rng): string {
  // Half the time a query someone would describe in other words ("the offsite in Lisbon"): see QUERY_SAID.
  if (rng.next() < 0.65) return rng.pick(Object.keys(QUERY_SAID));
  switch (family) {
    case 'ticket':
      return rng.pick([rng.pick(COMPONENTS), `${rng.pick(COMPONENTS)} ${rng.pick(['timeout', 'error', 'refund', 'crash'])}`, `order ${rng.int(1000, 99999)}`]);
    case 'person':
      return rng.pick([rng.pick(LAST_NAMES), rng.pick(COMPANIES), `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`]);
    case 'deal':
      return rng.pick([rng.pick(COMPANIES), `${rng.pick(COMPANIES).split(' ')[0]} renewal`]);
    case 'event':
      return rng.pick([rng.pick(EVENT_KINDS), `${rng.pick(PROJECTS)} ${rng.pick(EVENT_KINDS)}`]);
    case 'ops':
      return rng.pick(['checkout-api', 'disk', 'latency', 'orders-db', 'error rate', 'nightly backup']);
    default:
      return rng.pick([rng.pick(TOPICS), rng.pick(PROJECTS), `${rng.pick(PROJECTS)} ${rng.pick(['plan', 'notes', 'budget', 'launch'])}`]);
  }
}

/** A prompt or instruction, if `key` holds one, for a tool that works on `about` (its entity and its description). */
export function promptFor(rng: Rng, key: string, about: string): string | undefined {
  return PROMPT_KEY.test(key) ? rng.pick(promptsFor(about)) : undefined;
}
