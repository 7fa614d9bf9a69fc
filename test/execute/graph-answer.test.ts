// Final answers over the memory server's results, written as the real server writes them (a bare JSON array as text
// for a create, the graph for a read, one sentence for a delete): a read is never "I added", a skipped create says so.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { finalAnswer } from '../../src/execute/answers.js';
import type { CatalogTool } from '../../src/records/index.js';
import { Rng } from '../../src/util/random.js';
import { PROJECT, readLines } from '../helpers.js';

const memory = readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')).filter((t) => t.serverId === 'memory');
const tool = (name: string) => memory.find((t) => t.name === name) as CatalogTool;
const finn = { name: 'Finn Novak', entityType: 'person', observations: ['Prefers email over phone calls.'] };

function answer(name: string, args: Record<string, unknown>, structured: unknown, text = JSON.stringify(structured, null, 2), seed = 1): string {
  return finalAnswer(new Rng(seed), [{ name, text, isError: false, args, tool: tool(name), structured }]);
}

describe('answers about a knowledge graph', () => {
  it('read an open as what was found, with its notes and relations, never as added', () => {
    const graph = { entities: [finn], relations: [{ from: 'Finn Novak', to: 'Northwind Traders', relationType: 'works_at' }] };
    for (let seed = 1; seed <= 6; seed++) {
      const said = answer('open_nodes', { names: ['Finn Novak'] }, graph, undefined, seed);
      expect(said).not.toMatch(/\b(added|saved|created)\b/i);
      expect(said).toContain('Finn Novak (a person)');
      expect(said).toContain('Prefers email over phone calls');
      expect(said).toContain('Finn Novak works at Northwind Traders');
    }
    expect(answer('open_nodes', { names: ['Nobody Atall'] }, { entities: [], relations: [] })).toMatch(/no entity named Nobody Atall/);
  });

  it('say what a create added and what was already there, from the bare array the server writes as text', () => {
    const made = [finn];
    const said = answer('create_entities', { entities: [finn, { name: 'Northwind Traders', entityType: 'organization', observations: [] }] }, { entities: made }, JSON.stringify(made, null, 2));
    expect(said).toMatch(/Finn Novak \(a person\) with one observation/);
    expect(said).toMatch(/Northwind Traders was already in the graph/);
    expect(answer('create_entities', { entities: [finn] }, { entities: [] }, '[]')).toMatch(/Nothing new was added/);
  });

  it('name what a delete removed, and what a search matched and why', () => {
    expect(answer('delete_entities', { entityNames: ['Finn Novak'] }, { success: true, message: 'Entities deleted successfully' }, 'Entities deleted successfully')).toMatch(/Finn Novak from the knowledge graph, along with its relations/);
    const note = answer('delete_observations', { deletions: [{ entityName: 'Finn Novak', observations: ['Prefers email over phone calls.'] }] }, { success: true, message: 'Observations deleted successfully' }, 'Observations deleted successfully');
    expect(note).toMatch(/the note “Prefers email over phone calls.” from Finn Novak/);
    const search = answer('search_nodes', { query: 'email' }, { entities: [finn], relations: [] });
    expect(search).toMatch(/Finn Novak \(a person\)/);
    expect(search).toMatch(/has the note “Prefers email over phone calls.”/);
    expect(answer('search_nodes', { query: 'kayak' }, { entities: [], relations: [] })).toMatch(/“kayak”/);
  });
});
