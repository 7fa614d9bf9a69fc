// What a call changes to is not a field of its records: google-drive's renameItem takes newName, and every seeded file
// had a "new name" of its own, which answers read out ("new name release-notes.jpg"), while a rename left the name as
// it was. An account named by its alias is called "work" or "personal", not "Westbrook Realty".
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { CatalogToolSchema, type CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { ACCOUNT_ALIASES } from '../../src/world/phrases.js';
import { PROJECT, readLines } from '../helpers.js';

const drive = fillProfiles(readLines(join(PROJECT, 'catalogs/npm-real.jsonl')).map((l) => CatalogToolSchema.parse(l))).filter((t) => t.serverId === 'google-drive');
const tool = (name: string) => drive.find((t) => t.name === name) as CatalogTool;
const model = WorldModel.of(drive);

describe('a change\'s new value', () => {
  it('is no field of the records, and a rename renames', () => {
    const read = tool('readTextFile');
    const rename = tool('renameItem');
    for (let seed = 1; seed <= 5; seed++) {
      const world = new World(model, seed);
      const records = world.records(read);
      for (const r of records) expect(Object.keys(r).filter((k) => /^(new|old)[A-Z_]/.test(k))).toEqual([]);
      for (const r of world.records(rename)) expect(Object.keys(r).filter((k) => /^(new|old)[A-Z_]/.test(k))).toEqual([]);
      const item = world.records(rename)[0] as Record<string, unknown>;
      const out = JSON.parse(world.call(rename, { itemId: item.itemId, newName: 'Board minutes.txt' }).text) as Record<string, unknown>;
      expect(out.name).toBe('Board minutes.txt');
      expect(out.newName).toBeUndefined();
    }
  });

  it('leaves an account named by its alias an alias', () => {
    const read = tool('readTextFile');
    const accounts = new Set<unknown>();
    for (let seed = 1; seed <= 5; seed++) for (const r of new World(model, seed).records(read)) accounts.add(r.account);
    for (const a of accounts) if (a !== undefined) expect(ACCOUNT_ALIASES).toContain(a);
  });
});
