// A tool that adds one existing record to another, or takes it off ("asana_add_tag_to_task", "remove_member_from_card",
// "reach_removeAContactFromATagV1"), changes the record it adds to: it is an update of that record, not a create or a
// delete of the one added. Profiled by the name's verb, they were "create tag", "delete member" and "delete contact":
// the world deleted the contact, and the answer said so.
import { singularWord, splitName } from './words.js';

const LINK_VERBS = new Set(['add', 'remove', 'assign', 'unassign', 'attach', 'detach', 'link', 'unlink']);
const ID_WORDS = /^(id|ids|gid|gids|uid|uuid|uuids)$/;

export interface Link {
  /** The record the tool changes ("task"), and the one it adds or takes off ("tag") with the input that names it. */
  entity: string;
  added: string;
  addedKey: string;
  /** What the tool does to it: "add", "remove", "assign". */
  verb: string;
}

/** The record a linking tool changes (the one after "to" or "from"), when both records are given by id. */
export function linkedEntity(name: string, inputKeys: readonly string[]): string | undefined {
  return linkOf(name, inputKeys)?.entity;
}

/** What a linking tool adds to which record, when both are given by id. */
export function linkOf(name: string, inputKeys: readonly string[]): Link | undefined {
  const words = splitName(name).words.map((w) => w.toLowerCase()).filter((w) => !/^v\d+$/.test(w));
  const at = words.findIndex((w) => LINK_VERBS.has(w));
  const to = words.findIndex((w, i) => i > at && (w === 'to' || w === 'from'));
  if (at < 0 || to < 0) return undefined;
  const strip = (ws: string[]) => ws.filter((w) => w !== 'a' && w !== 'an' && w !== 'the').map(singularWord);
  const added = strip(words.slice(at + 1, to));
  const target = strip(words.slice(to + 1));
  if (added.length === 0 || target.length === 0) return undefined;
  // Both are records the call names by id: "task_gid" and "tag_gid", "cardId" and "memberId".
  const byId = (head: string) => inputKeys.find((k) => {
    const ws = splitName(k).words.map((w) => w.toLowerCase());
    return ws.length > 1 && ID_WORDS.test(ws.at(-1) as string) && ws.slice(0, -1).map(singularWord).includes(head);
  });
  const addedKey = byId(added.at(-1) as string);
  return addedKey && byId(target.at(-1) as string) ? { entity: target.join(' '), added: added.join(' '), addedKey, verb: words[at] as string } : undefined;
}
