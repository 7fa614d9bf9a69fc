// Schema: every call names a tool offered in the record, from the catalog, with arguments its inputSchema accepts and results its outputSchema accepts.
import type { Trajectory } from '../records/index.js';
import type { Finding, Validator, ValidatorContext } from './validator.js';
import { compileSchema } from '../schema/ajv.js';
import type { ValidatorDef } from './validator.js';

export const schemaValidator: Validator = {
  name: 'schema',
  check(t, ctx) {
    const byName = new Map(t.tools.map((r) => [r.name, r]));
    for (const [i, ref] of t.tools.entries()) {
      if (!ctx.catalog.has(ref.toolId)) return { code: 'schema.tool_not_in_catalog', message: `tool ${ref.toolId} is not in the catalog`, path: `tools[${i}]` };
    }
    for (const [i, m] of t.messages.entries()) {
      if (m.role !== 'assistant' || !m.tool_calls) continue;
      for (const [j, c] of m.tool_calls.entries()) {
        const path = `messages[${i}].tool_calls[${j}]`;
        const ref = byName.get(c.function.name);
        if (!ref) return { code: 'schema.unknown_tool', message: `call to ${c.function.name}, which is not among the record's tools`, path: `${path}.function.name` };
        const tool = ctx.catalog.get(ref.toolId);
        if (!tool) continue;
        const compiled = compileSchema(tool.inputSchema);
        if (!compiled) return { code: 'schema.uncompilable', message: `the inputSchema of ${tool.id} does not compile`, path: `${path}.function.name` };
        const args = JSON.parse(c.function.arguments) as unknown;
        if (!compiled.fn(args)) {
          const e = compiled.fn.errors?.[0];
          return { code: 'args.schema', message: `arguments of ${c.function.name}: ${e ? `${e.instancePath || '(root)'} ${e.message}` : 'invalid'}`, path: `${path}.function.arguments${e?.instancePath ? e.instancePath.replace(/\//g, '.') : ''}` };
        }
      }
    }
    return checkResults(t, ctx);
  },
};

/** Results against outputSchema: a successful call to a tool that declares one must return JSON that schema accepts. */
function checkResults(t: Trajectory, ctx: ValidatorContext): Finding | null {
  const calls = new Map(t.calls.map((c) => [c.id, c]));
  for (const [i, m] of t.messages.entries()) {
    if (m.role !== 'tool') continue;
    const call = calls.get(m.tool_call_id);
    if (!call || call.isError || call.protocolError || call.truncated) continue;
    const tool = ctx.catalog.get(call.toolId);
    if (!tool?.outputSchema) continue;
    const compiled = compileSchema(tool.outputSchema);
    if (!compiled) continue;
    // MCP checks structuredContent against outputSchema; the text block may be a rendering of it, so only structuredContent counts.
    if (call.structuredContent === undefined) {
      return { code: 'result.no_structured', message: `${call.name} declares an outputSchema but its result carries no structuredContent`, path: `messages[${i}].content` };
    }
    const value = call.structuredContent;
    if (!compiled.fn(value)) {
      const e = compiled.fn.errors?.[0];
      return { code: 'result.schema', message: `result of ${call.name}: ${e ? `${e.instancePath || '(root)'} ${e.message}` : 'invalid'}`, path: `messages[${i}].content${e?.instancePath ? e.instancePath.replace(/\//g, '.') : ''}` };
    }
  }
  return null;
}

export const schemaValidatorDef: ValidatorDef = {
  name: 'schema',
  description: 'every tool is in the catalog, every call\'s arguments match its inputSchema, every structured result its outputSchema (ajv)',
  byDefault: true,
  codes: {
    'schema.tool_not_in_catalog': 'a tool the record offers is not in the catalog',
    'schema.unknown_tool': 'a call names a tool the record does not offer',
    'schema.uncompilable': 'the tool\'s inputSchema does not compile',
    'args.schema': 'a call\'s arguments break the tool\'s inputSchema',
    'result.no_structured': 'the tool declares an outputSchema and its result carries no structuredContent',
    'result.schema': 'a structured result breaks the tool\'s outputSchema',
  },
  create: () => schemaValidator,
};
