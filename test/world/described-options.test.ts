// Values a field's schema spells out, over real tools of npm-real. Before, the last resort labelled these fields with
// their own words: Lark's chat settings were "legacy-visibility", DigitalOcean's alert Compare "legacy-compare",
// Postman's parametersResolution "default-resolution" (its default is "Example"), Figma's library file keys
// "dark-mode-toggle-file", a collection's access key "rate-limiter-access" and LINE's postback data "main-data".
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { choicesIn, varyDigits } from '../../src/world/described.js';
import { Rng } from '../../src/util/random.js';
import { PROJECT, readLines, valuesUnder } from '../helpers.js';

const SERVERS = new Set(['lark', 'digitalocean', 'postman', 'figma-console', 'line-bot', 'hostinger', 'ms-365']);
const tools = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl'))).filter((t) => SERVERS.has(t.serverId));
const model = WorldModel.of(tools);
const tool = (id: string) => tools.find((t) => t.id === id) as CatalogTool;

/** Every value under `key` anywhere in the results of `id` called with `args` in five worlds. */
function valuesOf(id: string, args: Record<string, unknown>, key: string): unknown[] {
  return [1, 2, 3, 4, 5].flatMap((seed) => valuesUnder(JSON.parse(new World(model, seed, '2026-12-01').call(tool(id), args).text), key));
}

describe('values the schema spells out', () => {
  it('reads options written as code bullets and as quoted alternatives, not names of other fields', () => {
    expect(choicesIn('Group joining approval**Optional values are**:- `no_approval_required`: Approval is not required.- `approval_required`: Approval is required')).toEqual(['no_approval_required', 'approval_required']);
    expect(choicesIn("Comparison operator: 'GreaterThan' or 'LessThan'")).toEqual(['GreaterThan', 'LessThan']);
    // Quoted examples joined by commas alone are examples of a form, not its options.
    expect(choicesIn("The file, e.g. 'a.txt', 'b.txt'")).toBeUndefined();
  });

  it('draws real records from them', () => {
    const chats = 'lark/im_v1_chat_list';
    expect(new Set(valuesOf(chats, {}, 'membership_approval'))).toEqual(new Set(['no_approval_required', 'approval_required']));
    for (const v of valuesOf(chats, {}, 'join_message_visibility')) expect(['only_owner', 'all_members', 'not_anyone']).toContain(v);
    // Ids, as the list's description says ("... the App ID of the application"): a uuid or a number, never a label.
    for (const v of valuesOf(chats, {}, 'bot_id_list')) expect(v).toMatch(/^([0-9a-f-]{36}|\d{4,})$/);
    for (const v of valuesOf(chats, {}, 'avatar')) expect(v).toMatch(/^https:\/\/\S+\.png$/);
    for (const v of valuesOf('digitalocean/alert-policy-list', {}, 'Compare')) expect(['GreaterThan', 'LessThan']).toContain(v);
    const collections = valuesOf('postman/getCollections', {}, 'parametersResolution');
    expect(collections.length).toBeGreaterThan(0);
    for (const v of collections) expect(v).toBe('Example');
    for (const v of valuesOf('postman/getCollections', {}, 'access_key')) expect(v).toMatch(/^ac_[A-Za-z0-9]{24}$/);
    const keys = valuesOf('figma-console/figma_search_components', {}, 'libraryFileKey');
    expect(keys.length).toBeGreaterThan(0);
    for (const v of keys) expect(v).toMatch(/^[A-Za-z0-9]{22}$/);
    for (const v of valuesOf('line-bot/get_rich_menu_list', {}, 'data')) expect(v).toMatch(/^action=\w+&itemid=\d+$/);
    for (const v of valuesOf('hostinger/domains_getWHOISProfileListV1', {}, 'tld')) expect(['com', 'io', 'net', 'org', 'dev', 'co.uk']).toContain(v);
  });

  // Graph's mailbox settings had dateFormat "csv" and timeFormat "json"; Hostinger's database_user was "Emeka Schmidt".
  it('writes date and time formats as patterns and a database user as an account', () => {
    for (const v of valuesOf('ms-365/get-mailbox-settings', {}, 'dateFormat')) expect(v).toMatch(/^[dMy/ -]+$/);
    for (const v of valuesOf('ms-365/get-mailbox-settings', {}, 'timeFormat')) expect(v).toMatch(/^[Hhm:s t]+$/);
    const users = new Set<unknown>();
    for (let seed = 1; seed <= 5; seed++) for (const r of new World(model, seed, '2026-12-01').records(tool('hostinger/agency-hosting_listWebsiteDatabasesV1'))) users.add(r.database_user);
    expect(users.size).toBeGreaterThan(0);
    for (const u of users) expect(u).toMatch(/^u\d{6}_[a-z]+$/);
  });
});

// The quickstart's documents lived in "contracts/6523": the example "contracts/2026" with its year varied as any number.
describe('an example varied', () => {
  it('keeps a year a year near it, and other numbers their length', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const rng = new Rng(seed);
      const d = { next: () => rng.next(), int: (a: number, b: number) => rng.int(a, b), pick: <T>(xs: readonly T[]) => rng.pick(xs) };
      const folder = varyDigits('contracts/2026', d);
      expect(folder).toMatch(/^contracts\/20(2[4-7])$/);
      expect(varyDigits('size 2048 MB', d)).toMatch(/^size \d{4} MB$/);
    }
  });
});
