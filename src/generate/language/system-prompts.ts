// System prompts: who the assistant is, today's date, who it is talking to, and its tool-use policy (ask before
// destructive changes, ask for what is missing, answer from results). Many identities so no one prompt dominates.
import type { Rng } from '../../util/random.js';
import { longDay } from '../../util/time.js';
import type { Speaker } from './personas.js';
import type { ToolAction } from '../../records/index.js';

const IDENTITIES = [
  'You are a helpful assistant with access to tools.',
  'You are the operations assistant at {company}.',
  "You are {first}'s assistant at {company}.",
  'You help people at {company} get their work done using the tools provided.',
  'You are an AI assistant integrated into the internal tools of {company}.',
  'You are a careful, friendly workplace assistant.',
  'You are a concise assistant for {company} staff.',
  'You are an assistant that can act on company systems through function calls.',
  'You are the help desk assistant for {company}.',
  'You are a productivity assistant. You can call tools to read and change data.',
  'You are a support assistant working alongside the team at {company}.',
  'You are a personal assistant for a busy {role}.',
  'You are an assistant with tool access, deployed for {company}.',
  'Role: assistant to the {role} at {company}.',
  'You are a knowledgeable assistant. Tools are available for tasks that need live data.',
  'You are an efficient assistant that gets things done with the available functions.',
  'You are a patient assistant who explains what you did in plain language.',
  'You are the in-house assistant of {company}, used mostly by the {role}.',
  'You are an assistant for {first} {last}.',
  'You are a dependable assistant. You may use the tools listed below.',
  'You are a back-office assistant at {company}.',
  'Assistant for {company}. You have tools; use them well.',
];

const DATES = ['Today is {long}.', 'Current date: {iso}.', 'The date today is {long}.', 'Date: {long}.', 'It is {long}.'];

const PERSONAS = [
  'You are talking with {first} {last}, {role} at {company}.',
  'The user is {first} {last} ({role}).',
  'You are chatting with {first}, who works as {a} {role}.',
  'User: {first} {last}, {role}, {company}.',
  "You're helping {first}, {a} {role}.",
];

const POLICIES = [
  'Use a tool only when the request needs one; otherwise answer directly.',
  'If a detail you need is missing, ask for it instead of guessing.',
  'Before anything that deletes or overwrites data, say exactly what will change and wait for a clear yes.',
  'Base answers on what the tools return; never invent ids, names or numbers.',
  'Keep answers short and say plainly when something failed.',
  'Ask before destructive actions. If the user declines, change nothing.',
  'When a request is outside what your tools can do, say so and suggest what might help.',
  'Confirm irreversible actions first. Summarise results in plain language, not raw JSON.',
  'Do not call tools for questions you can answer from general knowledge.',
];

export interface SystemPromptInput {
  ref: string;
  speaker: Speaker;
  /** The toolset reads or writes files in the user's workspace. */
  workspaceRoot?: string;
  /** The toolset has a tool that deletes or overwrites. */
  destructive: boolean;
  /** What the task's calls made without a confirmation turn do: a policy they break is not drawn. */
  unconfirmed?: readonly ToolAction[];
}

// The confirmation policies, each with the unconfirmed actions that break it: an update made without asking under
// "before anything that deletes or overwrites data, wait for a clear yes" teaches the model to ignore its prompt (25
// of 1,000 real-catalog tasks broke a rule of theirs so, against the needs_confirmation records that ask first).
const CONFIRMING: ReadonlyMap<string, RegExp> = new Map([
  [POLICIES[2] as string, /^(delete|update)$/],
  [POLICIES[5] as string, /^delete$/],
  [POLICIES[7] as string, /^(delete|send)$/],
]);

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}

export function systemPrompt(rng: Rng, input: SystemPromptInput): string {
  const [first = 'Sam', last = 'Lee'] = input.speaker.name.split(' ');
  const values = {
    company: input.speaker.company,
    first,
    last,
    role: input.speaker.role,
    a: /^[aeiou]/i.test(input.speaker.role) ? 'an' : 'a',
    long: longDay(input.ref),
    iso: input.ref,
  };
  const kept = (p: string) => !(input.unconfirmed ?? []).some((a) => CONFIRMING.get(p)?.test(a));
  const policies = rng.sample(POLICIES, rng.int(1, 2)).filter(kept);
  // Where a destructive tool is offered, the prompt says to ask first, in words the task's calls keep.
  const asking = [...CONFIRMING.keys()].filter(kept);
  if (input.destructive && asking.length > 0 && !policies.some((p) => CONFIRMING.has(p))) policies.push(rng.pick(asking));
  const who = rng.pick([`${first}'s username is ${input.speaker.handle}.`, `Their username is ${input.speaker.handle} and their email ${input.speaker.email}.`, `${first} signs in as ${input.speaker.handle} (${input.speaker.email}).`]);
  const lines = [rng.pick(IDENTITIES), rng.pick(DATES), `${rng.pick(PERSONAS)} ${who}`, ...policies];
  if (input.workspaceRoot) lines.push(rng.pick([`The user's files are under ${input.workspaceRoot}.`, `Files live in ${input.workspaceRoot}; paths the user gives are relative to it.`]));
  if (rng.next() < 0.3) lines.push('Times are in UTC.');
  return fill(lines.join(rng.pick([' ', '\n'])), values);
}

export const SYSTEM_PROMPT_TEMPLATES = IDENTITIES.length;
