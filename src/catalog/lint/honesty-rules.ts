// Read-only honesty: a tool that claims to be read-only but says it writes, and destructive verbs without destructiveHint.
import { finding, type Finding, type LintableTool } from './finding.js';
import { DESTRUCTIVE, WRITES, affirmedVerbs, nameWords, verbRegex } from './words.js';

const READ_ONLY_WORDING = /\b(read[- ]only|does not (modify|change|write)|doesn't (modify|change|write)|no side[- ]effects?|side[- ]effect[- ]free|safe to call)\b/i;

/** Write verbs in the name (whole words) and the description (not negated). */
function claimedWrites(tool: LintableTool, verbs: readonly string[]): string[] {
  const re = verbRegex(verbs);
  const fromName = nameWords(tool.name).filter((w) => re.exec(w)?.[0].length === w.length);
  const text = tool.description.replace(READ_ONLY_WORDING, ' ');
  return [...new Set([...fromName, ...affirmedVerbs(text, verbs)])];
}

export function honestyRules(tool: LintableTool): Finding[] {
  const out: Finding[] = [];
  const ann = tool.annotations ?? {};
  const claimsReadOnly = ann.readOnlyHint === true || READ_ONLY_WORDING.test(tool.description);
  const writes = claimedWrites(tool, WRITES);
  if (claimsReadOnly && writes.length > 0) {
    const field = ann.readOnlyHint === true ? 'annotations.readOnlyHint' : 'description';
    out.push(finding('honesty.read_only_writes', 'error', field, `claims to be read-only but says it ${writes.slice(0, 3).join(', ')}`, 'drop the read-only claim and set readOnlyHint: false, or remove the write from this tool'));
  }
  const destructive = claimedWrites(tool, DESTRUCTIVE);
  if (destructive.length > 0 && ann.destructiveHint !== true)
    out.push(finding('honesty.destructive_unannotated', 'warning', 'annotations.destructiveHint', `says it ${destructive.slice(0, 3).join(', ')} but destructiveHint is not true`, 'set annotations.destructiveHint: true (and readOnlyHint: false)'));
  return out;
}
