import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CatalogToolSchema, type CatalogTool } from '../../src/records/index.js';
import { prepareCatalog } from '../../src/catalog/prepare.js';
import { PROJECT, readLines } from '../helpers.js';

const load = (file: string) => readLines(join(PROJECT, file)).map((l) => CatalogToolSchema.parse(l));
const codes = (tools: CatalogTool[], code: string) => tools.filter((t) => t.flags.some((f) => f.code === code));

describe('scanners on real crawled catalogs (negatives: real servers are not attackers)', () => {
  it('flags no poisoning or shadowing in the four reference servers, and keeps destructive/read-only sensible', () => {
    const tools = prepareCatalog(load('catalogs/quickstart.jsonl'));
    expect(tools.length).toBeGreaterThan(30);
    expect(codes(tools, 'poisoning').map((t) => t.id)).toEqual([]);
    expect(codes(tools, 'shadowing').map((t) => t.id)).toEqual([]);
    expect(codes(tools, 'schema_invalid').map((t) => t.id)).toEqual([]);
    const destructive = codes(tools, 'destructive').map((t) => t.id);
    expect(destructive).toEqual(expect.arrayContaining(['memory/delete_entities', 'memory/delete_observations', 'memory/delete_relations']));
    expect(destructive).not.toContain('filesystem/read_text_file');
    expect(codes(tools, 'read_only').map((t) => t.id)).toEqual(expect.arrayContaining(['filesystem/list_directory', 'memory/read_graph']));
  });

  it.runIf(existsSync(join(PROJECT, 'catalogs/npm-real.jsonl')))('keeps false positives rare on the npm catalog', () => {
    const tools = prepareCatalog(load('catalogs/npm-real.jsonl'));
    const poisoned = codes(tools, 'poisoning');
    const shadowing = codes(tools, 'shadowing');
    process.stderr.write(`npm-real: ${tools.length} tools, poisoning ${poisoned.length}, shadowing ${shadowing.length}, duplicate ${codes(tools, 'duplicate').length}, schema_invalid ${codes(tools, 'schema_invalid').length}\n`);
    for (const t of [...poisoned, ...shadowing]) process.stderr.write(`  ${t.id}: ${t.flags.filter((f) => f.code === 'poisoning' || f.code === 'shadowing').map((f) => f.reason).join(' | ')}\n`);
    expect(poisoned.length + shadowing.length).toBeLessThanOrEqual(Math.ceil(tools.length * 0.01));
  });
});
