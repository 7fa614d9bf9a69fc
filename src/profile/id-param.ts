// Which input names the one entity a get, update or delete acts on: the id named for the entity, else the most specific required id.
import type { SemanticType, ToolAction } from '../records/index.js';
import { singularWord, splitName } from './words.js';

const ACTS_ON_ONE: ReadonlySet<ToolAction> = new Set(['get', 'update', 'delete', 'control', 'execute', 'send']);

/** Ids before names, then paths and urls: what a user would quote to say which one. */
const RANK: Partial<Record<SemanticType, number>> = { id: 4, name: 2, path: 2, url: 1 };

/** Id words that say "this is the key" without naming what it is the key of. */
const GENERIC = new Set(['id', 'iid', 'uid', 'uuid', 'gid', 'key', 'number', 'slug', 'name', 'identifier', 'sha']);

export function idParam(action: ToolAction, entity: string, params: Record<string, SemanticType>, required: readonly string[]): string | undefined {
  if (!ACTS_ON_ONE.has(action)) return undefined;
  const entityWords = entity.split(' ').map(singularWord);
  const head = entityWords[entityWords.length - 1] ?? '';
  const keys = Object.keys(params);
  // An update's optional name, path or url is what it may change (doks-update-nodepool's `Name` is the pool's new name),
  // so it says which one only when the schema requires no id.
  const requiresId = required.some((k) => params[k] === 'id');
  let best: { key: string; score: number } | undefined;
  keys.forEach((key, position) => {
    const rank = RANK[params[key] as SemanticType];
    if (rank === undefined) return;
    const words = splitName(key).words.map(singularWord);
    // A bare sha of a file is the version an update replaces (GitHub's create_or_update_file), not which file: the
    // request read "create sha 2de73810… with the path …". Only a commit, blob or tree is named by its sha.
    if (words.join(' ') === 'sha' && !entityWords.some((w) => /^(commit|blob|tree|object|revision)$/.test(w))) return;
    const own = words.filter((w) => !GENERIC.has(w));
    // Named for the entity ("todoTaskId" on "todo task"), for its head ("bucketId" on "planner bucket"), or bare ("id").
    // Words are compared run together too: "NodePoolID" names the entity "nodepool", "nodepool_id" the "node pool".
    const joined = own.join('');
    let match = 0;
    if (own.length > 0 && (entityWords.every((w) => own.includes(w)) || joined === entityWords.join(''))) match = 6;
    else if (own.length > 0 && (own.includes(head) || joined === head)) match = 5;
    else if (own.length === 0) match = 4;
    else if (entityWords.some((w) => own.includes(w))) match = 1;
    // A file is said by its path ("path", "file_path"), not by the branch it is on.
    if (params[key] === 'path' && /^(path|file_?path|file_?name)$/i.test(key) && /^(file|document|note|attachment|script)$/.test(head)) match = Math.max(match, 5);
    // Other ids that name a parent ("project_id" of a merge request) lose to the entity's own; the later one is more specific.
    const isRequired = required.includes(key);
    const score = match * 10 + rank * 2 + (isRequired ? 3 : 0) + position / 100;
    if (!isRequired && match < 4) return;
    if (action === 'update' && !isRequired && params[key] !== 'id' && requiresId) return;
    // Beyond get, update and delete, only an id the name ties to the entity, or a bare required one ("ID" of power_on_droplet).
    if (action !== 'get' && action !== 'update' && action !== 'delete' && (match < 4 || !isRequired)) return;
    if (!best || score > best.score) best = { key, score };
  });
  return best?.key;
}
