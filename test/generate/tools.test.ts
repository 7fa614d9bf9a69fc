import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { runStepFiles } from '../../src/toolforge.js';
import { crawlSources } from '../../src/crawl/crawl.js';
import { generateSyntheticTools, schemaProblem } from '../../src/generate/tools/offline.js';
import { lintTool } from '../../src/catalog/lint/lint.js';
import { passes } from '../../src/catalog/lint/score.js';
import { toolSimilarity } from '../../src/generate/tools/tokens.js';
import { CatalogToolSchema, type CatalogTool } from '../../src/records/index.js';
import { compileSchema } from '../../src/schema/ajv.js';
import { PROJECT, readLines, tempDir } from '../helpers.js';

let real: CatalogTool[];
beforeAll(async () => {
  real = (
    await crawlSources([
      { kind: 'stdio', id: 'filesystem', package: '@modelcontextprotocol/server-filesystem', args: ['${workspace}'], env: {}, workspace: { seed: 'catalogs/workspaces/basic' } },
      { kind: 'stdio', id: 'memory', package: '@modelcontextprotocol/server-memory', args: [], env: { MEMORY_FILE_PATH: '${workspace}/m.jsonl' }, workspace: {} },
      { kind: 'stdio', id: 'sequential-thinking', package: '@modelcontextprotocol/server-sequential-thinking', args: [], env: { DISABLE_THOUGHT_LOGGING: 'true' } },
    ])
  ).tools;
});

