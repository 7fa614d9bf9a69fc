// A write that is an act of its own on a record (share it, copy it, merge it) says how to act, not what the record
// holds. Before, every OneDrive item held a share's message, password and sendInvitation and a copy's childrenOnly,
// and answers read "children only: no, include all version history: no, require sign in: no" out of a file. A drive's
// item is a file, named like one, not "Remove file previews when the cart is empty".
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { PROJECT, readLines } from '../helpers.js';

const SERVERS = new Set(['ms-365', 'gitlab-zereight', 'trello', 'postman', 'google-drive']);
const tools = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl'))).filter((t) => SERVERS.has(t.serverId));
const model = WorldModel.of(tools);
const tool = (id: string) => tools.find((t) => t.id === id) as CatalogTool;

describe('the arguments of an act on a record', () => {
  it('are no fields of the records it acts on', () => {
    const item = model.binding(tool('ms-365/get-drive-item'))?.entity;
    const names = item?.fields.map((f) => f.name) ?? [];
    expect(names.length).toBeGreaterThan(2);
    for (const f of ['sendInvitation', 'requireSignIn', 'retainInheritedPermissions', 'childrenOnly', 'includeAllVersionHistory', 'password', 'message']) expect(names).not.toContain(f);
    // A merge's commit message and an approval's password are the merge's and the approval's.
    const mr = model.binding(tool('gitlab-zereight/get_merge_request'))?.entity;
    const mrFields = mr?.fields.map((f) => f.name) ?? [];
    expect(mrFields).toContain('title');
    for (const f of ['merge_commit_message', 'squash_commit_message', 'approval_password', 'merge_when_pipeline_succeeds']) expect(mrFields).not.toContain(f);
  });

  it('are still what the act itself answers with', () => {
    const world = new World(model, 4, '2026-12-01');
    const get = tool('ms-365/get-drive-item');
    const [rec] = world.records(get);
    const share = tool('ms-365/share-drive-item');
    const args = { driveId: rec?.driveId, driveItemId: rec?.driveItemId, body: { requireSignIn: true, sendInvitation: true, message: 'For the Friday review', roles: ['read'], recipients: [{ email: 'maya.chen@example.com' }] } };
    const out = world.call(share, args);
    expect(out.isError).toBeFalsy();
    expect(JSON.parse(out.text)).toMatchObject({ driveItemId: rec?.driveItemId, message: 'For the Friday review', requireSignIn: true });
  });

  // Trello's cards held a copy's sourceCardId and a bulk create's list of cards; Postman's collections a generation's
  // options ("request name source Fallback") and a run's stopOnError and iterationCount.
  it("leave out a copy's source, a bulk create's records, options and a run's settings too", () => {
    const card = model.binding(tool('trello/get_card'))?.entity;
    expect(card?.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['name', 'description']));
    for (const f of ['sourceCardId', 'cards', 'keepFromSource']) expect(card?.fields.map((x) => x.name)).not.toContain(f);
    const collection = model.binding(tool('postman/getCollection'))?.entity;
    for (const f of ['requestNameSource', 'indentCharacter', 'folderStrategy', 'stopOnError', 'iterationCount', 'abortOnFailure', 'Prefer']) expect(collection?.fields.map((x) => x.name)).not.toContain(f);
    // Google Drive's files held an upload's localPath and contentBase64 and a lock's reason (ticket prose).
    const file = model.binding(tool('google-drive/search'))?.entity;
    expect(file?.fields.map((f) => f.name)).toContain('name');
    for (const f of ['localPath', 'contentBase64', 'convertToGoogleFormat', 'reason']) expect(file?.fields.map((x) => x.name)).not.toContain(f);
    // Copying a message files it: it sends nothing.
    expect(tool('ms-365/copy-mail-message').profile?.action).toBe('create');
  });

  it('leave a drive item a file, named like one', () => {
    const world = new World(model, 5, '2026-12-01');
    const names = world.records(tool('ms-365/get-drive-item')).map((r) => r.name);
    expect(names.length).toBeGreaterThan(3);
    for (const n of names) expect(n).toMatch(/^[\w -]+\.[a-z0-9]{2,5}$/i);
  });
});
