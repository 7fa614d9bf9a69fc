// What a control's server says it did, in words: browser_go_back said "Goed to previous page" and browser_wait(time
// 16) "Waited for 16"; pay, buy and draw were conjugated "payed", "buyed" and "drawed".
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { pastParticiple } from '../../src/util/english.js';
import { PROJECT, readLines } from '../helpers.js';

const browser = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl'))).filter((t) => t.serverId === 'browsermcp');
const model = WorldModel.of(browser);
const tool = (name: string) => browser.find((t) => t.name === name) as CatalogTool;

describe('control messages', () => {
  it('say a wait in seconds and going back as going', () => {
    const world = new World(model, 4, '2026-12-01');
    expect(JSON.parse(world.call(tool('browser_wait'), { time: 16 }).text).message).toBe('Waited 16 seconds');
    expect(JSON.parse(world.call(tool('browser_wait'), { time: 1 }).text).message).toBe('Waited 1 second');
    expect(JSON.parse(world.call(tool('browser_go_back'), {}).text).message).toBe('Went to previous page');
  });

  // mobile_launch_app(packageName "web-frontend") said "Launched app", and the answer after it "Launched app."
  it('name what the call names: an app by its package name', () => {
    const mobile = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl'))).filter((t) => t.name === 'mobile_launch_app' || t.name === 'mobile_terminate_app');
    expect(mobile).toHaveLength(2);
    const world = new World(WorldModel.of(mobile), 4, '2026-12-01');
    for (const t of mobile) expect(JSON.parse(world.call(t, { device: '7857545', packageName: 'web-frontend' }).text).message).toMatch(/^(Launched|Terminated) web-frontend$/);
  });

  it('conjugate irregular verbs', () => {
    expect(['go', 'pay', 'buy', 'draw', 'split'].map(pastParticiple)).toEqual(['went', 'paid', 'bought', 'drawn', 'split']);
  });
});
