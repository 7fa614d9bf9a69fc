// A value of the kind a field's name promises (name-kinds.ts), valid in its format and realistic: a hostname of a
// company that exists in the banks, an ISO code, a time zone a server accepts, a postal code in its country's style.
// Drawn through a small interface so the world (seeded faker) and the language layer (task rng) share it.
import type { Faker } from '@faker-js/faker';
import type { NameKind } from './name-kinds.js';
import * as B from './people-places.js';
import { FEATURES, HOST_ROLES, ENVIRONMENTS } from './phrases.js';
import { isoDate, isoSeconds } from '../util/time.js';
import { memoized } from '../util/memo.js';

/** The draws a value needs; a task's Rng has them, and `drawOf` adapts a seeded faker. */
export interface Draw {
  /** A float in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

export function drawOf(faker: Faker): Draw {
  return {
    next: () => faker.number.float(),
    int: (min, max) => faker.number.int({ min, max }),
    pick: (items) => faker.helpers.arrayElement(items as unknown[]) as never,
  };
}

export interface KindHint {
  /** The field's name as words ("repo url"), its schema description, the entity it belongs to. */
  words: string;
  description?: string;
  entity?: string;
  /** The task's (or world's) today, epoch ms: dates are drawn around it. */
  now?: number;
  /** What the record is about (ValueContext's topic): a page's url names it. */
  topic?: string;
}

const DAY = 86_400_000;
const hex = (d: Draw, n: number) => Array.from({ length: n }, () => d.int(0, 15).toString(16)).join('');
// Remembered: slugs are of a bank's phrases, drawn again for every URL.
const slug = memoized(2_000, (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''));

export function personName(d: Draw): string {
  return `${d.pick(B.FIRST_NAMES)} ${d.pick(B.LAST_NAMES)}`;
}

// A person's name as an address's words (accents and punctuation gone), remembered: the names come from a bank.
const addressWords = memoized(5_000, (person: string): [string, string] => {
  const [first = 'sam', ...rest] = person.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z ]/g, '').split(' ').filter(Boolean);
  return [first, rest.join('') || 'lee'];
});

/** An address at a company, spelt the way that company spells them. */
export function emailOf(d: Draw, person = personName(d), company = d.pick(B.COMPANIES)): string {
  const [first, last] = addressWords(person);
  return `${d.pick([`${first}.${last}`, `${first[0]}${last}`, first, `${first}.${last}`])}@${B.companyDomain(company)}`;
}

function urlFor(d: Draw, words: string, topic: string | undefined): string {
  const company = d.pick(B.COMPANIES);
  const domain = B.companyDomain(company);
  const drawn = d.pick(FEATURES);
  const feature = slug(topic ?? drawn);
  if (/\b(repo|repository|git|clone)\b/.test(words)) return `https://github.com/${domain.replace(/\.com$/, '')}/${d.pick(['billing-service', 'web-frontend', 'data-pipeline', 'docs-site', 'mobile-app'])}.git`;
  if (/\b(image|photo|logo|avatar|icon|thumbnail|picture)\b/.test(words)) return `https://cdn.${domain}/images/${d.pick(['logo', 'team-photo', 'banner', 'product-shot', 'avatar'])}.png`;
  if (/\b(webhook|callback|hook)\b/.test(words)) return `https://hooks.${domain}/${d.pick(['deploys', 'billing', 'alerts', 'orders'])}`;
  if (/\b(file|pdf|document|download|attachment)\b/.test(words)) return `https://files.${domain}/shared/${d.pick(['quarterly-report.pdf', 'contract-draft.pdf', 'price-list.csv', 'onboarding-guide.pdf'])}`;
  if (/\b(api|endpoint|base)\b/.test(words)) return `https://api.${domain}/v${d.int(1, 3)}`;
  if (/\b(doc|docs|documentation|help)\b/.test(words)) return `https://docs.${domain}/${feature}`;
  return `https://${d.pick(['www.', 'app.', ''])}${domain}/${d.pick(['pricing', 'blog/' + feature, 'docs/' + feature, 'status', 'careers', 'help/' + feature, 'events/spring-summit'])}`;
}

