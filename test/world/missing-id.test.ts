// A call that leaves out an optional id (get_project {}, "the current one") reads the current record instead of
// answering "no project with projectId undefined"; the generator gives the id of the record a call acts on.
import { describe, expect, it } from 'vitest';
import type { CatalogTool, ToolProfile } from '../../src/records/index.js';
import { World } from '../../src/world/world.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { catalogTool } from '../execute/helpers.js';

const source = { kind: 'synthetic' as const, id: 'deploys', domain: 'deploys', derivedFrom: [] };
const tool = (name: string, profile: Omit<ToolProfile, 'system' | 'entity' | 'reversible'>, inputSchema: Record<string, unknown>): CatalogTool =>
  catalogTool('deploys', name, source, { inputSchema, profile: { system: 'Deploys', entity: 'deployment', reversible: true, ...profile } });
const get = tool('get_deployment', { action: 'get', params: { deployment_name: 'id' }, idParam: 'deployment_name' }, { type: 'object', properties: { deployment_name: { type: 'string' } } });
const update = tool('update_deployment', { action: 'update', params: { deployment_name: 'id', min_instances: 'count', owner: 'name' }, idParam: 'deployment_name' }, { type: 'object', properties: { deployment_name: { type: 'string' }, min_instances: { type: 'integer' }, owner: { type: 'string' } } });
const list = tool('list_deployments', { action: 'list', params: {} }, { type: 'object', properties: {} });

describe('a left-out id', () => {
  it('reads or changes the current record, and no error ever names "undefined"', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const w = World.for([get, update, list], seed);
      const r = w.call(get, {});
      expect(r.isError, r.text).toBe(false);
      const u = w.call(update, { min_instances: 3 });
      expect(u.isError, u.text).toBe(false);
      expect(JSON.parse(u.text)).toMatchObject({ min_instances: 3 });
      expect(w.call(get, { deployment_name: 'no-such-deployment' }).text).not.toMatch(/undefined/);
    }
  });

  it('is given by the generator for a call that acts on one record', () => {
    const tasks = [...generateOfflineTasks([get, update, list], { seed: 2, config: GenerateConfigSchema.parse({ count: 24, mix: { single: 1, parallel: 1 } }) })];
    const calls = tasks.flatMap((t) => t.expected.calls).filter((c) => !c.toolId.endsWith('/list_deployments'));
    expect(calls.length).toBeGreaterThan(8);
    for (const c of calls) expect(c.arguments.deployment_name, JSON.stringify(c)).toBeDefined();
  });
});
