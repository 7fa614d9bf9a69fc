// What a value reads like depends on what it belongs to: an issue title, a droplet name, a DNS record name. The family
// of an entity (work item, infrastructure, message, ...) picks the phrase bank and the statuses its values come from.
import type { Faker } from '@faker-js/faker';
import * as P from './phrases.js';

export type Family = 'work' | 'doc' | 'event' | 'message' | 'infra' | 'dns' | 'code' | 'run' | 'person' | 'commerce' | 'file' | 'monitor' | 'generic';

const FAMILY_WORDS: Array<[RegExp, Family]> = [
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

export function familyOf(entity: string): Family {
  for (const [re, family] of FAMILY_WORDS) if (re.test(entity)) return family;
  return 'generic';
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Fill the {slots} of a phrase with seeded draws. */
export function fill(template: string, faker: Faker, now: number): string {
  const year = new Date(now).getUTCFullYear();
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    switch (slot) {
      case 'feature':
        return faker.helpers.arrayElement(P.FEATURES);
      case 'first':
      case 'first2':
        return faker.person.firstName();
      case 'last':
        return faker.person.lastName();
      case 'person':
        return faker.person.fullName();
      case 'company':
        return faker.company.name();
      case 'weekday':
        return faker.helpers.arrayElement(WEEKDAYS);
      case 'month':
        return faker.helpers.arrayElement(MONTHS);
      case 'dayNum':
        return String(faker.number.int({ min: 1, max: 28 }));
      case 'quarter':
        return String(faker.number.int({ min: 1, max: 4 }));
      case 'year':
        return String(year);
      case 'version':
        return `${faker.number.int({ min: 1, max: 6 })}.${faker.number.int({ min: 0, max: 12 })}`;
      case 'number':
        return String(faker.number.int({ min: 100, max: 9999 }));
      case 'date':
        return new Date(now - faker.number.int({ min: 5, max: 90 }) * 86_400_000).toISOString().slice(0, 10);
      case 'slug':
        return faker.helpers.arrayElement(P.FEATURES).toLowerCase().replace(/[^a-z0-9]+/g, '-');
      default:
        return slot;
    }
  });
}

/** A title that reads like one of this family's. */
export function titleFor(family: Family, faker: Faker, now: number): string {
  switch (family) {
    case 'work':
    case 'code':
    case 'run': {
      const q = faker.helpers.arrayElement(P.WORK_QUALIFIERS);
      return `${faker.helpers.arrayElement(P.WORK_VERBS)} ${faker.helpers.arrayElement(P.FEATURES)}${q ? ` ${q}` : ''}`;
    }
    case 'event':
      return fill(faker.helpers.arrayElement(P.EVENT_TITLES), faker, now);
    case 'message':
      return fill(faker.helpers.arrayElement(['{feature} update', 'Re: {company} renewal', 'Your {month} invoice', 'Action needed: {feature}', 'Notes from {weekday}']), faker, now);
    case 'commerce':
      return faker.commerce.productName();
    case 'monitor':
      return fill(faker.helpers.arrayElement(['High error rate on {feature}', 'Latency above 2s for {feature}', 'Disk usage over 90% on db-prod-1', 'Failed logins spike']), faker, now);
    default:
      return fill(faker.helpers.arrayElement(P.DOC_TITLES), faker, now);
  }
}

/** Body text (a description, a message, a comment) for this family. */
export function textFor(family: Family, field: string, faker: Faker, now: number): string {
  const bank = /comment|note|reply/.test(field) ? P.COMMENTS : family === 'message' || /message|text/.test(field) ? P.MESSAGES : P.DESCRIPTIONS;
  return fill(faker.helpers.arrayElement(bank), faker, now);
}

