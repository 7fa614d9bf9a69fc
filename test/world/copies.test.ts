// A copy is a new record made from one that exists. Played as a plain create, Postman's duplicateCollection "created"
// a collection at the id it was copied from and holding nothing of it; requests read "add a mail message at message
// 9761629" and answers "Done: I created the mail message."
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool, Trajectory } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { resultContradictsValidator } from '../../src/validate/result-contradicts.js';
import { finalAnswer } from '../../src/execute/answers.js';
import { Rng } from '../../src/util/random.js';
import { PROJECT, readLines } from '../helpers.js';

const SERVERS = new Set(['postman', 'google-drive', 'ms-365']);
const tools = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl'))).filter((t) => SERVERS.has(t.serverId));
const model = WorldModel.of(tools);
const tool = (id: string) => tools.find((t) => t.id === id) as CatalogTool;
type Rec = Record<string, unknown>;

describe('a copy', () => {
  it('is a new record holding what its source holds, under a new id', () => {
    const world = new World(model, 6, '2026-12-01');
    const get = tool('postman/getCollection');
    const source = world.records(get)[0] as Rec;
    const out = world.call(tool('postman/duplicateCollection'), { collectionId: source.collectionId, workspace: source.workspace });
    const copy = JSON.parse(out.text) as Rec;
    expect(out.isError).toBeFalsy();
    expect(copy.collectionId).not.toBe(source.collectionId);
    expect(copy.name).toBe(`${String(source.name)} (copy)`);
    expect(copy.specId).toBe(source.specId);
    // Both are there afterwards.
    expect(JSON.parse(world.call(get, { collectionId: source.collectionId }).text).name).toBe(source.name);
    expect(JSON.parse(world.call(get, { collectionId: copy.collectionId }).text).name).toBe(copy.name);
    // A new name given for the copy is its name.
    const file = world.records(tool('google-drive/search'))[0] as Rec;
    const named = JSON.parse(world.call(tool('google-drive/copyFile'), { fileId: file.fileId, newName: 'Q3 plan (draft)' }).text) as Rec;
    expect(named.name).toBe('Q3 plan (draft)');
    expect(named).not.toHaveProperty('newName');
    // A source that is not there is not found.
    expect(world.call(tool('google-drive/copyFile'), { fileId: '000000' }).isError).toBe(true);
  });

  it('is no contradiction of the id it was made from, and is answered as a copy', () => {
    const world = new World(model, 7, '2026-12-01');
    const copyFile = tool('google-drive/copyFile');
    const file = world.records(tool('google-drive/search'))[0] as Rec;
    const args = { fileId: file.fileId, newName: 'Q3 plan (draft)' };
    const text = world.call(copyFile, args).text;
    const t = { calls: [{ id: 'c1', name: 'copyFile', toolId: copyFile.id, arguments: args, isError: false }], messages: [{ role: 'tool', tool_call_id: 'c1', content: text }, { role: 'assistant', content: 'ok' }] } as unknown as Trajectory;
    expect(resultContradictsValidator.check(t, { catalog: new Map([[copyFile.id, copyFile]]) } as never)).toBeNull();
    // A copy that answers with another name than the one asked for still contradicts its call.
    const wrong = { ...t, calls: [{ ...t.calls[0], arguments: { ...args, name: 'Other' } }], messages: [{ role: 'tool', tool_call_id: 'c1', content: JSON.stringify({ ...JSON.parse(text), name: 'Something else' }) }, { role: 'assistant', content: 'ok' }] } as unknown as Trajectory;
    expect(resultContradictsValidator.check(wrong, { catalog: new Map([[copyFile.id, copyFile]]) } as never)?.code).toBe('semantic.result_contradicts');
    const answer = finalAnswer(new Rng(1), [{ name: 'copyFile', text, isError: false, data: JSON.parse(text), args, tool: copyFile }]);
    expect(answer).toMatch(/^Copied it: the new file is “Q3 plan \(draft\)”/);
  });
});
