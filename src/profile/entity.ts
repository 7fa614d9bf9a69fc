// The entity a tool acts on: a singular lower-case noun phrase from the name's object, else the description's, else the namespace.
import type { ToolAction } from '../records/index.js';
import type { DescriptionLead } from './description.js';
import type { NameParts } from './name-parts.js';
import { dropBrands } from './name-parts.js';
import type { ServerIdentity } from './server-identity.js';
import { BREAK, FILLER, isPluralPhrase, QUALIFIER, singularPhrase, singularWord, SOFT_QUALIFIER } from './words.js';

/** Particles that follow a verb ("search for", "look up", "wait for"): not part of the object. */
const PARTICLES = new Set(['for', 'up', 'out', 'through', 'on', 'in', 'into', 'over', 'back', 'about', 'to', 'at', 'down', 'off']);

/** Adjectives and adverbs that open a description's object without naming it. */
const LEAD_ADJECTIVES = new Set(['recent', 'relevant', 'matching', 'similar', 'detailed', 'various', 'public', 'private', 'current', 'active', 'given', 'following', 'requested', 'more', 'further', 'additional', 'one', 'two', 'both', 'selected']);

/** What a search of the web (or a fetch of a page) finds, by the kind named before or after the verb. */
const SEARCH_KINDS: Record<string, string> = {
  web: 'web page', internet: 'web page', google: 'web page', news: 'news article', video: 'video', videos: 'video', image: 'image',
  images: 'image', local: 'local business', url: 'web page', webpage: 'web page', website: 'website', site: 'website', page: 'web page',
};

/** Nouns that end in -ing, so they do not end a description's object. */
const NOUN_ING = new Set(['setting', 'string', 'thing', 'listing', 'mapping', 'booking', 'meeting', 'building', 'recording', 'heading', 'pricing', 'hosting', 'logging', 'billing', 'tracking', 'thinking', 'ring', 'spring', 'rating', 'ping', 'routing', 'offering', 'posting', 'warning', 'drawing', 'painting', 'earning', 'funding', 'holding', 'opening', 'reading', 'training', 'embedding', 'wording', 'ending', 'saving', 'servings']);

/** Words that are never an entity on their own. */
const NOT_ENTITY = new Set([...FILLER, ...[...QUALIFIER].filter((w) => !SOFT_QUALIFIER.has(w)), ...BREAK, 'me', 'it', 'them', 'something', 'anything', 'everything', 'things', 'thing', 'stuff', 'results', 'result', 'response', 'output', 'input', 'value', 'values', 'content', 'contents', 'more', 'given', 'based', 'server', 'operation', 'operations', 'endpoint', 'request', 'action', 'actions']);

/** Verbs whose object goes without saying: geocoding yields coordinates, echoing repeats a message. */
const IMPLIED: Record<string, (parts: NameParts) => string> = {
  geocode: (p) => (p.words.includes('reverse') ? 'address' : 'coordinate'),
  geo: () => 'coordinate',
  geolocate: () => 'location',
  echo: () => 'message',
  translate: () => 'text',
  ocr: () => 'text',
};

/** Adjectives a name puts after its verb ("iterations-get-upcoming"): the noun is elsewhere. */
const NAME_ADJECTIVES = new Set(['upcoming', 'recent', 'latest', 'current', 'active', 'pending', 'trending', 'popular', 'archived', 'past', 'previous', 'next']);

/** A mass noun named as the thing a tool lists or finds is the thing's kind, not the thing: MongoDB's search-knowledge
 * finds articles of its knowledge base. */
const MASS_HEAD: Record<string, string> = { knowledge: 'knowledge base article' };

/** Prepositions after which a generic head's real object follows ("the list of issues"), unlike "text to appear". */
const OF = new Set(['of', 'from', 'for', 'about', 'on', 'in', 'within']);

/** Generic words that head a description's object before the real one: "content from a web page", "the list of issues". */
const GENERIC_HEAD = new Set(['content', 'contents', 'data', 'details', 'information', 'info', 'list', 'status', 'value', 'values', 'metadata', 'summary', 'overview', 'results', 'result', 'output', 'text', 'number', 'count', 'set', 'collection', 'array', 'properties', 'state', 'part', 'parts', 'portion', 'version', 'copy', 'type', 'kind']);

