// What a value reads like depends on what it belongs to: an issue title, a droplet name, a DNS record name. The family
// of an entity (work item, infrastructure, message, ...) picks the phrase bank and the statuses its values come from.
import type { Faker } from '@faker-js/faker';
import { type Draw, drawOf, kindValue, personName } from './kind-values.js';
import { COMPANIES, FIRST_NAMES, LAST_NAMES } from './people-places.js';
import * as P from './phrases.js';
import { memoized } from '../util/memo.js';
import { genericNamePlan, ownKindNamed, pick, type NameDrawer } from './generic-names.js';
import { codeKind, valueByWords, wordsCallFor } from './field-values.js';
import { aboutTexts } from './about-texts.js';
import { fill } from './phrase-fill.js';
import { MONTHS } from '../util/time.js';

export type Family = 'work' | 'doc' | 'event' | 'message' | 'infra' | 'dns' | 'code' | 'run' | 'person' | 'commerce' | 'file' | 'monitor' | 'generic';

const FAMILY_WORDS: Array<[RegExp, Family]> = [
  // A drive's item is a file or a folder, not a piece of work: OneDrive's were "Remove file previews when the cart is empty".
  [/\b(drive|onedrive|sharepoint|dropbox) items?\b/, 'file'],
  [/\b(issue|ticket|bug|task|story|card|epic|item|incident|todo|subtask|work item|merge request|pull request|milestone|sprint)\b/, 'work'],
  [/\b(dns|record|zone|domain|nameserver)\b/, 'dns'],
  [/\b(droplet|server|instance|vm|volume|cluster|node|pod|container|database|bucket|firewall|load balancer|snapshot|backup|vps|kubernetes|namespace|deployment|service|app|region|disk|ip)\b/, 'infra'],
  [/\b(run|job|pipeline|build|workflow|execution|action|test run|session)\b/, 'run'],
  [/\b(page|document|doc|note|wiki|article|post|block|spreadsheet|sheet|comment|report|template|dashboard|chart|diagram|design|frame|component)\b/, 'doc'],
  [/\b(event|meeting|calendar|appointment|booking|reservation)\b/, 'event'],
  [/\b(message|email|mail|chat|thread|reply|notification|sms|reaction|channel)\b/, 'message'],
  [/\b(repo|repository|commit|branch|tag|file|snippet|release|package|project)\b/, 'code'],
  [/\b(user|member|contact|person|people|customer|account|team|group|employee|assignee|profile)\b/, 'person'],
  [/\b(order|product|invoice|payment|subscription|cart|price|quote|deal|transaction|bill|expense|refund)\b/, 'commerce'],
  [/\b(folder|attachment|upload|image|photo|media|asset)\b/, 'file'],
  [/\b(alert|metric|log|monitor|check|error|event log|trace|rule)\b/, 'monitor'],
];

// A deliberate process-wide memo (README, Layout): a pure function of a short string, bounded.
export const familyOf = memoized(50_000, (entity: string): Family => FAMILY_WORDS.find(([re]) => re.test(entity))?.[1] ?? 'generic');

/** A title that reads like one of this family's. */
export function titleFor(family: Family, faker: Faker, now: number, entity = '', topic?: string): string {
  switch (family) {
    case 'work':
    case 'code':
    case 'run': {
      // A milestone or a sprint is a stretch of work, not a task: "Q3 launch", "Sprint 14", not "Fix the login page".
      if (/\b(milestone|sprint|release)\b/.test(entity)) return fill(faker.helpers.arrayElement(['Q{quarter} launch', 'Sprint {dayNum}', 'v{version} release', '{month} release', 'Q{quarter} hardening', 'Q{quarter} {year} planning']), faker, now, topic);
      const q = faker.helpers.arrayElement(P.WORK_QUALIFIERS);
      const verb = faker.helpers.arrayElement(P.WORK_VERBS);
      const feature = faker.helpers.arrayElement(P.FEATURES);
      return `${verb} ${topic ?? feature}${q ? ` ${q}` : ''}`;
    }
    case 'event':
      return fill(faker.helpers.arrayElement(P.EVENT_TITLES), faker, now, topic);
    case 'message':
      return fill(faker.helpers.arrayElement(['{feature} update', 'Re: {company} renewal', 'Your {month} invoice', 'Action needed: {feature}', 'Notes from {weekday}']), faker, now, topic);
    case 'commerce':
      return commerceTitle(entity, drawOf(faker), now) ?? `${faker.helpers.arrayElement(P.PRODUCT_MATERIALS)} ${faker.helpers.arrayElement(P.PRODUCT_KINDS)}`;
    case 'monitor':
      return fill(faker.helpers.arrayElement(['High error rate on {feature}', 'Latency above 2s for {feature}', 'Disk usage over 90% on db-prod-1', 'Failed logins spike']), faker, now, topic);
    default:
      return fill(faker.helpers.arrayElement(P.DOC_TITLES), faker, now, topic);
  }
}

