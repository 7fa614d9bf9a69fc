// Word tokens of tool names and descriptions, and the similarity that finds near-duplicate tools.
const STOP = new Set(
  'a an the and or of to in on for by with from at as is are be it its this that these those into over via any all each one your you can will when not no only'.split(' '),
);

/** "list_directory_with sizes" / "listDirectory" -> ["list", "directory", ...]; plural "s" dropped so files ~ file. */
export function tokens(text: string): string[] {
  return (text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().match(/[a-z0-9]+/g) ?? [])
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map((w) => (w.length > 4 && w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w) ? w.slice(0, -1) : w));
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  return inter / (a.size + b.size - inter);
}

export interface ToolText {
  name: string;
  description: string;
}

/** Half name tokens, half description tokens: names alone miss renamed copies, descriptions alone merge templated siblings. */
export function toolSimilarity(a: ToolText, b: ToolText): number {
  return 0.5 * jaccard(tokenSet(a.name), tokenSet(b.name)) + 0.5 * jaccard(tokenSet(a.description), tokenSet(b.description));
}

// Every candidate is compared with every real and accepted tool: tokenise each text once.
const sets = new Map<string, Set<string>>();
function tokenSet(text: string): Set<string> {
  let set = sets.get(text);
  if (!set) {
    if (sets.size > 50_000) sets.clear();
    set = new Set(tokens(text));
    sets.set(text, set);
  }
  return set;
}
