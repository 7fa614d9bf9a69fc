// What a run says: an execute call returns the run (its id, what it was given, how it went) in the server's words
// ("Installed browser"), not a record's drawn fields; the answer says what was done and how long it took; a date tool
// named for its question (days_in_month) computes it.
import { describe, expect, it } from 'vitest';
import type { CatalogTool, ToolProfile } from '../../src/records/index.js';
import { World } from '../../src/world/world.js';
import { finalAnswer } from '../../src/execute/answers.js';
import { Rng } from '../../src/util/random.js';
import { catalogTool } from '../execute/helpers.js';

const source = { kind: 'synthetic' as const, id: 'tools', domain: 'tools', derivedFrom: [] };
const tool = (name: string, entity: string, profile: Omit<ToolProfile, 'system' | 'entity' | 'reversible'>, inputSchema: Record<string, unknown>): CatalogTool =>
  catalogTool('tools', name, source, { inputSchema, profile: { system: 'Tools', entity, reversible: true, ...profile } });
const install = tool('browser_install', 'browser', { action: 'execute', verb: 'install', params: { withDeps: 'boolean' } }, { type: 'object', properties: { withDeps: { type: 'boolean' } } });
const days = tool('days_in_month', 'day', { action: 'compute', params: { date: 'date' } }, { type: 'object', properties: { date: { type: 'string' } }, required: ['date'] });

describe('runs', () => {
  it('return the run in the server words, with what it was given and nothing drawn for later reads', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const r = World.for([install, days], seed).call(install, { withDeps: false });
      const data = JSON.parse(r.text) as Record<string, unknown>;
      expect(data.message).toBe('Installed browser');
      expect(data).toMatchObject({ status: 'completed', withDeps: false });
      expect(Object.keys(data).sort()).toEqual(['duration_ms', 'id', 'message', 'started_at', 'status', 'withDeps']);
      const answer = finalAnswer(new Rng(seed), [{ name: 'browser_install', text: r.text, isError: false, args: { withDeps: false }, tool: install }]);
      expect(answer).toMatch(/installed browser/i);
      expect(answer).not.toMatch(/duration ms|message Installed/);
    }
  });

  it("keep the server's words and stamps in the run's record, so a later read agrees with the result", () => {
    const deploy = tool('deploy_site', 'site', { action: 'execute', verb: 'deploy', params: { site_name: 'name' } }, { type: 'object', properties: { site_name: { type: 'string' } } });
    const output = { type: 'object', properties: { id: { type: 'string' }, message: { type: 'string' }, started_at: { type: 'string', format: 'date-time' }, status: { type: 'string' } } };
    const read = catalogTool('tools', 'get_site', source, { inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, outputSchema: output, profile: { system: 'Tools', entity: 'site', reversible: true, action: 'get', idParam: 'id', params: { id: 'id' } } });
    for (let seed = 1; seed <= 10; seed++) {
      const w = World.for([deploy, read], seed);
      const run = JSON.parse(w.call(deploy, { site_name: 'docs' }).text) as Record<string, unknown>;
      expect(run.message).toBe('Deployed site');
      const again = JSON.parse(w.call(read, { id: String(run.id) }).text) as Record<string, unknown>;
      expect(again).toMatchObject({ id: String(run.id), message: run.message, started_at: run.started_at, status: 'completed' });
    }
  });

  it('compute the date question their name asks', () => {
    const w = World.for([install, days], 3);
    expect(JSON.parse(w.call(days, { date: '2024-02-10' }).text)).toEqual({ year: 2024, month: 2, days_in_month: 29 });
    expect(JSON.parse(w.call(days, { date: '2026-11-11' }).text)).toMatchObject({ days_in_month: 30 });
  });

  it("never take a product's name for the verb of its message (tavily_map said 'Tavilied map')", () => {
    const map = catalogTool('tavily', 'tavily_map', { kind: 'synthetic' as const, id: 'tavily', domain: 'tavily', derivedFrom: [] }, { inputSchema: { type: 'object', properties: { url: { type: 'string' } } }, profile: { system: 'Tavily', entity: 'map', reversible: true, action: 'other', params: { url: 'url' } } });
    for (let seed = 1; seed <= 5; seed++) {
      const data = JSON.parse(World.for([map], seed).call(map, { url: 'https://example.com' }).text) as Record<string, unknown>;
      expect(String(data.message ?? '')).not.toMatch(/tavil/i);
    }
    // Nor a namespace or a noun: docx_v1_document_rawContent said "Docxed", maps_directions "Directionsed".
    for (const [server, system, name] of [['lark', 'Lark Docs', 'docx_v1_document_rawContent'], ['google-maps', 'Google Maps', 'maps_directions']] as const) {
      const t = catalogTool(server, name, { kind: 'synthetic' as const, id: server, domain: server, derivedFrom: [] }, { inputSchema: { type: 'object', properties: { path: { type: 'string' } } }, profile: { system, entity: 'document content', reversible: true, action: 'other', params: { path: 'path' } } });
      const data = JSON.parse(World.for([t], 3).call(t, { path: 'a' }).text) as Record<string, unknown>;
      expect(String(data.message)).toBe('Finished the document content');
    }
    // Nor twice: lighthouse_audit said "Audited lighthouse audit".
    const audit = catalogTool('chrome', 'lighthouse_audit', { kind: 'synthetic' as const, id: 'chrome', domain: 'chrome', derivedFrom: [] }, { inputSchema: { type: 'object', properties: { url: { type: 'string' } } }, profile: { system: 'Chrome DevTools', entity: 'lighthouse audit', verb: 'audit', reversible: true, action: 'execute', params: { url: 'url' } } as CatalogTool['profile'] });
    expect(String((JSON.parse(World.for([audit], 3).call(audit, { url: 'https://example.com' }).text) as Record<string, unknown>).message)).toBe('Finished the lighthouse audit');
  });
});

describe('a run told how long to take', () => {
  it('takes that long', async () => {
    const { executionOutput } = await import('../../src/world/execution.js');
    const { seededFaker } = await import('../../src/world/seeded-faker.js');
    for (let seed = 1; seed <= 6; seed++) {
      const out = executionOutput({ duration: 5, steps: 3 }, 'long running operation', seededFaker(seed), Date.parse('2026-12-01T15:20:00Z'), 'trigger', 'trigger-long-running-operation');
      expect(out.duration_ms as number).toBeGreaterThanOrEqual(5000);
      expect(out.duration_ms as number).toBeLessThan(5200);
    }
  });
});
