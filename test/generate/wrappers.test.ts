// An object input that only wraps the call's arguments is said as those arguments. Seen on npm-real (25 of 985 records):
// Lark's "show me chat members with path chat id '64398ecb-…'", "send the message with data receive id '4622074'; msg
// type 'as'; …", LaunchDarkly's "the feature flag with request project key 'region'; feature flag key 'status'".
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { CatalogToolSchema, type CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { planCall } from '../../src/generate/tasks/call-plan.js';
import { sayAnything } from '../../src/generate/language/said-compound.js';
import { Rng } from '../../src/util/random.js';
import { PROJECT, readLines } from '../helpers.js';

const all = fillProfiles(readLines(join(PROJECT, 'catalogs/npm-real.jsonl')).map((l) => CatalogToolSchema.parse(l)));
const wrapped = all.filter((t) => ['lark', 'launchdarkly'].includes(t.serverId) && Object.keys((t.inputSchema.properties ?? {}) as object).some((k) => /^(path|params|data|request)$/.test(k)));

describe('wrapped arguments', () => {
  it('are said field by field, never as "with path ..." or "with data ..."', () => {
    expect(wrapped.length).toBeGreaterThan(20);
    let said = 0;
    for (const t of wrapped as CatalogTool[]) {
      for (let seed = 1; seed <= 4; seed++) {
        const p = planCall(t, { rng: new Rng(seed), seed, ref: '2026-12-01' });
        const text = p.said.map((s) => s.text).join(' | ');
        // A tool whose arguments all live in wrappers is asked for by the fields inside (world/envelope.ts).
        const inner = new Set(Object.values((t.inputSchema.properties ?? {}) as Record<string, { properties?: object }>).flatMap((w) => Object.keys(w.properties ?? {})));
        if (p.said.some((s) => /^(path|params|data|request)$/.test(s.key) || inner.has(s.key))) said++;
        expect(text, t.name).not.toMatch(/\bwith (path|params|data|request) (?!that has)/);
        expect(text, t.name).not.toMatch(/\bas an as\b|msg type 'as'/);
      }
    }
    expect(said).toBeGreaterThan(40);
  });

  it('names the record a path wrapper points at as the call\'s target', () => {
    const ctx = { rng: new Rng(3), ref: '2026-12-03', action: 'get', entity: 'document content', verb: 'get' };
    const s = sayAnything('path', { document_id: '8571466' }, 'json', ctx);
    expect(s.slot).toBe('target');
    expect(s.text).toMatch(/document (with ID )?8571466/);
    expect(s.question).toBe('What document id should I use?');
  });

  // Seen on npm-real: a world value re-said read "Please send message 9761629 with body destination id '3440543'".
  it('says a payload\'s fields as arguments too', () => {
    const ctx = { rng: new Rng(2), ref: '2026-12-03', action: 'send', entity: 'mail message', verb: 'copy' };
    const s = sayAnything('body', { DestinationId: '3440543' }, 'json', ctx);
    expect(s.text).toMatch(/destination (with ID )?3440543/);
    expect(s.text).not.toMatch(/\bbody\b|destination id '/);
  });

  // Seen on npm-real: "The ai config needs an update: update the project key to region and set the config key to
  // region": the keys that say which config were asked to change.
  it('says the keys inside a wrapper as where the record is, not as changes', () => {
    const ctx = { rng: new Rng(5), ref: '2026-12-03', action: 'update', entity: 'ai config', verb: 'update' };
    const s = sayAnything('request', { projectKey: 'billing-service', configKey: 'notification-settings-config' }, 'json', ctx);
    expect(s.slot).toBe('target');
    expect(s.text).toMatch(/config (with ID )?notification-settings-config in (the )?project (with ID )?billing-service/);
    expect(s.text).not.toMatch(/project key|config key/);
  });
});

describe('graph data', () => {
  // Seen on npm-real: AntV's network graph "has 2 nodes (Orchard migration and Q2 cost review) and 1 edges", its edge
  // from "primary-source" to "default-target", which neither node is; with the wrapper said field by field it read
  // "1) Q1 security review 2) Q3 security review and: 1) source 'new-source'; target 'team-target'".
  it('joins a graph\'s edges to its own nodes and says them as what the data holds', () => {
    const graph = all.find((t) => t.id === 'antv-chart/generate_network_graph') as CatalogTool;
    let joined = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const p = planCall(graph, { rng: new Rng(seed), seed, ref: '2026-12-01' });
      const data = p.call.arguments.data as { nodes: Array<{ name: string }>; edges: Array<{ source: string; target: string }> };
      const text = p.said.map((s) => s.text).join(' ');
      expect(text).toMatch(/with data that has \d+ nodes? \(/);
      expect(text).not.toMatch(/\b1 edges\b|source '|target '/);
      if (data.nodes.length < 2) continue;
      const names = new Set(data.nodes.map((n) => n.name));
      for (const e of data.edges) expect(names.has(e.source) && names.has(e.target), JSON.stringify(data)).toBe(true);
      joined++;
    }
    expect(joined).toBeGreaterThan(5);
  });
});
