// An image library's records are pictures: a file name ("team-photo.webp", not "/var/log/nginx/invoice-2291.csv") whose
// extension agrees with the record's format, and alt text that says what the picture shows (it was a chat message,
// "Reminder: sprint planning moves to Monday"). A request that creates one names a file of the type it asks for.
import { describe, expect, it } from 'vitest';
import type { CatalogTool } from '../../src/records/index.js';
import { World } from '../../src/world/world.js';
import { agreedFileTypes, PICTURE_SHOWS, withType } from '../../src/world/file-types.js';
import { ALT_TEXTS, MESSAGES } from '../../src/world/phrases.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { catalogTool } from '../execute/helpers.js';

const source = { kind: 'synthetic' as const, id: 'images', domain: 'image-library', derivedFrom: [] };
const FORMAT = { type: 'string', description: 'Encoding', enum: ['png', 'jpeg', 'webp'] };
const props = { filename: { type: 'string', description: 'File name of the image', minLength: 1 }, format: FORMAT, alt_text: { type: 'string', description: 'Alternative text', maxLength: 300 } };
const create = catalogTool('images', 'create_asset', source, {
  description: 'Adds an asset to the image library.',
  inputSchema: { type: 'object', properties: props, required: ['filename', 'format'] },
  profile: { action: 'create', entity: 'asset', system: 'Image library', params: { filename: 'path', format: 'enum', alt_text: 'free_text' }, reversible: true },
});
const list = catalogTool('images', 'search_assets', source, {
  description: 'Searches the assets of the image library.',
  inputSchema: { type: 'object', properties: { query: { type: 'string' }, limit: { type: 'integer' } }, required: ['query'] },
  outputSchema: { type: 'object', properties: { items: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, ...props } } } } },
  profile: { action: 'search', entity: 'asset', system: 'Image library', params: { query: 'query', limit: 'count' }, reversible: true },
});
const tools: CatalogTool[] = [create, list];
const EXT: Record<string, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

describe('an image library', () => {
  it('holds pictures named for their format, with alt text that describes them', () => {
    let seen = 0;
    for (let seed = 1; seed <= 15; seed++) {
      for (const r of World.for(tools, seed).records(list)) {
        seen++;
        expect(r.filename, JSON.stringify(r)).toMatch(new RegExp(`^[a-z0-9-]+\\.${EXT[r.format as string]}$`));
        expect(ALT_TEXTS).toContain(r.alt_text === undefined ? ALT_TEXTS[0] : r.alt_text);
        expect(MESSAGES).not.toContain(r.alt_text);
        // What the name says it shows: "login-screenshot.jpg" had been "Floor plan of the third floor".
        const stem = String(r.filename).replace(/\.[a-z]+$/, '');
        if (r.alt_text !== undefined && PICTURE_SHOWS[stem]) expect(r.alt_text, String(r.filename)).toBe(PICTURE_SHOWS[stem]);
      }
    }
    expect(seen).toBeGreaterThan(60);
  });

  // A search scores each record's alt text before the record is drawn whole: that alt text is the one it keeps.
  it('is searched by what its pictures show, each alt text agreeing with its name', () => {
    let checked = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const out = JSON.parse(World.for(tools, seed).call(list, { query: 'photo of the' }).text) as { items: Array<{ filename: string; alt_text?: string }> };
      for (const a of out.items) {
        const shows = PICTURE_SHOWS[a.filename.replace(/\.[a-z]+$/, '')];
        if (!shows || a.alt_text === undefined) continue;
        checked++;
        expect(a.alt_text, a.filename).toBe(shows);
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('is searched by the names its records have', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const world = World.for(tools, seed);
      const name = world.records(list)[0]?.filename as string;
      const out = JSON.parse(world.call(list, { query: name }).text) as { items: Array<{ filename: string }> };
      expect(out.items.map((a) => a.filename)).toContain(name);
    }
  });

  it('is asked for files of the type a request names', () => {
    const tasks = [...generateOfflineTasks(tools, { seed: 3, config: GenerateConfigSchema.parse({ count: 40, mix: { single: 1 } }) })];
    const creates = tasks.flatMap((t) => t.expected.calls).filter((c) => c.toolId === create.id);
    expect(creates.length).toBeGreaterThan(5);
    for (const c of creates) {
      const a = c.arguments as { filename: string; format: string };
      if (/\.[a-z]{3,4}$/.test(a.filename)) expect(a.filename, JSON.stringify(a)).toMatch(new RegExp(`\\.${EXT[a.format]}$`));
    }
  });

  it('agrees a name with a stated type, leaving given names and names without a known extension alone', () => {
    expect(agreedFileTypes({ filename: 'logo.png', format: 'jpeg' })).toEqual({ filename: 'logo.jpg' });
    expect(agreedFileTypes({ path: 'docs/a.pdf', mime_type: 'image/png' })).toEqual({ path: 'docs/a.png' });
    expect(agreedFileTypes({ filename: 'logo.png', format: 'jpeg' }, { filename: 'logo.png' })).toEqual({});
    expect(agreedFileTypes({ filename: 'logo.jpeg', format: 'jpeg' })).toEqual({});
    expect(withType('release-v1.2', 'png')).toBe('release-v1.2');
    expect(withType('notes.md', 'yaml')).toBe('notes.md');
    // Office's and plain text's MIME types: a Drive file "customer-list.png" was an Excel sheet.
    expect(agreedFileTypes({ name: 'customer-list.png', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toEqual({ name: 'customer-list.xlsx' });
    expect(agreedFileTypes({ name: 'team-photo.png', mimeType: 'text/plain' })).toEqual({ name: 'team-photo.txt' });
  });
});