/** The name of a thing of this entity: a hostname for a droplet, a slug for a repo, a channel name, a person. */
export function nameFor(entity: string, field: string, faker: Faker, now: number): string {
  const words = `${entity} ${field}`;
  if (/\b(user ?name|login|handle)\b/.test(field)) return faker.internet.username().toLowerCase();
  if (/\bfont/.test(field)) return faker.helpers.arrayElement(['Inter', 'Roboto', 'Georgia', 'Helvetica Neue', 'Source Sans Pro']);
  if (/\bnamespace\b/.test(field)) return faker.helpers.arrayElement(['default', 'production', 'staging', 'monitoring', 'payments']);
  if (/\bimage\b/.test(field) && familyOf(entity) === 'infra') return faker.helpers.arrayElement(['nginx:1.27', 'postgres:16', 'redis:7.2', 'ghcr.io/acme/api:2.4.1', 'node:20-alpine']);
  if (/\b(user|member|person|people|assignee|assigned|owner|author|reviewer|contact|customer|employee|first|last|full|recipient|sender)\b/.test(words) && !/\b(team|org|group|project|repo)\b/.test(field)) {
    if (/first/.test(field)) return faker.person.firstName();
    if (/last/.test(field)) return faker.person.lastName();
    return faker.person.fullName();
  }
  if (/\b(company|organization|org|account|client|vendor|workspace)\b/.test(words)) return faker.company.name();
  if (/\b(label|labels|tag|tags|topic)\b/.test(words)) return faker.helpers.arrayElement(P.LABELS);
  if (/\bbranch\b/.test(words)) return fill(faker.helpers.arrayElement(P.BRANCHES), faker, now);
  if (/\bchannel\b/.test(words)) return faker.helpers.arrayElement(P.CHANNELS);
  if (/\b(domain|hostname|host)\b/.test(field)) return faker.internet.domainName();
  if (/\b(dns|record)\b/.test(entity)) return faker.helpers.arrayElement(P.DNS_NAMES);
  if (/\b(repo|repository|project|package|service|app|site)\b/.test(words)) return faker.helpers.arrayElement(P.REPO_NAMES);
  if (/\bdatabase|db\b/.test(words)) return `${faker.helpers.arrayElement(P.DATABASES)}_${faker.helpers.arrayElement(['prod', 'staging', 'db'])}`;
  if (/\b(bucket)\b/.test(words)) return `${faker.company.buzzNoun().toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${faker.helpers.arrayElement(['backups', 'assets', 'logs'])}`;
  if (/\b(file|attachment|image|photo|document|upload)\b/.test(words)) return `${faker.helpers.arrayElement(P.FILE_STEMS)}.${faker.helpers.arrayElement(P.FILE_EXTS)}`;
  if (familyOf(entity) === 'infra') return `${faker.helpers.arrayElement(P.HOST_ROLES)}-${faker.helpers.arrayElement(P.ENVIRONMENTS)}-${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}`;
  if (/\b(team|group|department)\b/.test(words)) return faker.helpers.arrayElement(['Platform', 'Growth', 'Payments', 'Design', 'Data', 'Support', 'Security', 'Mobile']);
  if (familyOf(entity) === 'commerce') return faker.commerce.productName();
  if (familyOf(entity) === 'event') return fill(faker.helpers.arrayElement(P.EVENT_TITLES), faker, now);
  // The name of the thing itself reads like its title; any other name-like field is a short slug, not a sentence.
  if (/^(name|title|display name|label|subject|summary)$/.test(field.trim()) || field.trim() === '') return titleFor(familyOf(entity), faker, now);
  return faker.helpers.arrayElement(P.FEATURES).toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** A status-like value for a string field with no enum. */
export function categoryFor(entity: string, field: string, faker: Faker): string {
  if (/priority|severity/.test(field)) return faker.helpers.arrayElement(['low', 'medium', 'high', 'critical']);
  if (/region/.test(field)) return faker.helpers.arrayElement(/digitalocean|droplet/.test(entity) ? P.REGIONS : [...P.REGIONS, ...P.CLOUD_REGIONS]);
  if (/size/.test(field)) return faker.helpers.arrayElement(P.SIZES);
  if (/role/.test(field)) return faker.helpers.arrayElement(['admin', 'member', 'viewer', 'owner']);
  if (/visibility/.test(field)) return faker.helpers.arrayElement(['private', 'internal', 'public']);
  if (/sort|order by/.test(field)) return faker.helpers.arrayElement(['created_at', 'updated_at', 'name']);
  if (/direction|order/.test(field)) return faker.helpers.arrayElement(['asc', 'desc']);
  if (/format/.test(field)) return faker.helpers.arrayElement(['json', 'csv', 'markdown']);
  if (/unit/.test(field)) return faker.helpers.arrayElement(/distance|length|line|point|route|map/.test(entity) ? ['kilometers', 'miles', 'meters'] : ['km', 'mi', 'kg', 'lb', 'celsius']);
  if (/type|kind/.test(field) && /\b(dns|record)\b/.test(entity)) return faker.helpers.arrayElement(P.DNS_TYPES);
  if (/image/.test(field)) return faker.helpers.arrayElement(P.IMAGES);
  if (/type|kind|category/.test(field)) return faker.helpers.arrayElement(['standard', 'internal', 'external', 'default']);
  const family = familyOf(entity);
  return faker.helpers.arrayElement(P.STATUS_BY_FAMILY[family] ?? (P.STATUS_BY_FAMILY.generic as string[]));
}

/** A code snippet of the kind the field or entity asks for. */
export function codeFor(entity: string, field: string, faker: Faker, now: number): string {
  const words = `${entity} ${field}`;
  const kind = /sql|query|database|postgres|mysql/.test(words) ? 'sql' : /jql/.test(words) ? 'jql' : /selector|element/.test(words) ? 'selector' : /promql|metric|prometheus/.test(words) ? 'promql' : /command|cmd|shell|terminal|bash/.test(words) ? 'shell' : /python/.test(words) ? 'python' : /script|javascript|js|code|expression|function/.test(words) ? 'javascript' : 'shell';
  return fill(faker.helpers.arrayElement(P.SNIPPETS[kind] ?? []), faker, now);
}

/** A search query someone would type for this family. */
export function queryFor(faker: Faker, now: number): string {
  return fill(faker.helpers.arrayElement(P.QUERIES), faker, now);
}
