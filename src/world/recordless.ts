// A control call that acts on no stored record: a browser's wait, key press or navigation. The url a navigation takes,
// the key a press takes, is the thing itself, not the id of a record of urls or keys.
import { nameWords } from './field.js';
import type { ToolBinding } from './model.js';

const ID_NAME = /(^|_)(id|ids|uuid|iid)$|[a-z](Id|ID|Ids|Uuid)$/;

/** Whether a control tool's call names no record: none by an id, and the thing has no state of its own to control. */
export function recordless(b: ToolBinding): boolean {
  if (b.profile.action !== 'control') return false;
  if (b.entity.fields.some((f) => !f.content && /^(status|state)$/i.test(f.name))) return false;
  if (b.idParam === undefined) return true;
  const head = nameWords(b.entity.entity).at(-1) ?? '';
  return !ID_NAME.test(b.idParam) && nameWords(b.idParam).includes(head);
}
