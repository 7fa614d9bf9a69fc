// A result says what the call said: a created record is named by an argument named as its entity (create_branch's
// "branch") and stamped with a created_at the call gives; a control call reports the action it was given. All three
// contradicted their calls on npm-real.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { World } from '../../src/world/world.js';
import { WorldModel } from '../../src/world/model.js';
import { PROJECT, readLines } from '../helpers.js';

const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));
const gitlab = real.filter((t) => t.serverId === 'gitlab-zereight');
const tool = (name: string) => gitlab.find((t) => t.name === name) as CatalogTool;

describe('created records', () => {
  it('take their name from an argument named as the entity, and a created_at the call gives', () => {
    const model = WorldModel.of(gitlab);
    for (let seed = 1; seed <= 5; seed++) {
      const world = new World(model, seed);
      const branch = world.call(tool('create_branch'), { project_id: '2649701', branch: 'fix/sso-callback-typo', ref: 'main' });
      expect(branch.isError, branch.text).toBe(false);
      const names = Object.entries(JSON.parse(branch.text) as Record<string, unknown>).filter(([k]) => /branch|name/.test(k) && !/ref/.test(k));
      expect(names.length).toBeGreaterThan(0);
      for (const [k, v] of names) expect(v, k).toBe('fix/sso-callback-typo');
      const thread = world.call(tool('create_merge_request_thread'), { project_id: '2649701', merge_request_iid: '12', body: 'Looks good to me.', created_at: '2027-02-01T09:00:00Z' });
      expect(thread.isError, thread.text).toBe(false);
      expect(JSON.parse(thread.text).created_at).toBe('2027-02-01T09:00:00Z');
    }
  });
});

describe('a control call', () => {
  // npm-real: selenium's frame(action: "default") returned action "switch", its verb, and was rejected as a contradiction.
  it('reports the action it was given, not its verb', () => {
    const frame = real.find((t) => t.id === 'selenium/frame') as CatalogTool;
    const model = WorldModel.of(real.filter((t) => t.serverId === 'selenium'));
    for (let seed = 1; seed <= 5; seed++) {
      const out = new World(model, seed).call(frame, { action: 'default' });
      expect(out.isError, out.text).toBe(false);
      expect(JSON.parse(out.text).action).toBe('default');
    }
  });

  // npm-real: puppeteer_navigate "updated" a drawn url record called "Audit log url", press_key a key record called
  // "bulk-user-import-key", and a url no record had was "not found".
  it('acts on no stored record when it names none: a navigation goes to its url, a key press presses its key', () => {
    const navigate = real.find((t) => t.name === 'puppeteer_navigate') as CatalogTool;
    const press = real.find((t) => t.name === 'press_key' && t.serverId === 'chrome-devtools') as CatalogTool;
    const model = WorldModel.of(real.filter((t) => t.serverId === navigate.serverId || t.serverId === press.serverId));
    for (let seed = 1; seed <= 4; seed++) {
      const world = new World(model, seed);
      const went = world.call(navigate, { url: 'https://meridianfoods.com/careers' });
      expect(went.isError, went.text).toBe(false);
      const out = JSON.parse(went.text);
      expect(out.message).toBe('Navigated to https://meridianfoods.com/careers');
      expect(out).not.toHaveProperty('name');
      const pressed = JSON.parse(world.call(press, { pageId: 3, key: 'Enter' }).text);
      expect(pressed).toMatchObject({ key: 'Enter', message: 'Pressed Enter', status: 'completed' });
      expect(pressed).not.toHaveProperty('created_at');
    }
  });
});
