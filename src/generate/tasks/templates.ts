// User-text templates for the offline engine: the tool's description and the arguments, phrased with variation.
import type { Rng } from '../../util/random.js';

const ARTICLE = /^(a|an|the|this|tool|returns?)\b/i;

/** "Echoes back the input string." -> "echo back the input string" */
export function requestPhrase(description: string, toolName: string): string {
  const first = (description.split(/(?<=[.!?])\s|\n/)[0] ?? '').replace(/[.!?:]+$/, '').trim();
  if (!first) return `use ${humanName(toolName)}`;
  const [word = '', ...rest] = first.split(/\s+/);
  if (ARTICLE.test(word) || /^[A-Z]{2,}/.test(word)) return `use ${humanName(toolName)} (${lowerFirst(first)})`;
  return [baseVerb(word).toLowerCase(), ...rest].join(' ');
}

export function humanName(toolName: string): string {
  return `the ${toolName.replace(/[-_]+/g, ' ')} tool`;
}

function lowerFirst(s: string): string {
  return s.length > 1 && s[1] === s[1]?.toLowerCase() ? s[0]?.toLowerCase() + s.slice(1) : s;
}

function baseVerb(word: string): string {
  const w = word.replace(/[^A-Za-z-]/g, '');
  if (/ies$/i.test(w) && w.length > 4) return w.slice(0, -3) + 'y';
  if (/(sses|shes|ches|xes|zzes|oes)$/i.test(w)) return w.slice(0, -2);
  if (/[^s]s$/i.test(w) && !/(us|is|ss)$/i.test(w)) return w.slice(0, -1);
  return w;
}

function formatValue(v: unknown): string {
  if (typeof v === 'string') return v.includes(' ') || v === '' ? `"${v}"` : v;
  return JSON.stringify(v);
}

export function describeArguments(args: Record<string, unknown>): string {
  const entries = Object.entries(args);
  if (entries.length === 0) return '';
  return entries.map(([k, v]) => `${k.replace(/[_-]+/g, ' ')} ${formatValue(v)}`).join(', ');
}

const SINGLE = [
  (req: string, args: string) => `Could you ${req}${args ? `? Use ${args}.` : '?'}`,
  (req: string, args: string) => `Please ${req}${args ? ` with ${args}.` : '.'}`,
  (req: string, args: string) => `I need you to ${req}.${args ? ` Details: ${args}.` : ''}`,
  (req: string, args: string) => `${capitalise(req)}${args ? ` — ${args}` : ''}, please.`,
  (req: string, args: string) => `Can you help me ${req}?${args ? ` Here is what to use: ${args}.` : ''}`,
];

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function singleRequest(rng: Rng, description: string, toolName: string, args: Record<string, unknown>): string {
  return rng.pick(SINGLE)(requestPhrase(description, toolName), describeArguments(args));
}

const JOINERS = [
  (parts: string[]) => `I have ${parts.length} things for you. ${parts.map((p, i) => `${i + 1}) ${p}`).join(' ')}`,
  (parts: string[]) => `Do these at the same time: ${parts.join(' Also, ')}`,
  (parts: string[]) => parts.join(' And while you are at it: '),
];

export function parallelRequest(rng: Rng, items: Array<{ description: string; toolName: string; args: Record<string, unknown> }>): string {
  const parts = items.map((it) => {
    const args = describeArguments(it.args);
    return `${capitalise(requestPhrase(it.description, it.toolName))}${args ? ` (${args})` : ''}.`;
  });
  return rng.pick(JOINERS)(parts);
}
