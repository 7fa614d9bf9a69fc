// Schema rules: typed properties, enums for closed sets, units, numeric ranges, required, closed objects, environment, dry_run.
import { finding, type Finding, type LintableTool } from './finding.js';
import { isTyped, typesOf, visitProperties } from './schema-walk.js';
import { DRY_RUN_KEY } from '../../util/dry-run.js';

const CLOSED_SET = /\b(one of|either|possible values|allowed values|valid values|options are|must be (one of|either)|can be (one of|either))\b|["'`][\w-]+["'`]\s*(,|\bor\b|\|)\s*["'`][\w-]+["'`]/i;
// Whole name words, so max_messages is not an "age".
const QUANTITY = /^(timeout|duration|delay|interval|ttl|wait|expiry|expires|expiration|age|period|retention|elapsed|sleep|backoff|size|memory|weight|distance|temperature|amount|price|cost|lifetime|deadline)s?$/i;
const UNIT = /(ms|msec|millis|milliseconds?|s|secs?|seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|bytes?|kb|mb|gb|kib|mib|gib|px|pixels?|percent|pct|%|meters?|km|miles?|celsius|fahrenheit|kelvin|usd|eur|cents?|currency|kg|grams?|lbs?|iso ?8601)/i;
// In prose a bare "s" is a possessive, not seconds.
const UNIT_IN_TEXT = new RegExp(`\\b(${UNIT.source.slice(1, -1).replace('|s|', '|')})\\b`, 'i');
const ENVIRONMENT = /^(env|environment|stage|target_env|target_environment|deploy_env|tier|envName|environmentName)$/i;

const words = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase().split(/[^a-z0-9%]+/);

export function schemaRules(tool: LintableTool): Finding[] {
  const out: Finding[] = [];
  const schema = tool.inputSchema ?? {};
  const props = schema.properties && typeof schema.properties === 'object' ? Object.keys(schema.properties) : [];
  if (props.length > 0 && !(Array.isArray(schema.required) && schema.required.length > 0))
    out.push(finding('schema.required_missing', 'warning', 'inputSchema.required', 'no property is required, so a model cannot tell what a call must carry', 'list the properties every call needs in "required"'));
  if (props.length > 0 && schema.additionalProperties !== false)
    out.push(finding('schema.additional_properties', 'info', 'inputSchema.additionalProperties', 'unknown keys are accepted, so misspelt arguments pass silently', 'set "additionalProperties": false'));

  visitProperties(schema, 'inputSchema', ({ name, schema: p, path }) => {
    const desc = typeof p.description === 'string' ? p.description : '';
    const types = typesOf(p);
    if (!isTyped(p)) out.push(finding('schema.untyped_property', 'warning', path, `"${name}" has no type`, `give "${name}" a "type" (string, integer, number, boolean, array, object)`));
    if (types.includes('string') && !Array.isArray(p.enum) && !('const' in p) && CLOSED_SET.test(desc))
      out.push(finding('schema.enum_missing', 'warning', path, `"${name}" lists its allowed values in prose`, `make "${name}" an "enum" of those values`));
    if (types.includes('string') && ENVIRONMENT.test(name) && !Array.isArray(p.enum))
      out.push(finding('schema.environment_free_string', 'error', path, `"${name}" picks the environment by free text, so "prod" vs "production" is a guess`, `make "${name}" an enum of the real environments (e.g. ["staging", "production"])`));
    if (types.includes('boolean') && DRY_RUN_KEY.test(name))
      out.push(finding('schema.dry_run', 'warning', path, `"${name}" mixes two safety models (preview and apply) in one tool`, `split into a read-only plan/preview tool and an apply tool that needs confirmation`));
    const numeric = types.includes('integer') || types.includes('number');
    if (numeric && words(name).some((w) => QUANTITY.test(w))) {
      const hasUnit = words(name).some((w) => new RegExp(`^(?:${UNIT.source})$`, 'i').test(w)) || UNIT_IN_TEXT.test(desc);
      if (!hasUnit) out.push(finding('schema.unit_missing', 'warning', path, `"${name}" is a quantity without a unit`, `name the unit (${name}_seconds, ${name}_ms) or say it in the description`));
    }
    if (numeric && !['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'].some((k) => typeof p[k] === 'number') && !Array.isArray(p.enum))
      out.push(finding('schema.range_missing', 'info', path, `"${name}" has no minimum or maximum`, `add "minimum"/"maximum" to "${name}"`));
  });
  return out;
}
