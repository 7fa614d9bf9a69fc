// Why a person asks, said before the request: built from parts ("Our billing team wants me to look into this",
// "Before the Thursday standup:") so a thousand requests do not share a handful of fixed sentences.
import type { Rng } from '../../util/random.js';
import { COMPANIES, EVENT_KINDS, FIRST_NAMES, PROJECTS, SERVICES, TEAMS, TOPICS } from './banks.js';
import type { Family } from './texts.js';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
type Make = (r: Rng) => string;

const ANY: Make[] = [
  (r) => `${r.pick([`Our ${r.pick(TEAMS)} team`, `The ${r.pick(TEAMS)} lead`, 'My manager', `${r.pick(FIRST_NAMES)} from ${r.pick(TEAMS)}`, 'Our CFO', 'A colleague'])} ${r.pick(['asked me to', 'wants me to', 'needs me to', 'reminded me to', 'pinged me to'])} ${r.pick(['sort this out', 'look into this', 'get this done', 'follow up on this', 'check on this', 'handle it'])}.`,
  (r) => `${r.pick(['Before my next meeting', 'Before lunch', `Ahead of the ${r.int(1, 5)}pm call`, `Before the ${r.pick(WEEKDAYS)} standup`, `Ahead of ${r.pick(FIRST_NAMES)}'s review`, 'Before I log off'])}:`,
  (r) => `I'm ${r.pick(['catching up on', 'clearing', 'working through', 'going over', 'tidying up'])} ${r.pick(['my inbox', 'the backlog', 'my to-do list', "last week's notes", `the ${r.pick(TOPICS)} follow-ups`])}.`,
  (r) => `${r.pick(WEEKDAYS)} ${r.pick(['admin time', 'clean-up', 'catch-up', 'errands'])}.`,
  (r) => `${r.pick(['Quick one', 'Small thing', 'Easy one, I hope', 'One more thing', 'Tiny request'])}${r.pick(['', ' before I head out', ' while I remember', ' between calls', ' for today'])}.`,
  (r) => `${r.pick(['Following up on', 'Picking up from', 'Continuing from'])} ${r.pick(['this morning', 'yesterday', 'our chat', `the ${r.pick(EVENT_KINDS)}`, 'the email thread'])}.`,
  (r) => `It's for the ${r.pick(TOPICS)}.`,
  (r) => `I have ${r.pick(['five', 'ten', 'a few'])} minutes ${r.pick(['between calls', 'before a meeting', 'to spare'])}.`,
  (r) => `${r.pick(['Trying to', 'Hoping to', "I'd like to"])} ${r.pick(['get this done', 'wrap this up', 'close this out'])} before ${r.pick(['the weekend', 'Friday', 'my holiday', 'end of day', 'the board meeting'])}.`,
  (r) => `${r.pick(FIRST_NAMES)} is ${r.pick(['out', 'off sick', 'on leave', 'travelling'])} ${r.pick(['today', 'this week', 'until Monday'])}, so I'm covering ${r.pick(['their', 'the'])} ${r.pick(TOPICS)}.`,
  (r) => `We ship ${r.pick(PROJECTS)} ${r.pick(['next week', 'on Thursday', 'at the end of the month', 'before the holidays'])} and I'm ticking off the last items.`,
  (r) => `The ${r.pick(TEAMS)} ${r.pick(EVENT_KINDS)} moved to ${r.pick(['9:30', 'noon', '2pm', '4:15', 'tomorrow morning'])}, so I'm prepping now.`,
  (r) => `${r.pick(COMPANIES)} ${r.pick(['asked about this', 'brought this up', 'chased us on this'])} ${r.pick(['on the call', 'in an email', 'yesterday', 'twice this week'])}.`,
  (r) => `I promised ${r.pick(FIRST_NAMES)} ${r.pick(['an update', 'an answer', 'the numbers'])} by ${r.pick(['noon', 'tomorrow', 'Thursday', 'the end of the day', 'our 1:1'])}.`,
  (r) => `This came up in ${r.pick(FIRST_NAMES)}'s ${r.pick(EVENT_KINDS)}.`,
  (r) => `${r.pick(PROJECTS)} is ${r.pick(['a bit behind', 'slipping', 'nearly done', 'in review'])} and the ${r.pick(TEAMS)} team ${r.pick(['needs answers', 'wants numbers', 'is waiting on me'])}.`,
  (r) => `New starter ${r.pick(FIRST_NAMES)} joins ${r.pick(['on Monday', 'tomorrow', 'next week'])}; I'm getting things ready.`,
  (r) => `${r.pick(['Audit prep', 'Quarter close', 'Year-end cleanup', 'Compliance review'])} for ${r.pick(COMPANIES)}${r.pick(['.', ' starts today.', ' is this week.'])}`,
  (r) => `${r.pick(FIRST_NAMES)} and I are ${r.pick(['pairing on', 'reviewing', 'untangling'])} the ${r.pick(TOPICS)} ${r.pick(['today', 'this afternoon', 'right now'])}.`,
  (r) => `${r.pick(['Still cleaning up after', 'Wrapping up', 'Following through on'])} the ${r.pick(PROJECTS)} ${r.pick(['migration', 'launch', 'rollout', 'pilot'])}.`,
];

