// What a field holds by its description where its name says nothing, over real tools of npm-real; and the inputs that
// tell a write how to act, which are no field of the record. Before: GitLab's branch diffs compared "legacy-from" with
// "main-to", Asana's tasks were in section "primary-section" and listed "insert_after": "main-insert-after", Outlook's
// contacts had children "new-children", Hostinger's orders coupon "main-coupon", and Kubernetes' resources carried
// kubectl create's "fromLiteral" as if it were a field.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { World } from '../../src/world/world.js';
import { describedKind } from '../../src/world/described-kinds.js';
import { choicesIn } from '../../src/world/described.js';
import { valueFor } from '../../src/generate/language/values.js';
import { Rng } from '../../src/util/random.js';
import { PROJECT, readLines, valuesUnder } from '../helpers.js';

const SERVERS = new Set(['asana', 'trello', 'kubernetes', 'ms-365', 'hostinger', 'gitlab-zereight', 'git-cyanheads']);
const tools = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl'))).filter((t) => SERVERS.has(t.serverId));
const model = WorldModel.of(tools);
const tool = (id: string) => tools.find((t) => t.id === id) as CatalogTool;
const LABEL = /^(main|primary|default|shared|internal|legacy|new|team)-/;

/** Every value under `key` anywhere in the results of `id` called with `args` in five worlds. */
function valuesOf(id: string, args: Record<string, unknown>, key: string): unknown[] {
  return [1, 2, 3, 4, 5].flatMap((seed) => valuesUnder(JSON.parse(new World(model, seed, '2026-12-01').call(tool(id), args).text), key));
}

/** Every value under `key` in the records of `id`'s entity as five worlds seed them. */
function recordValues(id: string, key: string): unknown[] {
  const out: unknown[] = [];
  for (let seed = 1; seed <= 5; seed++) for (const r of new World(model, seed, '2026-12-01').records(tool(id))) if (r[key] !== undefined) out.push(r[key]);
  return out.flat();
}

/** The values the language layer gives `key` of `id`'s input schema, drawn ten times. */
function argumentsOf(id: string, key: string): unknown[] {
  const t = tool(id);
  const schema = (t.inputSchema.properties as Record<string, Record<string, unknown>>)[key] as Record<string, unknown>;
  const rng = new Rng(5);
  return Array.from({ length: 10 }, () => valueFor({ key, schema, type: t.profile?.params[key] ?? 'other', rng, entity: t.profile?.entity ?? 'thing', readsExisting: true, wantsDirectory: false }));
}

describe('what a description says a field holds', () => {
  it('reads the kind from the first sentence, and nothing from a sentence that names none', () => {
    expect(describedKind('The base branch or commit SHA to compare from')).toBeDefined();
    expect(describedKind('Optional: The section ID to add the task to within the project')).toBeDefined();
    expect(describedKind('The test signature.')).toBeUndefined();
    // Only the first sentence: a later one speaks of something else ("... returned by the plugins endpoint").
    expect(describedKind('Name of the release. It is looked up among the installed plugins.')).toBeUndefined();
    // Options that go on in words ("or string for a prompt's reply") and options after "Can be:".
    expect(choicesIn('Handle dialogs while execution. "accept", "dismiss", or string for response of window.prompt.')).toEqual(['accept', 'dismiss']);
    expect(choicesIn('The default view of the project. Can be: list, board, calendar, timeline')).toEqual(['list', 'board', 'calendar', 'timeline']);
  });

  it('draws records by it', () => {
    const sections = recordValues('asana/asana_get_tasks_for_project', 'section');
    expect(sections.length).toBeGreaterThan(0);
    for (const v of sections) expect(v).toMatch(/^\d+$/);
    const children = valuesOf('ms-365/list-outlook-contacts', {}, 'children');
    expect(children.length).toBeGreaterThan(0);
    for (const v of children) expect(v).toMatch(/^\p{Lu}\p{Ll}+$/u);
    // An array's items read the array's description ("Discount coupon codes"; each item only "coupons parameter").
    const coupons = recordValues('hostinger/VPS_purchaseNewVirtualMachineV1', 'coupons');
    expect(coupons.length).toBeGreaterThan(0);
    for (const v of coupons) expect(v).toMatch(/^[A-Z]+\d+$/);
    const files = valuesOf('git-cyanheads/git_status', {}, 'added');
    expect(files.length).toBeGreaterThan(0);
    for (const v of files) expect(v).not.toMatch(LABEL);
  });

  it('writes requests by it', () => {
    for (const key of ['from', 'to']) for (const v of argumentsOf('gitlab-zereight/get_branch_diffs', key)) expect(v).toMatch(/^(main|develop|(feature|fix)\/[a-z0-9-]+)$/);
    for (const v of argumentsOf('kubernetes/kubectl_logs', 'container')) expect(v).not.toMatch(LABEL);
  });

  it('keeps a write\'s directives out of the record', () => {
    const task = model.entitiesOf('asana').find((e) => e.entity === 'task');
    expect(task?.fields.map((f) => f.name)).not.toContain('insert_after');
    for (const e of [...model.entitiesOf('kubernetes'), ...model.entitiesOf('trello')]) expect(e.fields.map((f) => f.name)).not.toEqual(expect.arrayContaining(['fromLiteral']));
    expect(model.entitiesOf('trello').flatMap((e) => e.fields.map((f) => f.name))).not.toContain('keepFromSource');
  });
});
