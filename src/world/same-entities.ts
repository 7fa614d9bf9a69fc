// Which entities of one server are one: the same head noun, and the same id name, or no id name on one side with
// qualifiers that agree ("backup" listed with backup_id and "production backup" deleted by backup_id are one; "pie
// chart" and "organization chart", or Lark's "chat member" and "permission member", are two).
import type { CatalogTool, ToolProfile } from '../records/index.js';
import { nameWords, propertiesOf } from './field.js';
import { listSchema, recordSchema } from './output-schemas.js';

export const keyOf = (server: string, entity: string) => `${server}/${entity}`;
export const ID_KEYS = (head: string) => ['id', `${head}_id`, `${head}Id`, 'uuid', 'iid', 'key', 'number', 'slug'];

/** The id names a tool uses for its entity: its id input, and the id key of the records its result schema holds. */
function idNamesOf(tool: CatalogTool, profile: ToolProfile): string[] {
  const head = nameWords(profile.entity).pop() ?? profile.entity;
  const record = ['list', 'search'].includes(profile.action) ? listSchema(tool.outputSchema, profile.listField)?.items : recordSchema(tool.outputSchema);
  const props = propertiesOf(record);
  return [...(profile.idParam ? [profile.idParam] : []), ...ID_KEYS(head).filter((k) => k in props)].filter((k) => k !== 'id');
}

/**
 * Entities of one server that are one: the same head noun, and the same id name or no id name on one side ("backup"
 * listed with backup_id, "production backup" deleted by backup_id). Each maps to the one more tools name.
 */
export function sameEntities(profiled: ReadonlyArray<{ tool: CatalogTool; profile: ToolProfile }>): Map<string, string> {
  const info = new Map<string, { tools: number; ids: Set<string>; head: string; server: string }>();
  for (const { tool, profile } of profiled) {
    const key = keyOf(tool.serverId, profile.entity);
    const e = info.get(key) ?? { tools: 0, ids: new Set<string>(), head: nameWords(profile.entity).pop() ?? profile.entity, server: tool.serverId };
    e.tools++;
    for (const id of idNamesOf(tool, profile)) e.ids.add(id);
    info.set(key, e);
  }
  const alias = new Map<string, string>();
  const keys = [...info.keys()].sort();
  for (const a of keys) {
    const ea = info.get(a)!;
    for (const b of keys) {
      const eb = info.get(b)!;
      if (a === b || ea.server !== eb.server || ea.head !== eb.head || alias.has(b)) continue;
      // Unlike qualifiers ("chat member", "permission member"; "pie chart", "organization chart") need a shared id name.
      const shared = [...ea.ids].some((id) => eb.ids.has(id)) || (kinQualifiers(a, b) && (ea.ids.size === 0 || eb.ids.size === 0));
      const bWins = eb.tools > ea.tools || (eb.tools === ea.tools && b.length > a.length);
      if (shared && bWins) {
        alias.set(a, alias.get(b) ?? b);
        break;
      }
    }
  }
  return alias;
}

/** Whether two keys' qualifiers agree: one's words among the other's ("group merge request", "merge request"), or one
 * run together the start of the other's ("plan task", "planner task"; "nodejs build", "node js build"). */
function kinQualifiers(a: string, b: string): boolean {
  const [qa, qb] = [a, b].map((k) => nameWords(k.slice(k.indexOf('/') + 1)).slice(0, -1)) as [string[], string[]];
  return qa.every((w) => qb.includes(w)) || qb.every((w) => qa.includes(w)) || qa.join('').startsWith(qb.join('')) || qb.join('').startsWith(qa.join(''));
}

