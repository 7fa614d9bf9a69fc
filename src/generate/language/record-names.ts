// A record named as people name it, not by its id: "the ticket about the payment retries", "the contact for Maya
// Chen", "the 'Q3 budget' sheet". The id the call takes comes from a lookup; the words carry only the name.
import type { Rng } from '../../util/random.js';
import { capitalise } from '../../util/english.js';
import type { Said } from './said.js';

const PERSON = /^((Mr|Ms|Mrs|Dr|Miss)\.? )?[A-Z][\p{L}'-]+ [A-Z][\p{L}'-]+( (Jr\.|Sr\.|I{2,3}|IV|V|PhD|MD|DDS|DVM))?$/u;
const q = (s: string) => `'${s}'`;

/** "Payment retries failing" -> "payment retries failing"; acronyms and names keep their capitals. */
function inProse(label: string): string {
  const [first = '', ...rest] = label.split(' ');
  const keep = /^[A-Z0-9]{2,}$/.test(first) || /[A-Z].*[A-Z]/.test(first);
  return [keep ? first : first.toLowerCase(), ...rest].join(' ');
}

// Titles that start with what to do ("Update the mobile push", "Investigate ...") read wrong after "about".
const TASKLIKE = /^(add|audit|build|check|clean|create|deploy|design|document|draft|enable|disable|fix|follow|implement|improve|investigate|migrate|move|plan|prepare|refactor|remove|research|review|schedule|set|speed|support|test|update|upgrade|write)\b/i;

/** Records that are people (or stand for one): only their names read as a person's ("Quarterly OKRs" is no one). */
const PEOPLE = /contact|user|member|person|people|employee|customer|author|assignee|owner|candidate|participant|attendee|recipient|subscriber|lead|profile|follower|collaborator|reviewer/;

/** How the record is called: a person, a title of a few words, or a short name. */
function shapeOf(label: string, entity: string): 'person' | 'title' | 'short' {
  if (PERSON.test(label) && PEOPLE.test(entity)) return 'person';
  return label.split(/\s+/).length >= 3 ? 'title' : 'short';
}

/** "about ..." fits a title written as a sentence ("Launch plan for webhook signatures"), not a Title Cased name. */
function readsAsTopic(label: string): boolean {
  return !TASKLIKE.test(label) && label.split(/\s+/).slice(1).every((w) => !/^[A-Z][a-z]/.test(w) || /^[A-Z0-9]{2,}/.test(w) || /:$/.test(w));
}

/** The phrase, the reply and the question for the record a call acts on, said by its name. */
export function sayRecord(key: string, value: unknown, label: string, entity: string, verb: string, rng: Rng): Said {
  const shape = shapeOf(label, entity);
  const e = entity;
  const text =
    shape === 'person'
      ? rng.pick([`the ${e} for ${label}`, `the ${e} we have for ${label}`])
      : shape === 'title'
        ? rng.pick([`the ${e} ${q(label)}`, `the ${e} called ${q(label)}`, `the ${e} titled ${q(label)}`, ...(readsAsTopic(label) ? [`the ${e} about ${inProse(label)}`, `the ${e} about ${inProse(label)}`, `that ${e} about ${inProse(label)}`] : [`the ${q(label)} ${e}`])])
        : rng.pick([`the ${e} ${q(label)}`, `the ${e} named ${q(label)}`, `the ${label} ${e}`, `the ${e} called ${label}`]);
  const reply =
    shape === 'person'
      ? rng.pick([`The one for ${label}.`, `${label}'s.`, `It's ${label}'s ${e}.`])
      : shape === 'title'
        ? rng.pick([`It's called ${q(label)}.`, `${capitalise(q(label))}, I think. You can look it up by name.`, `The ${q(label)} one.`, ...(readsAsTopic(label) ? [`The one about ${inProse(label)}.`, `Oh, the one about ${inProse(label)}.`] : [`The one called ${q(label)}.`])])
        : rng.pick([`The ${label} one.`, `It's called ${q(label)}.`, `${q(label)}.`, `The one named ${label}.`]);
  const question = rng.pick([`Which ${e} do you mean?`, `Which ${e} is it? Its name is enough, I can look it up.`, `Which ${e} should I ${verb === 'use' ? 'use' : verb}?`, `Which ${e} are we talking about?`]);
  return { key, value, slot: 'target', text, reply, question };
}
