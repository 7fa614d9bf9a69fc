// What a file holds is written in its file's format: the quickstart's write_file put "Met Wei from Ironwood Capital; they
// prefer calls on Tuesday." into draft-proposal.json, and a repository's src/index.ts held "Steps to reproduce: …". A
// JSON, CSV or YAML file holds data of its format, Markdown a heading and a list, code a few lines of its language.
// Plain text stays the sentence its caller gives. Shared by the language layer (what a user writes) and the world (what
// a record holds).
import type { Faker } from '@faker-js/faker';
import { drawOf, type Draw } from './kind-values.js';
import { FIRST_NAMES } from './people-places.js';
import { FEATURES, REPO_NAMES } from './phrases.js';

const STATUSES = ['draft', 'in review', 'approved', 'on hold'];

/** The field that holds a file's contents, and the one that names the file. */
export const CONTENT_KEY = /^(content|contents|text|body|file_?content)$/i;
export const PATH_KEY = /^(path|file_?path|file_?name|filename|name|file)$/i;

/** The file's own extension, lower-cased; undefined for a name without one. */
export function extensionOf(path: string): string | undefined {
  return path.match(/\.([A-Za-z0-9]{1,8})$/)?.[1]?.toLowerCase();
}

/** A file's name as its heading: "retro.md" is "Retro", "meeting-notes.md" "Meeting notes". */
function stemTitle(path: string): string {
  const stem = (path.split('/').pop() ?? path).replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ').trim();
  return stem.charAt(0).toUpperCase() + stem.slice(1);
}

const camel = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+(.)/g, (_, c: string) => c.toUpperCase()).replace(/[^a-zA-Z0-9]/g, '');

/** Contents in the format `path`'s extension names; undefined where `line` (a sentence of prose) is right. */
export function contentFor(path: string, d: Draw, line: string): string | undefined {
  const owner = d.pick(FIRST_NAMES);
  const topics = [d.pick(FEATURES), d.pick(FEATURES)].filter((t, i, all) => all.indexOf(t) === i);
  const fn = camel(`load ${topics[0] ?? 'report'}`);
  switch (extensionOf(path)) {
    case 'json':
      // Written as people and tools write a JSON file: indented, one field a line.
      return JSON.stringify({ project: d.pick(REPO_NAMES), owner, status: d.pick(STATUSES), items: topics }, null, 2);
    case 'csv':
      return ['item,owner,estimate_days', ...topics.map((t) => `${t},${d.pick(FIRST_NAMES)},${d.int(1, 15)}`)].join('\n');
    case 'yaml':
    case 'yml':
      return /workflows?\//.test(path)
        ? 'name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci && npm test'
        : `service: ${d.pick(REPO_NAMES)}\nowner: ${owner.toLowerCase()}\nreplicas: ${d.int(1, 4)}`;
    case 'md':
    case 'markdown':
      return `# ${stemTitle(path)}\n\n${topics.map((t) => `- ${t}`).join('\n')}\n\n${line}`;
    case 'html':
      return `<h1>${stemTitle(path)}</h1>\n<p>${line}</p>`;
    case 'ts':
    case 'tsx':
    case 'js':
      return `export function ${fn}(id: string) {\n  return fetch(\`/api/${camel(topics[0] ?? 'items').toLowerCase()}/\${id}\`).then((r) => r.json());\n}`;
    case 'py':
      return `def ${fn.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}(item_id):\n    return client.get(f"/api/items/{item_id}")`;
    case 'sh':
      return '#!/bin/sh\nset -e\nnpm ci\nnpm run build';
    default:
      return undefined;
  }
}

/** The field of `values` that holds a file's contents (not one of `kept`), and contents for it in its path's format,
 * around `line` of the field's current text: what a user writes and what a record holds are fitted alike. */
export function contentsInFormat(values: Record<string, unknown>, d: Draw, line: (current: string) => string, kept: Record<string, unknown> = {}): [string, string] | undefined {
  const key = Object.keys(values).find((k) => CONTENT_KEY.test(k) && typeof values[k] === 'string' && !(k in kept));
  const path = key ? Object.entries(values).find(([k, v]) => PATH_KEY.test(k) && typeof v === 'string' && extensionOf(v) !== undefined)?.[1] : undefined;
  const content = key && typeof path === 'string' ? contentFor(path, d, line(String(values[key]))) : undefined;
  return key && content !== undefined ? [key, content] : undefined;
}

/** A record's contents written in its path's format, unless the call gave them (or a read saw them already). */
export function recordContents(rec: Record<string, unknown>, given: Record<string, unknown>, faker: Faker): Record<string, unknown> {
  const fitted = contentsInFormat(rec, drawOf(faker), (current) => current, given);
  return fitted ? { [fitted[0]]: fitted[1] } : {};
}
