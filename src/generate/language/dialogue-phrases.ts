// The words of the dialogue kinds: vague openers that hold the goal back, the assistant's answers to them, the
// ways people join two requests, and the replies to a confirmation question (yes, yes-but, change of mind, no).
import type { Rng } from '../../util/random.js';
import type { Style } from './personas.js';

/** First messages that ask for help without saying what with yet, built from parts per style. */
export function opener(rng: Rng, style: Style): string {
  const r = rng;
  const need = () => r.pick(['a hand with something', 'some help', 'help with a task', 'you to do something', 'a favour', 'help with our tools']);
  switch (style) {
    case 'terse':
      return r.pick(['Need ' + need() + '.', 'Got a task for you.', 'Quick job.', 'You there?', 'One thing.', 'Task for you.', 'Small request.', 'Need something done.', `${r.pick(['Quick', 'Small', 'Easy'])} ${r.pick(['one', 'ask', 'job'])}${r.pick(['.', ':', ', then I am off.'])}`, `${r.pick(['Ping.', 'Hey.', 'Hi.'])} ${r.pick(['Need you.', 'Task.', 'One request.'])}`]);
    case 'polite':
      return `${r.pick(['Hello,', 'Hi,', 'Good morning.', 'Good afternoon,', 'Hello there,', 'Hi there,'])} ${r.pick([`could you help me with something${r.pick(['', ' quickly', ' today'])}?`, `I was hoping you could give me ${need()}.`, `would you be able to help me with a task${r.pick(['', ' for the team', ' before noon'])}?`, `do you have a minute for ${r.pick(['a question', 'a small task', 'something'])}?`, `I have a request about ${r.pick(['some of our data', 'one of our systems', 'my files', 'a record'])}.`, `may I ask you for ${r.pick(['a small favour', 'some assistance', 'a hand'])}${r.pick(['', ' this morning', ' when you are free'])}?`, `I hope you are well. ${r.pick(['There is something I need.', 'I could use your help.', 'I have a small task.'])}`])}`;
    case 'chatty':
      return `${r.pick(['Hey!', 'Hiya,', 'Morning!', 'Hi!', 'Hey hey.', 'Okay so,'])} ${r.pick([
        "I've got this thing I keep putting off.",
        `${r.pick(['coffee in hand', 'back from lunch', 'finally at my desk'])}, ready to sort out a few things.`,
        "it's been one of those days. Can you help me with something?",
        "I'm trying to get organised today.",
        'random question, but can you do stuff in our tools?',
        `my to-do list is out of control, can you take one thing off it?`,
        `I need ${need()} before I forget.`,
        `so ${r.pick(['Monday', 'this week', 'the quarter end'])} is ${r.pick(['chaos', 'a lot', 'busy'])} and I could use a hand.`,
        `${r.pick(['got', 'have'])} a sec? ${r.pick(['Something small.', 'It is quick, promise.', 'Nothing big.'])}`,
        'you know what would make my day? Helping me with one thing.',
      ])}`;
    case 'non_native':
      return `${r.pick(['Hello,', 'Hi,', 'Good day,', 'Dear assistant,'])} ${r.pick(['I need your help please.', 'I have one request for you.', 'please I need some help with our system.', 'can you help me? It is about some work thing.', 'sorry to disturb, I need help with something.', `I need ${need()}, please.`, `I want to ask you one thing, if possible.`, `please can you do a task for me?`, `excuse me, I have a question about ${r.pick(['our tool', 'the system', 'my work'])}.`])}`;
    default:
      return r.pick(['Need an operation run.', 'Got a change for you.', 'Have a lookup for you.', 'Quick ops task.', 'Need something checked.', 'One job, should be quick.', `Need ${need()}.`, `${r.pick(['Got', 'Have'])} ${r.pick(['a minute', 'a sec', 'five minutes'])}? ${r.pick(['Something to sort out.', 'I need a hand.', 'Small job.'])}`, `${r.pick(['Morning', 'Hi', 'Hey'])}. ${r.pick(['Something for our tools.', 'One for the system.', 'A small admin job.'])}`]);
  }
}

/** The assistant's reply to a vague opener: an offer to help and a question about the goal. */
export const OFFERS = [
  'Of course. What do you need?',
  'Sure, happy to help. What is it?',
  'Certainly. What would you like me to do?',
  "I'm here. What can I do for you?",
  'Sure thing. What are we working on?',
  'Happy to help. What do you have in mind?',
  "Of course. What's the task?",
  'Yes, go ahead. What do you need done?',
  'Sure. Tell me what you need and I will take care of it.',
  'Absolutely. What would you like me to look at?',
  'Glad to help. What do you need?',
  'Sure, what can I help with?',
];

