// A chain's second call acts on the record the list returned, in the scope the list looked in. An id need not be
// unique across scopes: npm-real's MongoDB collections are named ("Checkout API"), and the same name in another
// connection made list-collections(connection 9740691, billing_staging) -> rename-collection(connection 511628,
// orders_prod): a rename of a collection the list never showed, in a connection the user never named.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { CatalogToolSchema, type CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { discoverChains, playChain } from '../../src/world/chains.js';
import { PROJECT, readLines } from '../helpers.js';

const tools: CatalogTool[] = fillProfiles(readLines(join(PROJECT, 'catalogs/npm-real.jsonl')).map((l) => CatalogToolSchema.parse(l)).filter((t) => t.serverId === 'mongodb'));

describe('chain scope', () => {
  const model = WorldModel.of(tools);
  const chains = discoverChains(model, tools).filter((c) => c.kind === 'list_then' && c.first.name === 'list-collections');

  it('finds list-collections -> rename/drop chains on the MongoDB server', () => {
    expect(chains.map((c) => c.second.name)).toEqual(expect.arrayContaining(['rename-collection']));
  });

  it('keeps the second call in the connection and database the list looked in, for every seed', () => {
    let played = 0;
    for (const chain of chains) {
      for (let seed = 1; seed <= 60; seed++) {
        const world = new World(model, seed, '2026-12-05');
        const out = playChain(chain, world, seed);
        if (!out) continue;
        played++;
        const [first, second] = out.calls;
        for (const k of ['connectionId', 'database']) {
          if (first!.arguments[k] !== undefined && second!.arguments[k] !== undefined) expect(`${chain.second.name} ${k} ${String(second!.arguments[k])}`).toBe(`${chain.second.name} ${k} ${String(first!.arguments[k])}`);
        }
      }
    }
    expect(played).toBeGreaterThan(40);
  });
});

describe('a chain whose second step captures anew', () => {
  it('is not made: take_screenshot reads back no screenshot an earlier step saved', () => {
    const mobile = fillProfiles(readLines(join(PROJECT, 'catalogs/npm-real.jsonl')).map((l) => CatalogToolSchema.parse(l)).filter((t) => t.serverId === 'mobile'));
    const chains = discoverChains(WorldModel.of(mobile), mobile);
    expect(mobile.some((t) => t.name === 'mobile_take_screenshot' && t.profile?.verb === 'take')).toBe(true);
    expect(chains.filter((c) => c.second.name === 'mobile_take_screenshot')).toEqual([]);
  });
});
