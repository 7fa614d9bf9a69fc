// What a file holds is written in its file's format: the quickstart's write_file put "Met Wei from Ironwood Capital; they
// prefer calls on Tuesday." into draft-proposal.json and an agenda sentence into budget-2027.csv. A user who writes a
// JSON, CSV or YAML file gives it as such; a Markdown file gets a heading. Plain text stays a sentence.
import type { Rng } from '../../util/random.js';
import { FIRST_NAMES, PROJECTS, TEAMS, TOPICS } from './banks.js';
import { sentence } from './texts.js';

const STATUSES = ['draft', 'in review', 'approved', 'on hold'];

/** A line break inside a said value: a request's words are tidied to one line, a CSV's rows must stay rows. The task's
 * messages get their breaks back when the task is finished (build-context's finishTask). */
export const LINE_BREAK = '\uE000';

/** A message with its said line breaks restored. */
export function restoreLines(text: string): string {
  return text.includes(LINE_BREAK) ? text.split(LINE_BREAK).join('\n') : text;
}

/** The file's own extension, lower-cased; undefined for a name without one. */
export function extensionOf(path: string): string | undefined {
  return path.match(/\.([A-Za-z0-9]{1,5})$/)?.[1]?.toLowerCase();
}

/** A file's name as its heading: "retro.md" is "Retro", "meeting-notes.md" "Meeting notes". */
function stemTitle(path: string): string {
  const stem = (path.split('/').pop() ?? path).replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ').trim();
  return stem.charAt(0).toUpperCase() + stem.slice(1);
}

/** Contents in the format `path`'s extension names; undefined where a sentence is right (.txt, no extension). */
export function contentFor(path: string, r: Rng): string | undefined {
  const owner = r.pick(FIRST_NAMES);
  const project = r.pick(PROJECTS);
  const topics = [r.pick(TOPICS), r.pick(TOPICS)].filter((t, i, all) => all.indexOf(t) === i);
  switch (extensionOf(path)) {
    case 'json':
      return JSON.stringify({ project, owner, status: r.pick(STATUSES), items: topics });
    case 'csv':
      return ['item,owner,estimate_k', ...topics.map((t) => `${t},${r.pick(FIRST_NAMES)},${r.int(2, 60)}`)].join('\n');
    case 'yaml':
    case 'yml':
      return `project: ${project.toLowerCase()}\nowner: ${owner.toLowerCase()}\nteam: ${r.pick(TEAMS)}\nreviewers:\n  - ${r.pick(FIRST_NAMES).toLowerCase()}`;
    case 'md':
    case 'markdown':
      return `# ${stemTitle(path)}\n\n${topics.map((t) => `- ${t}`).join('\n')}\n\n${sentence(r)}`;
    case 'html':
      return `<h1>${project}</h1>\n<p>${sentence(r)}</p>`;
    default:
      return undefined;
  }
}

const CONTENT_KEY = /^(content|contents|text|body|file_?content|data)$/i;
const PATH_KEY = /^(path|file_?path|file_?name|filename|name|file)$/i;

/** The said arguments with a file's contents written in its path's format: [key of the contents, new value]. */
export function fittedContent(values: Record<string, unknown>, r: Rng): [string, string] | undefined {
  const path = Object.entries(values).find(([k, v]) => PATH_KEY.test(k) && typeof v === 'string' && extensionOf(v) !== undefined)?.[1] as string | undefined;
  const key = Object.keys(values).find((k) => CONTENT_KEY.test(k) && typeof values[k] === 'string');
  if (!path || !key) return undefined;
  const content = contentFor(path, r);
  return content === undefined ? undefined : [key, content];
}