/** A sales deal is named for the customer and what they buy ("Kestrel Labs – 50 seats"), never a product name. */
function dealName(d: Draw): string {
  return `${d.pick(COMPANIES)} ${d.pick([`– ${d.pick([10, 25, 50, 120, 300])} seats`, 'renewal', 'expansion', 'annual plan', 'pilot'])}`;
}

/** What a commerce record other than a product is called: a deal for its customer ("Kestrel Labs – 50 seats"), an
 * invoice or an order by number and customer; undefined for a product, which keeps a product's name. */
function commerceTitle(entity: string, d: Draw, now: number): string | undefined {
  const company = () => d.pick(COMPANIES);
  if (/\b(deal|opportunity|quote|proposal)\b/.test(entity)) return dealName(d);
  if (/\b(invoice|bill)\b/.test(entity)) return d.pick([`Invoice ${new Date(now).getUTCFullYear()}-${String(d.int(1, 999)).padStart(4, '0')}`, `${company()} – ${MONTHS[d.int(0, 11)]} invoice`]);
  if (/\b(order|purchase)\b/.test(entity)) return d.pick([`Order #${d.int(10000, 99999)}`, `${company()} order #${d.int(1000, 9999)}`]);
  if (/\b(subscription|plan)\b/.test(entity)) return `${company()} – ${d.pick(['Starter', 'Team', 'Business', 'Enterprise'])} plan`;
  if (/\b(refund|payment|transaction|charge)\b/.test(entity)) return `${/refund/.test(entity) ? 'Refund' : /charge/.test(entity) ? 'Charge' : 'Payment'} for order #${d.int(10000, 99999)}`;
  return undefined;
}

/** Body text (a description, a message, a comment) for this family. */
export function textFor(family: Family, field: string, faker: Faker, now: number, entity = '', topic?: string): string {
  // An image's alt text or caption says what the picture shows, not what a colleague wrote in chat; a log says what ran.
  // Ticket prose describes pieces of work: a repository, a template or a mock is described by what it is for.
  const described = /\b(description|desc|details|about|summary)\b/.test(field) && !['work', 'message', 'event'].includes(family);
  const bank = P.domainTexts(entity, field) ?? (/\b(alt|alternative|caption)\b/.test(field) ? P.ALT_TEXTS : /comment|note|reply/.test(field) ? P.COMMENTS : family === 'message' || /message|text/.test(field) ? P.MESSAGES : described ? aboutTexts(entity, family) : P.DESCRIPTIONS);
  return fill(faker.helpers.arrayElement(bank), faker, now, topic);
}

/** Whether a name field is the entity's own name ("name", "title", "droplet name" of a droplet), not a name of something else. */
function ownName(entity: string, field: string): boolean {
  const f = field.trim();
  if (/^(name|names|title|display name|label|subject|summary|new name|)$/.test(f) || f === entity) return true;
  const head = f.replace(/ (name|title)$/, '');
  return head !== f && (entity.endsWith(head) || head.endsWith(entity.split(' ').pop() ?? entity));
}

const slugOf = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

type NameRule = [RegExp, (d: Draw, now: number, field: string) => string];

