// semantic.result_contradicts: each kind of contradiction, seeded into an otherwise clean trajectory, is caught;
// the clean trajectory and an honest failure pass.
import { describe, expect, it } from 'vitest';
import { resultContradictsValidator } from '../../src/validate/result-contradicts.js';
import type { CatalogTool, Trajectory } from '../../src/records/index.js';
import { catalogTool, oneCallTrajectory as trajectory } from '../execute/helpers.js';

const source = { kind: 'synthetic' as const, id: 'tracker', domain: 'issue-tracker', derivedFrom: [] };
const update = catalogTool('tracker', 'update_issue', source, {
  inputSchema: { type: 'object', properties: { id: { type: 'string' }, priority: { type: 'string' }, title: { type: 'string' } }, required: ['id'] },
  profile: { action: 'update', entity: 'issue', system: 'Tracker', params: { id: 'id', priority: 'enum', title: 'title' }, idParam: 'id', reversible: true },
});
const remove = catalogTool('tracker', 'delete_issue', source, {
  inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
  profile: { action: 'delete', entity: 'issue', system: 'Tracker', params: { id: 'id' }, idParam: 'id', reversible: false },
});
const listAssets = catalogTool('tracker', 'list_assets', source, {
  inputSchema: { type: 'object', properties: { format: { type: 'string', description: 'Encoding', enum: ['png', 'jpeg', 'webp'] }, limit: { type: 'integer' } } },
  profile: { action: 'list', entity: 'asset', system: 'Image library', params: { format: 'enum', limit: 'count' }, reversible: true },
});
const listFiles = catalogTool('tracker', 'list_files', source, {
  inputSchema: { type: 'object', properties: { format: { type: 'string', description: 'Output format', enum: ['text', 'json'] } } },
  profile: { action: 'list', entity: 'file', system: 'Files', params: { format: 'enum' }, reversible: true },
});
const catalog = new Map<string, CatalogTool>([update, remove, listAssets, listFiles].map((t) => [t.id, t]));

const check = (t: Trajectory) => resultContradictsValidator.check(t, { catalog });

