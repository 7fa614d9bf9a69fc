// The world as a tool backend for one trajectory: it checks a call as a server would (protocol errors apart from tool
// errors), plays it against the world, and caps the text as hosts do.
import type { CatalogTool } from '../records/index.js';
import { capText, type CallOutcome } from '../mcp/call.js';
import { compileSchema } from '../schema/ajv.js';
import type { World } from './world.js';

/** What a simulated backend answers for one call (the world's, the faker stub's, the LLM's). */
export interface ToolSimulator {
  call(tool: CatalogTool | undefined, name: string, args: unknown): CallOutcome | Promise<CallOutcome>;
}

/** Protocol-level problems (no tool result exists for these), exactly as a server answers tools/call with a JSON-RPC error. */
export function protocolProblem(tool: CatalogTool | undefined, name: string, args: unknown): string | undefined {
  if (!tool) return `MCP error -32602: Unknown tool: ${name}`;
  if (!args || typeof args !== 'object' || Array.isArray(args)) return `MCP error -32602: Invalid request: arguments of ${name} must be an object`;
  return undefined;
}

/** Arguments the tool's inputSchema rejects, as the tool's own error text; undefined when they pass. */
export function invalidArguments(tool: CatalogTool, args: Record<string, unknown>): string | undefined {
  const validate = compileSchema(tool.inputSchema);
  if (!validate || validate.fn(args)) return undefined;
  const why = (validate.fn.errors ?? []).slice(0, 3).map((e) => `${e.instancePath ? e.instancePath.slice(1).replace(/\//g, '.') : '(arguments)'} ${e.message ?? 'is invalid'}`).join('; ');
  return `Error: invalid arguments for ${tool.name}: ${why}`;
}

export class WorldSimulator implements ToolSimulator {
  constructor(
    readonly world: World,
    private readonly options: { maxResultChars: number } = { maxResultChars: 8_000 },
  ) {}

  call(tool: CatalogTool | undefined, name: string, args: unknown): CallOutcome {
    const started = performance.now();
    const done = (o: Omit<CallOutcome, 'latencyMs' | 'truncated'>): CallOutcome => {
      const capped = capText(o.text, this.options.maxResultChars);
      return { ...o, text: capped.text, truncated: capped.truncated, latencyMs: Math.round(performance.now() - started) };
    };
    const problem = protocolProblem(tool, name, args);
    if (problem || !tool) return done({ text: `Error: ${problem}`, isError: true, protocolError: problem as string });
    const input = args as Record<string, unknown>;
    const invalid = invalidArguments(tool, input);
    if (invalid) return done({ text: invalid, isError: true });
    const result = this.world.call(tool, input);
    return done({ text: result.text, isError: result.isError, ...(result.structured !== undefined ? { structured: result.structured } : {}) });
  }
}
