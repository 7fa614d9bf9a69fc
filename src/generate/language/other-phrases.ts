// Inputs no semantic type says how to speak, said as a person would: where a trip starts and ends, the code host a
// repository is on, a time window written the way an API writes it. Each of these was dictated in npm-real's requests
// as "(destination: Chicago, IL)", "(provider: gh)" or "(freshness: 2026-01-23to2026-02-12)".
import type { Rng } from '../../util/random.js';
import { shortDate } from './dates.js';

export interface Phrase {
  text: string;
  reply: string;
  question: string;
}

const HOSTS: Record<string, string> = { gh: 'GitHub', github: 'GitHub', bb: 'Bitbucket', bitbucket: 'Bitbucket', gl: 'GitLab', gitlab: 'GitLab' };
const RECENT: Record<string, string> = { pd: 'the past day', pw: 'the past week', pm: 'the past month', py: 'the past year' };

/** The phrase for `value` of an input with these `words`, when one reads better than "with <words> <value>". */
export function otherPhrase(words: string, value: string, rng: Rng, ref: string): Phrase | undefined {
  if (/^(origin|start|source|from|departure)( (address|location|place|point))?$/.test(words)) return { text: `from ${value}`, reply: `From ${value}.`, question: 'Where does the trip start?' };
  if (/^(destination|end|to|arrival)( (address|location|place|point))?$/.test(words)) return { text: `to ${value}`, reply: `To ${value}.`, question: 'Where to?' };
  const host = HOSTS[value.toLowerCase()];
  if (host && /^(provider|git provider|vcs|vcs provider|platform)$/.test(words)) return { text: `on ${host}`, reply: `It's on ${host}.`, question: 'Is it on GitHub, GitLab or Bitbucket?' };
  if (/\bprovider$/.test(words) && !host) return { text: rng.pick([`using ${value}`, `via ${value}`]), reply: `${value}.`, question: `Which ${words} should I use?` };
  const range = /^(\d{4}-\d{2}-\d{2})to(\d{4}-\d{2}-\d{2})$/.exec(value);
  if (range) {
    const [from, to] = [shortDate(range[1] as string, ref), shortDate(range[2] as string, ref)];
    return { text: `from between ${from} and ${to}`, reply: `Between ${from} and ${to}.`, question: 'From which dates?' };
  }
  const recent = RECENT[value];
  if (recent && /freshness|recency|time range|period/.test(words)) return { text: `from ${recent}`, reply: `From ${recent}.`, question: 'How recent should they be?' };
  return undefined;
}
