// Reading a tool description: drop boilerplate ("[Deprecated]", "Use this tool to", "Notion | "), then find its leading verb and object.
import type { ToolAction } from '../records/index.js';
import type { VerbTable } from './verbs.js';
import { singularWord } from './words.js';

/** What the opening of a description says: its verb, the action that verb stands for, and the words after it. */
export interface DescriptionLead {
  verb: string;
  action: ToolAction;
  /** Lower-case words after the verb, up to the end of the first clause. */
  object: string[];
  /** The same words as written, for proper names ("Airbnb listings"). */
  objectRaw: string[];
  /** "Add or remove links": a second verb of another action joined by "or" makes the tool a general edit. */
  alternative?: ToolAction;
  /** The object opens with "a"/"an"/"one"/"a specific": the description speaks of one entity. */
  singular: boolean;
}

/** Boilerplate that opens many descriptions before the verb that matters. Applied repeatedly, in order. */
const PREAMBLES: RegExp[] = [
  /^\s*(\[[^\]]*\]|\([^)]*\)|【[^】]*】)\s*[-:|]?\s*/u,
  /^\s*(deprecated|beta|alpha|experimental|internal|important|note|mandatory first step|primary tool)\b[^a-z0-9]*\s*/iu,
  /^\s*[\p{Emoji_Presentation}\p{Extended_Pictographic}\uFE0F]+\s*/u,
  /^\s*[\w./ -]{1,40}\s\|\s*/u,
  /^\s*(please\s+)?(use|call)\s+(this|the)\s+(tool|function|endpoint|interface|api)\s+(to|for|when(ever)?\s+(you|the user)\s+(need|want)s?\s+to)\s+/iu,
  /^\s*(use|call)\s+this\s+(to|when|for)\s+/iu,
  /^\s*(this|the)\s+(tool|function|endpoint|api|operation|command)\s+((will|can|is used to|lets you|allows you to|helps you)\s+)?/iu,
  /^\s*(a\s+)?(tool|function|utility|helper|endpoint|api|mcp tool)\s+(to|for|that|which)\s+/iu,
  /^\s*(allows?|lets?|enables?|helps?)\s+(you|users?|the (user|agent|model|assistant))\s+(to\s+)?/iu,
  /^\s*(used|designed|intended)\s+to\s+/iu,
  /^\s*you\s+can\s+/iu,
  /^\s*(quickly|easily|simply|directly|safely|efficiently|programmatically|permanently|partially|automatically|recursively|completely|manually|fully|tentatively)\s+/iu,
];

/** "Returns the list of X" / "Get details of X": words between the verb and the real object. */
const OBJECT_FILLER =
  /^(?:(?:a|an|the)\s+)?(?:(?:full|complete|detailed|comprehensive|basic|current|paginated|filtered|structured|short|quick|combined)\s+)*(?:list|lists|set|collection|array|number|count|details?|information|info|metadata|summary|overview|content|contents|data|status|state|value|values|properties|text)\s+(?:of|about|for|on|from)\s+/i;

/** The description with its boilerplate opening removed. */
export function stripPreamble(description: string): string {
  // Only the opening matters, and some descriptions run to pages: read the first few hundred characters.
  let text = description.slice(0, 600).replace(/\s+/g, ' ').trim();
  for (let round = 0; round < 6; round++) {
    const before = text;
    for (const re of PREAMBLES) text = text.replace(re, '');
    if (text === before) break;
  }
  return text;
}

/** The first clause: up to a sentence end, colon, semicolon or dash aside. */
export function firstClause(text: string): string {
  const m = text.match(/^(.*?)(?:[.!?](?:\s|$)|[:;(\n]|\s[-–—]\s|$)/s);
  return (m?.[1] ?? text).trim();
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’./-]*/gu;

/** The leading verb of a description and the phrase it governs; the verb may follow an adverb or a "Returns"/"Performs a". */
export function descriptionLead(description: string, verbs: VerbTable): DescriptionLead | undefined {
  const clause = firstClause(stripPreamble(description));
  const raw = clause.match(WORD) ?? [];
  const lower = raw.map((w) => w.toLowerCase().replace(/[.'’]+$/, ''));
  // The verb is within the first three words ("Quickly list", "Performs a web search"), never later.
  for (let i = 0; i < Math.min(3, lower.length); i++) {
    const found = verbs.lookup(lower[i] as string);
    if (!found) continue;
    let rest = raw.slice(i + 1).join(' ');
    // "Performs a web search" / "Conduct deep research on": the noun after a light verb is the real verb.
    if (['perform', 'conduct', 'do', 'run', 'execute', 'make'].includes(found.verb)) {
      const light = rest.match(/^(?:a|an|the)?\s*(?:[\w-]+\s+){0,2}?(search|research|lookup|query|calculation|conversion|analysis|audit|scan|crawl)\b/i);
      if (light) {
        const word = (light[1] as string).toLowerCase();
        const noun = verbs.lookup(word.replace(/ion$/, 'e').replace(/^analysis$/, 'analyze'));
        // "a web search for X" is about X; "a read-only SQL query" or "an SEO audit" is about the query or the audit.
        const follows = word === 'search' || word === 'research' || word === 'lookup' || word === 'crawl';
        if (noun) return lead(noun.verb, noun.action, follows ? rest.slice((light[0] as string).length) : (light[0] as string));
      }
    }
    // "Add or remove links" names two actions; "Read and extract content" two steps of one: either way the object follows.
    const or = rest.match(/^(or|and\/or|\/|and)\s+([\p{L}]+)\s+(.*)$/iu);
    const second = or ? verbs.lookup((or[2] as string).toLowerCase()) : undefined;
    if (or && second) rest = or[3] as string;
    const other = second && or?.[1]?.toLowerCase() !== 'and' ? second : undefined;
    const found2 = lead(found.verb, found.action, rest.replace(OBJECT_FILLER, ''));
    return other && other.action !== found.action ? { ...found2, alternative: other.action } : found2;
  }
  // "Returns the list of pages" has no verb in the lexicon: a description that returns something reads it.
  if (lower[0] === 'returns' || lower[0] === 'return' || lower[0] === 'provides' || lower[0] === 'lists') {
    const rest = raw.slice(1).join(' ');
    const many = /^(?:(?:a|an|the)\s+)?(?:[\w-]+\s+)?(?:list|lists|array|collection)\b|^all\b/i.test(rest);
    return lead('return', many ? 'list' : 'get', rest.replace(OBJECT_FILLER, '').replace(OBJECT_FILLER, ''));
  }
  return undefined;
}

function lead(verb: string, action: ToolAction, rest: string): DescriptionLead {
  // "deepwiki.com" names the site by its domain: the name without the top-level domain.
  const objectRaw = (rest.match(WORD) ?? []).map((w) => w.replace(/^([\p{L}\p{N}-]+)\.(com|io|dev|org|net|ai|app|co)$/u, '$1'));
  // "a test signature", "the most recent weather observation": one thing, whatever the name's plural says.
  const article = /^(a|an|one|the)\s/i.test(rest.trim());
  const head = rest.trim().split(/\s+(?:for|from|of|in|on|by|with|to|using|via|and|or|that|which)\s|[,.;:(](?:\s|$)/i)[0]?.split(/\s+/).pop()?.toLowerCase() ?? '';
  const singular = article && head !== '' && singularWord(head) === head && !/^(all|list|set|collection)$/.test(head);
  return { verb, action, objectRaw, object: objectRaw.map((w) => w.toLowerCase().replace(/[.'’]+$/, '')), singular };
}
