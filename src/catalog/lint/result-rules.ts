// Result contract (only where an outputSchema exists): the canonical target id, the action and the new state, not a bare "ok".
import { finding, type Finding, type LintableTool } from './finding.js';
import { changesState } from './words.js';

const BARE = /^(ok|success|succeeded|status|result|message|done|error)$/i;
const TARGET_ID = /(^id$|_id$|[a-z]Id$|^ids$|_ids$|^uri$|_uri$|^url$|_url$|^path$|_path$|^key$|^ref$|^name$|^slug$)/;
const NEW_STATE = /(state|status|action|^new_|^new[A-Z]|after|current|updated|deleted|created|changed|removed|sent|result)/i;

export function resultRules(tool: LintableTool): Finding[] {
  const schema = tool.outputSchema;
  if (!schema) return [];
  const props = schema.properties && typeof schema.properties === 'object' ? Object.keys(schema.properties) : [];
  if (props.length === 0 || props.every((p) => BARE.test(p)))
    return [
      finding('result.bare_ok', 'error', 'outputSchema', props.length === 0 ? 'the output schema declares no properties' : `the result is only ${props.join(', ')}: a bare "ok"`, 'return the target id, the action taken and the new state'),
    ];
  if (!changesState(tool)) return [];
  const out: Finding[] = [];
  if (!props.some((p) => TARGET_ID.test(p)))
    out.push(finding('result.target_id_missing', 'warning', 'outputSchema.properties', 'the result does not name the canonical id of what changed', 'add the target id (e.g. backup_id) to the output schema'));
  if (!props.some((p) => NEW_STATE.test(p)))
    out.push(finding('result.new_state_missing', 'warning', 'outputSchema.properties', 'the result does not say which action ran or the state after it', 'add "action" and the new "state" (e.g. {"action":"deleted","state":"absent"})'));
  return out;
}
