// Synthetic tools evolved from the systems and entities the profiles find in the real catalog: from npm-real at least
// 50 domains and 500 tools, every schema valid, names unique across the catalog, near-duplicates dropped and counted.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { generateSyntheticTools, schemaProblem } from '../../src/generate/tools/offline.js';
import type { CatalogTool } from '../../src/records/index.js';
import { PROJECT } from '../helpers.js';

const real = readFileSync(join(PROJECT, 'catalogs/npm-real.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as CatalogTool);

describe('synthetic tools from npm-real', () => {
  it('come from its systems and entities: 50+ domains, 500+ tools, valid schemas, unique names, duplicates counted', () => {
    const r = generateSyntheticTools(real, { seed: 13, maxDomains: 200 });
    const domains = new Set(r.tools.map((t) => (t.source as { domain: string }).domain));
    expect(domains.size).toBeGreaterThanOrEqual(50);
    expect(r.tools.length).toBeGreaterThanOrEqual(500);
    const names = new Set(real.map((t) => t.name));
    for (const t of r.tools) {
      expect(schemaProblem(t.inputSchema)).toBeUndefined();
      expect(schemaProblem(t.outputSchema!)).toBeUndefined();
      expect(names.has(t.name), t.name).toBe(false);
      names.add(t.name);
    }
    // Generation 1 is read off the profiles: a domain per system, derived from that system's real servers.
    const gitlab = r.domains.find((d) => d.derivedFrom.includes('gitlab-zereight'));
    expect(gitlab?.via).toEqual(['profiles']);
    expect(gitlab!.spec.entities.map((e) => e.name)).toEqual(expect.arrayContaining(['issue']));
    expect((r.dropped['tools.near_duplicate_synthetic'] ?? 0) + (r.dropped['tools.near_duplicate_real'] ?? 0)).toBeGreaterThan(0);
  }, 60_000);

  it('give every entity a name or a path to be known by (a comment its text), and no source or destination field', () => {
    const r = generateSyntheticTools(real, { seed: 13, maxDomains: 200 });
    const entities = r.domains.filter((d) => d.via?.includes('profiles')).flatMap((d) => d.spec.entities);
    expect(entities.length).toBeGreaterThan(50);
    for (const e of entities) {
      // A comment or a message is known by what it says.
      const known = new RegExp(`(^|_)(name|title|subject|summary|path|filename|label|username|email|url|key|query${/(comment|message|reply|note|review|post|observation|memo|feedback|chat)$/.test(e.name) ? '|content|body|text|message' : ''})$`);
      expect(e.fields.some((f) => f.required && known.test(f.name)), `${e.name}: ${e.fields.map((f) => f.name).join(', ')}`).toBe(true);
      expect(e.fields.map((f) => f.name)).not.toEqual(expect.arrayContaining(['source']));
      expect(e.fields.map((f) => f.name)).not.toEqual(expect.arrayContaining(['destination']));
    }
  }, 60_000);
});
