// Who a server is: the words that name it (to strip from tool names), the namespace its tool names share, and the system it acts on.
import type { CatalogTool } from '../records/index.js';
import { splitName } from './words.js';
import type { VerbTable } from './verbs.js';
import { areaWord, isSuite, spellingOf, systemName, titleCase } from './system.js';
import { TextIndex } from './text-index.js';

export interface ServerIdentity {
  /** Brand words, joined without spaces ("browserstack", "gitlab"): stripped from tool names wherever they stand. */
  brands: ReadonlySet<string>;
  /** Leading name words most of the server's tools share ("figma", "bb", "api"): a namespace, not the object. */
  namespace: readonly string[];
  /** The product or service acted on, before any per-tool area ("Microsoft 365", "Hostinger"). */
  system: string;
  /** First name segments that split a large server into product areas ("vps" -> "VPS", "mail" -> "Mail"), spelt as the texts do. */
  areas: ReadonlyMap<string, string>;
  /** Pairs of camelCase words the descriptions write as one ("word"+"press" -> "wordpress"): merged back when names are read. */
  compounds: ReadonlySet<string>;
  /** The server spans several products of a suite (Microsoft 365 mail, calendar, planner): each tool names its own. */
  suite: boolean;
}

/** Words in server names and packages that never name the product. */
const GENERIC = new Set([
  'mcp', 'server', 'servers', 'api', 'official', 'example', 'examples', 'the', 'local', 'remote', 'model', 'context', 'protocol',
  'modelcontextprotocol', 'tool', 'tools', 'node', 'js', 'npm', 'sdk', 'client', 'plugin', 'service', 'integration', 'bridge', 'my',
  'stdio', 'sse', 'http', 'ai', 'documentation', 'docs', 'reference', 'buddy', 'oapi', 'stainless', 'fastmcp',
]);

