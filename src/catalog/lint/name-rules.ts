// Name rules: verb-led, namespaced, not generic; and near-identical names or descriptions within one server.
import { finding, type Finding, type LintableTool } from './finding.js';
import { LITERAL_EFFECT, READ_VERBS, VAGUE_EFFECT, nameWords, verbRegex } from './words.js';

const GENERIC = /^(tool|func|function|test|helper|util|utils|do|run|execute|action|command|cmd|misc|stuff|thing|foo|bar|my|new|api|call|main|handler)?[_-]?(\d+|stuff|thing|things|it|something|tool|misc)?$/i;
const VERBS = [...LITERAL_EFFECT, ...READ_VERBS, ...VAGUE_EFFECT.filter((v) => !v.includes(' '))];

export function nameRules(tool: LintableTool): Finding[] {
  const out: Finding[] = [];
  const words = nameWords(tool.name);
  const generic = GENERIC.test(tool.name) || /^(tool|func|test)\d*$/i.test(tool.name) || (words.length === 2 && words[0] === 'do');
  if (generic) {
    out.push(finding('name.generic', 'error', 'name', `"${tool.name}" says nothing about what the tool does`, 'name it <namespace>_<verb>_<object>, e.g. github_search_issues'));
    return out;
  }
  // The verb may follow a namespace (github_search_issues), so any of the first two words may lead.
  const verbAt = words.slice(0, 3).findIndex((w) => verbRegex(VERBS).test(w) && verbRegex(VERBS).exec(w)?.[0].length === w.length);
  if (verbAt < 0) out.push(finding('name.not_verb_led', 'warning', 'name', `"${tool.name}" does not start with a verb`, 'lead with the action: search_issues, delete_backup, send_email'));
  else if (verbAt === 0)
    out.push(finding('name.not_namespaced', 'info', 'name', `"${tool.name}" has no namespace, so it can clash with another server's tool`, `prefix the service: <service>_${tool.name}`));
  return out;
}

/** Words of a text, lower-cased, singular-ish, for set similarity. */
function bag(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map((w) => w.replace(/(?<=[a-z]{3})s$/, '')));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  const union = a.size + b.size - inter;
  return union === 0 ? 0 : inter / union;
}

interface Shape {
  name: string;
  nameWords: Set<string>;
  words: Set<string>;
}

function shape(t: LintableTool): Shape {
  return { name: t.name, nameWords: new Set(nameWords(t.name).map((w) => w.replace(/s$/, ''))), words: bag(t.description) };
}

/** Pairs a model would confuse: one name is the other plus a single qualifier, or the descriptions say the same. */
function nearDuplicateShapes(a: Shape, b: Shape): string | undefined {
  const descSim = jaccard(a.words, b.words);
  if (a.words.size >= 5 && b.words.size >= 5 && descSim >= 0.8) return `its description is ${Math.round(descSim * 100)}% the same words as ${b.name}'s`;
  const [small, big] = a.nameWords.size <= b.nameWords.size ? [a.nameWords, b.nameWords] : [b.nameWords, a.nameWords];
  if (small.size >= 2 && big.size - small.size === 1 && descSim >= 0.4 && [...small].every((w) => big.has(w))) {
    const extra = [...big].find((w) => !small.has(w));
    return `its name differs from ${b.name} only by "${extra}" and the descriptions overlap ${Math.round(descSim * 100)}%`;
  }
  return undefined;
}

export function nearDuplicate(a: LintableTool, b: LintableTool): string | undefined {
  return nearDuplicateShapes(shape(a), shape(b));
}

/** Per tool of one server, the near-duplicate findings against its siblings (shapes computed once: servers can have thousands). */
export function serverNameRules(tools: readonly LintableTool[]): Finding[][] {
  const shapes = tools.map(shape);
  return shapes.map((t, i) =>
    shapes.flatMap((other, j) => {
      if (i === j) return [];
      const why = nearDuplicateShapes(t, other);
      return why
        ? [finding('name.near_duplicate', 'warning', 'name', `${t.name}: ${why}`, `say in both descriptions what sets ${t.name} and ${other.name} apart (scope, environment), or merge them`)]
        : [];
    }),
  );
}