/** Before asking for a missing detail, the assistant acknowledges the goal. */
export const ACKS = ['Sure.', 'Got it.', 'I can do that.', 'Okay.', 'Happy to.', 'No problem.', 'Understood.', 'Can do.', 'Of course.', 'Right.'];

/** How the second of two requests in one message is joined to the first. `{a}` ends with punctuation, `{b}` does too. */
export const JOINERS = [
  '{A} Also, {b}',
  '{A} And while you are at it, {b}',
  'Two things. First, {a} Second, {b}',
  '{A} Plus, {b}',
  '{A} Oh, and {b}',
  'I need two things: {a-} and {b}',
  '{A} Separately, {b}',
  '{A} On top of that, {b}',
  'Can you handle two things at once? {A} {B}',
  '{A} At the same time, {b}',
  'Two quick ones. {A} And {b}',
  '{A} One more: {b}',
  'First: {a} Then, separately, {b}',
  '{A} Unrelated, but {b}',
  '{A} While I think of it, {b}',
  'A couple of things today. {A} Also {b}',
  '{A} And one last thing: {b}',
  'Two requests, no rush. {A} {B}',
];

export type ReplyKind = 'yes' | 'yes_but' | 'change' | 'decline';

/** Plain yeses: the only replies a naive generator would write. */
export const YES = ['Yes, go ahead.', 'Yes please.', 'Yep, do it.', 'Confirmed, go ahead.', 'Go ahead.', 'Sure, proceed.', "Yes, that's right. Go ahead.", 'Correct, go ahead.', 'Yes.', 'Do it.', 'Okay, go ahead.', 'Yes, please proceed.'];

/** A plain yes, built from parts so a thousand confirmations do not share a dozen sentences; every one reads as a yes. */
export function plainYes(rng: Rng): string {
  if (rng.next() < 0.4) return rng.pick(YES);
  const ack = rng.pick(['Yes', 'Yep', 'Yeah', 'Sure', 'Correct', 'Confirmed', 'Okay', "That's right", 'Right, yes', 'Yes indeed', 'Sounds right']);
  const go = rng.pick(['go ahead', 'do it', 'please proceed', 'proceed', 'go ahead with it', "that's the one, go ahead", 'please do', 'go ahead and do it', 'you can go ahead', 'do it now']);
  return `${ack}, ${go}${rng.pick(['.', '.', '!', ', thanks.', ', thank you.'])}`;
}

/** A reason to keep what is there: no reason to decline making something new ("Create the file … Actually, don't. I
 * still need it."). */
const KEEPS = /\b(need it|keep it|keep things|touch it|leave it as it is)\b/;

/** No, built from parts: the assistant must leave everything as it was. `creates`: the call would make something new,
 * so the user does not say they still need it. */
export function plainNo(rng: Rng, creates = false): string {
  const fits = (x: string) => !creates || !KEEPS.test(x);
  if (rng.next() < 0.4) return rng.pick(DECLINES.filter(fits));
  const no = rng.pick(['No', 'No, leave it', "Actually, don't", 'Not yet', 'Hold on, no', 'No, cancel that', "Please don't", 'No thanks', 'Hmm, no', "No, let's not"]);
  const why = rng.pick(['I still need it.', 'let me check with the team first.', "I'll decide tomorrow.", 'I changed my mind.', 'that was the wrong call on my part.', 'we might need it for the audit.', `${rng.pick(['Priya', 'Marco', 'Dana', 'Jonas', 'Aisha'])} wants to look at it first.`, 'not before the review.', "I'd rather keep things as they are for now."].filter(fits));
  return `${no}${rng.next() < 0.5 ? '.' : `, ${why}`}`;
}

/** Reasons that something can go: said only to remove it ("The new one replaces it." confirmed writing a new file). */
const GOES = /outdated|moved on|a copy|leftover|replaces it/;

/** Actions on a record that exists, which "That's the right one." can confirm (not a file about to be written). */
const PICKED = /^(delete|update|control)$/;

