// Token counts of tool definitions as the model sees them, per server and per toolset, and the generator's toolset cap.
import { join } from 'node:path';
import { decode, encode } from 'gpt-tokenizer/encoding/o200k_base';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { CatalogToolSchema, type CatalogTool } from '../../src/records/index.js';
import { fitToBudget, serverTokens, toolsetTokens } from '../../src/catalog/token-budget.js';
import { countToolTokens, openaiToolEntry } from '../../src/catalog/tokens.js';
import { readJsonlAll } from '../../src/util/jsonl.js';
import { PROJECT } from '../helpers.js';

let catalog: CatalogTool[];
let byId: Map<string, CatalogTool>;
beforeAll(async () => {
  catalog = await readJsonlAll(join(PROJECT, 'catalogs/quickstart.jsonl'), CatalogToolSchema);
  byId = new Map(catalog.map((t) => [t.id, t]));
});

describe('tool definition tokens', () => {
  it('counts the OpenAI tools entry the exporter writes: no $schema, type object, text round-trips', () => {
    const echo = byId.get('everything/echo') as CatalogTool;
    expect(echo.inputSchema.$schema).toBeDefined();
    const entry = openaiToolEntry(echo);
    expect(entry).toEqual({ type: 'function', function: { name: 'echo', description: echo.description, parameters: { type: 'object', properties: echo.inputSchema.properties, required: ['message'] } } });
    const json = JSON.stringify(entry);
    expect(decode(encode(json))).toBe(json);
    expect(countToolTokens(echo)).toBe(encode(json).length);
    // JSON punctuation and names tokenise at 2-4 characters a token: far fewer tokens than characters, far more than words.
    expect(countToolTokens(echo)).toBeLessThan(json.length / 2);
    expect(countToolTokens(echo)).toBeGreaterThan(json.split(/\s+/).length);
  });

  it('sums per server; the one-tool sequential-thinking server is the most expensive per tool', () => {
    const s = serverTokens(catalog);
    expect(Object.keys(s)).toEqual(['everything', 'filesystem', 'memory', 'sequential-thinking']);
    expect(Object.values(s).reduce((n, x) => n + x.count, 0)).toBe(catalog.length);
    expect(s['sequential-thinking']!.max).toBeGreaterThan(s.filesystem!.max);
    expect(s.filesystem!.total).toBe(toolsetTokens(catalog.filter((t) => t.serverId === 'filesystem')));
  });

  it('fits extras under a cap, keeps anchors even past it, and keeps the extras in order', () => {
    const fs = catalog.filter((t) => t.serverId === 'filesystem');
    const [anchor, ...extras] = fs as [CatalogTool, ...CatalogTool[]];
    const cap = countToolTokens(anchor) + 300;
    const kept = fitToBudget([anchor], extras, cap);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(extras.length);
    expect(toolsetTokens([anchor, ...kept])).toBeLessThanOrEqual(cap);
    expect(kept.map((t) => extras.indexOf(t))).toEqual([...kept.map((t) => extras.indexOf(t))].sort((a, b) => a - b));
    expect(fitToBudget([anchor], extras, 1)).toEqual([]);
    expect(fitToBudget([anchor], extras, undefined)).toEqual(extras);
  });

  it('generate.maxToolsetTokens caps every toolset beyond its anchors, where the uncapped run exceeds it', () => {
    const cap = 400;
    const cost = (ids: string[]) => toolsetTokens(ids.map((id) => byId.get(id) as CatalogTool));
    const uncapped = [...generateOfflineTasks(catalog, { seed: 5, config: GenerateConfigSchema.parse({ count: 60 }) })];
    expect(uncapped.some((t) => cost(t.toolset) > cap)).toBe(true);
    const capped = [...generateOfflineTasks(catalog, { seed: 5, config: GenerateConfigSchema.parse({ count: 60, maxToolsetTokens: cap }) })];
    expect(capped.length).toBe(uncapped.length);
    for (const t of capped) {
      const anchors = t.expected.calls.map((c) => c.toolId);
      // Over the cap only when the tools the task needs (or the one anchor of a no-call task) alone exceed it.
      if (cost(t.toolset) > cap) expect(t.toolset.length, t.id).toBe(Math.max(1, new Set(anchors).size));
      for (const id of anchors) expect(t.toolset).toContain(id);
    }
  });
});
