// A file path is of the kind its description asks for: drawio's get_page ("Must end in .drawio or .xml") was asked for
// assets/images/invoice-2291.png, and every such call failed on the real server.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { CatalogToolSchema, type CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { argumentsFor } from '../../src/world/arguments.js';
import { extensionsIn } from '../../src/world/file-types.js';
import { PROJECT, readLines } from '../helpers.js';

const catalog: CatalogTool[] = fillProfiles(readLines(join(PROJECT, 'catalogs/npm-real.jsonl')).map((l) => CatalogToolSchema.parse(l)));
const model = WorldModel.of(catalog);

describe('a file path', () => {
  it('reads the extensions a description asks for', () => {
    expect(extensionsIn('Absolute or relative path to the local file. Must end in .drawio or .xml.')).toEqual(['drawio', 'xml']);
    expect(extensionsIn('Path to the local PDF file (absolute or relative to cwd).')).toEqual(['pdf']);
    expect(extensionsIn('Path to the file, e.g. ./src or docs/index')).toEqual([]);
  });

  it("ends as the tool's description says", () => {
    for (const [id, key, ext] of [['drawio/get_page', 'path', /\.(drawio|xml)$/], ['drawio/list_pages', 'path', /\.(drawio|xml)$/]] as const) {
      const tool = catalog.find((t) => t.id === id) as CatalogTool;
      for (let seed = 1; seed <= 12; seed++) {
        const args = argumentsFor(tool, new World(model, seed, '2026-12-05'), seed);
        if (args[key] !== undefined) expect(String(args[key]), id).toMatch(ext);
      }
    }
  });
});
