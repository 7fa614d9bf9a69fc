// Broad tools: one tool hiding many operations behind a free `operation`/`action` string or a free `payload` object.
import { finding, type Finding, type LintableTool } from './finding.js';
import { isFreeObject, typesOf, visitProperties } from './schema-walk.js';

const OPERATION = /^(operation|op|action|command|cmd|method|verb|task|mode|function|type_of_operation|operation_type|action_type)$/i;
const PAYLOAD = /^(payload|data|body|params|parameters|args|arguments|input|request|options|fields|values|spec)$/i;

export function broadRules(tool: LintableTool): Finding[] {
  const out: Finding[] = [];
  const top = tool.inputSchema?.properties;
  if (!top || typeof top !== 'object') return out;
  visitProperties(tool.inputSchema, 'inputSchema', ({ name, schema, path }) => {
    if (path.split('.properties.').length > 2) return; // top-level only: nested `action` fields are data, not dispatch
    if (OPERATION.test(name) && typesOf(schema).includes('string') && !Array.isArray(schema.enum))
      out.push(finding('broad.operation_string', 'error', path, `"${name}" is a free string choosing what the tool does`, `split ${tool.name} into one tool per operation (by target and effect), or at least make "${name}" an enum`));
    else if (PAYLOAD.test(name) && isFreeObject(schema))
      out.push(finding('broad.free_payload', 'error', path, `"${name}" is an object that takes any keys, so the schema says nothing about the call`, `split ${tool.name} by target and effect, each with typed properties instead of a free "${name}"`));
  });
  return out;
}
