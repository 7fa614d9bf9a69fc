// Schema: every call names a tool offered in the record, from the catalog, with arguments its inputSchema accepts.
import type { Validator } from './validator.js';
import { compileSchema } from './ajv.js';

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
    return null;
  },
};
