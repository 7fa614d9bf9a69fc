// How long a meeting of a kind lasts and when in the day it is held. Drawn apart from its title, the quickstart's
// "Quarterly business review" lasted a quarter of an hour, a "Demo day" too, a standup an hour and a half, a team lunch
// began at 17:00, and 31 of 35 seeded events started at minutes like 10:53 or 13:42, which no calendar offers.

export interface EventPlan {
  /** Lengths in minutes a meeting of this kind has. */
  readonly minutes: readonly number[];
  /** Times of day it starts at, in minutes after midnight. */
  readonly starts: readonly number[];
}

const at = (...times: string[]) => times.map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3)));
const WORKDAY = at('09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00');

// First match wins: "Demo day" before "demo", "sprint planning" before "planning".
const PLANS: ReadonlyArray<readonly [RegExp, EventPlan]> = [
  [/\bstand-?ups?\b|\bdaily\b/i, { minutes: [15, 15, 30], starts: at('09:00', '09:15', '09:30', '10:00') }],
  [/\b1:1\b|\bone[- ]on[- ]one\b/i, { minutes: [30, 30, 45], starts: WORKDAY }],
  [/\blunch\b/i, { minutes: [60, 90], starts: at('12:00', '12:30') }],
  [/\bdinner\b/i, { minutes: [120, 150], starts: at('18:30', '19:00', '19:30') }],
  [/\ball[- ]hands\b|\btown ?hall\b/i, { minutes: [45, 60], starts: at('10:00', '16:00', '16:30') }],
  [/\bdemo day\b|\bhackathon\b|\boffsite\b|\bworkshop\b/i, { minutes: [120, 180, 240], starts: at('09:30', '10:00', '13:00', '13:30') }],
  [/\bquarterly business review\b|\bqbr\b/i, { minutes: [60, 90, 120], starts: at('10:00', '13:30', '14:00') }],
  [/\bplanning\b|\bkick-?off\b/i, { minutes: [60, 90, 120], starts: at('09:30', '10:00', '13:30', '14:00') }],
  [/\btraining\b|\bonboarding session\b/i, { minutes: [60, 90, 120], starts: at('10:00', '13:30', '14:00') }],
  [/\bretro(spective)?\b/i, { minutes: [45, 60, 60], starts: at('14:00', '15:00', '15:30', '16:00') }],
  [/\binterview\b/i, { minutes: [45, 60, 60], starts: at('10:00', '11:00', '13:30', '14:00', '15:00', '16:00') }],
  [/\bdemo\b|\bdesign review\b|\breview\b/i, { minutes: [30, 45, 60], starts: WORKDAY }],
  [/\bsync\b|\bcheck-?in\b|\bcall\b|\bbudget\b|\bmeeting\b/i, { minutes: [30, 30, 45, 60], starts: WORKDAY }],
];

/** The plan a meeting with this title keeps, if its title names a kind of meeting. */
export function eventPlan(title: unknown): EventPlan | undefined {
  if (typeof title !== 'string') return undefined;
  return PLANS.find(([re]) => re.test(title))?.[1];
}