const BY_FAMILY: Record<Family | 'files', Make[]> = {
  ticket: [
    (r) => `A customer ${r.pick(['just called', 'emailed twice', 'complained on chat'])} about this.`,
    (r) => `I'm doing the ${r.pick(['Monday', 'Friday', 'end-of-sprint', 'weekly'])} triage.`,
    (r) => `Support queue is ${r.pick(['on fire', 'backed up', 'busy'])} ${r.pick(['today', 'this week', 'since the release'])}.`,
  ],
  doc: [
    (r) => `I'm ${r.pick(['putting together', 'writing up', 'collecting'])} notes for the ${r.pick(TOPICS)}.`,
    (r) => `${r.pick(['Legal', 'Finance', 'My manager', 'The board', `${r.pick(FIRST_NAMES)}`])} wants this before ${r.pick(['Thursday', 'the weekend', 'the offsite', 'noon', 'the review'])}.`,
    (r) => `I'm cleaning up our ${r.pick(['docs', 'wiki', 'shared folders', 'notes'])} before the quarter ends.`,
  ],
  event: [(r) => `I'm trying to plan ${r.pick(['next week', 'the offsite', 'the sprint', 'December', 'the launch week'])}.`, (r) => `We have a ${r.pick(EVENT_KINDS)} coming up ${r.pick(['on Tuesday', 'soon', 'next week'])}.`],
  deal: [(r) => `We're closing the quarter and ${r.pick(COMPANIES)} is still open.`, (r) => `${r.pick(['Sales review', 'The pipeline call', 'Forecast week'])} is ${r.pick(['tomorrow', 'on Friday', 'this afternoon'])}.`],
  person: [(r) => `I'm updating our contacts after the ${r.pick(['conference', 'trade fair', 'webinar', 'partner summit'])}.`, (r) => `I'm getting ${r.pick(FIRST_NAMES)} up to speed.`],
  ops: [(r) => `We're seeing ${r.pick(['odd behaviour', 'timeouts', 'a spike in errors', 'slow responses'])} on ${r.pick(SERVICES)}.`, (r) => `I'm on call ${r.pick(['this week', 'tonight', 'until Monday'])}.`, (r) => `Post-incident cleanup for ${r.pick(SERVICES)}.`],
  media: [(r) => `The ${r.pick(PROJECTS)} ${r.pick(['launch page', 'newsletter', 'deck'])} needs images.`, () => "I'm sorting out our brand assets."],
  plan: [(r) => `Roadmap review for ${r.pick(PROJECTS)} is on ${r.pick(WEEKDAYS)}.`, (r) => `I'm planning ${r.pick(['next quarter', 'the next sprint', 'H1'])}.`],
  generic: [(r) => `I'm back after ${r.pick(['a week off', 'two days of meetings', 'a conference'])}.`],
  files: [
    (r) => `I'm ${r.pick(['tidying up', 'reorganising', 'going through'])} my workspace.`,
    () => "I can't remember where I put something.",
    (r) => `I'm working on project ${r.pick(PROJECTS)}.`,
    (r) => `${r.pick(['Setting things up on', 'Moving to', 'Syncing'])} a new laptop.`,
  ],
};

export function scenario(rng: Rng, family: Family, files: boolean): string {
  return rng.pick([...BY_FAMILY[files ? 'files' : family], ...ANY])(rng);
}

/** A context for a request off the tools' topic (the weather, a flight, walking the dog): a work reason ("the billing
 * team wants numbers") before "What will the weather be like in Denver?" reads as two messages glued together. */
const ASIDES = ['Random question.', 'Off-topic, but', 'While I have you,', 'Different topic.', 'Side question.', 'Something else entirely.'];

export function aside(rng: Rng): string {
  return rng.pick(ASIDES);
}