/** The tokens a server's identity strings are made of, generic ones dropped: "@zereight/mcp-gitlab" -> zereight, gitlab. */
export function identityWords(tool: Pick<CatalogTool, 'serverId' | 'server' | 'package'>): string[][] {
  const pkg = (tool.package ?? '').replace(/@[^@/]*$/, '');
  const strings = [tool.server.title ?? '', tool.server.name, pkg.replace(/^@[^/]+\//, ''), pkg.match(/^@([^/]+)\//)?.[1] ?? '', tool.serverId];
  return strings
    // Split on separators only: "Chrome DevTools" is chrome + devtools, "BrowserStack" one word, as the maker wrote it.
    .map((s) => s.toLowerCase().split(/[^a-z0-9]+/).map((w) => w.replace(/^mcp(?=.{3})|mcp$/, '')).filter((w) => w.length > 1 && !GENERIC.has(w)))
    .filter((ws) => ws.length > 0);
}

/** The namespace: the leading word (or two) that at least half of a server's tools (3 or more) start with. */
function sharedNamespace(names: readonly string[][], verbs: VerbTable): string[] {
  if (names.length < 3) return [];
  const out: string[] = [];
  for (let depth = 0; depth < 2; depth++) {
    const counts = new Map<string, number>();
    for (const ws of names) if (ws.length > depth + 1 && out.every((w, i) => ws[i] === w)) counts.set(ws[depth] as string, (counts.get(ws[depth] as string) ?? 0) + 1);
    const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    if (!best || best[1] < names.length / 2 || verbs.lookup(best[0], true)) break;
    out.push(best[0]);
  }
  return out;
}

/** Product areas: first name segments shared by 3+ tools, on a server with at least three such segments. */
/** Candidate product areas: first name segments shared by 3+ tools (spelt later, from the text index). */
function areaWords(tools: readonly CatalogTool[], namespace: readonly string[], verbs: VerbTable): string[] {
  const counts = new Map<string, number>();
  for (const t of tools) {
    // "VPS_createPostInstallScriptV1": an area word, then a verb and its object.
    const w = areaWord(t.name);
    const second = splitName(t.name).words[1];
    if (w && !namespace.includes(w) && second !== undefined && verbs.lookup(second, true)) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const words = [...counts.entries()].filter(([, n]) => n >= 3).map(([w]) => w);
  return words.length >= 3 ? words : [];
}

/**
 * A brand is written Capitalised or CamelCase in prose ("Figma", "DigitalOcean"). A word the descriptions write in
 * lower case more often is a common noun ("weather", "memory"); one written in capitals is an acronym ("PDF", "AWS").
 * Tool names, paths and domains quoted in descriptions ("web_search_exa", "deepwiki.com") are not prose.
 */
function isBrand(word: string, index: TextIndex): boolean {
  let lower = 0;
  let capitalised = 0;
  let capitals = 0;
  for (const key of [word, word + 's', word + 'es']) {
    for (const [form, n] of index.occurrences(key)) {
      const w = form.replace(/ /g, '').slice(0, word.length);
      if (w === w.toLowerCase()) lower += n;
      else if (w === w.toUpperCase()) capitals += n;
      else capitalised += n;
    }
  }
  return capitalised >= lower && capitalised >= capitals;
}

/** Adjacent words of one camelCase segment of a tool name ("listWordPressThemes" -> "wordpress", "pressthemes"). */
function camelPairs(tools: readonly CatalogTool[]): Set<string> {
  const out = new Set<string>();
  for (const t of tools) {
    const { words, segment } = splitName(t.name);
    for (let i = 1; i < words.length; i++) if (segment[i] === segment[i - 1]) out.add(`${words[i - 1] as string}${words[i] as string}`);
  }
  return out;
}

/** Written as one word at least as often as apart ("WordPress", not "Word Press"). */
function isOneWord(key: string, index: TextIndex): boolean {
  let joined = 0;
  let apart = 0;
  // A lower camelCase token ("mastraMigration") is a tool name quoted in prose, not a word.
  for (const [form, n] of index.occurrences(key)) form.includes(' ') ? (apart += n) : /^[a-z]+[A-Z]/.test(form) ? undefined : (joined += n);
  return joined > 0 && joined >= apart;
}

/** The identity of the server the given tools belong to (they must share one serverId). */
export function serverIdentity(tools: readonly CatalogTool[], verbs: VerbTable): ServerIdentity {
  const first = tools[0];
  if (!first) throw new Error('serverIdentity needs at least one tool');
  const identity = identityWords(first);
  const namespace = sharedNamespace(tools.map((t) => splitName(t.name).words), verbs);
  const areas = areaWords(tools, namespace, verbs);
  const wanted = new Set<string>(areas);
  for (const ws of identity) {
    for (let i = 0; i < ws.length; i++) for (let n = 1; n <= 3 && i + n <= ws.length; n++) wanted.add(ws.slice(i, i + n).join(''));
    for (const w of ws) wanted.add(w + 's').add(w + 'es');
  }
  const pairs = camelPairs(tools);
  for (const p of pairs) wanted.add(p);
  // The server's own title and name are prose by its maker ("Chrome DevTools MCP server"), so they spell the system too.
  // The opening of each description is enough to learn spellings; some run to pages of examples.
  const prose = [first.server.title ?? '', first.server.name, ...tools.map((t) => `${t.title ?? ''} ${t.description.slice(0, 1500)}`)];
  const index = new TextIndex(prose.join('\n'), wanted);
  const brands = new Set<string>();
  for (const ws of identity) {
    if (ws.length > 1) brands.add(ws.join(''));
    for (const w of ws) if (w.length >= 3 && !/^\d+$/.test(w) && !verbs.lookup(w, true) && isBrand(w, index)) brands.add(w);
  }
  const system = systemName(first, identity, index, verbs);
  const areaNames = new Map(areas.map((w) => [w, spellingOf([w], index).best ?? titleCase([w])]));
  const compounds = new Set([...pairs].filter((p) => isOneWord(p, index)));
  return { brands, namespace, system, areas: areaNames, compounds, suite: isSuite(tools.map((t) => t.name)) };
}
