// Cross-server shadowing: a description that tells the model how to use a tool of another server.
import type { CatalogTool, Flag } from '../../records/index.js';
import { excerpt, modelVisibleText } from './text.js';
import { escapeRegExp } from '../../util/regex.js';

/** An instruction in the same sentence as the mention is what turns a reference into shadowing. */
const INSTRUCTION = /\b(when|whenever|before|after|instead|always|never|must|should|make sure|ensure|do not|don'?t|required|first|also)\b/i;
/** Names this short or this common ("search", "read") say nothing about which server they belong to. */
const DISTINCTIVE = /^(?=.{4,})(?:.*[_.-].*|.*[a-z][A-Z].*)$/;
const NAME_TOOL = /\b(?:when(?:ever)?|before|after|instead\s+of|while)\s+(?:using|calling|invoking|running|you\s+use|you\s+call)\s+(?:the\s+|any\s+)?[`'"]?([\w.-]+)[`'"]?\s+tool\b|\b(?:the\s+)?[`'"]?([\w.-]+)[`'"]?\s+tool\s+is\s+(?:used|called|invoked|run)\b/gi;
const OTHER_TOOLS = /\b(all|any|every)\s+(other\s+)?(tools?|servers?|functions?)\b[^.\n]{0,60}\b(must|should|always|never)\b|\b(other|another)\s+(tools?|servers?)\b[^.\n]{0,40}\b(must|should|always|never)\b/i;
const SELF = new Set(['this', 'that', 'the', 'a', 'any', 'each', 'every', 'same', 'current', 'my', 'our']);

export function shadowingFlags(catalog: readonly CatalogTool[]): Map<string, Flag[]> {
  const namesByServer = new Map<string, Set<string>>();
  for (const t of catalog) namesByServer.set(t.serverId, (namesByServer.get(t.serverId) ?? new Set()).add(t.name));
  const foreign = new Map<string, string>(); // distinctive tool name -> a server offering it
  for (const t of catalog) if (DISTINCTIVE.test(t.name) && !foreign.has(t.name)) foreign.set(t.name, t.serverId);
  const out = new Map<string, Flag[]>();
  for (const tool of catalog) {
    const own = namesByServer.get(tool.serverId) ?? new Set<string>();
    const text = modelVisibleText(tool);
    const reasons: string[] = [];
    // Look names up by token, not by scanning the text once per name: catalogs run to thousands of tools.
    const tokens = new Set((text.match(/[A-Za-z0-9_.-]+/g) ?? []).map((w) => w.replace(/\.+$/, '')));
    for (const name of tokens) {
      const server = foreign.get(name);
      if (server === undefined || own.has(name)) continue;
      const m = new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`).exec(text);
      if (!m) continue;
      const sentence = excerpt(text, m.index, m[0].length);
      if (INSTRUCTION.test(sentence)) reasons.push(`instructs the model about ${name} of server ${server}: "${sentence}"`);
    }
    for (const m of text.matchAll(NAME_TOOL)) {
      const name = (m[1] ?? m[2] ?? '').replace(/[`'"]/g, '');
      if (!name || SELF.has(name.toLowerCase()) || own.has(name) || name === tool.name) continue;
      if (reasons.some((r) => r.includes(` ${name} `))) continue;
      reasons.push(`instructs the model how to use the ${name} tool, which server ${tool.serverId} does not offer: "${excerpt(text, m.index ?? 0, m[0].length)}"`);
    }
    const o = OTHER_TOOLS.exec(text);
    if (o) reasons.push(`sets rules for other tools or servers: "${excerpt(text, o.index, o[0].length)}"`);
    if (reasons.length > 0) out.set(tool.id, reasons.map((reason) => ({ code: 'shadowing' as const, reason })));
  }
  return out;
}
