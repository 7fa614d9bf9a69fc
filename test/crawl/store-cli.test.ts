import { describe, expect, it, vi } from 'vitest';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeCatalogCommand } from '../../src/cli/catalog.js';
import { CatalogStore } from '../../src/catalog/store.js';
import { prepareCatalog } from '../../src/catalog/prepare.js';
import type { CatalogStats } from '../../src/catalog/stats.js';
import { ConfigError } from '../../src/util/errors.js';
import { readLines, tempDir } from '../helpers.js';
import { scannerFixture } from '../fixtures/catalog/catalog-tools.js';

async function runCatalog(args: string[]): Promise<string> {
  let out = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += chunk.toString();
    return true;
  });
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    await makeCatalogCommand().exitOverride().parseAsync(args, { from: 'user' });
  } finally {
    spy.mockRestore();
    err.mockRestore();
  }
  return out;
}

function fixtureCatalog(dir: string): string {
  const file = join(dir, 'catalog.jsonl');
  writeFileSync(file, prepareCatalog(scannerFixture()).map((t) => JSON.stringify(t)).join('\n') + '\n');
  return file;
}

describe('toolforge catalog stats and export', () => {
  it('counts tools per server, flags, eras and drafts', async () => {
    const dir = tempDir();
    const catalog = fixtureCatalog(dir);
    const stats = JSON.parse(await runCatalog(['stats', '--catalog', catalog, '--store', join(dir, 'none.db'), '--json'])) as CatalogStats;
    expect(stats.tools).toBe(21);
    expect(stats.perServer).toEqual({ mail: 2, facts: 6, notes: 10, mirror: 3 });
    expect(stats.flags.poisoning).toBe(4);
    expect(stats.flags.shadowing).toBe(2);
    expect(stats.flags.duplicate).toBe(2);
    expect(stats.eras).toEqual({ 'legacy 2025-06-18': 21 });
    expect(stats.drafts).toEqual({ 'draft-07 (inferred)': 21 });
    expect(stats.excludedFromGeneration).toBe(4);
    expect(stats.store).toBeUndefined();
    const text = await runCatalog(['stats', '--catalog', catalog, '--store', join(dir, 'none.db')]);
    expect(text).toContain('21 tools from 4 servers; 4 excluded from generation');
    // the lint distribution per server: every tool counted in exactly one score band
    expect(Object.keys(stats.lint).sort()).toEqual(['facts', 'mail', 'mirror', 'notes']);
    for (const [id, l] of Object.entries(stats.lint)) {
      expect(Object.values(l.bands).reduce((a, b) => a + b, 0)).toBe(stats.perServer[id]);
      expect(l.minScore).toBeLessThanOrEqual(l.meanScore);
      expect(l.tokens).toBeGreaterThan(0);
    }
    expect(text).toMatch(/lint per server/);
  });

  it('exports OpenAI function tools, prefixing names only where two servers clash, and --usable drops poisoned tools', async () => {
    const dir = tempDir();
    const catalog = fixtureCatalog(dir);
    const out = join(dir, 'tools.jsonl');
    await runCatalog(['export', '--catalog', catalog, '--format', 'openai-tools', '--usable', '-o', out]);
    const tools = readLines<{ type: string; function: { name: string; description: string; parameters: Record<string, unknown> } }>(out);
    expect(tools).toHaveLength(17);
    expect(tools.every((t) => t.type === 'function' && t.function.parameters.type === 'object')).toBe(true);
    const names = tools.map((t) => t.function.name);
    expect(names).toContain('mail__send_email');
    expect(names).toContain('mirror__send_email');
    expect(names).toContain('delete_note');
    expect(names).not.toContain('add');
    await runCatalog(['export', '--catalog', catalog, '--format', 'jsonl', '-o', out]);
    expect(readLines(out)).toHaveLength(21);
  });

  it('refuses approve without ids or a store, in one line', async () => {
    const dir = tempDir();
    await expect(runCatalog(['approve', '--store', join(dir, 'x.db')])).rejects.toThrow(ConfigError);
    await expect(runCatalog(['approve', 'a/b', '--store', join(dir, 'x.db')])).rejects.toThrow(/no catalog store yet/);
    expect(existsSync(join(dir, 'x.db'))).toBe(false);
  });
});

describe('catalog store', () => {
  it('keeps every version in order (A, B, A is three rows) and names an unknown id when approving', () => {
    const dir = tempDir();
    const store = CatalogStore.open(join(dir, 'c.db'));
    try {
      const [a] = scannerFixture();
      if (!a) throw new Error('empty fixture');
      const b = prepareCatalog([{ ...a, description: 'Send a message.' }])[0];
      const versions = [a, b, a];
      versions.forEach((t, i) => store.recordCrawl({ at: `2026-01-0${i + 1}`, servers: ['mail'], failures: [], tools: t ? [t] : [] }));
      expect(store.history('mail', 'send_email').map((h) => [h.definition.description, h.firstSeen, h.lastSeen])).toEqual([
        ['Send an email to one or more recipients.', '2026-01-01', '2026-01-01'],
        ['Send a message.', '2026-01-02', '2026-01-02'],
        ['Send an email to one or more recipients.', '2026-01-03', '2026-01-03'],
      ]);
      store.recordCrawl({ at: '2026-01-04', servers: ['mail'], failures: [], tools: [a] });
      expect(store.history('mail', 'send_email')[2]?.lastSeen).toBe('2026-01-04');
      expect(store.tool('mail', 'send_email')).toMatchObject({ firstSeen: '2026-01-01', lastSeen: '2026-01-04', removedAt: null });
      expect(() => store.approve(['mail/nope'], 'x')).toThrow(/unknown tool mail\/nope/);
      expect(() => store.approve(['nope'], 'x')).toThrow(/"nope" is not a tool id/);
      expect(store.approve('all', '2026-01-05')).toEqual(['mail/send_email']);
      expect(store.approval('mail', 'send_email')).toEqual({ sha256: a.sha256, approvedAt: '2026-01-05' });
    } finally {
      store.close();
    }
  });
});
