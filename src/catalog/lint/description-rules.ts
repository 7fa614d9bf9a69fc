// Description rules: when to use and when not; for state-changing tools the target, the literal effect, undo and confirmation.
import { finding, type Finding, type LintableTool } from './finding.js';
import { LITERAL_EFFECT, VAGUE_EFFECT, affirmedVerbs, changesState, firstSentence, isDestructive, verbRegex } from './words.js';

const WHEN_TO_USE = /\b(use (this|it|when|for|to)|when you (need|want)|useful (for|when)|call (this|it) (when|to|for)|for (example|instance)|use case|so (that|you can)|helps? (you )?(to )?)\b/i;
const WHEN_NOT = /\b(do not use|don't use|not for|never use|avoid|instead(,)? use|use \S+ instead|not (intended|meant|suitable)|only (works|for|use|when|within)|rather than|unless|except)\b/i;
const TARGET = /\b(environment|production|staging|prod|dev|account|tenant|workspace|project|organi[sz]ation|org|repositor(y|ies)|repo|database|db|server|cluster|bucket|channel|inbox|mailbox|calendar|file ?system|director(y|ies)|folder|file|disk|graph|store|index|queue|table|namespace|region|site|domain|team|space|board|document|page|branch|registry|host|machine|device|shop|storefront|catalog|marketplace|service|platform account)\b/i;
const UNDO = /\b(undo(ne)?|irreversibl[ey]|reversibl[ey]|revert(ed|s)?|roll(ed)? ?back|restor(e|ed|able)|recover(ed|able|y)?|permanent(ly)?|cannot be (undone|recovered)|can't be undone|no undo|trash|soft[- ]delete|idempotent|overwrites?)\b/i;
const CONFIRM = /\b(confirm(s|ed|ation)?|approv(e|al|ed)|ask (the )?user|explicit (consent|permission)|permission|consent|double[- ]check|human in the loop|user must|only after)\b/i;

export function descriptionRules(tool: LintableTool): Finding[] {
  const out: Finding[] = [];
  const d = tool.description.trim();
  if (d.length === 0) {
    return [finding('description.missing', 'error', 'description', 'the tool has no description', 'say in one sentence what it does and when to use it')];
  }
  if (d.split(/\s+/).length < 6) out.push(finding('description.too_short', 'warning', 'description', `"${d}" is too short to choose this tool by`, 'add what it returns or changes and when to use it'));
  if (!WHEN_TO_USE.test(d)) out.push(finding('description.when_to_use', 'info', 'description', 'does not say when to use the tool', 'add "Use this when ..."'));
  if (!WHEN_NOT.test(d)) out.push(finding('description.when_not_to_use', 'info', 'description', 'does not say when not to use it or what to use instead', 'add "Do not use for ...; use <other tool> instead"'));
  if (!changesState(tool)) return out;

  const destructive = isDestructive(tool);
  const first = firstSentence(d);
  if (!TARGET.test(first))
    out.push(finding('description.target_system', 'warning', 'description', `the first sentence ("${first.slice(0, 80)}") does not name the system it changes`, 'name the environment, account or tenant it acts on in the first sentence'));
  const literal = affirmedVerbs(d, LITERAL_EFFECT);
  const vague = affirmedVerbs(d, VAGUE_EFFECT);
  if (literal.length === 0 || (vague.length > 0 && verbRegex(VAGUE_EFFECT).test(first) && !verbRegex(LITERAL_EFFECT).test(first)))
    out.push(
      finding('description.vague_effect', 'warning', 'description', vague.length > 0 ? `says "${vague[0]}" instead of the side effect` : 'does not name the side effect with a verb', 'state the completed effect literally: deletes, sends, charges, publishes'),
    );
  if (!UNDO.test(d)) out.push(finding('description.undo', destructive ? 'warning' : 'info', 'description', 'does not say whether the change can be undone', 'add "This cannot be undone" or how to reverse it'));
  if (!CONFIRM.test(d))
    out.push(finding('description.confirmation', destructive ? 'warning' : 'info', 'description', 'does not state a confirmation rule', 'say who confirms, which facts they confirm, and whether it holds for one call or the session'));
  return out;
}