const PERSON_RULE: NameRule = [/^(?!.*\b(team|org|group|project|repo|id)\b).*\b(user|member|person|people|assignee|assigned|owner|author|reviewer|contact|customer|employee|full|recipient|sender|followers?|watchers?|attendees?|participants?)\b/, (d) => personName(d)];

// The first rule whose words the field has wins ("company" is a company before "name" is anything).
const NAME_RULES: NameRule[] = [
  [/\b(user ?name|login|handle)\b/, (d, _, field) => kindValue('username', d, { words: field }) as string],
  [/\bfont/, (d) => d.pick(['Inter', 'Roboto', 'Georgia', 'Helvetica Neue', 'Source Sans Pro'])],
  [/\b(company|organization|organisation|org|client|vendor|employer|workspace)\b/, (d) => d.pick(COMPANIES)],
  [/\b(surname|last)\b/, (d) => d.pick(LAST_NAMES)],
  [/\b(first|given)\b/, (d) => d.pick(FIRST_NAMES)],
  // A database's or a server's user is an account on it ("u4821_app"), not a person: Hostinger's database_user was "Emeka Schmidt".
  [/\b(database|db|ftp|sftp|ssh|mysql|postgres|sql) ?user(name)?\b/, (d) => `u${d.int(100000, 999999)}_${d.pick(['app', 'admin', 'wp', 'shop'])}`],
  PERSON_RULE,
  [/\b(deal|deals|opportunity|opportunities)\b/, (d) => dealName(d)],
  [/\b(folder|directory|dir)\b/, (d) => d.pick(['Contracts', 'Finance/Invoices', 'Marketing/Assets', 'HR/Onboarding', 'Design', 'Board meetings', 'Projects/2026'])],
  [/\b(volume|disk)\b/, (d) => `${d.pick(['pg-data', 'uploads', 'wiki-data', 'mysql-main', 'logs'])}-${d.pick(P.ENVIRONMENTS)}`],
  [/\b(archive|backup|dump)\b/, (d, now) => `${d.pick(['website', 'db', 'uploads', 'wordpress'])}-backup-${new Date(now).toISOString().slice(0, 7)}.${d.pick(['tar.gz', 'zip', 'sql.gz'])}`],
  [/\b(domain|hostname|host)\b/, (d, _, field) => kindValue('hostname', d, { words: field }) as string],
  [/\b(label|labels|tag|tags|topic|topics)\b/, (d) => d.pick(P.LABELS)],
  [/\bbranch\b/, (d) => d.pick(['main', 'develop', `feature/${slugOf(d.pick(P.FEATURES))}`, `fix/${slugOf(d.pick(P.FEATURES))}`, `release/${d.int(1, 6)}.${d.int(0, 12)}`])],
  [/\bchannel\b/, (d) => d.pick(P.CHANNELS)],
  [/\b(repo|repository|package|service|app|site|project)\b/, (d) => d.pick(P.REPO_NAMES)],
  [/\bregistry\b/, (d) => d.pick(['acme-registry', 'platform', 'northwind-images', 'internal'])],
  [/\b(database|db|schema)\b/, (d) => `${d.pick(P.DATABASES)}_${d.pick(['prod', 'staging', 'db'])}`],
  [/\bbucket\b/, (d) => `${d.pick(['acme', 'northwind', 'media', 'data', 'infra'])}-${d.pick(['backups', 'assets', 'logs', 'exports'])}`],
  // An action on a droplet, an image or a volume is named by what it does; a picture is a picture file (analyze_image
  // was given "contract-draft.txt" and "logo.md").
  [/\b(droplet|image|volume|snapshot) actions?\b/, (d) => d.pick(['snapshot', 'resize', 'power_cycle', 'rebuild', 'transfer', 'convert'])],
  [/\b(image|photo|picture)\b/, (d) => `${d.pick(P.IMAGE_STEMS)}.${d.pick(P.IMAGE_EXTS)}`],
  [/\b(file|filename|attachment|document|upload|(drive|onedrive|sharepoint|dropbox) item)\b/, (d) => `${d.pick(P.FILE_STEMS)}.${d.pick(P.FILE_EXTS)}`],
  [/\b(team|group|department)\b/, (d) => d.pick(['Platform', 'Growth', 'Payments', 'Design', 'Data', 'Support', 'Security', 'Mobile'])],
  [/\b(server|instance|node|droplet|vm|machine|cluster)\b/, (d) => `${d.pick(P.HOST_ROLES)}-${d.pick(P.ENVIRONMENTS)}-${String(d.int(1, 12)).padStart(2, '0')}`],
  [/\b(weather|conditions?|forecast)\b/, (d) => d.pick(['Partly cloudy', 'Light rain', 'Sunny', 'Overcast', 'Snow showers', 'Thunderstorms'])],
];