function trimEnds(words: string[], opts: { fromDescription?: boolean }): string[] {
  let ws = words;
  while (ws.length > 0 && (FILLER.has(ws[0] as string) || (opts.fromDescription && LEAD_ADJECTIVES.has(ws[0] as string)))) ws = ws.slice(1);
  const kept = ws;
  while (ws.length > 0 && (QUALIFIER.has(ws[ws.length - 1] as string) || BREAK.has(ws[ws.length - 1] as string))) ws = ws.slice(0, -1);
  if (ws.length === 0 && kept.length > 0 && SOFT_QUALIFIER.has(kept[kept.length - 1] as string)) ws = kept.slice(-1);
  // "board_items_page": a page of a plural is a page of results, not a page.
  if (ws.length > 1 && ws[ws.length - 1] === 'page' && isPluralPhrase(ws.slice(0, -1).join(' '))) ws = ws.slice(0, -1);
  return ws.filter((w) => !FILLER.has(w));
}

/**
 * A noun phrase from the words after (or before) a verb: stop at a preposition or conjunction, drop fillers,
 * qualifiers ("details", "by id", "list") and brand words, keep at most the last three words, singular head.
 */
export function nounPhrase(words: readonly string[], identity: ServerIdentity, opts: { fromDescription?: boolean } = {}): string | undefined {
  let ws = words.filter((w) => !/^\d+$/.test(w));
  for (let round = 0; round < 3; round++) {
    while (ws.length > 0 && (PARTICLES.has(ws[0] as string) || BREAK.has(ws[0] as string))) ws = ws.slice(1);
    const end = ws.findIndex((w, i) => BREAK.has(w) && i > 0);
    const chunk = trimEnds(dropBrands(end >= 0 ? ws.slice(0, end) : ws, identity.brands), opts);
    // A description's "content from a web page" or "the list of issues": the real object follows the generic one.
    if (opts.fromDescription && end >= 0 && OF.has(ws[end] as string) && chunk.every((w) => GENERIC_HEAD.has(w) || FILLER.has(w))) {
      ws = ws.slice(end);
      continue;
    }
    ws = chunk;
    break;
  }
  if (opts.fromDescription) {
    const cut = ws.findIndex((w, i) => i > 0 && ((/ing$/.test(w) && !NOUN_ING.has(w)) || (/[^e]ed$/.test(w) && w.length > 4)));
    if (cut > 0) ws = ws.slice(0, cut);
  }
  ws = ws.slice(-4);
  // A name's own "action" is the entity (DigitalOcean's action-get, Hostinger's VPS_getActionsV1); a description's is not.
  if (ws.length === 0 || ws.every((w) => NOT_ENTITY.has(w) && !(!opts.fromDescription && (w === 'action' || w === 'actions')))) return undefined;
  return singularPhrase(ws.join(' '));
}

/** What names the entity besides the name and description: the required id inputs' descriptions ("POI ID" -> poi). */
export interface EntityHints {
  idNouns: readonly string[];
}

