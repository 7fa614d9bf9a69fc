// Requests no offered tool can serve, from many domains, each with the words that make a toolset a near miss
// (a request to email a note sits beside a notes app that cannot send email), plus questions answered by reasoning.
import type { Rng } from '../../util/random.js';
import { numberWord } from '../../util/english.js';
import { CITIES, COMPANIES, FIRST_NAMES, PROJECTS, TOPICS } from './banks.js';
import { longDay } from '../../util/time.js';

export interface OffTopic {
  text: string;
  /** What the request needs that no tool here does. */
  capability?: string;
  /** The answer when the request is answered from reasoning, no tool needed. */
  answer?: string;
  /** Entity and system words that make a toolset look close. */
  near: string[];
}

type Make = (r: Rng, ref: string) => OffTopic;
const city = (r: Rng) => r.pick(CITIES)[0];
const person = (r: Rng) => r.pick(FIRST_NAMES);

const DECLINES: Make[] = [
  (r) => ({ text: `Email ${person(r)} the notes from the ${r.pick(TOPICS)} meeting.`, capability: 'sending email', near: ['note', 'document', 'file', 'page'] }),
  (r) => ({ text: `Can you text ${person(r)} that I'm running ${r.int(5, 25)} minutes late?`, capability: 'sending text messages', near: ['contact', 'message', 'note'] }),
  (r) => ({ text: `Print two copies of the ${r.pick(['README', 'budget sheet', 'meeting notes', 'contract'])} for me.`, capability: 'printing', near: ['file', 'document', 'folder'] }),
  (r) => ({ text: `Book a table for ${numberWord(r.int(2, 6))} at an Italian place near the office, ${r.pick(['tonight', 'Friday', 'tomorrow'])} at 8.`, capability: 'restaurant booking', near: ['event', 'calendar'] }),
  (r) => ({ text: `What will the weather be like in ${city(r)} ${r.pick(['tomorrow', 'this weekend', 'on Friday'])}?`, capability: 'weather forecasts', near: ['structured content', 'location', 'event'] }),
  (r) => ({ text: `Buy ${r.int(5, 50)} shares of ${r.pick(['ACME', 'Globex', 'Initech'])} at market price.`, capability: 'trading', near: ['deal', 'order'] }),
  (r) => ({ text: `Order a ${r.pick(['large pepperoni pizza', 'vegetarian lunch box', 'coffee and croissant'])} to the office.`, capability: 'food ordering', near: ['order', 'event'] }),
  (r) => ({ text: `What's the exchange rate from ${r.pick(['euros', 'pounds', 'dollars'])} to ${r.pick(['yen', 'Swiss francs', 'Norwegian kroner'])} right now?`, capability: 'live exchange rates', near: ['deal', 'currency', 'sum'] }),
  (r) => ({ text: `Reserve a rental car at ${city(r)} airport for next week.`, capability: 'car rental', near: ['event', 'calendar'] }),
  (r) => ({ text: `Play my ${r.pick(['focus', 'workout', 'Friday'])} playlist on the office speaker.`, capability: 'playing music', near: ['resource', 'media', 'asset'] }),
  () => ({ text: 'Turn off the lights in the meeting room.', capability: 'smart-home control', near: ['toggle', 'logging', 'updates'] }),
  (r) => ({ text: `Is flight ${r.pick(['TP', 'LH', 'BA', 'KL'])}${r.int(100, 2999)} on time?`, capability: 'live flight status', near: ['event', 'calendar'] }),
  (r) => ({ text: `Call a taxi to ${r.int(1, 200)} ${r.pick(['Baker Street', 'Harbour Road', 'Elm Avenue'])}.`, capability: 'ride hailing', near: ['event', 'contact'] }),
  (r) => ({ text: `Transfer ${r.int(50, 900)} from my checking account to savings.`, capability: 'banking', near: ['deal', 'sum'] }),
  (r) => ({ text: `Post our ${r.pick(PROJECTS)} launch announcement on LinkedIn.`, capability: 'posting to social media', near: ['page', 'document', 'note'] }),
  (r) => ({ text: `Join the ${r.pick(['10:00', '14:30', '16:00'])} video call for me and take notes.`, capability: 'joining video calls', near: ['event', 'note'] }),
  (r) => ({ text: `Translate the ${r.pick(['contract', 'welcome email', 'product page'])} into ${r.pick(['Japanese', 'Polish', 'Portuguese'])} and send it to the client.`, capability: 'translation and sending documents', near: ['document', 'file', 'page'] }),
  () => ({ text: 'Scan the receipt on my desk and file the expense.', capability: 'scanning paper documents', near: ['file', 'document', 'deal'] }),
  (r) => ({ text: `Order ${r.int(2, 10)} new monitors for the ${r.pick(['design', 'support', 'finance'])} team.`, capability: 'purchasing', near: ['asset', 'ticket', 'order'] }),
  (r) => ({ text: `Renew my passport appointment at the ${city(r)} consulate.`, capability: 'government appointment booking', near: ['event', 'note', 'file'] }),
  (r) => ({ text: `Find me a flat in ${city(r)} under ${r.int(8, 20) * 100} a month.`, capability: 'property search', near: ['search', 'contact'] }),
  () => ({ text: 'Check my blood pressure readings from the watch and tell me if they are normal.', capability: 'reading health devices', near: ['file', 'readings', 'data'] }),
  (r) => ({ text: `Pay the ${r.pick(['electricity', 'internet', 'water'])} bill that's due this week.`, capability: 'paying bills', near: ['deal', 'ticket'] }),
  (r) => ({ text: `Send flowers to ${person(r)} for their birthday.`, capability: 'ordering deliveries', near: ['contact', 'event'] }),
  () => ({ text: 'Restart my laptop and install the pending updates.', capability: 'controlling your computer', near: ['toggle', 'updates', 'env'] }),
  (r) => ({ text: `Sign the ${r.pick(COMPANIES)} contract with my e-signature.`, capability: 'electronic signatures', near: ['document', 'deal', 'file'] }),
  (r) => ({ text: `What's the score in the ${r.pick(['Arsenal', 'Celtics', 'Barcelona', 'Yankees'])} game?`, capability: 'live sports scores', near: ['structured content', 'event'] }),
  () => ({ text: 'Order more printer paper and toner.', capability: 'office supply ordering', near: ['ticket', 'asset'] }),
  (r) => ({ text: `Walk the dog at ${r.int(5, 7)} pm.`, capability: 'anything in the physical world', near: ['event', 'note'] }),
  (r) => ({ text: `Message the ${r.pick(['#general', '#ops', '#sales'])} Slack channel that the deploy is done.`, capability: 'posting to Slack', near: ['note', 'message', 'alert rule'] }),
  (r) => ({ text: `Book me a hotel in ${city(r)} for ${numberWord(r.int(2, 5))} nights from ${r.pick(['Monday', 'the 14th', 'next Thursday'])}.`, capability: 'hotel booking', near: ['event', 'calendar', 'location'] }),
  (r) => ({ text: `Check whether ${r.pick(COMPANIES)} has paid invoice ${r.int(1000, 9999)} into our bank account.`, capability: 'access to the bank account', near: ['deal', 'invoice', 'contact'] }),
  (r) => ({ text: `Set an alarm on my phone for ${r.int(5, 8)}:${r.pick(['00', '15', '30', '45'])} tomorrow.`, capability: 'controlling your phone', near: ['event', 'alert rule', 'toggle'] }),
  (r) => ({ text: `Find ${person(r)}'s home address and send them a card.`, capability: 'finding private addresses and sending post', near: ['contact', 'search'] }),
  (r) => ({ text: `Run a background check on the candidate for the ${r.pick(['designer', 'support', 'finance'])} role.`, capability: 'background checks', near: ['contact', 'search'] }),
  (r) => ({ text: `Cancel my ${r.pick(['gym', 'newspaper', 'streaming'])} subscription.`, capability: 'managing personal subscriptions', near: ['deal', 'ticket'] }),
  (r) => ({ text: `Record a voice memo saying the ${r.pick(TOPICS)} is postponed.`, capability: 'recording audio', near: ['note', 'media'] }),
  (r) => ({ text: `Submit my timesheet for ${r.pick(['this week', 'November', 'last week'])}.`, capability: 'the HR timesheet system', near: ['event', 'document'] }),
  (r) => ({ text: `Unlock the door of meeting room ${r.int(1, 9)} for the visitors from ${r.pick(COMPANIES)}.`, capability: 'building access control', near: ['event', 'toggle'] }),
  (r) => ({ text: `Tweet that the ${r.pick(PROJECTS)} beta is open.`, capability: 'posting to social media', near: ['page', 'note'] }),
];

