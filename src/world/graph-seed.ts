// What a knowledge graph holds before any call: a handful of people, organizations and projects, each with a few
// observations a person would jot down, and relations between them that agree with those observations.
import { Rng } from '../util/random.js';
import { article, capitalise } from '../util/english.js';
import { CITIES, COMPANIES, FIRST_NAMES, LANGUAGES, LAST_NAMES } from './people-places.js';
import { FEATURES } from './phrases.js';
import { MONTHS } from '../util/time.js';

export interface GraphEntity {
  name: string;
  entityType: string;
  observations: string[];
}

export interface GraphRelation {
  from: string;
  to: string;
  relationType: string;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const ROLES = ['engineering manager', 'product designer', 'account executive', 'data analyst', 'head of operations', 'CTO', 'customer success lead', 'backend engineer', 'finance director', 'recruiter'];
const PROJECT_KINDS = ['migration', 'redesign', 'rollout', 'pilot', 'cleanup', 'launch'];
const PLANS = ['Starter', 'Team', 'Business', 'Enterprise'];

/** Observations about a person: what a colleague would remember ({org}, {city} and the like are filled per entity). */
const PERSON_NOTES = [
  'Prefers email over phone calls.',
  'Works remotely from {city} most of the year.',
  'Speaks {language} and English.',
  'Joined {org} in {month} {lastYear} as {role}.',
  'Has a standing 1:1 with {other} on {weekday}s.',
  'Asked for a demo of {feature} last quarter.',
  'Coffee order: oat flat white, no sugar.',
  'Out of office the first two weeks of {month}.',
  'Owns the {feature} work on their team.',
  'Birthday is in {month}.',
];
const ORG_NOTES = [
  'Headquartered in {city}.',
  'Customer since {lastYear}, on the {plan} plan.',
  'Contract renewal is due in {month}.',
  'Reported slow {feature} twice this quarter.',
  'Around {size} employees.',
  'Pays by invoice, net 30.',
];
const PROJECT_NOTES = [
  'Kick-off was in {month} {lastYear}.',
  'Target launch is the end of {month}.',
  'Blocked on the {feature} review.',
  'Weekly check-in on {weekday}s at 10:00.',
  'Budget signed off for the year.',
];

/** A note with its slots filled: the entity's own organization and city where it has them. */
function fill(template: string, rng: Rng, slots: Record<string, string>, year: number): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => {
    if (slots[k] !== undefined) return slots[k] as string;
    switch (k) {
      case 'city':
        return rng.pick(CITIES)[0];
      case 'language':
        return rng.pick(LANGUAGES.filter(([l]) => l !== 'English'))[0];
      case 'month':
        return rng.pick(MONTHS);
      case 'lastYear':
        return String(year - rng.int(1, 3));
      case 'weekday':
        return rng.pick(WEEKDAYS);
      case 'feature':
        return rng.pick(FEATURES);
      case 'role': {
        const role = rng.pick(ROLES);
        return /^[A-Z]{2}/.test(role) ? role : `${article(role)} ${role}`;
      }
      case 'plan':
        return rng.pick(PLANS);
      case 'size':
        return String(rng.pick([40, 85, 120, 300, 650, 1200]));
      default:
        return k;
    }
  });
}

function notes(bank: readonly string[], rng: Rng, slots: Record<string, string>, year: number): string[] {
  return rng.sample(bank, rng.int(1, 3)).map((t) => fill(t, rng, slots, year));
}

const BANKS: Record<string, readonly string[]> = { person: PERSON_NOTES, organization: ORG_NOTES, project: PROJECT_NOTES };

/** A note about an entity of this type that it does not have yet (undefined when every draw is taken). */
export function freshNote(entity: GraphEntity, rng: Rng, now: number): string | undefined {
  const year = new Date(now).getUTCFullYear();
  const bank = BANKS[entity.entityType] ?? PERSON_NOTES;
  for (let i = 0; i < 8; i++) {
    const note = fill(rng.pick(bank), rng, { org: rng.pick(COMPANIES), other: rng.pick(FIRST_NAMES) }, year);
    if (!entity.observations.includes(note)) return note;
  }
  return undefined;
}

/** A person, organization or project the graph does not know yet, with a note or two about it, or none. */
export function freshEntity(rng: Rng, now: number, taken: (name: string) => boolean): GraphEntity {
  const year = new Date(now).getUTCFullYear();
  for (let i = 0; ; i++) {
    const type = rng.pick(['person', 'person', 'organization', 'project']);
    const name = type === 'person' ? `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}` : type === 'organization' ? rng.pick(COMPANIES) : `${capitalise(rng.pick(FEATURES))} ${rng.pick(PROJECT_KINDS)}`;
    if (taken(name) && i < 20) continue;
    const observations = rng.next() < 0.4 ? [] : notes(BANKS[type] as readonly string[], rng, { org: rng.pick(COMPANIES), other: rng.pick(FIRST_NAMES) }, year).slice(0, 2);
    return { name, entityType: type, observations };
  }
}

/** A graph of 5-9 entities and the relations between them, the same for the same seed. */
export function seedGraph(seed: number, now: number): { entities: GraphEntity[]; relations: GraphRelation[] } {
  const rng = new Rng(seed);
  const year = new Date(now).getUTCFullYear();
  const orgs = rng.sample(COMPANIES, rng.int(2, 3));
  const count = rng.int(3, 5);
  const people: string[] = [];
  while (people.length < count) {
    const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    if (!people.includes(name) && !people.some((p) => p.split(' ')[0] === name.split(' ')[0])) people.push(name);
  }
  const projects = rng.sample(FEATURES, rng.int(1, 2)).map((f) => `${capitalise(f)} ${rng.pick(PROJECT_KINDS)}`);
  const relations: GraphRelation[] = [];
  const entities: GraphEntity[] = [];
  const employer = new Map(people.map((p, i) => [p, orgs[i % orgs.length] as string]));
  for (const [i, p] of people.entries()) {
    const org = employer.get(p) as string;
    const other = (people[(i + 1) % people.length] as string).split(' ')[0] as string;
    entities.push({ name: p, entityType: 'person', observations: notes(PERSON_NOTES, rng, { org, other }, year) });
    relations.push({ from: p, to: org, relationType: 'works_at' });
  }
  for (const org of orgs) {
    const contact = people.find((p) => employer.get(p) === org);
    const own = notes(ORG_NOTES, rng, {}, year);
    entities.push({ name: org, entityType: 'organization', observations: contact && rng.next() < 0.6 ? [...own, `Main contact is ${contact}.`] : own });
  }
  for (const [i, project] of projects.entries()) {
    entities.push({ name: project, entityType: 'project', observations: notes(PROJECT_NOTES, rng, {}, year) });
    const lead = people[i % people.length] as string;
    relations.push({ from: lead, to: project, relationType: 'leads' });
    const helper = people[(i + 2) % people.length] as string;
    if (helper !== lead) relations.push({ from: helper, to: project, relationType: 'works_on' });
    relations.push({ from: project, to: employer.get(lead) as string, relationType: 'belongs_to' });
  }
  // Two people of one organization: the later one reports to the first.
  for (const org of orgs) {
    const staff = people.filter((p) => employer.get(p) === org);
    if (staff.length >= 2) relations.push({ from: staff[1] as string, to: staff[0] as string, relationType: 'reports_to' });
  }
  return { entities, relations };
}