/** Yes, with the reason or a remark, built from parts; only a delete is told why the thing can go. */
export function yesBut(rng: Rng, action = 'delete'): string {
  const yes = rng.pick(['Yes, go ahead.', 'Go ahead.', 'Yes.', 'Sure, go ahead.', 'Okay, proceed.', 'Yep, go for it.']);
  const why = rng.pick([
    "It's outdated anyway.",
    // No "don't", "no" or "wait" in a yes: a confirmation gate (and a model) must read it as a yes.
    "We've moved on from it.",
    "I've already got a copy.",
    'I double-checked with the team.',
    `${rng.pick(['Priya', 'Marco', 'Dana', 'Jonas', 'Aisha'])} said it's fine.`,
    `It was a leftover from the ${rng.pick(['migration', 'old project', 'test run', 'pilot', 'last sprint'])}.`,
    `That was the plan ${rng.pick(['all along', 'since Monday', 'from the start'])}.`,
    `Please do it ${rng.pick(['now', 'before the review', 'before lunch', 'before I forget'])}.`,
    "That's the right one.",
    'The new one replaces it.',
    `We agreed on this in ${rng.pick(['the standup', 'the retro', "Monday's sync", 'the planning call'])}.`,
    'It has been on my list for a while.',
    'Finance signed off on it.',
  ].filter((x) => (action === 'delete' || !GOES.test(x)) && (PICKED.test(action) || !/right one/.test(x))));
  return rng.next() < 0.5 ? `${yes} ${why}` : `${why} ${yes}`;
}

/** No: the assistant must leave everything as it was. */
export const DECLINES = [
  'No, leave it as it is.',
  "Actually, don't. I still need it.",
  "Hold on, let's not do that yet.",
  'No, cancel that.',
  "On second thought, keep it. Don't change anything.",
  'Not now, thanks.',
  'No. I changed my mind.',
  "Wait, no. Let me check with my manager first. Don't do anything yet.",
  "No, don't touch it.",
  'Let me think about it. Leave it for now.',
];

/** The assistant's last word after a decline; `{thing}` is what was not touched. */
export const DECLINED_ANSWERS = [
  "Okay, I won't do it. Nothing was changed; {thing} is as it was.",
  'Understood. I left {thing} as it is, so nothing was changed.',
  'No problem, nothing was changed and {thing} stays as it was.',
  // Not "I've cancelled that": after "cancel the calendar event?" / "no", it read as if the event had been cancelled.
  "All right, I won't go ahead with it. Nothing was changed.",
  'Fine, I did not touch {thing}. Nothing was changed; just ask if you want to do it later.',
  'Got it. Nothing was changed, and {thing} is untouched.',
];

/** The last word after a declined create: nothing existed to be left as it was. */
export const DECLINED_CREATE_ANSWERS = [
  "Okay, I won't create it. Nothing was changed.",
  "Understood, I haven't made anything. Nothing was changed.",
  "All right, I've left it, and nothing was made. Nothing was changed.",
  'Fine, I left it. Nothing was changed; just ask if you want it made later.',
];

/** Undo language, only where the profile says the effect cannot be taken back. */
export const CANNOT_UNDO = ["This can't be undone.", 'There is no way to undo it.', 'Once done, it cannot be recovered.', 'This is permanent.'];
export const TAKES_EFFECT = ['It takes effect right away.', 'The change applies immediately.', '', ''];

/** The confirmation question; `{effect}` is what will happen, `{undo}` whether it can be taken back. */
export const ASKS = [
  'Just to confirm: I am about to {effect}. {undo} Shall I go ahead?',
  'Before I do that: this will {effect}. {undo} Do you want me to continue?',
  'This would {effect}. {undo} Should I proceed?',
  "To be clear, I'll {effect}. {undo} Is that right?",
  'I can {effect}. {undo} Want me to go ahead?',
  "That means I'd {effect}. {undo} Go ahead?",
  'Okay: {effect}. {undo} Can you confirm?',
  'Quick check before I start: I will {effect}. {undo} OK to proceed?',
];

/** A question for a missing argument in a person's words: "What desired url should I use?" asks "What URL should I
 * use?", and "What polygon2 should I use?" "What second polygon should I use?". */
export function asked(question: string): string {
  return question
    .replace(/\b(desired|target) (?=[a-z])/g, '')
    .replace(/\b([a-z]+)([12])\b/g, (_, w: string, n: string) => `${n === '1' ? 'first' : 'second'} ${w}`)
    .replace(/\b(url|os|id|ip|api)\b/g, (w) => w.toUpperCase());
}