/** Imperatives said several ways: "Email Dana the notes." / "Could you email Dana the notes?" */
function phrased(r: Rng, t: OffTopic): OffTopic {
  if (!/\.$/.test(t.text) || t.answer) return t;
  const body = t.text.charAt(0).toLowerCase() + t.text.slice(1, -1);
  const text = r.pick([t.text, `Can you ${body}?`, `Could you ${body} for me?`, `I need you to ${body}.`, `Please ${body}.`, `Would you ${body}?`, `Is there a way you could ${body}?`, `Any chance you can ${body}?`, `Are you able to ${body}?`, `Hey, ${body}, if you can.`, `Could you handle this: ${body}?`]);
  return { ...t, text };
}

function days(ref: string, iso: string): number {
  return Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.parse(`${ref}T00:00:00Z`)) / 86_400_000);
}

const ANSWERS: Make[] = [
  (r) => {
    const a = r.int(12, 999);
    const b = r.int(2, 99);
    return { text: r.pick([`Quick one, no need to look anything up: what is ${a} times ${b}?`, `What's ${a} multiplied by ${b}?`, `Can you multiply ${a} by ${b} for me?`, `${a} boxes of ${b} items each: how many items is that?`, `I have ${a} rows and ${b} columns. How many cells?`, `Mental maths check: ${a} x ${b}?`]), answer: `${a} × ${b} = ${(a * b).toLocaleString('en-US')}.`, near: ['sum', 'deal'] };
  },
  (r) => {
    const km = r.int(2, 200);
    return { text: r.pick([`How many miles is ${km} kilometres?`, `Convert ${km} km to miles, roughly.`, `The route is ${km} km. What is that in miles?`, `My American colleague asked how far ${km} km is in miles. Any idea?`]), answer: `${km} km is about ${(km * 0.621371).toFixed(1)} miles.`, near: ['location', 'event'] };
  },
  (r) => {
    const p = r.pick([5, 10, 12, 15, 20, 25, 30, 40]);
    const n = r.int(4, 500) * 2;
    return { text: r.pick([`What is ${p}% of ${n}?`, `If the budget is ${n} and we cut ${p}%, how much is the cut?`, `A ${p}% discount on ${n}: how much do we save?`, `We expect ${p} percent of ${n} sign-ups to convert. How many is that?`]), answer: `${p}% of ${n} is ${Number(((p * n) / 100).toFixed(2))}.`, near: ['deal', 'sum'] };
  },
  (r) => {
    const c = r.int(-10, 35);
    return { text: r.pick([`What is ${c}°C in Fahrenheit?`, `${c} degrees Celsius, how much is that in Fahrenheit?`, `The server room reads ${c}°C. What's that in Fahrenheit for the US team?`, `Is ${c} Celsius warm? Give it to me in Fahrenheit.`]), answer: `${c}°C is ${Math.round((c * 9) / 5 + 32)}°F.`, near: ['readings', 'alert rule'] };
  },
  (r, ref) => {
    const d = new Date(Date.parse(`${ref}T00:00:00Z`) + r.int(20, 200) * 86_400_000).toISOString().slice(0, 10);
    return { text: r.pick([`How many days until ${longDay(d).replace(/^\w+ /, '')}?`, `Counting from today, how many days is it to ${longDay(d).replace(/^\w+ /, '')}?`]), answer: `It is ${days(ref, d)} days from today (${longDay(ref)}) to ${longDay(d)}.`, near: ['event', 'milestone'] };
  },
  (r, ref) => {
    const d = new Date(Date.parse(`${ref}T00:00:00Z`) + r.int(3, 120) * 86_400_000).toISOString().slice(0, 10);
    const said = longDay(d);
    return { text: r.pick([`What day of the week is ${said.replace(/^\w+ /, '')}?`, `Which weekday does ${said.replace(/^\w+ /, '')} fall on?`, `Is ${said.replace(/^\w+ /, '')} a weekday or the weekend?`]), answer: `${said.replace(/^\w+ /, '')} is a ${said.split(' ')[0]}.`, near: ['event', 'calendar'] };
  },
  (r) => {
    const kg = r.int(2, 120);
    return { text: r.pick([`How much is ${kg} kg in pounds?`, `The parcel weighs ${kg} kg. How many pounds is that?`, `Convert ${kg} kilos to pounds, please.`]), answer: `${kg} kg is about ${(kg * 2.20462).toFixed(1)} lb.`, near: ['asset', 'order'] };
  },
  (r) => {
    const h = r.int(2, 14);
    const rate = r.int(40, 150);
    return { text: r.pick([`If I bill ${numberWord(h)} hours at ${rate} an hour, what's the total?`, `${h} hours of consulting at ${rate} per hour comes to what?`, `What do I invoice for ${numberWord(h)} hours at a rate of ${rate}?`]), answer: `${h} hours at ${rate} an hour is ${(h * rate).toLocaleString('en-US')}.`, near: ['deal', 'issue'] };
  },
  (r) => {
    const total = r.int(60, 900);
    const n = r.int(3, 9);
    return { text: r.pick([`Dinner was ${total} for ${numberWord(n)} people. How much does each of us pay?`, `Split ${total} evenly between ${numberWord(n)} of us, please.`]), answer: `${total} split ${n} ways is ${(total / n).toFixed(2)} each.`, near: ['deal', 'sum'] };
  },
  (r) => {
    const m = r.int(2, 12) * 15;
    return { text: r.pick([`How many hours is ${m} minutes?`, `The workshop runs ${m} minutes. How long is that in hours?`]), answer: `${m} minutes is ${Number((m / 60).toFixed(2))} hours.`, near: ['event', 'alert rule'] };
  },
  (r) => {
    const mi = r.int(3, 300);
    return { text: r.pick([`How far is ${mi} miles in kilometres?`, `Convert ${mi} miles to km.`]), answer: `${mi} miles is about ${(mi * 1.609344).toFixed(1)} km.`, near: ['location', 'event'] };
  },
  (r) => {
    const xs = [r.int(10, 99), r.int(10, 99), r.int(10, 99), r.int(10, 99)];
    const avg = xs.reduce((a, b) => a + b, 0) / xs.length;
    return { text: r.pick([`What's the average of ${xs.join(', ')}?`, `Our four sprint scores were ${xs.join(', ')}. What's the mean?`]), answer: `The average of ${xs.join(', ')} is ${Number(avg.toFixed(2))}.`, near: ['readings', 'sum'] };
  },
];

export function offTopic(rng: Rng, ref: string): OffTopic {
  return rng.next() < 0.55 ? phrased(rng, rng.pick(DECLINES)(rng, ref)) : rng.pick(ANSWERS)(rng, ref);
}

export const OFF_TOPIC_TEMPLATES = DECLINES.length + ANSWERS.length * 2;
