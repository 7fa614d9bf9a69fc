// The simulated backend for synthetic tools: seeded json-schema-faker outputs that stay consistent within a trajectory.
import { faker } from '@faker-js/faker/locale/en';
import { generateSync } from 'json-schema-faker';
import type { CatalogTool } from '../records/index.js';
import type { CallOutcome } from '../mcp/call.js';
import { capText } from '../mcp/call.js';
import { compileSchema } from '../schema/ajv.js';
import { deriveSeed } from '../util/random.js';

type Json = Record<string, unknown>;

// Field names that name a thing another call may refer to later: id, orderId, user_id, uuid, key, slug, handle.
const ID_NAME = /(^|_|[a-z])(id|uuid|key|slug|handle)$/i;

/** "orderId", "order_id", "order.id" (nested under order) all become "orderid", so a read finds what a create made. */
function idKey(name: string, parent?: string): string {
  const base = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (parent && (base === 'id' || base === 'uuid')) return parent.toLowerCase().replace(/[^a-z0-9]/g, '').replace(/s$/, '') + base;
  return base;
}

function isIdLike(name: string, value: unknown): boolean {
  return ID_NAME.test(name) && (typeof value === 'string' || typeof value === 'number');
}

/**
 * One per trajectory. Ids seen in arguments and results are remembered by normalised field name;
 * a later output field of the same name takes the remembered value (the argument's, if the call
 * names one), so "create order" then "get order" talk about the same order.
 */
export class SimulatedBackend {
  private readonly ids = new Map<string, unknown>();
  private calls = 0;

  constructor(
    private readonly seed: number,
    private readonly options: { maxResultChars: number } = { maxResultChars: 8_000 },
  ) {}

  call(tool: CatalogTool | undefined, name: string, args: unknown): CallOutcome {
    const started = performance.now();
    const done = (o: Omit<CallOutcome, 'latencyMs' | 'truncated'> & { truncated?: boolean }): CallOutcome => ({ truncated: false, ...o, latencyMs: Math.round(performance.now() - started) });
    // Protocol errors: no tool result exists for these, exactly as a real server answers tools/call with a JSON-RPC error.
    if (!tool || tool.source.kind !== 'synthetic') {
      const reason = `MCP error -32602: Unknown tool: ${name}`;
      return done({ text: `Error: ${reason}`, isError: true, protocolError: reason });
    }
    if (!args || typeof args !== 'object' || Array.isArray(args)) {
      const reason = `MCP error -32602: Invalid request: arguments of ${name} must be an object`;
      return done({ text: `Error: ${reason}`, isError: true, protocolError: reason });
    }
    const input = args as Json;
    const index = this.calls++;
    // Tool errors: the tool ran and said no; the model sees it and may correct itself.
    const validate = compileSchema(tool.inputSchema);
    if (validate && !validate.fn(input)) {
      const why = (validate.fn.errors ?? []).map((e) => `${e.instancePath || '(arguments)'} ${e.message ?? 'is invalid'}`).join('; ');
      return done({ text: `Error: invalid arguments for ${name}: ${why}`, isError: true });
    }
    this.remember(input);
    const seed = deriveSeed(this.seed, `${tool.id}#${index}`);
    let structured: unknown;
    if (tool.outputSchema) {
      structured = this.fake(tool.outputSchema, seed);
      structured = this.reconcile(structured, input);
      this.remember(structured);
    } else {
      structured = undefined;
    }
    const body = structured !== undefined ? structured : { ok: true, ...this.echoIds(input) };
    const capped = capText(JSON.stringify(body), this.options.maxResultChars);
    return done({ text: capped.text, isError: false, truncated: capped.truncated, ...(structured !== undefined ? { structured } : {}) });
  }

  private fake(schema: Json, seed: number): unknown {
    faker.seed(seed);
    const options = { seed, alwaysFakeOptionals: true, maxDefaultItems: 2, useDefaultValue: false, failOnInvalidTypes: false, validateSchemaVersion: false };
    try {
      return generateSync(schema as never, { ...options, extensions: { faker } } as never);
    } catch {
      return {};
    }
  }

  private echoIds(input: Json): Json {
    return Object.fromEntries(Object.entries(input).filter(([k, v]) => isIdLike(k, v)));
  }

  /** Replace generated ids by the ones this trajectory already knows, keeping the type the schema asked for. */
  private reconcile(value: unknown, input: Json, parent?: string): unknown {
    if (Array.isArray(value)) return value.map((v) => this.reconcile(v, input, parent));
    if (!value || typeof value !== 'object') return value;
    const out: Json = {};
    const argKeys = new Map(Object.entries(input).filter(([k, v]) => isIdLike(k, v)).map(([k, v]) => [idKey(k), v]));
    for (const [k, v] of Object.entries(value as Json)) {
      if (isIdLike(k, v)) {
        const key = idKey(k, parent);
        const known = argKeys.get(key) ?? argKeys.get(idKey(k)) ?? this.ids.get(key);
        out[k] = known !== undefined && typeof known === typeof v ? known : v;
      } else {
        out[k] = this.reconcile(v, input, k);
      }
    }
    return out;
  }

  private remember(value: unknown, parent?: string): void {
    if (Array.isArray(value)) {
      for (const v of value) this.remember(v, parent);
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [k, v] of Object.entries(value as Json)) {
      if (isIdLike(k, v)) {
        const key = idKey(k, parent);
        if (!this.ids.has(key)) this.ids.set(key, v);
      } else this.remember(v, k);
    }
  }
}