describe('synthetic tools by domain evolution', () => {
  it('finds one domain per real server and evolves neighbouring domains from their words', () => {
    const r = generateSyntheticTools(real, { seed: 1 });
    expect(r.realDomains.map((d) => d.servers).flat().sort()).toEqual(['filesystem', 'memory', 'sequential-thinking']);
    const ids = r.domains.map((d) => d.spec.id);
    // file words reach the document store, entity/relation words the CRM, thought/step words the issue tracker
    expect(ids).toEqual(expect.arrayContaining(['document-store', 'crm', 'issue-tracker']));
    expect(r.domains.find((d) => d.spec.id === 'crm')!.derivedFrom).toContain('memory');
    expect(r.domains.some((d) => d.generation === 2)).toBe(true);
  });

  it('makes tools that are CatalogTools with synthetic sources, contract descriptions and strict schemas that compile', () => {
    const r = generateSyntheticTools(real, { seed: 1 });
    expect(r.tools.length).toBeGreaterThan(40);
    const names = new Set<string>();
    for (const t of r.tools) {
      expect(CatalogToolSchema.safeParse(t).success).toBe(true);
      expect(t.source).toMatchObject({ kind: 'synthetic', domain: expect.any(String) });
      expect((t.source as { derivedFrom: string[] }).derivedFrom.length).toBeGreaterThan(0);
      expect(names.has(t.name)).toBe(false);
      names.add(t.name);
      expect(real.some((x) => x.name === t.name)).toBe(false);
      expect(schemaProblem(t.inputSchema)).toBeUndefined();
      expect(schemaProblem(t.outputSchema!)).toBeUndefined();
      expect(compileSchema(t.inputSchema)).not.toBeNull();
      expect(t.inputSchema.additionalProperties).toBe(false);
      expect(t.annotations).toMatchObject({ readOnlyHint: expect.any(Boolean), destructiveHint: expect.any(Boolean), idempotentHint: expect.any(Boolean) });
      // the contract: the target system by name, and what the caller must do about confirmation
      expect(t.description).toMatch(/\bthe ([a-z-]+ )*(store|drive|service|CRM|wiki|tracker|calendar|app|library|desk)\b/i);
      if (t.annotations!.destructiveHint) {
        expect(t.description).toMatch(/cannot be restored/);
        expect(t.description).toMatch(/ask the user to confirm/);
        expect(t.flags.map((f) => f.code)).toContain('destructive');
      }
      if (t.annotations!.readOnlyHint) expect(t.description).toMatch(/Read-only/);
    }
    const withEnum = r.tools.find((t) => JSON.stringify(t.inputSchema).includes('"enum"'));
    const withRange = r.tools.find((t) => JSON.stringify(t.inputSchema).includes('"maximum"'));
    expect(withEnum && withRange).toBeTruthy();
    const create = r.tools.find((t) => t.name === 'create_contact')!;
    const v = compileSchema(create.inputSchema)!.fn;
    expect(v({ full_name: 'Ada', email: 'ada@example.com' })).toBe(true);
    expect(v({ full_name: 'Ada', email: 'ada@example.com', extra: 1 })).toBe(false);
    expect(v({ full_name: 'Ada', email: 'not-an-email' })).toBe(false);
  });

  it('keeps only synthetic tools that pass lint, and counts the ones that do not', () => {
    const r = generateSyntheticTools(real, { seed: 1 });
    expect(r.tools.length).toBeGreaterThan(20);
    for (const t of r.tools) {
      const result = lintTool(t);
      expect(passes(result), `${t.name}: ${result.findings.map((f) => f.rule).join(', ')}`).toBe(true);
      expect(t.lint?.score).toBe(result.score);
    }
  });

  it('drops and counts near-duplicates of real tools and of each other', () => {
    const first = generateSyntheticTools(real, { seed: 1 });
    const victim = first.tools.find((t) => t.name === 'list_documents')!;
    // A real server that already has (almost) this tool: the synthetic copy must go.
    const lookalike: CatalogTool = { ...real[0]!, id: 'docs/list_document', serverId: 'docs', name: 'list_document', description: victim.description.replace('newest first', 'latest first') };
    expect(toolSimilarity(lookalike, victim)).toBeGreaterThanOrEqual(0.75);
    const second = generateSyntheticTools([...real, lookalike], { seed: 1 });
    expect(second.tools.some((t) => t.name === 'list_documents')).toBe(false);
    expect(second.dropped['tools.near_duplicate_real']).toBeGreaterThanOrEqual(1);
    const strict = generateSyntheticTools(real, { seed: 1, duplicateAt: 0.45 });
    expect(strict.dropped['tools.near_duplicate_synthetic']).toBeGreaterThan(0);
    expect(strict.tools.length).toBeLessThan(first.tools.length);
  });

  it('gives the same bytes for the same seed, and generate tools writes them as a catalog', async () => {
    const a = JSON.stringify(generateSyntheticTools(real, { seed: 4 }).tools);
    expect(JSON.stringify(generateSyntheticTools(real, { seed: 4 }).tools)).toBe(a);
    const dir = tempDir();
    const catalog = join(dir, 'real.jsonl');
    writeFileSync(catalog, real.map((t) => JSON.stringify(t)).join('\n') + '\n');
    const out = join(dir, 'synthetic.jsonl');
    const stats = await runStepFiles('tools', { generations: 1, maxDomains: 20 }, { output: out, seed: 4, artifacts: { catalog } });
    expect(stats).toMatchObject({ step: 'tools', out: JSON.parse(a).length });
    expect(stats.extra.domains_real).toBe(3);
    const lines = readLines<CatalogTool>(out);
    expect(JSON.stringify(lines)).toBe(a);
    expect(readFileSync(out, 'utf8').endsWith('\n')).toBe(true);
  });

  it('the CLI reads a --catalog given relative to where it runs, and names a missing one in one line', () => {
    const dir = tempDir();
    const cli = (catalog: string) => spawnSync(process.execPath, [join(PROJECT, 'bin/toolforge.js'), 'generate', 'tools', '--catalog', catalog, '-o', join(dir, 'synthetic.jsonl')], { cwd: PROJECT, encoding: 'utf8' });
    // It was read against the output's folder, found nothing there and wrote an empty catalog without a word.
    const ok = cli('catalogs/quickstart.jsonl');
    expect(ok.status, ok.stderr).toBe(0);
    expect(readLines(join(dir, 'synthetic.jsonl')).length).toBeGreaterThan(50);
    const missing = cli('catalogs/no-such.jsonl');
    expect(missing.status).not.toBe(0);
    expect(missing.stderr.trim().split('\n')).toEqual(['toolforge: catalogs/no-such.jsonl: no such catalog file; give the path of an existing one (--catalog)']);
  });
});