function postalCode(d: Draw, country: string): string {
  const style = B.POSTAL_STYLES[country] ?? '#####';
  return style.replace(/[#A]/g, (c) => (c === '#' ? String(d.int(0, 9)) : String.fromCharCode(65 + d.int(0, 25))));
}

/** An ISO timestamp `days` from `now` (negative: in the past), in working hours. */
function stamp(d: Draw, now: number, future: boolean): number {
  const days = d.int(1, future ? 45 : 300);
  return now - (now % DAY) + (future ? days : -days) * DAY + d.int(8 * 4, 18 * 4) * 15 * 60_000;
}

/** A value of `kind`; undefined where the kind needs what the hint lacks (a date without a today). */
export function kindValue(kind: NameKind, d: Draw, hint: KindHint): string | undefined {
  const words = hint.words;
  switch (kind) {
    case 'email':
      return emailOf(d);
    case 'url':
      // A container image is named by its registry path, not a web page: Cloud Run's imageUrl ("e.g.
      // gcr.io/cloudrun/hello") was drawn as https://app.riversidedental.com/pricing.
      if (/\b(container|docker|oci)\b|\b(gcr|ghcr)\.io\b|docker\.io|pkg\.dev/i.test(`${words} ${hint.description ?? ''} ${hint.entity ?? ''}`)) return `${d.pick(['gcr.io', 'ghcr.io', 'europe-docker.pkg.dev', 'docker.io'])}/${B.companyDomain(d.pick(B.COMPANIES)).replace(/\..*$/, '')}/${d.pick(['web-frontend', 'billing-service', 'api-gateway', 'worker', 'docs-site'])}:${d.pick(['latest', `v${d.int(1, 4)}.${d.int(0, 12)}.${d.int(0, 9)}`, 'stable'])}`;
      return urlFor(d, words, hint.topic);
    case 'hostname':
      return /\bhost\b/.test(words) && !/domain/.test(words) && d.next() < 0.5 ? `${d.pick(HOST_ROLES)}-${d.pick(ENVIRONMENTS)}-${String(d.int(1, 9)).padStart(2, '0')}.${B.companyDomain(d.pick(B.COMPANIES))}` : `${d.next() < 0.3 ? d.pick(['shop.', 'app.', 'blog.']) : ''}${B.companyDomain(d.pick(B.COMPANIES))}`;
    case 'ip':
      return d.next() < 0.6 ? `10.${d.int(0, 40)}.${d.int(0, 255)}.${d.int(2, 254)}` : `${d.pick(['203.0.113', '198.51.100', '192.0.2'])}.${d.int(2, 254)}`;
    case 'uuid':
      return `${hex(d, 8)}-${hex(d, 4)}-4${hex(d, 3)}-${d.pick(['8', '9', 'a', 'b'])}${hex(d, 3)}-${hex(d, 12)}`;
    case 'phone':
      return d.pick([`+1 ${d.int(201, 989)} ${d.int(200, 999)} ${String(d.int(0, 9999)).padStart(4, '0')}`, `+44 20 7946 ${String(d.int(0, 999)).padStart(4, '0')}`, `+49 30 ${d.int(1000, 9999)} ${d.int(100, 999)}`, `+33 1 ${d.int(10, 99)} ${d.int(10, 99)} ${d.int(10, 99)} ${d.int(10, 99)}`]);
    case 'country_code':
      return d.pick(B.CITIES)[2];
    case 'country':
      return d.pick(B.CITIES)[1];
    case 'currency':
      return d.pick(B.CURRENCIES)[1];
    case 'language_code':
      return /locale/.test(words) || d.next() < 0.3 ? d.pick(B.LOCALES) : d.pick(B.LANGUAGES)[1];
    case 'timezone':
      return /Standard Time/.test(hint.description ?? '') ? d.pick(B.WINDOWS_TIMEZONES) : d.pick(B.TIMEZONES);
    case 'mime':
      return d.pick(B.MIME_TYPES);
    case 'color':
      return /\bhex\b|#/.test(`${words} ${hint.description ?? ''}`) || d.next() < 0.5 ? d.pick(B.HEX_COLORS) : d.pick(B.COLOR_NAMES);
    case 'postal_code':
      return postalCode(d, d.pick(B.CITIES)[2]);
    case 'street':
      return `${d.int(1, 240)} ${d.pick(B.STREETS)}`;
    case 'city':
      return d.pick(B.CITIES)[0];
    case 'state':
      return d.pick(B.STATES);
    case 'surname':
      return d.pick(B.LAST_NAMES);
    case 'given_name':
      return d.pick(B.FIRST_NAMES);
    case 'person':
      return personName(d);
    case 'company':
      return d.pick(B.COMPANIES);
    case 'username': {
      const [first = 'sam', last = 'lee'] = personName(d).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z ]/g, '').split(' ');
      return d.pick([`${first}.${last}`, `${first}${last[0]}`, `${first[0]}${last}`, `${first}_${last.slice(0, 3)}`]);
    }
    case 'date':
    case 'datetime': {
      if (hint.now === undefined) return undefined;
      const at = stamp(d, hint.now, /\b(due|end|ends|until|expires?|deadline|start|starts|scheduled|to)\b/.test(words));
      return kind === 'date' ? isoDate(at) : isoSeconds(at);
    }
    case 'version':
      return `${d.int(1, 5)}.${d.int(0, 14)}.${d.int(0, 9)}`;
    case 'sha':
      return hex(d, 40);
    case 'cron':
      return d.pick(['0 3 * * *', '*/15 * * * *', '0 9 * * 1', '30 2 * * 0', '0 */6 * * *']);
    case 'cell_range': {
      const col = () => String.fromCharCode(65 + d.int(0, 7));
      const row = d.int(1, 40);
      return d.next() < 0.3 ? `${col()}${row}` : `${col()}${row}:${String.fromCharCode(72 + d.int(0, 4))}${row + d.int(5, 60)}`;
    }
    case 'namespace':
      return d.pick(['default', 'production', 'staging', 'monitoring', 'payments', 'ingress-nginx', 'kube-system']);
    case 'cursor':
      return Buffer.from(`${d.pick(['offset', 'page', 'after'])}:${d.int(2, 60) * 10}`).toString('base64').replace(/=+$/, '');
  }
}

export const CODE_HOST = /\b(git ?hub|git ?lab|bitbucket|gitea|codeberg|repo|repository|repositories|pull request|merge request|gist)\b/i;

/** An account on a code host: a person's login or an organisation's. */
export function accountName(d: Draw): string {
  return d.next() < 0.5 ? (kindValue('username', d, { words: 'owner' }) as string) : (d.pick(B.COMPANIES).split(/\s+/)[0] as string).toLowerCase().replace(/[^a-z0-9-]/g, '');
}

/** Counts of people, pets or rooms in a booking or a search: a party is a few, not 31 adults and 8.5 pets. */
export const PARTY = /\b(adults?|guests?|passengers?|people|persons?|participants?|attendees?|travell?ers?|seats?|children|child|kids?|infants?|babies|pets?|rooms?|bedrooms?|bathrooms?|beds?|nights?)\b/;
export function partyRange(words: string): [number, number] {
  return /\b(children|child|kids?|infants?|babies|pets?)\b/.test(words) ? [1, 2] : /\bnights?\b/.test(words) ? [1, 10] : [1, 4];
}