/**
 * A name the field's own words call for, whatever entity it belongs to ("company" is a company, "folder" a folder).
 * Drawn through `Draw`, so the language layer names its arguments the way the world names its records; `memo` (a
 * world model's) remembers which rule a field takes.
 */
export function nameByField(field: string, d: Draw, now: number, memo?: Map<string, string>): string | undefined {
  const key = `\u0000name\u0000${field}`;
  let rule = memo?.get(key);
  if (rule === undefined) {
    rule = String(NAME_RULES.findIndex(([re]) => re.test(field)));
    if (memo && memo.size < 100_000) memo.set(key, rule);
  }
  const hit = NAME_RULES[Number(rule)];
  return hit ? hit[1](d, now, field) : undefined;
}

// The field's own words a label ends with, read once per field.
const labelSubject = memoized(50_000, (field: string): string => {
  const words = field.trim().split(' ').filter((w) => !/^(name|id|key|value|ref|label|str|string)$/.test(w));
  const two = words.slice(-2).join('-');
  // A long label reads like a random string: "internal-candidate-model" is "internal-model".
  return two.length > 14 ? words.slice(-1).join('-') : two;
});

/**
 * A short label for a field nothing else reads ("network" -> "primary-network"): plain, in the field's own words,
 * where a title or a feature name would claim a meaning the field does not have. "component name" names a component.
 */
export function labelFor(field: string, d: Draw): string {
  // What the words call for first ("region" is eu-west-1): a label is for words that call for nothing in particular.
  const called = valueByWords(field, d);
  if (called !== undefined) return called;
  const subject = labelSubject(field);
  if (!subject) return d.pick(['default', 'standard', 'primary', 'custom']);
  return `${d.pick(['main', 'primary', 'default', 'shared', 'internal', 'legacy', 'new', 'team'])}-${subject}`;
}

/** Draws a name: (faker, now) -> name. */
export type { NameDrawer } from './generic-names.js';

// A deliberate process-wide memo (README, Layout): which rule names a field of an entity is a pure function of the two
// strings; the regexes run once per pair, not once per value. Bounded.
const namePlans = memoized(50_000, (key: string): NameDrawer => {
  const [entity = '', field = ''] = key.split('\u0000');
  return planName(entity, field);
});

/** The name of a thing of this entity: a hostname for a droplet, a slug for a repo, a channel name, a person. */
export function nameFor(entity: string, field: string, faker: Faker, now: number): string {
  return namePlan(entity, field)(faker, now);
}

/** How names of `field` of `entity` are drawn, decided once per pair. */
export function namePlan(entity: string, field: string): NameDrawer {
  return namePlans(`${entity}\u0000${field}`);
}

function planName(entity: string, field: string): NameDrawer {
  if (/\bnamespace\b/.test(field)) return pick(['default', 'production', 'staging', 'monitoring', 'payments']);
  const family = familyOf(entity);
  if (/\bimage\b/.test(field) && family === 'infra') return pick(['nginx:1.27', 'postgres:16', 'redis:7.2', 'ghcr.io/acme/api:2.4.1', 'node:20-alpine']);
  const rest = ownNamePlan(entity, field, family);
  const byField = NAME_RULES.find(([re]) => re.test(field));
  if (!byField) return rest;
  // A rule's kind may have no value to give (a username from no words): the rest of the plan draws then.
  return (faker, now, topic) => byField[1](drawOf(faker), now, field) ?? rest(faker, now, topic);
}

