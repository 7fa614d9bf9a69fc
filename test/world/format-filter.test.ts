// A "format" the records have as a field picks them: the image library's list_assets(format "jpeg") listed png and
// webp assets, as if "format" asked for the answer's shape. A listing's output format still only shapes the answer.
import { describe, expect, it } from 'vitest';
import type { CatalogTool } from '../../src/records/index.js';
import { World } from '../../src/world/world.js';
import { catalogTool } from '../execute/helpers.js';

const source = { kind: 'synthetic' as const, id: 'images', domain: 'image-library', derivedFrom: [] };
const FORMAT = { type: 'string', description: 'Encoding', enum: ['png', 'jpeg', 'webp'] };
const asset = { id: { type: 'string' }, filename: { type: 'string', description: 'File name of the image' }, format: FORMAT };
const create = catalogTool('images', 'create_asset', source, {
  inputSchema: { type: 'object', properties: { filename: asset.filename, format: FORMAT }, required: ['filename'] },
  profile: { action: 'create', entity: 'asset', system: 'Image library', params: { filename: 'path', format: 'enum' }, reversible: true },
});
const list = catalogTool('images', 'list_assets', source, {
  inputSchema: { type: 'object', properties: { format: FORMAT, limit: { type: 'integer' } } },
  outputSchema: { type: 'object', properties: { items: { type: 'array', items: { type: 'object', properties: asset } }, next_cursor: { type: ['string', 'null'] } } },
  profile: { action: 'list', entity: 'asset', system: 'Image library', params: { format: 'enum', limit: 'count' }, reversible: true },
});
const files = catalogTool('images', 'list_files', source, {
  inputSchema: { type: 'object', properties: { format: { type: 'string', description: 'Output format', enum: ['text', 'json'] } } },
  profile: { action: 'list', entity: 'file', system: 'Files', params: { format: 'enum' }, reversible: true },
});
const tools: CatalogTool[] = [create, list, files];

describe('a list filtered by format', () => {
  it('lists only records of that format, alone or with a limit', () => {
    let seen = 0;
    for (let seed = 1; seed <= 20; seed++) {
      for (const args of [{ format: 'jpeg' }, { format: 'webp', limit: 3 }]) {
        const world = World.for(tools, seed);
        const all = world.records(list).filter((r) => r.format === args.format);
        const out = JSON.parse(world.call(list, args).text) as { items: Array<{ format: string }> };
        expect(out.items.every((a) => a.format === args.format), JSON.stringify(out.items.map((a) => a.format))).toBe(true);
        expect(out.items.length).toBe(Math.min(all.length, args.limit ?? 5));
        seen += out.items.length;
      }
    }
    expect(seen).toBeGreaterThan(20);
  });

  it('by a format records do not have is still the shape of the answer: every record is listed', () => {
    const world = World.for(tools, 3);
    const out = JSON.parse(world.call(files, { format: 'json' }).text) as { files: unknown[]; total_count: number };
    expect(out.total_count).toBe(world.records(files).length);
  });
});