describe('semantic.result_contradicts', () => {
  it('passes a result that agrees with its call, and an honest report of a failure', () => {
    expect(check(trajectory(update, { id: 'iss_1', priority: 'urgent' }, { id: 'iss_1', title: 'Fix login', priority: 'urgent' }, 'Done: the issue is now urgent.'))).toBeNull();
    expect(check(trajectory(remove, { id: 'iss_9' }, 'Error: issue "iss_9" not found', 'The delete failed: issue iss_9 was not found.', true))).toBeNull();
    // A slim confirmation names none of the changed fields: no verdict.
    expect(check(trajectory(update, { id: 'iss_1', priority: 'urgent' }, { id: 'iss_1', updated: true }, 'Done.'))).toBeNull();
    // The filesystem server's structured result is its text in a wrapper ({"content": "Successfully wrote to ..."}),
    // not a record whose content differs from the file's.
    const write = trajectory(update, { id: 'iss_1', content: 'Moved the training to Tuesday.' }, 'Successfully wrote to /workspace/notes.txt', 'Done: written.');
    write.calls[0]!.structuredContent = { content: 'Successfully wrote to /workspace/notes.txt' };
    expect(check(write)).toBeNull();
    // A record with more than that is still held to its fields.
    write.calls[0]!.structuredContent = { content: 'Something else', path: '/workspace/notes.txt' };
    expect(check(write)).toMatchObject({ code: 'semantic.result_contradicts' });
  });

  it('catches a list holding a record outside the closed set of values it was filtered by', () => {
    const png = { id: 'as_2', filename: 'logo.png', format: 'png' };
    const jpeg = { id: 'as_1', filename: 'team.jpg', format: 'jpeg' };
    expect(check(trajectory(listAssets, { format: 'jpeg', limit: 5 }, { items: [jpeg, png], next_cursor: null }, 'Two assets.'))).toMatchObject({ code: 'semantic.result_contradicts', path: 'calls[0].arguments.format' });
    expect(check(trajectory(listAssets, { format: 'jpeg' }, [jpeg, png], 'Two assets.'))).toMatchObject({ code: 'semantic.result_contradicts' });
    expect(check(trajectory(listAssets, { format: 'jpeg' }, { items: [jpeg], next_cursor: null }, 'One asset.'))).toBeNull();
    // "json" asked of a listing is the answer's shape: a file whose own format is "markdown" is no contradiction.
    expect(check(trajectory(listFiles, { format: 'json' }, { files: [{ name: 'a.md', format: 'markdown' }] }, 'One file.'))).toBeNull();
  });

  it('catches a result field named like an argument holding another value', () => {
    const f = check(trajectory(update, { id: 'iss_1', priority: 'urgent' }, { id: 'iss_1', title: 'Fix login', priority: 'low' }, 'Done.'));
    expect(f).toMatchObject({ code: 'semantic.result_contradicts', path: 'calls[0].arguments.priority' });
    expect(f?.message).toMatch(/urgent.*low/);
  });

  it("catches a create whose result changes the format it was given (an image asked for as jpeg, stored as webp)", () => {
    const create = catalogTool('library', 'create_asset', source, {
      inputSchema: { type: 'object', properties: { filename: { type: 'string' }, format: { type: 'string', enum: ['png', 'jpeg', 'webp'] } }, required: ['filename', 'format'] },
      profile: { action: 'create', entity: 'asset', system: 'Library', params: { filename: 'path', format: 'enum' }, reversible: true },
    });
    const list = catalogTool('library', 'list_assets', source, { inputSchema: { type: 'object', properties: { format: { type: 'string' } } }, profile: { action: 'list', entity: 'asset', system: 'Library', params: { format: 'enum' }, reversible: true } });
    const withTools = (t: Trajectory) => resultContradictsValidator.check(t, { catalog: new Map([create, list].map((x) => [x.id, x])) });
    const f = withTools(trajectory(create, { filename: 'draft.webp', format: 'jpeg' }, { id: 'a_1', filename: 'draft.webp', format: 'webp' }, 'Done: I created the asset.'));
    expect(f).toMatchObject({ code: 'semantic.result_contradicts', path: 'calls[0].arguments.format' });
    // A list's "format" is how it answers, not a field of the records it returns.
    expect(withTools(trajectory(list, { format: 'json' }, { id: 'a_1', filename: 'draft.webp', format: 'webp' }, 'Here is the asset.'))).toBeNull();
  });

  it('catches an update whose returned record lacks a new value', () => {
    const f = check(trajectory(update, { id: 'iss_1', priority: 'urgent', title: 'Fix the login page' }, { issue: { id: 'iss_1', priority: 'urgent', status: 'open' } }, 'Updated.'));
    expect(f).toMatchObject({ code: 'semantic.update_lost', path: 'calls[0].arguments.title' });
  });

  it('does not hold an update to inputs that steer it (confirm, outputFormat), locate it (project_identifier) or that the server stamps (created_at)', () => {
    const steered = check(trajectory(update, { id: 'iss_1', priority: 'urgent', confirm: true, created_at: '2026-11-01T00:00:00Z' }, { issue: { id: 'iss_1', priority: 'urgent', status: 'open' } }, 'Updated.'));
    expect(steered).toBeNull();
    // Seen on npm-real: jira_patch(outputFormat: "json") and updateTestCase(project_identifier: ...) were rejected as lost.
    expect(check(trajectory(update, { id: 'iss_1', priority: 'urgent', outputFormat: 'json', project_identifier: 'QA' }, { issue: { id: 'iss_1', priority: 'urgent', status: 'open' } }, 'Updated.'))).toBeNull();
    expect(check(trajectory(update, { id: 'iss_1', priority: 'urgent', owner: 'QA' }, { issue: { id: 'iss_1', priority: 'urgent', status: 'open' } }, 'Updated.'))).toMatchObject({ code: 'semantic.update_lost' });
  });

  it("does not hold an update to an input its outputSchema has no place for, but does to one it has", () => {
    // Seen on npm-real once MongoDB was simulated: rename-collection(connectionId, database, collection, newName) returns
    // {database, oldCollection, newCollection, renamed}, and was rejected for losing connectionId.
    const rename = catalogTool('mongodb', 'rename-collection', source, {
      inputSchema: { type: 'object', properties: { connectionId: { type: 'string' }, database: { type: 'string' }, collection: { type: 'string' }, newName: { type: 'string' } }, required: ['connectionId', 'database', 'collection', 'newName'] },
      outputSchema: { type: 'object', properties: { database: { type: 'string' }, oldCollection: { type: 'string' }, newCollection: { type: 'string' }, renamed: { type: 'boolean' } } },
      profile: { action: 'update', entity: 'collection', system: 'MongoDB', params: { connectionId: 'id', database: 'name', collection: 'name', newName: 'name' }, idParam: 'collection', reversible: true },
    });
    const withRename = (t: Trajectory) => resultContradictsValidator.check(t, { catalog: new Map([...catalog, [rename.id, rename]]) });
    const args = { connectionId: '9740691', database: 'billing', collection: 'orders', newName: 'orders_2026' };
    expect(withRename(trajectory(rename, args, { database: 'billing', oldCollection: 'orders', newCollection: 'orders_2026', renamed: true }, 'Renamed it.'))).toBeNull();
    const slim = catalogTool('mongodb', 'rename-collection', source, { ...rename, outputSchema: { type: 'object', properties: { database: { type: 'string' }, connectionId: { type: 'string' }, renamed: { type: 'boolean' } } } });
    const withSlim = (t: Trajectory) => resultContradictsValidator.check(t, { catalog: new Map([...catalog, [slim.id, slim]]) });
    expect(withSlim(trajectory(slim, args, { database: 'billing', renamed: true }, 'Renamed it.'))).toMatchObject({ code: 'semantic.update_lost', path: 'calls[0].arguments.connectionId' });
  });

  it('catches a failed action the final answer reports as done', () => {
    expect(check(trajectory(remove, { id: 'iss_1' }, { deleted: false, id: 'iss_1' }, 'Done. The issue has been deleted.'))).toMatchObject({ code: 'semantic.failure_as_success' });
    expect(check(trajectory(remove, { id: 'iss_1' }, { success: false }, 'Finished: delete_issue completed.'))).toMatchObject({ code: 'semantic.failure_as_success' });
    expect(check(trajectory(remove, { id: 'iss_1' }, 'Error: permission denied', 'Done, the issue was deleted successfully.', true))).toMatchObject({ code: 'semantic.failure_as_success' });
  });
});