/** Whether the names of `field` of `entity` would be labels of the field's own words ("main-container"): no rule reads
 * the words, and they are not the record's own name. */
export function labelOnly(entity: string, field: string): boolean {
  return !/\b(namespace|image)\b/.test(field) && !ownName(entity, field) && !NAME_RULES.some(([re]) => re.test(field)) && !wordsCallFor(field);
}

/** Whether records of `entity` have no name of any kind of their own: a generic family, no rule for its head. Named, they
 * were "<Feature> <head>" ("SSO with Okta elevation", "Bulk user import style", "Retro for CSV export" a permission). */
export function namelessKind(entity: string): boolean {
  const head = entity.split(' ').pop() ?? entity;
  return familyOf(entity) === 'generic' && !ownKindNamed(entity) && !NAME_RULES.some(([re]) => re.test(head));
}

/** A name no field rule gave: the record's own name by its entity, or a short label of the field's own words. */
function ownNamePlan(entity: string, field: string, kin: Family): NameDrawer {
  // Any other name-like field that is not the record's own name is a short label of its own words, not a title.
  if (!ownName(entity, field)) return (faker) => labelFor(field, drawOf(faker));
  // A person is named as one only when the entity is a person: a "pyroscope profile type" was named "Lina Müller".
  const person = /\b(user|member|person|people|contact|customer|employee|assignee|profile|owner|author)s?$/.test(entity);
  const family = kin === 'person' && !person && !/\b(account|team|group)s?$/.test(entity) ? 'generic' : kin;
  if (family === 'person' && person) return (faker) => personName(drawOf(faker));
  if (/\bconsole\b/.test(entity)) return pick(P.CONSOLE_LINES);
  if (/\b(channel|chat|chat room|room)$/.test(entity)) return pick(P.CHANNELS); // not an email subject ("Your July invoice")
  if (/^(library )?component$/.test(entity)) return pick(P.UI_COMPONENTS); // a design system's, not "Team offsite agenda"
  if (/\b(company|organization|org|account|client|vendor|workspace)\b/.test(entity)) return pick(COMPANIES);
  if (family === 'event') return (faker, now, topic) => fill(faker.helpers.arrayElement(P.EVENT_TITLES), faker, now, topic);
  if (family === 'doc' || family === 'work' || family === 'message' || family === 'monitor') return (faker, now, topic) => titleFor(family, faker, now, entity, topic);
  const last: NameDrawer = /\b(dns|record)\b/.test(entity)
    ? pick(P.DNS_NAMES)
    : family === 'infra'
      ? (faker) => `${faker.helpers.arrayElement(P.HOST_ROLES)}-${faker.helpers.arrayElement(P.ENVIRONMENTS)}-${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}`
      : family === 'commerce'
        ? (faker, now) => titleFor('commerce', faker, now, entity)
        : family === 'generic'
          ? genericNamePlan(entity)
          : (faker, now, topic) => titleFor(family, faker, now, '', topic);
  // The rule of the entity's head noun first ("contact folder" is a folder); a person's rule only for a person.
  const head = entity.split(' ').pop() ?? entity;
  const byEntity = NAME_RULES.find(([re]) => re.test(head)) ?? NAME_RULES.find((rule) => rule[0].test(entity) && (person || rule !== PERSON_RULE));
  return byEntity ? (faker, now, topic) => byEntity[1](drawOf(faker), now, entity) ?? last(faker, now, topic) : last;
}

/** A code snippet of the kind the field or entity asks for. */
export function codeFor(entity: string, field: string, faker: Faker, now: number, description = ''): string {
  return fill(faker.helpers.arrayElement(P.SNIPPETS[codeKind(entity, field, description)] ?? []), faker, now);
}

/** A search query someone would type for this family. */
export function queryFor(faker: Faker, now: number): string {
  return fill(faker.helpers.arrayElement(P.QUERIES), faker, now);
}
