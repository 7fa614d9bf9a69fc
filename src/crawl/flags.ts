// Read-only and destructive flags: annotations first, then the verbs in the name and description.
import type { Flag } from '../records/index.js';
import type { NormalisedDefinition } from './normalise.js';

const DESTRUCTIVE = /\b(delete|remove|drop|destroy|purge|erase|truncate|overwrite|kill|terminate|wipe|revoke|reset)s?\b/i;
const WRITES = /\b(write|create|update|edit|move|rename|send|post|publish|set|add|insert|upload|deploy|charge|modify|toggle|trigger)s?\b/i;

function words(def: NormalisedDefinition): string {
  return `${def.name.replace(/[-_]/g, ' ')} ${def.description}`;
}

export function safetyFlags(def: NormalisedDefinition): Flag[] {
  const a = def.annotations ?? {};
  const flags: Flag[] = [];
  const text = words(def);
  if (a.destructiveHint === true && a.readOnlyHint !== true) {
    flags.push({ code: 'destructive', reason: 'annotations.destructiveHint is true' });
  } else if (a.readOnlyHint !== true && a.destructiveHint !== false && DESTRUCTIVE.test(def.name.replace(/[-_]/g, ' '))) {
    flags.push({ code: 'destructive', reason: `name says "${DESTRUCTIVE.exec(def.name.replace(/[-_]/g, ' '))?.[0]}" and no annotation says otherwise` });
  }
  if (a.readOnlyHint === true) {
    flags.push({ code: 'read_only', reason: 'annotations.readOnlyHint is true' });
  } else if (a.readOnlyHint === undefined && !WRITES.test(text) && !DESTRUCTIVE.test(text)) {
    flags.push({ code: 'read_only', reason: 'no annotation; name and description name no write or delete' });
  }
  return flags;
}
