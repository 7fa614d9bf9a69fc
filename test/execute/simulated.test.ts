// The simulated backend: seeded outputs that fit the outputSchema, ids kept consistent, tool and protocol errors apart.
import { describe, expect, it } from 'vitest';
import { ExecuteConfigSchema } from '../../src/execute/config.js';
import { executeTask } from '../../src/execute/executor.js';
import { SimulatedBackend } from '../../src/execute/simulated.js';
import { compileSchema } from '../../src/schema/ajv.js';
import type { CatalogTool } from '../../src/records/index.js';
import { callTask, catalogTool } from './helpers.js';

const source = { kind: 'synthetic' as const, id: 'shop', domain: 'e-commerce', derivedFrom: [] };
const create = catalogTool('shop', 'create_order', source, {
  inputSchema: { type: 'object', properties: { item: { type: 'string' }, quantity: { type: 'integer', minimum: 1 } }, required: ['item', 'quantity'] },
  outputSchema: { type: 'object', properties: { order_id: { type: 'string', format: 'uuid' }, status: { enum: ['created'] } }, required: ['order_id', 'status'] },
});
const get = catalogTool('shop', 'get_order', source, {
  inputSchema: { type: 'object', properties: { order_id: { type: 'string' } }, required: ['order_id'] },
  outputSchema: {
    type: 'object',
    properties: { order: { type: 'object', properties: { id: { type: 'string' }, status: { type: 'string' }, total: { type: 'number' } }, required: ['id', 'status', 'total'] } },
    required: ['order'],
  },
});
const list = catalogTool('shop', 'list_orders', source, {
  outputSchema: { type: 'object', properties: { orders: { type: 'array', minItems: 1, maxItems: 1, items: { type: 'object', properties: { orderId: { type: 'string' } }, required: ['orderId'] } } }, required: ['orders'] },
});
const cancel = catalogTool('shop', 'cancel_order', source, { inputSchema: { type: 'object', properties: { order_id: { type: 'string' } }, required: ['order_id'] } });

describe('simulated backend', () => {
  it('answers with outputs that fit the outputSchema, the same for the same seed', () => {
    const a = new SimulatedBackend(11).call(create, 'create_order', { item: 'lamp', quantity: 2 });
    const b = new SimulatedBackend(11).call(create, 'create_order', { item: 'lamp', quantity: 2 });
    const c = new SimulatedBackend(12).call(create, 'create_order', { item: 'lamp', quantity: 2 });
    expect(a.isError).toBe(false);
    expect(compileSchema(create.outputSchema as Record<string, unknown>)?.fn(a.structured)).toBe(true);
    expect(JSON.parse(a.text)).toEqual(a.structured);
    expect(b.structured).toEqual(a.structured);
    expect(c.structured).not.toEqual(a.structured);
  });

  it('keeps ids consistent within a trajectory: the order created is the order read and listed', () => {
    const sim = new SimulatedBackend(5);
    const created = sim.call(create, 'create_order', { item: 'lamp', quantity: 1 }).structured as { order_id: string };
    const read = sim.call(get, 'get_order', { order_id: created.order_id }).structured as { order: { id: string } };
    expect(read.order.id).toBe(created.order_id);
    const listed = sim.call(list, 'list_orders', {}).structured as { orders: Array<{ orderId: string }> };
    expect(listed.orders[0]?.orderId).toBe(created.order_id);
    const cancelled = JSON.parse(sim.call(cancel, 'cancel_order', { order_id: created.order_id }).text) as Record<string, unknown>;
    expect(cancelled).toEqual({ ok: true, order_id: created.order_id });
  });

  it('tool errors are isError results; protocol errors are recorded as protocolError; never mixed up', () => {
    const sim = new SimulatedBackend(1);
    const invalid = sim.call(create, 'create_order', { item: 'lamp' });
    expect(invalid.isError).toBe(true);
    expect(invalid.protocolError).toBeUndefined();
    expect(invalid.text).toMatch(/quantity/);
    const unknown = sim.call(undefined, 'no_such_tool', {});
    expect(unknown.isError).toBe(true);
    expect(unknown.protocolError).toMatch(/Unknown tool: no_such_tool/);
    const badRequest = sim.call(create, 'create_order', ['not', 'an', 'object']);
    expect(badRequest.protocolError).toMatch(/Invalid request/);
    const real = catalogTool('fs', 'read', { kind: 'stdio', id: 'fs', command: 'true', args: [], env: {} });
    expect(sim.call(real, 'read', {}).protocolError).toMatch(/Unknown tool/);
  });

  it('the executor sends synthetic tools to the simulator, with no process and a simulated verdict', async () => {
    const catalog = new Map<string, CatalogTool>([create, get].map((t) => [t.id, t]));
    const config = ExecuteConfigSchema.parse({ sandbox: 'bubblewrap' });
    const outcome = await executeTask(
      callTask([
        { toolId: 'shop/create_order', arguments: { item: 'desk', quantity: 1 } },
        { toolId: 'shop/get_order', arguments: {} },
      ]),
      { catalog, config, sandbox: 'bubblewrap' },
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const [first, second] = outcome.trajectory.calls;
    expect(first).toMatchObject({ isError: false, sandbox: { mode: 'simulated' } });
    expect(second).toMatchObject({ isError: true, sandbox: { mode: 'simulated' } });
    expect(second?.protocolError).toBeUndefined();
  });
});
