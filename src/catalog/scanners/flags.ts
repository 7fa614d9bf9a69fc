// Read-only and destructive flags: annotations first, then the verbs in the name, then the description.
import type { Flag } from '../../records/index.js';
import type { NormalisedDefinition } from '../definition.js';

const DESTRUCTIVE = /\b(delete|remove|drop|destroy|purge|erase|truncate|overwrite|kill|terminate|wipe|revoke|reset|unlink|rmdir|rm|uninstall|discard|clear|flush)(s|d|ed)?\b/i;
const WRITES = /\b(write|create|update|edit|move|rename|send|post|publish|set|add|insert|upload|deploy|charge|modify|toggle|trigger|execute|exec|run|install|merge|push|commit|patch|put|save|store|append|replace|transfer|pay|book|cancel|close|archive)(s|d|ed|es)?\b/i;
/** Phrases that only describe actions that cannot be taken back. */
const IRREVERSIBLE = /\b(permanently|irreversibl[ey]|cannot be undone|can ?not be recovered|deletes?\s+(all|the|every)\b)/i;

/** "deleteFile", "delete_file" and "delete-file" all read as "delete file". */
function nameWords(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_.]/g, ' ');
}

export function safetyFlags(def: NormalisedDefinition): Flag[] {
  const a = def.annotations ?? {};
  const flags: Flag[] = [];
  const name = nameWords(def.name);
  const text = `${name} ${def.description}`;
  if (a.destructiveHint === true && a.readOnlyHint !== true) {
    flags.push({ code: 'destructive', reason: 'annotations.destructiveHint is true' });
  } else if (a.readOnlyHint !== true && a.destructiveHint !== false) {
    const inName = DESTRUCTIVE.exec(name);
    const inDescription = IRREVERSIBLE.exec(def.description);
    if (inName) flags.push({ code: 'destructive', reason: `name says "${inName[0]}" and no annotation says otherwise` });
    else if (inDescription) flags.push({ code: 'destructive', reason: `description says "${inDescription[0]}" and no annotation says otherwise` });
  }
  if (a.readOnlyHint === true) {
    flags.push({ code: 'read_only', reason: 'annotations.readOnlyHint is true' });
  } else if (a.readOnlyHint === undefined && a.destructiveHint !== true && !WRITES.test(text) && !DESTRUCTIVE.test(text)) {
    flags.push({ code: 'read_only', reason: 'no annotation; name and description name no write or delete' });
  }
  return flags;
}