/** The entity of a tool, singular and lower case; "item" when nothing names one. */
export function deriveEntity(parts: NameParts, lead: DescriptionLead | undefined, action: ToolAction, identity: ServerIdentity, hints: EntityHints): string {
  const kind = searchKind(parts, lead, action, identity);
  if (kind) return kind;
  const implied = parts.verb ? IMPLIED[parts.verb] : undefined;
  if (implied && parts.after.every((w) => QUALIFIER.has(w))) return implied(parts);
  // A noun-like verb is part of the object: "git_diff" is about a diff, "bbox_tool" about a bbox.
  // A lone adjective after the verb qualifies the noun before it: iterations-get-upcoming is about iterations.
  const named = nounPhrase(parts.after, identity);
  // An action of something is that thing's action: DigitalOcean's functions-get-action, not a droplet's action-get.
  const owner = named === 'action' ? nounPhrase(parts.before, identity) : undefined;
  const after = owner ? `${owner} action` : named;
  const fromName = parts.nounish
    ? nounPhrase(parts.words, identity)
    : ((after !== undefined && !NAME_ADJECTIVES.has(after) ? after : undefined) ?? nounPhrase(parts.before, identity) ?? after);
  // "todo task list": the list the name ends in is the entity's head, not a qualifier to trim.
  if (fromName && parts.listNoun && !/\blist$/.test(fromName)) return `${fromName} list`;
  // A wiki's node is a page of it: Lark's wiki_v1_node_search found "db-prod-03 (running, eu-west-1)" for a refund policy.
  if (fromName === 'node' && [...parts.namespace, ...parts.words].includes('wiki')) return 'wiki page';
  const fromDescription = lead ? nounPhrase(lead.object, identity, { fromDescription: true }) : undefined;
  // A name that only ends in "tool" (Mapbox's simplify_tool, intersect_tool) names no object: the description does,
  // when it names one in a word or two ("place", "linestring"; not "geocode city town address").
  const suffix = fromName === 'tool' && parts.words.at(-1) === 'tool' && parts.verb !== undefined && fromDescription !== undefined && fromDescription.split(' ').length <= 2;
  if (fromName && !suffix) return MASS_HEAD[fromName] ?? itemsOf(lead, fromName, action, identity) ?? fromName;
  if (fromDescription) return fromDescription;
  const fromId = hints.idNouns.map((n) => nounPhrase(n.split(' '), identity)).find((n) => n !== undefined);
  if (fromId) return fromId;
  if (parts.namespace.length > 0) return singularPhrase(parts.namespace.join(' '));
  const system = identity.system.toLowerCase().split(' ').filter((w) => !FILLER.has(w) && w !== 'local');
  return system.length > 0 ? singularPhrase(system.slice(-2).join(' ')) : 'item';
}

/** What a list names as held by the thing its tool is named after: browse_subreddit "Fetch posts from a subreddit" lists
 * posts, slack_get_channel_history "Get recent messages from a channel" messages. As subreddits and channel histories,
 * their records were subreddits "in dataisbeautiful" and histories named "Notes from Thursday". */
function itemsOf(lead: DescriptionLead | undefined, fromName: string, action: ToolAction, identity: ServerIdentity): string | undefined {
  if (!lead || (action !== 'list' && action !== 'search' && action !== 'get')) return undefined;
  const at = lead.object.findIndex((w, i) => i > 0 && (w === 'from' || w === 'in' || w === 'within'));
  if (at < 0) return undefined;
  const items = lead.object.slice(0, at);
  // "the occurrences, exceptions, and single instances of events" names several things: none of them is the entity.
  if (items.some((w) => w === 'and' || w === 'or')) return undefined;
  const plural = items.at(-1) ?? '';
  if (singularWord(plural) === plural) return undefined;
  const container = nounPhrase(lead.object.slice(at + 1), identity, { fromDescription: true });
  const head = container?.split(' ').at(-1);
  // The name ends in the container ("subreddit"), or in the container's history or feed: not "repository issue".
  const named = fromName.split(' ');
  if (!head || !(named.at(-1) === head || (named.at(-2) === head && /^(history|feed|timeline|log|inbox|stream)$/.test(named.at(-1) as string)))) return undefined;
  const noun = nounPhrase(items, identity, { fromDescription: true });
  return noun && !named.includes(noun) ? noun : undefined;
}

/** Fetching reads a page; searching the web, the news or videos finds pages, articles, videos: the kind sits next to the verb. */
function searchKind(parts: NameParts, lead: DescriptionLead | undefined, action: ToolAction, identity: ServerIdentity): string | undefined {
  const reads = action === 'get' && ['fetch', 'read', 'scrape', 'crawl', 'load', 'visit'].includes(parts.verb ?? '');
  if (action !== 'search' && !reads) return undefined;
  const object = dropBrands([...parts.before, ...parts.after], identity.brands).filter((w) => !QUALIFIER.has(w));
  const pageWords = ['url', 'webpage', 'page', 'web', 'urls', 'pages', 'website'];
  if (reads && object.length === 0) return lead && pageWords.includes(singularWord(lead.object.filter((w) => !FILLER.has(w) && !LEAD_ADJECTIVES.has(w))[0] ?? '')) ? 'web page' : undefined;
  if (reads) return object.length <= 2 && pageWords.includes(object[object.length - 1] ?? '') ? 'web page' : undefined;
  if (object.length > 1) return undefined;
  const word = object[0] ?? lead?.object.filter((w) => !FILLER.has(w) && !PARTICLES.has(w))[0];
  return word ? SEARCH_KINDS[word] : undefined;
}
