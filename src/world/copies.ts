// A copy is a new record made from one that exists: Postman's duplicateCollection, Trello's copy_card, OneDrive's
// copy-drive-item. Played as a plain create, the copy took the source's id as its own (collection 9082216 "created"
// at the id it was copied from) and held nothing of the source.
import type { ToolBinding } from './model.js';
import type { Rec } from './filters.js';
import type { EntityStore } from './store.js';
import { notFound, type Outcome } from './outcome.js';

export const COPY_VERB = /^(copy|duplicate|clone|fork)$/;
/** An input naming the record copied: the entity's id, or a "source…" id (copy_card's sourceCardId). */
export const SOURCE_PARAM = /^(src|source)_?\w*(id|Id|ID)$/;

/** The copy a call makes, or undefined when the call copies nothing (then it is a plain create). */
export function copied(b: ToolBinding, store: EntityStore, args: Rec, values: Rec, variant: number): Outcome | undefined {
  if (!COPY_VERB.test(b.profile.verb ?? '')) return undefined;
  const idField = b.entity.idField;
  const param = Object.keys(args).find((k) => SOURCE_PARAM.test(k)) ?? (args[b.idParam ?? ''] !== undefined ? b.idParam : args[idField] !== undefined ? idField : undefined);
  if (param === undefined) return undefined;
  const source = store.find(param === b.idParam ? b.idKey : idField, args[param]) ?? store.find(idField, args[param]);
  if (!source) return notFound(b.entity, param, args[param], variant);
  // Everything the source holds, but its id and its times; what the call gives (a new name, a place) on top; a copy
  // that is given no name is called after its source, a fork keeps the name.
  const { [idField]: _id, [b.entity.created]: _c, [b.entity.updated]: _u, ...held } = source;
  // (A record known by its name takes the name it is given as its own: copy_checklist's "Q2 launch".)
  const label = b.entity.label;
  // A new name given for the copy is its name (copyFile's newName), not a field beside it.
  const given = Object.fromEntries(Object.entries(values).filter(([k]) => k !== param && k !== b.idParam).map(([k, v]) => [/^new_?(name|title)$/i.test(k) && label !== idField ? label : k, v]));
  const name = typeof held[label] === 'string' && given[label] === undefined && label !== idField && b.profile.verb !== 'fork' ? { [label]: `${String(held[label])} (copy)` } : {};
  const record = store.create({ ...held, ...given, ...name }, true);
  return record ? { kind: 'record', entity: b.entity, record } : undefined;
}
