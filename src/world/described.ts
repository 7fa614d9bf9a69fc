// Values a field's description spells out: the options it lists ("values: greater_than or less_than", "One of:
// small, medium, large") and the example it gives ("e.g. 695:313"). A string field with no enum often says in words
// what it takes, and a value taken from there reads right where a name's guess would not.
import type { Draw } from './kind-values.js';

const TOKEN = /^[A-Za-z0-9][\w.:#/+-]{0,30}$/;
const LIST = /(?:possible values(?: are)?|allowed values|valid values|supported values|one of|values?|options|can be)\s*:?\s*(?:are\s*:?\s*)?((?:[`'"]?[\w.:#/+-]+[`'"]?(?:\s*,?\s+and\s+|\s*,?\s+or\s+|\s*,\s*|\s*\|\s*)){1,20}[`'"]?[\w.:#/+-]+[`'"]?)/i;
const EXAMPLE = /(?:e\.g\.,?|for example,?|such as|example:|ex:)\s*[`'"]([^`'"\n]{1,60})[`'"]|(?:e\.g\.,?|for example,?|example:)\s+([A-Za-z0-9][\w:.#/-]{1,40}?)(?=[\s,;)]|\.?$)/i;

// Options listed as dashes after their heading ("**Optional values**:- text- post- image- file", Lark's style).
const DASHED = /(?:optional|possible|allowed|valid|supported) values\W*:?\W*((?:-\s*[\w.:#/+]+\s*){2,30})/i;
// Options as bullets of code, each with its meaning ("**Optional values are**:- `only_owner`: Visible to only the group
// owner- `all_members`: Visible to all members"): Lark's chat settings were drawn "legacy-visibility".
const HEADING = /(?:optional|possible|allowed|valid|supported) values/i;
const BULLET = /-\s*`([^`\n]{1,40})`/g;
// Options quoted and joined by "or" ("Comparison operator: 'GreaterThan' or 'LessThan'"), in a sentence of no heading.
const QUOTED = /(?:([`'"])[\w.:#/+-]{1,30}\1(?:\s*,\s*|\s*,?\s+or\s+|\s*\|\s*)){1,12}([`'"])[\w.:#/+-]{1,30}\2/;

/** The options a description lists, when it lists two or more single-token values. */
export function choicesIn(description: string): string[] | undefined {
  const dashed = description.match(DASHED);
  if (dashed?.[1]) {
    const items = dashed[1].split('-').map((x) => x.trim().replace(/:$/, '')).filter((x) => TOKEN.test(x));
    if (items.length >= 2) return [...new Set(items)];
  }
  const heading = description.search(HEADING);
  if (heading >= 0) {
    const items = [...description.slice(heading).matchAll(BULLET)].map((b) => b[1] as string).filter((x) => TOKEN.test(x));
    if (items.length >= 2) return [...new Set(items)];
  }
  const m = description.match(LIST);
  if (!m?.[1]) return quotedChoices(description);
  const items = m[1]
    .split(/\s*,?\s+and\s+|\s*,?\s+or\s+|\s*,\s*|\s*\|\s*/)
    .map((x) => x.trim().replace(/\.$/, '').replace(/^[`'"]|[`'"]$/g, ''))
    .filter((x) => TOKEN.test(x) && !/^(null|none|etc|the|a|an)$/i.test(x));
  return items.length >= 2 ? [...new Set(items)] : quotedChoices(description);
}

/** Two or more quoted options joined by "or" (a list of commas alone may be examples of a form, not its options). */
function quotedChoices(description: string): string[] | undefined {
  const m = description.match(QUOTED);
  // "'accept', 'dismiss', or string for a prompt's reply": the options end where an "or" goes on in words.
  const more = m ? description.slice((m.index ?? 0) + m[0].length) : '';
  if (!m || (!/\sor\s|\|/.test(m[0]) && !/^\s*,?\s*or\b/.test(more))) return undefined;
  const items = [...m[0].matchAll(/[`'"]([\w.:#/+-]{1,30})[`'"]/g)].map((x) => x[1] as string).filter((x) => TOKEN.test(x));
  return items.length >= 2 ? [...new Set(items)] : undefined;
}

/** The example a description gives ("e.g. 'Pacific Standard Time'", "for example, 2017-08-29"). */
export function exampleIn(description: string): string | undefined {
  const m = description.match(EXAMPLE);
  const example = (m?.[1] ?? m?.[2])?.trim();
  // "For example, as shown in the image" gives no example: a word of the sentence is no value (Lark's msg_type "as").
  return example && example.length > 0 && !STOPWORD.test(example) ? example : undefined;
}

const STOPWORD = /^(as|the|a|an|in|if|when|to|you|we|this|that|it|is|see|use|for|of|on|by|with|and|or)$/i;

/** An example's digits drawn anew, so values keep its shape without all being the example ("695:313" -> "412:87"). */
export function varyDigits(example: string, d: Draw): string {
  // A year stays a year near it ("contracts/2026" was "contracts/6523"); other runs keep their length.
  return example.replace(/\d+/g, (run) => (/^(19[89]\d|20[0-2]\d)$/.test(run) ? String(Math.min(Number(run) + d.int(-2, 1), 2027)) : String(d.int(run.length > 1 ? 10 ** (run.length - 1) : 0, 10 ** run.length - 1))));
}

/** An example as a value: its digits varied when it has any; none when it is a placeholder ("foo", example.com). A
 * name whose digits are part of it ("gpt-4o", "llama-3.1-8b", "t3.micro") is kept as it is: "gpt-0o" names nothing. */
export function exampleValue(example: string, d: Draw): string | undefined {
  if (/\b(example\.com|foo|bar|xxx|abc123)\b/i.test(example)) return undefined;
  return /\d/.test(example) && !/\d[a-z]|[a-z]\d|\b(gpt|claude|llama|gemini|mistral|sonnet|opus|haiku)\b/i.test(example) ? varyDigits(example, d) : example;
}

/** A value the description offers: one of its options, else its example. */
export function describedValue(description: string | undefined, d: Draw): string | undefined {
  if (!description) return undefined;
  const choices = choicesIn(description);
  if (choices) return d.pick(choices);
  const example = exampleIn(description);
  return example ? exampleValue(example, d) : undefined;
}

/** The API paths a description lists ("Examples: \"/rest/api/3/project\", \"/rest/api/3/issue/{issueIdOrKey}\""), when it
 * speaks of an API endpoint path: what a generic REST tool (jira_get, bb_get) is called with, not a file. */
export function apiPathsIn(description: string): string[] | undefined {
  if (!/\b(api|endpoint|rest)\b[^.]*\bpath\b|\bendpoint path\b/i.test(description)) return undefined;
  const paths = [...description.matchAll(/["'`](\/[\w{}./:-]*)["'`]/g)].map((m) => m[1] as string).filter((x) => x.length > 1);
  return paths.length > 0 ? [...new Set(paths)] : undefined;
}

/** An API path with its {placeholders} filled: a key for an issue, a number for an id, a slug for the rest. */
export function fillApiPath(path: string, d: Draw): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (/issue|key/i.test(name)) return `${d.pick(['PROJ', 'OPS', 'WEB', 'CORE'])}-${d.int(10, 999)}`;
    if (/id$|^id|number/i.test(name)) return String(d.int(1, 9999));
    if (/workspace|org|owner|team/i.test(name)) return d.pick(['acme', 'northwind', 'kestrel-labs', 'platform-team']);
    return d.pick(['web-app', 'billing-service', 'mobile-client', 'infra']);
  });
}

