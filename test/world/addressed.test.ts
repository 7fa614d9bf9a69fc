// fetch_urls was given two URLs and listed five other pages: the world learns a page for each URL a read names (as a get
// by a value it lacks does), and a list of URLs filters the url field by any of them.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { PROJECT, readLines } from '../helpers.js';

describe('records a read names by their address', () => {
  const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));
  const fetcher = real.filter((t) => t.serverId === 'fetcher');
  const fetchUrls = fetcher.find((t) => t.name === 'fetch_urls') as CatalogTool;

  it('are the pages of the URLs asked for, the same ones when asked again', () => {
    const world = new World(WorldModel.of(fetcher), 5);
    const urls = ['https://www.westbrookrealty.com/events/spring-summit', 'https://ironwoodcapital.com/careers'];
    const read = () => (JSON.parse(world.call(fetchUrls, { urls }).text) as { web_pages: Array<Record<string, unknown>> }).web_pages;
    const first = read();
    expect(first.map((p) => p.url).sort()).toEqual([...urls].sort());
    expect(read()).toEqual(first);
    const one = (JSON.parse(world.call(fetchUrls, { urls: [urls[0]] }).text) as { web_pages: Array<Record<string, unknown>> }).web_pages;
    expect(one.map((p) => p.url)).toEqual([urls[0]]);
  });
});
