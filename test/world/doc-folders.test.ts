// A document is filed where its kind of document goes: every quickstart document sat in "contracts/<year>", the folder
// its tool's description gave as an example, a pricing page and a hiring plan alike.
import { describe, expect, it } from 'vitest';
import type { CatalogTool, ToolProfile } from '../../src/records/index.js';
import { World } from '../../src/world/world.js';
import { catalogTool } from '../execute/helpers.js';

const source = { kind: 'synthetic' as const, id: 'docs', domain: 'docs', derivedFrom: [] };
const doc = { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' }, folder: { type: 'string', description: "Folder path, e.g. 'contracts/2026'" }, body: { type: 'string' } }, required: ['id', 'title', 'folder', 'body'] };
const listDocs = catalogTool('docs', 'list_documents', source, {
  inputSchema: { type: 'object', properties: { folder: { type: 'string' } } },
  outputSchema: { type: 'object', properties: { items: { type: 'array', items: doc } }, required: ['items'] },
  profile: { system: 'Docs', entity: 'document', reversible: true, action: 'list', params: { folder: 'path' } } as ToolProfile,
});

describe('a document\'s folder', () => {
  it('is its kind\'s, the same whether a filter read it first or the record was drawn whole', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const whole = World.for([listDocs], seed).records(listDocs);
      for (const r of whole) {
        seen.add(String(r.folder));
        if (/^Hiring plan/.test(String(r.title))) expect(r.folder).toMatch(/^(people|hr)\//);
        if (/^Pricing page/.test(String(r.title))) expect(r.folder).toMatch(/^marketing\//);
        if (/^On-call runbook/.test(String(r.title))) expect(r.folder).toMatch(/runbooks|on-call/);
      }
      const folder = whole[0]?.folder;
      const hits = (World.for([listDocs], seed).call(listDocs, { folder }).structured as { items: Array<Record<string, unknown>> }).items;
      expect(hits.length).toBeGreaterThan(0);
      for (const h of hits) expect(h).toEqual(whole.find((r) => r.id === h.id));
    }
    expect([...seen].filter((f) => f.startsWith('contracts/')).length).toBeLessThan(seen.size / 4);
  });
});
